import Testing
import BrailleCore

@Suite struct TranslationShapeTests {
    @Test func mapsHaveOneEntryPerScalarAndCell() throws {
        let t = try TableCatalog.table(named: "en-ueb-g1").translate("abc")
        #expect(t.cellOffsetForInput.count == 3)
        #expect(t.inputOffsetForCell.count == t.cells.count)
    }
}
