import Testing
import BrailleCore

/// An element's reading content changes (a log view that grew, a page edited): `elementChanged`
/// with a `book` replaces the lines and keeps the reader's place (issue 11, the desktop's
/// document views).
@Suite struct BookChangeTests {
    static func lines(_ range: ClosedRange<Int>) -> [String] { range.map { "Line \($0)" } }

    static func log(pages: [[String]], at page: Int = 0) -> Element {
        Element(identifier: "log", label: "Log", traits: [.staticText, .causesPageTurn],
                book: Book(pages: pages.map(Book.Page.init), currentPage: page))
    }

    @Test func aNewBookReplacesTheLinesAndStaysOnThePageShown() {
        var element = Self.log(pages: [Self.lines(1...2), Self.lines(3...4)], at: 1)
        ElementChange(book: Book(pages: [Book.Page(lines: Self.lines(1...2)), Book.Page(lines: Self.lines(3...5))])).apply(to: &element)
        #expect(element.book?.currentPage == 1)
        #expect(element.book?.page.lines == ["Line 3", "Line 4", "Line 5"])
    }

    @Test func aShorterBookOpensAtItsLastPage() {
        var element = Self.log(pages: [Self.lines(1...2), Self.lines(3...4), Self.lines(5...6)], at: 2)
        ElementChange(book: Book(pages: [Book.Page(lines: Self.lines(1...2))])).apply(to: &element)
        #expect(element.book?.currentPage == 0)
    }

    @Test func theFeedSendsABookInElementChangedAndItRoundTrips() throws {
        let json = #"{"type": "elementChanged", "identifier": "log", "book": {"pages": [["a", "b"], ["c"]], "currentPage": 1}}"#
        let event = try EventDocument.event(fromJSON: json)
        guard case .elementChanged(let identifier, let change) = event else {
            Issue.record("not an elementChanged: \(event)")
            return
        }
        #expect(identifier == "log")
        #expect(change.book?.pages.map(\.lines) == [["a", "b"], ["c"]])
        #expect(try EventDocument.event(fromJSON: EventDocument.json(for: event)) == event)
    }

    /// On the navigator: the line being read stays where the new page still has it, and a page
    /// that lost lines puts the reader on its last line.
    @Test func theNavigatorKeepsTheLineReadWhereThePageStillHasIt() {
        var navigator = Navigator(screen: Screen(elements: [Self.log(pages: [Self.lines(1...5)])]), columns: 20)
        navigator.handle(.nextElement, now: .now)  // LNDN: into the book's lines
        navigator.handle(.nextElement, now: .now)
        navigator.handle(.nextElement, now: .now)
        let before = navigator.window
        let grown = Book(pages: [Book.Page(lines: Self.lines(1...6))])
        navigator.apply(.elementChanged(identifier: "log", ElementChange(book: grown)), now: .now)
        #expect(navigator.window == before)
        navigator.apply(.elementChanged(identifier: "log", ElementChange(book: Book(pages: [Book.Page(lines: ["Only"])]))), now: .now)
        #expect(navigator.focused?.element.book?.page.lines == ["Only"])
    }
}
