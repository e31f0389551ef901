import Testing
import BrailleCore

/// Issue 26, item 7: a cell the table gives no reading stays visible in the print, as liblouis
/// writes it: its dot numbers between a backslash and a slash (`⠁⠿⠁` is `a\123456/a`), in its
/// place, with both maps pointing at it; and the back-translation lists it.
@Suite struct UnreadCellTests {
    static func back(_ braille: String, _ table: String = "en-ueb-g1") throws -> BackTranslation {
        try TableCatalog.table(named: table).backTranslate(BrailleEncoding.unicode.decode(braille))
    }

    @Test(arguments: [
        ("⠁⠿⠁", #"a\123456/a"#),
        ("⠿⠿⠿", #"\123456/\123456/\123456/"#),
        ("⠠⠿", #"\123456/"#),            // a capital indicator before it changes nothing
        ("⡁⠃", #"\17/b"#),               // dot 7 in a 6-dot table
        ("⠁⠀⠿", #"a \123456/"#),
    ])
    func aCellWithNoReadingIsWrittenAsItsDots(braille: String, print: String) throws {
        #expect(try Self.back(braille).text == print)
    }

    @Test func bothMapsPointAtTheUnreadCell() throws {
        let back = try Self.back("⠁⠿⠁")
        #expect(back.cellOffsetForText == [0, 1, 1, 1, 1, 1, 1, 1, 1, 2])
        #expect(back.textOffsetForCell == [0, 1, 9])
        #expect(back.unreadCells == [1])
        #expect(try Self.back("⠁⠃").unreadCells == [])
    }

    @Test func anAddressKeepsItsUnreadCellsToo() throws {
        // German: after the address mark, up to the next blank, characters in their address forms.
        let table = try TableCatalog.table(named: "de-g0-detailed")
        let cells = table.translate("www.a.de").cells
        var broken = cells
        broken.insert(0xC0, at: cells.count - 1)          // ⣀ (dots 7-8), no address form
        let back = table.backTranslate(broken)
        #expect(back.text == #"www.a.d\78/e"#)
        #expect(back.unreadCells.count == 1)
    }

    @Test func zhuyinKeepsAnUnreadCell() throws {
        let back = try Self.back("⣿", "zh-tw")
        #expect(back.text.hasPrefix("\\") && back.text.hasSuffix("/"), "\(back.text)")
        #expect(back.unreadCells == [0])
    }
}
