import Foundation
import Testing
@testable import BrailleCore

@Suite struct TableCatalogTests {
    @Test func bundledTablesWithLanguageAndDescription() throws {
        let tables = try TableCatalog.bundledTables()
        let byName = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0) })
        let ueb = try #require(byName["en-ueb-g1"])
        #expect(ueb.language == "en")
        #expect(ueb.description == "Unified English Braille grade 1 (uncontracted, 6 dots)")
        #expect(ueb.cellSize == 6)
        let comp8 = try #require(byName["en-us-comp8"])
        #expect(comp8.language == "en")
        #expect(comp8.cellSize == 8)
        #expect(TableCatalog.bundledTableNames() == tables.map(\.name))
    }

    @Test func tableByPathAndByName() throws {
        let path = try TableCatalog.path(forTable: "en-ueb-g1")
        #expect(path.hasSuffix("/en-ueb-g1.tbl"))
        let byPath = try TableCatalog.table(named: path)
        #expect(byPath.name == "en-ueb-g1")
        #expect(Braille.unicode("Hi", byPath) == "⠠⠓⠊")
    }

    @Test func aLibrarySearchesItsOwnFoldersFirstAndCachesByName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("en-ueb-g1.tbl")
        try "letter a 6\n".write(to: file, atomically: true, encoding: .utf8)
        let library = TableLibrary(searchDirectories: [directory.path] + TableLibrary.defaultSearchDirectories())
        let mine = try library.table(named: "en-ueb-g1")
        #expect(Braille.unicode("a", mine) == "⠠")
        // The name is resolved once: the file can go, the table stays.
        try FileManager.default.removeItem(at: file)
        #expect(Braille.unicode("a", try library.table(named: "en-ueb-g1")) == "⠠")
        // The bundled library is not affected.
        #expect(Braille.unicode("a", try TableCatalog.table(named: "en-ueb-g1")) == "⠁")
    }

    @Test func aLibraryWithoutTheTableSaysWhereItLooked() {
        let library = TableLibrary(searchDirectories: ["/nonexistent-brl-tables"])
        #expect(throws: TableError(file: "en-ueb-g1", line: 0, column: 0,
                                   message: "no such table (no tables found in: /nonexistent-brl-tables)")) {
            try library.table(named: "en-ueb-g1")
        }
    }
}
