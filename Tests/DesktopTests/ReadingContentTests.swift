import BrailleCore
@testable import DesktopAccessibility
import Testing

/// A read-only multi-line text is a book of its lines (issue 11: reading content and page turns).
@Suite struct ReadingContentTests {
    static let text = (1...45).map { "Zeile \($0) — ü" }.joined(separator: "\n") + "\n"

    @Test func aReadOnlyMultiLineTextIsABookOfPagesOfTwentyLines() throws {
        var facts = AccessibleFacts(identifier: ":1.1/doc", role: .text)
        facts.states = [.multiLine, .sensitive, .enabled]
        facts.content = Self.text
        let element = ElementMapping.element(facts)
        let book = try #require(element.book)
        #expect(book.pages.map(\.lines.count) == [20, 20, 5])
        #expect(book.pages[2].lines.last == "Zeile 45 — ü")
        #expect(element.traits.contains(.causesPageTurn))
        #expect(element.value == nil)
    }

    /// The text changed (`object:text-changed`): the change carries the new lines.
    @Test func aChangeOfTheTextCarriesTheNewBook() {
        var facts = AccessibleFacts(identifier: ":1.1/doc", role: .text)
        facts.states = [.multiLine, .sensitive, .enabled]
        facts.content = Self.text + "Zeile 46\n"
        let change = ElementMapping.change(facts)
        #expect(change.book?.pages.last?.lines.last == "Zeile 46")
        #expect(change.traits?.contains(.causesPageTurn) == true)
    }

    @Test func onlyAReadOnlyMultiLineTextIsADocument() {
        #expect(ReadingContent.isDocument(role: .text, states: [.multiLine]))
        #expect(ReadingContent.isDocument(role: .documentText, states: [.multiLine]))
        #expect(!ReadingContent.isDocument(role: .text, states: [.multiLine, .editable]))
        #expect(!ReadingContent.isDocument(role: .text, states: []))
        #expect(!ReadingContent.isDocument(role: .entry, states: [.multiLine]))
    }

    @Test func aPageStartsAtTheOffsetOfItsFirstLineInScalars() {
        // "Zeile n — ü" is 11 or 12 scalars; lines 1–9 have 11, 10–20 have 12, each + newline.
        let first20 = (1...20).reduce(0) { $0 + "Zeile \($1) — ü".unicodeScalars.count + 1 }
        #expect(ReadingContent.offset(ofPage: 0, in: ReadingContent.book(Self.text)) == 0)
        #expect(ReadingContent.offset(ofPage: 1, in: ReadingContent.book(Self.text)) == first20)
        #expect(ReadingContent.offset(ofPage: 3, in: ReadingContent.book(Self.text)) == nil)
        #expect(ReadingContent.offset(ofPage: -1, in: ReadingContent.book(Self.text)) == nil)
    }

    @Test func anEmptyTextIsOneEmptyPage() {
        #expect(ReadingContent.book("").pages.count == 1)
        #expect(ReadingContent.lines("a\n\nb\n") == ["a", "", "b"])
    }
}
