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
