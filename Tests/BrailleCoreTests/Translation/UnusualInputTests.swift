import BrailleCore
import Foundation
import Testing

/// Inputs where brl deliberately differs from `lou_translate` (docs/translation.md, "Any input").
@Suite struct UnusualInputTests {
    @Test(arguments: ["en-ueb-g1", "de-g0", "de-g0-detailed"])
    func aTabIsABlankCellLikeASpace(table name: String) throws {
        let table = try Braille.table(name)
        let tab = table.translate("a\tb")
        #expect(tab.cells == table.translate("a b").cells)
        #expect(tab.cells[1] == 0)
        #expect(tab.inputOffsetForCell == [0, 1, 2])
    }

    @Test func computerBrailleGivesTheTabItsOwnCell() throws {
        let table = try Braille.table("en-us-comp8")
        // Dots 2-4-7-8: one 8-dot cell per character, as for every ASCII control.
        #expect(table.translate("a\tb").cells == [0b0000_0001, 0b1100_1010, 0b0000_0011])
    }

    @Test func bytesThatAreNotUTF8BecomeTheReplacementCharactersEscape() throws {
        var bytes = Data("a".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Array("b\n".utf8))
        let r = try BrlTranslateTests.run(["--table", "en-ueb-g1", "--format", "dots"], bytes: bytes)
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let fffd = try Braille.table("en-ueb-g1").translate("a\u{FFFD}b").cells.map(BrailleEncoding.dotNumbers).joined(separator: " ")
        #expect(r.stdout == fffd + "\n")
        #expect(r.stdout == "1 3 12567 1346 124 124 124 145 3 12\n")  // a '\xfffd' b
    }
}
