@testable import DesktopAccessibility
import Testing

/// How a Writer paragraph becomes a block (``WriterDocument``), without Writer.
@Suite struct WriterDocumentTests {
    /// Writer writes a list's bullet as a glyph of the OpenSymbol font (U+F095, private use) or
    /// as a bullet character, then a space: the paragraph is a list item, read without it.
    @Test(arguments: [("\u{F095} Apples", "Apples"), ("• Plums", "Plums"), ("\u{E00A}\tPears", "Pears"), ("– Figs ", "Figs")])
    func aParagraphStartingWithABulletIsAListItemWithoutIt(text: String, item: String) {
        #expect(WriterDocument.listItemText(text) == item)
    }

    /// Any other paragraph stays a paragraph: a number, a word, a bullet without a space after it.
    @Test(arguments: ["1. Apples", "Apples", "•Plums", "", "\u{F095}"])
    func otherParagraphsAreNoListItems(text: String) {
        #expect(WriterDocument.listItemText(text) == nil)
    }
}
