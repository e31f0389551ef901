import Testing
import BrailleCore

/// What a status line and a terminal display read from the navigator.
@Suite struct NavigatorStatusTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    @Test func everyShownCellNamesTheCharacterItStandsFor() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("counter.json"), columns: 20)
        navigator.apply(.focus(identifier: "start"), now: clock.now)
        let status = navigator.status
        #expect(navigator.viewport.line.text == "Start btn 1/3")
        #expect(status.targets.count == 20)
        #expect(status.characters.count == 20)
        // "⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉": the capital sign and the number sign stand for the character they announce.
        let shown = String(String.UnicodeScalarView(status.characters.map { $0 ?? " " }))
        #expect(shown == "SStart btn 11//33   ")
        #expect(status.targets[0] == CellTarget(elementIdentifier: "start", part: .label, offset: 0))
        #expect(status.targets[7] == CellTarget(elementIdentifier: "start", part: .traits, offset: 0))
        #expect(status.targets[17...].allSatisfy { $0 == nil })
        #expect(status.windowText == "Start btn 1/3")
    }

    @Test func elementPageLineAndWindowPositions() {
        var navigator = Navigator(screen: F.smallBook, columns: 6)
        var status = navigator.status
        #expect(status.elementNumber == 1)
        #expect(status.elementCount == 3)
        #expect(status.pageNumber == nil)
        navigator.handle(.nextElement, now: clock.now)
        // The book's own line first: page, no line.
        #expect((navigator.status.pageNumber, navigator.status.lineNumber) == (1, nil))
        while navigator.showingBookTitle { navigator.handle(.nextWindow, now: clock.now) }
        navigator.handle(.nextWindow, now: clock.now)
        status = navigator.status
        #expect(status.elementNumber == 2)
        #expect((status.pageNumber, status.pageCount) == (1, 2))
        #expect((status.lineNumber, status.lineCount) == (1, 2))
        #expect((status.windowNumber, status.windowCount) == (2, 2))
    }

    @Test func readingPausedAndModesShow() throws {
        var navigator = Navigator(screen: F.controls, columns: 40)
        #expect(navigator.status.reading == .off)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        #expect(navigator.status.reading == .reading)
        navigator.handle(.escape, now: clock.now)
        #expect(navigator.status.reading == .paused)
        navigator.apply(.focus(identifier: "mail"), now: clock.now)
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.status.mode == .choosingAction(index: 0))
        #expect(navigator.status.targets.first??.part == .mode)
        #expect(navigator.status.windowText == "action 1/2: Delete")
    }

    @Test func aMessageShowsInTheStatus() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.apply(.pageScrolled("Page 19 of 27"), now: clock.now)
        #expect(navigator.status.message == "Page 19 of 27")
        // The message mode word says the cells are a message, not the element.
        #expect(navigator.status.windowText == "msg: Page 19 of 27")
        #expect(navigator.status.elementNumber == 1)
    }
}
