import BrailleCore
import Testing

/// Issue 25: a document (a web page) read as one text: its blocks are elements (a link is routed
/// to, structure moves find headings), and a line is the display's line: `LNDN`/`LNUP` go window
/// by window through a block and on into the next, as continuous reading does, and arriving at a
/// block asks the app to scroll it into view (the document's page turn).
@Suite struct NavigatorDocumentTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    static let long = "This paragraph is longer than the display, so it is read in several lines of the display's width."

    /// A page: a heading, a long paragraph, a link, a short paragraph; then a status bar that is
    /// no part of the page.
    static var page: Screen {
        func block(_ index: Int, _ identifier: String, _ label: String, traits: Traits) -> Element {
            var element = F.row(index, identifier, label: label, traits: traits)
            element.document = "page"
            return element
        }
        return Screen(title: "Page", elements: [
            block(0, "h1", "Welcome", traits: .header),
            block(1, "p1", Self.long, traits: .staticText),
            block(2, "link", "a link", traits: .link),
            block(3, "p2", "The end.", traits: .staticText),
            F.row(4, "status", label: "Done", traits: .staticText),
        ], childOrder: .listed)
    }

    /// The texts shown and the effects of `command` pressed until `last` has the focus.
    static func press(_ command: BrailleCommand, until last: String, _ navigator: inout Navigator,
                      now: ContinuousClock.Instant) -> (texts: [String], effects: [NavigatorEffect]) {
        var texts = [navigator.shownText]
        var effects: [NavigatorEffect] = []
        for _ in 0..<50 where navigator.focusedID != last {
            effects += navigator.handle(command, now: now)
            texts.append(navigator.shownText)
        }
        return (texts, effects)
    }

    @Test func lineDownGoesThroughALongBlockLineByLineThenIntoTheNextBlock() {
        var byLine = Navigator(screen: Self.page, columns: 20)
        var byWindow = Navigator(screen: Self.page, columns: 20)
        let lines = Self.press(.nextElement, until: "p2", &byLine, now: clock.now)
        let windows = Self.press(.nextWindow, until: "p2", &byWindow, now: clock.now)
        // The long paragraph takes several lines, each the display's width, as FWINRT shows them.
        #expect(lines.texts == windows.texts)
        #expect(lines.texts.filter { Self.long.contains($0) }.count >= 5, "\(lines.texts)")
        #expect(lines.texts.last == "The end.", "\(lines.texts)")
        // Each block asks the app to scroll it into view once, when the reader arrives there.
        #expect(lines.effects == ["p1", "link", "p2"].map { .appAction(identifier: $0, action: .scrollToVisible) })
        // Every word of the paragraph is shown, none cut.
        let words = Set(lines.texts.joined(separator: " ").split(separator: " ").map(String.init))
        for word in Self.long.split(separator: " ") { #expect(words.contains(String(word)), "\(word) in \(lines.texts)") }
    }

    @Test func lineUpGoesBackLineByLineArrivingAtABlocksLastLine() throws {
        var navigator = try F.navigator(focusedOn: "link", in: Self.page, columns: 20, now: clock.now)
        let effects = navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.focusedID == "p1")
        #expect(effects == [.appAction(identifier: "p1", action: .scrollToVisible)])
        #expect(Self.long.hasSuffix(navigator.shownText), "the paragraph's last line: \(navigator.shownText)")
        let before = navigator.shownText
        #expect(navigator.handle(.previousElement, now: clock.now) == [])
        #expect(navigator.focusedID == "p1")
        #expect(navigator.shownText != before && Self.long.contains(navigator.shownText), "\(navigator.shownText)")
    }

    @Test func continuousReadingReadsTheDocumentToItsEndTurningItsPages() {
        var clock = clock
        var navigator = Navigator(screen: Self.page, columns: 20)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        var texts = [navigator.shownText]
        var effects: [NavigatorEffect] = []
        for _ in 0..<100 where navigator.readingState == .reading {
            guard let deadline = navigator.nextDeadline else { break }
            clock.advance(deadline - clock.now)
            effects += navigator.tick(now: clock.now)
            texts.append(navigator.shownText)
        }
        var byLine = Navigator(screen: Self.page, columns: 20)
        let lines = Self.press(.nextElement, until: "p2", &byLine, now: clock.now)
        #expect(Array(texts.prefix(lines.texts.count)) == lines.texts)
        #expect(effects == ["p1", "link", "p2"].map { .appAction(identifier: $0, action: .scrollToVisible) })
        // It stops at the document's end: the status bar after it is not read.
        #expect(texts.last == "The end." && !texts.contains("Done"), "\(texts)")
        #expect(navigator.readingState == .off)
        #expect(navigator.focusedID == "p2")
        #expect(navigator.status.message == nil)
    }

    /// Reading started before the document (in the browser's toolbar) goes on into it and stops
    /// at its end; LNDN goes on past it.
    @Test func continuousReadingStopsAtTheEndOfTheDocumentItEntered() {
        var clock = clock
        let elements = [F.row(0, "toolbar", label: "Back", traits: .button)] + Self.page.readingOrder.map(\.element)
        var navigator = Navigator(screen: Screen(title: "Page", elements: elements, childOrder: .listed), columns: 20)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        for _ in 0..<100 where navigator.readingState == .reading {
            guard let deadline = navigator.nextDeadline else { break }
            clock.advance(deadline - clock.now)
            navigator.tick(now: clock.now)
        }
        #expect(navigator.focusedID == "p2")
        #expect(navigator.readingState == .off)
        // LNDN still goes on past the document's end, to the status bar.
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.focusedID == "status")
    }

    @Test func anElementOfNoDocumentKeepsItsLineAndAsksNoScroll() throws {
        var navigator = try F.navigator(focusedOn: "p2", in: Self.page, columns: 20, now: clock.now)
        #expect(navigator.handle(.nextElement, now: clock.now) == [])
        #expect(navigator.focusedID == "status")
        // The status bar is one element: LNDN from it goes nowhere else.
        #expect(navigator.handle(.nextElement, now: clock.now) == [.bell])
    }

    /// Issue 25 (Writer's caret): the app's caret in the block read shows with dots 7-8 under its
    /// character, in the window that holds it; an element of no document shows none.
    @Test func theAppsCaretInABlockShowsUnderItsCharacter() throws {
        var navigator = try F.navigator(focusedOn: "p1", in: Self.page, columns: 20, now: clock.now)
        let offset = Array(Self.long.unicodeScalars).count - "width.".count   // the "w" of "width."
        navigator.apply(.caretMoved(identifier: "p1", offset: offset), now: clock.now)
        #expect(NavigatorCaretFollowingTests.caretTargets(navigator) == [CellTarget(elementIdentifier: "p1", part: .label, offset: offset)])
        #expect(navigator.shownText.hasSuffix("width."), "the window that holds the caret: \(navigator.shownText)")
        // A line move leaves the caret behind (the reader reads on; the app's caret stays).
        navigator.handle(.nextElement, now: clock.now)
        #expect(NavigatorCaretFollowingTests.caretTargets(navigator).isEmpty)
        var status = try F.navigator(focusedOn: "status", in: Self.page, columns: 20, now: clock.now)
        status.apply(.caretMoved(identifier: "status", offset: 1), now: clock.now)
        #expect(NavigatorCaretFollowingTests.caretTargets(status).isEmpty)
    }

    @Test func aStructureMoveInTheDocumentScrollsTheBlockIntoView() {
        var navigator = Navigator(screen: Self.page, columns: 20)
        #expect(navigator.handle(.structure(.link, .forward), now: clock.now)
            == [.appAction(identifier: "link", action: .scrollToVisible)])
        #expect(navigator.focusedID == "link")
    }

    /// On a display of two rows, a reading step moves a screenful, arriving at a block or not.
    @Test func onTwoRowsReadingMovesTwoLinesAStepAcrossBlocks() {
        var clock = clock
        var navigator = Navigator(screen: Self.page, columns: 20)
        navigator.rowsShown = 2
        navigator.handle(.toggleContinuousReading, now: clock.now)
        var byLine = Navigator(screen: Self.page, columns: 20)
        let lines = Self.press(.nextElement, until: "p2", &byLine, now: clock.now)
        var texts = [navigator.shownText]
        for _ in 0..<50 where navigator.readingState == .reading {
            guard let deadline = navigator.nextDeadline else { break }
            clock.advance(deadline - clock.now)
            navigator.tick(now: clock.now)
            texts.append(navigator.shownText)
        }
        // Every other line is at the top row: two lines a step, the block arrivals included.
        let everyOther = stride(from: 0, to: lines.texts.count, by: 2).map { lines.texts[$0] }
        #expect(Array(texts.prefix(everyOther.count)) == everyOther, "\(texts) against \(lines.texts)")
    }
}
