import Testing
import BrailleCore

/// FWINRT/FWINLT pan across a line and on to the neighbouring elements; LNDN/LNUP move by
/// element; TOP/BOT go to the ends.
@Suite struct NavigatorMovingTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    @Test func theFirstWindowOfTheInitialFocusIsShown() {
        let navigator = Navigator(screen: F.threeElements, columns: 20)
        #expect(navigator.focusedID == "one")
        #expect(navigator.window.count == 20)
        #expect(navigator.shownText == "One")
        #expect(navigator.status.elementNumber == 1)
        #expect(navigator.status.elementCount == 3)
    }

    @Test func nextWindowPansAcrossALongLineThenGoesToTheNextElement() throws {
        let screen = try ExampleFiles.screen("task-list.json")
        var navigator = Navigator(screen: screen, columns: 20)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.focusedID == "task-report")
        let windows = navigator.viewport.windows.count
        #expect(windows > 1)
        var texts = [navigator.shownText]
        for _ in 1..<windows {
            #expect(navigator.handle(.nextWindow, now: clock.now) == [])
            #expect(navigator.focusedID == "task-report")
            texts.append(navigator.shownText)
        }
        #expect(texts.first == "Write report,")
        #expect(texts.last?.hasSuffix("1/4") == true)
        navigator.handle(.nextWindow, now: clock.now)
        #expect(navigator.focusedID == "task-call")
        #expect(navigator.viewport.isAtFirstWindow)
    }

    @Test func previousWindowBeforeTheStartShowsThePreviousElementsLastWindow() throws {
        let screen = try ExampleFiles.screen("task-list.json")
        var navigator = Navigator(screen: screen, columns: 20)
        for _ in 0..<3 { navigator.handle(.nextElement, now: clock.now) }
        #expect(navigator.focusedID == "task-call")
        navigator.handle(.previousWindow, now: clock.now)
        #expect(navigator.focusedID == "task-report")
        #expect(navigator.viewport.isAtLastWindow)
        #expect(navigator.shownText.hasSuffix("1/4"))
    }

    @Test func lineDownAndUpMoveByElementFromTheStartOfTheLine() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.focusedID == "two")
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.focusedID == "three")
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.focusedID == "two")
        #expect(navigator.shownText == "Two")
    }

    @Test(arguments: [BrailleCommand.nextElement, .nextWindow])
    func pastTheLastElementNothingMovesAndTheBellRings(command: BrailleCommand) {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.lastElement, now: clock.now)
        let before = navigator.window
        #expect(navigator.handle(command, now: clock.now) == [.bell])
        #expect(navigator.focusedID == "three")
        // The display says why, briefly (issue 12, defect 6), then the window comes back exactly.
        #expect(navigator.status.windowText == "msg: last element")
        #expect(navigator.announcements.history.isEmpty, "feedback is not an announcement")
        navigator.tick(now: clock.at(NavigatorFeedback.duration))
        #expect(navigator.window == before)
    }

    @Test(arguments: [BrailleCommand.previousElement, .previousWindow])
    func beforeTheFirstElementNothingMovesAndTheBellRings(command: BrailleCommand) {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        #expect(navigator.handle(command, now: clock.now) == [.bell])
        #expect(navigator.focusedID == "one")
        #expect(navigator.status.windowText == "msg: first element")
    }

    @Test func topAndBottomGoToTheFirstAndLastElements() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("photo-grid.json"), columns: 40)
        navigator.handle(.lastElement, now: clock.now)
        #expect(navigator.focusedID == "select")
        #expect(navigator.shownText == "Select btn")
        navigator.handle(.firstElement, now: clock.now)
        #expect(navigator.focusedID == "title")
        #expect(navigator.status.elementNumber == 1)
        #expect(navigator.status.elementCount == 14)
    }

    @Test func photosAreReadInRowsOfTheGrid() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("photo-grid.json"), columns: 40)
        var order: [String] = []
        for _ in 0..<13 {
            navigator.handle(.nextElement, now: clock.now)
            order.append(navigator.focusedID ?? "")
        }
        #expect(order == (0..<12).map { "Photo \($0)" } + ["select"])
    }
}
