import Testing
import BrailleCore

/// Continuous reading with a fake clock: windows stay in proportion to their cells, reading
/// crosses elements and turns pages, stops at the end of the book, and any key pauses it.
@Suite struct ContinuousReadingTests {
    typealias F = NavigatorFixtures

    /// Ticks at every deadline until reading stops; returns the texts shown and the effects.
    func readToTheEnd(_ navigator: inout Navigator, clock: inout F.FakeClock, limit: Int = 500)
        -> (texts: [String], effects: [NavigatorEffect]) {
        var texts = [navigator.shownText]
        var effects: [NavigatorEffect] = []
        for _ in 0..<limit where navigator.readingState == .reading {
            guard let deadline = navigator.nextDeadline else { break }
            clock.advance(deadline - clock.now)
            effects += navigator.tick(now: clock.now)
            if navigator.status.message == nil { texts.append(navigator.shownText) }
        }
        return (texts, effects)
    }

    @Test func readingTurnsThePagesAndStopsAtTheEndOfTheBook() {
        var clock = F.FakeClock()
        var navigator = Navigator(screen: F.smallBook, columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        #expect(navigator.readingState == .reading)
        let (texts, effects) = readToTheEnd(&navigator, clock: &clock)
        // Reading starts on the book's own line, shown on entering it.
        #expect(texts == ["Page book page 1 of 2", "alpha beta", "gamma delta", "epsilon", "zeta eta theta"])
        #expect(effects == [.appAction(identifier: "page", action: .scrollForward(page: 1)), .endOfBook(identifier: "page")])
        #expect(navigator.readingState == .off)
        #expect(navigator.focusedID == "page")
        #expect(navigator.status.message == "end of book")
        // The message goes after its time; nothing else is due.
        clock.advance(.seconds(4))
        navigator.tick(now: clock.now)
        #expect(navigator.status.message == nil)
        #expect(navigator.nextDeadline == nil)
        #expect(navigator.shownText == "zeta eta theta")
    }

    @Test func theExampleBookIsReadThroughAllSixPages() throws {
        var clock = F.FakeClock()
        var navigator = Navigator(screen: try ExampleFiles.screen("book.json"), columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        let (_, effects) = readToTheEnd(&navigator, clock: &clock)
        #expect(effects == (1...5).map { .appAction(identifier: "page", action: .scrollForward(page: $0)) } + [.endOfBook(identifier: "page")])
        #expect(navigator.status.pageNumber == 6)
    }

    @Test func eachWindowStaysInProportionToItsCellsWithPausesAtTheEnds() {
        var clock = F.FakeClock()
        let settings = ReadingSettings(cellsPerSecond: 10, minimumDwell: .zero, elementPause: .seconds(1), pagePause: .seconds(3))
        var navigator = Navigator(screen: F.smallBook, columns: 40, reading: settings)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextWindow, now: clock.now)   // past the book's own line
        navigator.handle(.toggleContinuousReading, now: clock.now)
        // "alpha beta": 10 cells, the last window of a line, not of the page.
        #expect(navigator.viewport.window.shownCount == 10)
        #expect(navigator.nextDeadline == clock.at(.seconds(2)))
        navigator.tick(now: clock.at(.seconds(1)))
        #expect(navigator.shownText == "alpha beta")
        clock.advance(.seconds(2))
        navigator.tick(now: clock.now)
        // "gamma delta": 11 cells, the page's last line.
        #expect(navigator.shownText == "gamma delta")
        #expect(navigator.nextDeadline == clock.at(.seconds(2) + .milliseconds(1100) + .seconds(4)))
    }

    @Test func aWindowInsideALineHasNoPause() {
        let clock = F.FakeClock()
        let settings = ReadingSettings(cellsPerSecond: 4, minimumDwell: .zero, elementPause: .seconds(1), pagePause: .seconds(3))
        var navigator = Navigator(screen: F.smallBook, columns: 6, reading: settings)
        navigator.handle(.nextElement, now: clock.now)
        while navigator.showingBookTitle { navigator.handle(.nextWindow, now: clock.now) }
        navigator.handle(.toggleContinuousReading, now: clock.now)
        #expect(navigator.shownText == "alpha")
        #expect(navigator.nextDeadline == clock.at(.milliseconds(1500)))
    }

    @Test func readingCrossesElementsAndStopsAfterTheLast() {
        var clock = F.FakeClock()
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        let (texts, effects) = readToTheEnd(&navigator, clock: &clock)
        #expect(texts == ["One", "Two", "Three", "Three"])
        #expect(effects == [])
        #expect(navigator.readingState == .off)
        #expect(navigator.nextDeadline == nil)
    }

    @Test(arguments: [BrailleCommand.nextWindow, .route(cell: 0), .activate, .toggleContinuousReading, .lastElement])
    func anyKeyPausesReadingAndDoesNothingElse(command: BrailleCommand) {
        let clock = F.FakeClock()
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        let before = navigator.window
        #expect(navigator.handle(command, now: clock.at(.milliseconds(100))) == [])
        #expect(navigator.readingState == .paused)
        #expect(navigator.nextDeadline == nil)
        #expect(navigator.window == before)
        #expect(navigator.focusedID == "one")
        // Nothing moves while paused; the toggle reads on from here.
        #expect(navigator.tick(now: clock.at(.seconds(60))) == [])
        #expect(navigator.focusedID == "one")
        navigator.handle(.toggleContinuousReading, now: clock.at(.seconds(61)))
        #expect(navigator.readingState == .reading)
        navigator.tick(now: clock.at(.seconds(70)))
        #expect(navigator.focusedID == "two")
    }

    @Test func aTickBeforeTheDeadlineChangesNothing() {
        let clock = F.FakeClock()
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        let deadline = navigator.nextDeadline
        #expect(navigator.tick(now: clock.at(.milliseconds(10))) == [])
        #expect(navigator.focusedID == "one")
        #expect(navigator.nextDeadline == deadline)
    }

    @Test func anAnnouncementHoldsReadingUntilItIsGone() throws {
        var clock = F.FakeClock()
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        let step = try #require(navigator.nextDeadline)
        navigator.apply(.announcement("Saved"), now: clock.at(.milliseconds(100)))
        clock.advance(step - clock.now)
        navigator.tick(now: clock.now)
        #expect(navigator.focusedID == "one")
        #expect(navigator.status.message == "Saved")
        #expect(navigator.nextDeadline == clock.at(.milliseconds(4100)))
        clock.advance(clock.at(.milliseconds(4100)) - clock.now)
        navigator.tick(now: clock.now)
        #expect(navigator.status.message == nil)
        #expect(navigator.focusedID == "one")
        navigator.tick(now: try #require(navigator.nextDeadline))
        #expect(navigator.focusedID == "two")
    }

    @Test(arguments: [
        (12.0, 40, false, false, Duration.milliseconds(3333)),
        (12.0, 3, false, false, .milliseconds(500)),
        (10.0, 20, true, false, .milliseconds(2700)),
        (10.0, 20, true, true, .milliseconds(4200)),
        (0.0, 12, false, false, .milliseconds(1000)),
    ])
    func theDwellIsProportionalWithAMinimum(speed: Double, cells: Int, endOfElement: Bool, endOfPage: Bool, expected: Duration) {
        let settings = ReadingSettings(cellsPerSecond: speed)
        #expect(settings.dwell(cells: cells, endOfElement: endOfElement, endOfPage: endOfPage) == expected)
    }

    @Test func anAbsurdlySlowSpeedSaturatesInsteadOfTrapping() {
        let settings = ReadingSettings(cellsPerSecond: 1e-15)
        let dwell = settings.dwell(cells: 40, endOfElement: false, endOfPage: false)
        #expect(dwell == .seconds(86_400))   // one day, the longest proportional dwell
    }
}
