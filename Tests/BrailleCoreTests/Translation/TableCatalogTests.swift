import Foundation
import Testing
import BrailleCore

@Suite(.serialized) struct TableCatalogTests {
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

    @Test func explicitDirectoryComesFirst() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "table en-ueb-g1 xx shadowing table\nletter a 3456\n".write(
            to: directory.appendingPathComponent("en-ueb-g1.tbl"), atomically: true, encoding: .utf8)
        TableCatalog.tablesDirectory = directory.path
        defer { TableCatalog.tablesDirectory = nil }
        #expect(TableCatalog.searchDirectories.first == directory.path)
        let table = try TableCatalog.table(named: "en-ueb-g1")
        #expect(table.language == "xx")
        #expect(Braille.unicode("a", table) == "⠼")
    }
}
