import Foundation
import BrailleCore

/// Helpers shared by the translation tests.
enum Braille {
    /// The bundled table `name`.
    static func table(_ name: String = "en-ueb-g1") throws -> BrailleTable {
        try TableCatalog.table(named: name)
    }

    /// `text` translated with `table`, as Unicode braille.
    static func unicode(_ text: String, _ table: BrailleTable) -> String {
        BrailleEncoding.unicode.encode(table.translate(text).cells)
    }

    /// Compiles a table from `source` (written to a temporary folder, so that includes work).
    static func compile(_ source: String, name: String = "test.tbl", extraFiles: [String: String] = [:]) throws -> BrailleTable {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-table-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (file, text) in extraFiles {
            try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let path = directory.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return try BrailleTable(contentsOfFile: path)
    }

    /// The `TableError` compiling `source` throws, with the file name reduced to `name`.
    static func error(compiling source: String, name: String = "bad.tbl") -> TableError? {
        do {
            _ = try BrailleTable(source: source, path: name)
            return nil
        } catch {
            return error
        }
    }
}
