import Testing
import BrailleCore

@Suite struct BrailleEncodingTests {
    @Test func unicodeBraillePatterns() {
        #expect(BrailleEncoding.unicode.encode([0x00, 0x01, 0x3F, 0xFF]) == "⠀⠁⠿⣿")
    }

    @Test func dotNumbers() {
        #expect(BrailleEncoding.dots.encode([0x20, 0x13, 0x00, 0xC0]) == "6 125 0 78")
        #expect(BrailleEncoding.dotNumbers(0x3F) == "123456")
    }

    @Test func northAmericanBrailleASCII() throws {
        let table = try Braille.table()
        #expect(BrailleEncoding.ascii.encode(table.translate("Hello, 42 a-z!").cells) == ",HELLO1 #DB A-Z6")
        // All 64 six-dot cells map to distinct printable characters.
        let all = BrailleEncoding.ascii.encode((0..<64).map(UInt8.init))
        #expect(Set(all).count == 64)
        #expect(all.unicodeScalars.allSatisfy { (0x20...0x5F).contains($0.value) })
    }
}
