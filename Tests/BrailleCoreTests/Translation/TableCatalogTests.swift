import Foundation
import Testing
import BrailleCore

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

    // The explicit folder (`TableCatalog.tablesDirectory`) is process-wide state, so it is tested
    // in a separate process: BrlTranslateTests.tablesDirectoryFlagAndEnvironment.
}
