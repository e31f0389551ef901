@testable import DesktopAccessibility
import Testing

/// A web page's paragraph cut where objects (links) sit inside its text.
@Suite struct InlineTextTests {
    @Test(arguments: [
        ("Read \u{FFFC} now.", [InlineText.Piece.text("Read"), .object(0), .text("now.")]),
        ("\u{FFFC}\u{FFFC}", [.object(0), .object(1)]),
        ("A \u{FFFC}, then \u{FFFC}", [.text("A"), .object(0), .text(", then"), .object(1)]),
        ("No object here.", [.text("No object here.")]),
        ("  \u{FFFC}  ", [.object(0)]),
    ])
    func aParagraphIsCutAtItsObjectsInTheOrderOfItsText(text: String, pieces: [InlineText.Piece]) {
        #expect(InlineText.pieces(text) == pieces)
    }

    @Test func onlyATextWithAnObjectMarkHoldsObjects() {
        #expect(InlineText.holdsObjects("a \u{FFFC} b"))
        #expect(!InlineText.holdsObjects("a b"))
    }
}
