import Testing
@testable import BrailleCore

@Suite("Back-translation")
struct BackTranslationTests {
    @Test("en-us-comp8 reads every printable ASCII character back exactly")
    func computerBrailleIsExact() throws {
        let table = try TableCatalog.table(named: "en-us-comp8")
        let ascii = String(String.UnicodeScalarView((0x20...0x7E).compactMap(Unicode.Scalar.init)))
        #expect(table.backTranslate(table.translate(ascii).cells).text == ascii)
    }

    @Test("UEB grade 1 undoes capitals, capitals words and numbers", arguments: [
        "Hello, World 42.", "WORD and AB1", "x1a", "‘a’ b", "3,5 (ok)",
    ])
    func uebIndicators(_ text: String) throws {
        let table = try TableCatalog.table(named: "en-ueb-g1")
        #expect(table.backTranslate(table.translate(text).cells).text == text)
    }

    @Test("German reads a closing parenthesis after a word")
    func germanParentheses() throws {
        let table = try TableCatalog.table(named: "de-g0-detailed")
        #expect(table.backTranslate(table.translate("Größe (ok) 3,5").cells).text == "Größe (ok) 3,5")
    }

    @Test("Bad Unicode braille names its column")
    func decodingError() {
        #expect(throws: BrailleEncoding.DecodingError(column: 2, reason: "U+41 is not a braille pattern (U+2800–U+28FF)")) {
            try BrailleEncoding.unicode.decode("⠁A")
        }
    }
}

/// zh-tw reads back as Zhuyin with tone marks: the text an input method takes.
@Suite struct ZhuyinBackTranslationTests {
    static let table = try! TableCatalog.table(named: "zh-tw")

    @Test(arguments: [
        ("很好", "ㄏㄣˇㄏㄠˇ"),
        ("你好", "你ㄏㄠˇ"),              // a marked pronoun reads back as its character: the mark names it
        ("她和牠", "她ㄏㄜˊ牠"),
        ("我的", "ㄨㄛˇㄉㄜ˙"),           // the neutral tone, keyed after the syllable
        ("媽", "ㄇㄚˉ"),                  // the level tone is marked too, so syllables never run together
        ("字", "ㄗˋ"),                    // an initial alone (rhyme cell of ㄦ)
        ("兒", "ㄦˊ"),
        ("小學", "ㄒㄧㄠˇㄒㄩㄝˊ"),       // ㄒ, not ㄙ, before ㄧ and ㄩ
        ("去", "ㄑㄩˋ"), ("家", "ㄐㄧㄚˉ"), ("哥", "ㄍㄜˉ"),
    ])
    func syllablesReadAsZhuyin(text: String, zhuyin: String) throws {
        let cells = Self.table.translate(text).cells
        #expect(Self.table.backTranslate(cells).text == zhuyin)
    }

    @Test func everyZhuyinLetterMapsToTheCellItCameFrom() throws {
        let cells = Self.table.translate("很好").cells      // ㄏ ㄣ ˇ ㄏ ㄠ ˇ: three cells each
        let back = Self.table.backTranslate(cells)
        #expect(back.cellOffsetForText == [0, 1, 2, 3, 4, 5])
        #expect(back.textOffsetForCell == [0, 1, 2, 3, 4, 5])
    }

    @Test func latinAndDigitsInComputerBrailleStayAsTheyAre() throws {
        let cells = Self.table.translate("iPhone 15").cells
        #expect(Self.table.backTranslate(cells).text == "iPhone 15")
    }
}
