import Testing
import BrailleCore

/// The display follows the app's caret in a text field, as BRLTTY and NVDA do: when the caret
/// moves out of the window shown, or the text changes under it, the window that holds the
/// caret's cell is shown (the line's word-aware windows, not a window cut anew). A window the
/// reader panned to stays until the caret itself moves.
@Suite struct NavigatorCaretFollowingTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// 74 characters: longer than a 40-cell display with its label.
    static let line = "The quick brown fox jumps over the lazy dog, then it runs away to the hill"

    /// A screen with an entry holding ``line`` and a button after it.
    static func entry(value: String = line) -> Screen {
        Screen(title: "Editor", elements: [
            F.row(0, "entry", label: "Text", value: value, traits: .textField),
            F.row(1, "ok", label: "OK", traits: .button),
        ])
    }

    /// What the display cells with dots 7 and 8 stand for (not the continuation mark, which
    /// stands for nothing).
    static func caretTargets(_ navigator: Navigator) -> [CellTarget] {
        navigator.window.indices.compactMap { k in
            navigator.window[k] & Navigator.caretDots == Navigator.caretDots ? navigator.status.targets[k] : nil
        }
    }

    /// Whether the display shows the caret, on a cell of the entry.
    static func caretShown(_ navigator: Navigator) -> Bool {
        caretTargets(navigator).contains { $0.elementIdentifier == "entry" }
    }

    static func expectCaretShown(_ navigator: Navigator, sourceLocation: SourceLocation = #_sourceLocation) {
        let shown = caretShown(navigator)
        #expect(shown, "dots 7-8 on a cell of the entry", sourceLocation: sourceLocation)
    }

    @Test func theLineIsLongerThanTheDisplay() throws {
        #expect(Self.line.count == 74)
        let navigator = Navigator(screen: Self.entry(), columns: 40)
        #expect(navigator.viewport.windows.count > 1)
        #expect(navigator.status.windowNumber == 1)
    }

    @Test func endMovesTheWindowToTheCaretAtTheEndOfTheLine() throws {
        var navigator = Navigator(screen: Self.entry(), columns: 40)
        navigator.apply(.caretMoved(identifier: "entry", offset: 0), now: clock.now)
        #expect(navigator.status.windowNumber == 1)
        Self.expectCaretShown(navigator)
        navigator.apply(.caretMoved(identifier: "entry", offset: 74), now: clock.now)
        #expect(navigator.status.windowNumber > 1, "the window that holds the caret")
        Self.expectCaretShown(navigator)
        #expect(navigator.status.windowText.hasSuffix("hill"))
        // Home: back to the first window.
        navigator.apply(.caretMoved(identifier: "entry", offset: 0), now: clock.now)
        #expect(navigator.status.windowNumber == 1)
        #expect(Self.caretTargets(navigator) == [CellTarget(elementIdentifier: "entry", part: .value, offset: 0)])
    }

    @Test func theCaretInTheMiddleShowsTheWindowOfItsWord() throws {
        var navigator = Navigator(screen: Self.entry(), columns: 40)
        navigator.apply(.caretMoved(identifier: "entry", offset: 0), now: clock.now)
        let offset = Array(Self.line.unicodeScalars).count - "away to the hill".count + 1   // the "w" of "away"
        navigator.apply(.caretMoved(identifier: "entry", offset: offset), now: clock.now)
        #expect(Self.caretTargets(navigator) == [CellTarget(elementIdentifier: "entry", part: .value, offset: offset)])
        #expect(navigator.status.windowText.contains("away"), "word-aware windows: the word is whole")
    }

    @Test func theCaretAlreadyShownKeepsTheWindow() throws {
        var navigator = Navigator(screen: Self.entry(), columns: 40)
        navigator.apply(.caretMoved(identifier: "entry", offset: 2), now: clock.now)
        let window = navigator.viewport.window
        navigator.apply(.caretMoved(identifier: "entry", offset: 5), now: clock.now)
        #expect(navigator.viewport.window == window)
    }

    @Test func typingAtTheEndOfTheLineKeepsTheWindowOnTheCaret() throws {
        var navigator = Navigator(screen: Self.entry(value: ""), columns: 40)
        var text = ""
        for character in Self.line {
            text.append(character)
            navigator.apply(.elementChanged(identifier: "entry", ElementChange(value: text)), now: clock.now)
            let shownAfterChange = Self.caretShown(navigator)
            try #require(shownAfterChange, "after the change to \(text.count) characters")
            navigator.apply(.caretMoved(identifier: "entry", offset: text.unicodeScalars.count), now: clock.now)
            let shownAfterMove = Self.caretShown(navigator)
            try #require(shownAfterMove, "after the caret move to \(text.count)")
        }
        #expect(navigator.status.windowNumber > 1)
        #expect(navigator.status.windowText.hasSuffix("hill"))
    }

    @Test func anEditorsNewLineShowsTheWindowOfTheCaret() throws {
        // An editor's value is the line with the caret: Down to a long line, caret at its end.
        var navigator = Navigator(screen: Self.entry(value: "short"), columns: 40)
        navigator.apply(.caretMoved(identifier: "entry", offset: 5), now: clock.now)
        navigator.apply(.elementChanged(identifier: "entry", ElementChange(value: Self.line)), now: clock.now)
        navigator.apply(.caretMoved(identifier: "entry", offset: 70), now: clock.now)
        Self.expectCaretShown(navigator)
        #expect(navigator.status.windowNumber > 1)
    }

    @Test func aWindowTheReaderPannedToStaysUntilTheCaretMoves() throws {
        var navigator = Navigator(screen: Self.entry(), columns: 40)
        navigator.apply(.caretMoved(identifier: "entry", offset: 74), now: clock.now)
        let caretWindow = navigator.status.windowNumber
        #expect(caretWindow > 1)
        navigator.handle(.previousWindow, now: clock.now)
        #expect(navigator.status.windowNumber == caretWindow - 1)
        let panned = navigator.viewport.window
        // Events that do not move the caret leave the reader where they are.
        navigator.apply(.announcement("Saved"), now: clock.now)
        navigator.handle(.escape, now: clock.now)
        navigator.apply(.layoutChanged(elements: nil, focus: nil), now: clock.now)
        navigator.apply(.elementChanged(identifier: "entry", ElementChange(hint: "Type here.")), now: clock.now)
        navigator.apply(.elementChanged(identifier: "ok", ElementChange(label: "Done")), now: clock.now)
        navigator.apply(.caretMoved(identifier: "entry", offset: 74), now: clock.now)
        #expect(navigator.viewport.window == panned)
        // The caret moving brings the window back to it.
        navigator.apply(.caretMoved(identifier: "entry", offset: 73), now: clock.now)
        #expect(navigator.status.windowNumber == caretWindow)
        Self.expectCaretShown(navigator)
    }

    @Test func theCaretOfAFieldJustFocusedIsShownWhenTheAppReportsIt() throws {
        // Until the app says, the caret is taken to be after the text, and the line opens at its
        // start; the app's report shows where it really is, even at that same offset.
        var navigator = Navigator(screen: Self.entry(), columns: 40)
        #expect(navigator.status.windowNumber == 1)
        navigator.apply(.caretMoved(identifier: "entry", offset: 74), now: clock.now)
        Self.expectCaretShown(navigator)
        #expect(navigator.status.windowNumber > 1)
    }
}
