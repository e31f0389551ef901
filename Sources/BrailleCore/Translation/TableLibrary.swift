import Foundation
import Synchronization

/// Where braille tables live: folders searched in order for a table by name, and the tables
/// loaded from them, each file compiled once and each name and language resolved once.
///
/// ``bundled`` is the library of the tables that ship with BrailleCore (and of the `BRL_TABLES`
/// folder); a program with its own tables makes its own library with the folders it wants first.
///
/// ```swift
/// let mine = TableLibrary(searchDirectories: ["/opt/tables"] + TableLibrary.defaultSearchDirectories())
/// let table = try mine.table(named: "en-ueb-g1")   // compiled on first use, then from the cache
/// ```
public final class TableLibrary: Sendable {
    /// The folders searched for a table by name, in order.
    public let searchDirectories: [String]

    private struct Cache {
        var byPath: [String: CompiledTable] = [:]
        var byName: [String: BrailleTable] = [:]
        var byLanguage: [String: BrailleTable] = [:]
    }
    private let cache = Mutex(Cache())

    /// A library searching `searchDirectories` in order (folders that do not exist are skipped).
    public init(searchDirectories: [String]) {
        var seen = Set<String>()
        self.searchDirectories = searchDirectories.filter { seen.insert($0).inserted }
    }

    /// The bundled tables: ``defaultSearchDirectories(environment:)`` of the process's environment.
    public static let bundled = TableLibrary(searchDirectories: defaultSearchDirectories())

    /// Where bundled tables are looked for, in order, only the folders that exist: the
    /// `BRL_TABLES` variable, the `brl_BrailleCore.resources` bundle beside the running
    /// executable, `../share/brl/Tables` beside it (an installation), and the package's own
    /// `Tables/` folder (a source checkout; not in an installed build): ``BundledData``.
    /// `Bundle.module` is never touched: it traps when the bundle is missing.
    public static func defaultSearchDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        BundledData.candidates("Tables", bundle: "brl_BrailleCore.resources", variable: "BRL_TABLES", environment: environment)
            .filter { directory in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
            }
    }

    /// Loads a table by name (`en-ueb-g1`) or a table file by path: a name with a `/` or ending
    /// in `.tbl` is a path.
    ///
    /// - Returns: the compiled table; a name found before comes from the cache without touching
    ///   the file system.
    /// - Throws: `TableError`: no such table (naming where it looked), or the first problem in the
    ///   file as `path:line:column: message`.
    public func table(named name: String) throws(TableError) -> BrailleTable {
        if let cached = cache.withLock({ $0.byName[name] }) { return cached }
        let table = try table(atPath: try path(forTable: name))
        cache.withLock { $0.byName[name] = table }
        return table
    }

    /// Loads the table file at `path`, compiling it on first use.
    public func table(atPath path: String) throws(TableError) -> BrailleTable {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let cached = cache.withLock({ $0.byPath[key] }) { return BrailleTable(compiled: cached) }
        let compiled = try TableParser.compile(path: path)
        cache.withLock { $0.byPath[key] = compiled }
        return BrailleTable(compiled: compiled)
    }

    /// Loads the table for a language tag (see ``TableCatalog/tableChoice(forLanguage:)`` for the
    /// policy); a tag resolved before comes from the cache.
    ///
    /// - Throws: `LanguageTagError` for a malformed tag, or the `TableError` of ``table(named:)``.
    public func table(forLanguage tag: String) throws -> BrailleTable {
        if let cached = cache.withLock({ $0.byLanguage[tag] }) { return cached }
        let table = try table(named: TableCatalog.tableChoice(forLanguage: tag).tableName)
        cache.withLock { $0.byLanguage[tag] = table }
        return table
    }

    /// The file a table name or path refers to.
    ///
    /// - Throws: `TableError` when a name is not found in any of ``searchDirectories``.
    public func path(forTable name: String) throws(TableError) -> String {
        if name.contains("/") || name.hasSuffix(".tbl") { return name }
        for directory in searchDirectories {
            let candidate = (directory as NSString).appendingPathComponent(name + ".tbl")
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        let known = tableNames()
        let hint = known.isEmpty ? "no tables found in: \(searchDirectories.joined(separator: ", "))"
            : "bundled tables: \(known.joined(separator: ", "))"
        throw TableError(file: name, line: 0, column: 0, message: "no such table (\(hint))")
    }

    /// The names of the tables (`*.tbl` in the first folder that has any), sorted.
    public func tableNames() -> [String] {
        for directory in searchDirectories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            let names = files.filter { $0.hasSuffix(".tbl") }.map { String($0.dropLast(4)) }.sorted()
            if !names.isEmpty { return names }
        }
        return []
    }

    /// Every table of ``tableNames()``, compiled, sorted by name: for listings.
    ///
    /// - Throws: the `TableError` of the first table that does not compile.
    public func tables() throws(TableError) -> [BrailleTable] {
        var result: [BrailleTable] = []
        for name in tableNames() { result.append(try table(named: name)) }
        return result
    }
}
