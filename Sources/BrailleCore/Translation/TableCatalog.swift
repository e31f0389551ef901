import Foundation
import Synchronization

/// The tables bundled in `Tables/`, found by name, and table files found by path.
///
/// Where bundled tables are looked for, in order: `TableCatalog.tablesDirectory` (set by a
/// `--tables-dir` flag), the `BRL_TABLES` environment variable, the `brl_BrailleCore.resources`
/// bundle beside the running executable, and the package's own `Tables/` folder (a source checkout).
/// `Bundle.module` is never touched: it traps when the bundle is missing.
///
/// Compiled tables are cached per file: loading the same table again costs a dictionary lookup.
public enum TableCatalog {
    private static let state = Mutex<(directory: String?, cache: [String: CompiledTable])>((nil, [:]))

    /// A folder of `.tbl` files searched before every other place; `nil` (the default) for none.
    public static var tablesDirectory: String? {
        get { state.withLock { $0.directory } }
        set { state.withLock { $0.directory = newValue } }
    }

    /// Loads a bundled table by name (`en-ueb-g1`) or a table file by path.
    ///
    /// A name with a `/` or ending in `.tbl` is a path; anything else a bundled name.
    ///
    /// - Parameter name: `en-ueb-g1`, or `Tables/en-ueb-g1.tbl`, or `/abs/path/my.tbl`.
    /// - Returns: The compiled table (from the cache if it was loaded before).
    /// - Throws: `TableError`: no such table (naming where it looked), or the first problem in the
    ///   file as `path:line:column: message`.
    public static func table(named name: String) throws -> BrailleTable {
        try table(atPath: try path(forTable: name))
    }

    /// Loads the table file at `path`, compiling it on first use.
    public static func table(atPath path: String) throws(TableError) -> BrailleTable {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let cached = state.withLock({ $0.cache[key] }) { return BrailleTable(compiled: cached) }
        let compiled = try TableParser.compile(path: path)
        state.withLock { $0.cache[key] = compiled }
        return BrailleTable(compiled: compiled)
    }

    /// The file a table name or path refers to.
    ///
    /// - Throws: `TableError` when a bundled name is not found in any of `searchDirectories`.
    public static func path(forTable name: String) throws(TableError) -> String {
        if name.contains("/") || name.hasSuffix(".tbl") { return name }
        let directories = searchDirectories
        for directory in directories {
            let candidate = (directory as NSString).appendingPathComponent(name + ".tbl")
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        let known = bundledTableNames()
        let hint = known.isEmpty ? "no tables found in: \(directories.joined(separator: ", "))"
            : "bundled tables: \(known.joined(separator: ", "))"
        throw TableError(file: name, line: 0, column: 0, message: "no such table (\(hint))")
    }

    /// The folders searched for bundled tables, in order (only those that exist).
    public static var searchDirectories: [String] {
        var candidates: [String] = []
        if let explicit = tablesDirectory { candidates.append(explicit) }
        if let env = ProcessInfo.processInfo.environment["BRL_TABLES"], !env.isEmpty { candidates.append(env) }
        let bundleName = "brl_BrailleCore.resources"
        var executableDirectories: [URL] = []
        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            executableDirectories.append(exe)
        }
        executableDirectories.append(Bundle.main.bundleURL)
        for dir in executableDirectories {
            candidates.append(dir.appendingPathComponent(bundleName).appendingPathComponent("Tables").path)
        }
        // A source checkout: Sources/BrailleCore/Translation/TableCatalog.swift → Tables/.
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("Tables").path)
        var seen = Set<String>()
        return candidates.filter { dir in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
            return seen.insert(dir).inserted
        }
    }

    /// The names of the bundled tables (`*.tbl` in the first folder that has any), sorted.
    public static func bundledTableNames() -> [String] {
        for directory in searchDirectories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            let names = files.filter { $0.hasSuffix(".tbl") }.map { String($0.dropLast(4)) }.sorted()
            if !names.isEmpty { return names }
        }
        return []
    }

    /// Every bundled table, compiled, sorted by name: for listings (name, language, description).
    ///
    /// - Throws: `TableError` of the first bundled table that does not compile.
    public static func bundledTables() throws -> [BrailleTable] {
        try bundledTableNames().map { try table(named: $0) }
    }
}
