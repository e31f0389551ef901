import Testing
import BrailleCore

/// Characters above U+FFFF: the ideographic planes (U+20000–U+3FFFF, CJK Extensions B to H) are
/// kept flat like the BMP, every other plane in a map; both translate alike.
@Suite struct IdeographicPlaneTests {
    static let source = """
        char 𠀀 1 2
        char \\u{2A6DF} 4
        char \\u{3134A} 5
        sign 😀 36
        char 中 1245
        seq 𠀀中 3 | 6
        seq 中𠀀 12 | 45
        seq 😀😀 123456
        undefined 7

        """

    @Test(arguments: [
        ("𠀀", "⠁⠂"),
        ("\u{2A6DF}", "⠈"),
        ("\u{3134A}", "⠐"),
        ("😀", "⠤"),
        ("𠀀中", "⠄⠠"),
        ("中𠀀", "⠃⠘"),
        ("😀😀😀", "⠿⠤"),
        ("中\u{20001}", "⠛⡀"),
        ("\u{1F601}", "⡀"),
    ])
    func scalarsAboveTheBMPTranslate(text: String, braille: String) throws {
        let table = try Braille.compile(Self.source)
        #expect(BrailleEncoding.unicode.encode(table.translate(text).cells) == braille)
    }

    @Test func aLaterDefinitionInTheIdeographicPlanesReplacesTheFirst() throws {
        let table = try Braille.compile(Self.source + "char 𠀀 3\n")
        #expect(BrailleEncoding.unicode.encode(table.translate("𠀀𠀀中").cells) == "⠄⠄⠠")
    }
}
