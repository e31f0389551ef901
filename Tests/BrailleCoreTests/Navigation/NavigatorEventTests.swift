import Testing
import BrailleCore

/// App events: announcements flash and the window comes back exactly; layout and screen changes
/// re-focus by the model's rules; value changes re-present the line in place.
@Suite struct NavigatorEventTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// On "task-report" (a long line) at its second window, 20 cells wide.
    func onSecondWindow() throws -> Navigator {
        var navigator = Navigator(screen: try ExampleFiles.screen("task-list.json"), columns: 20)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextWindow, now: clock.now)
        try #require(navigator.focusedID == "task-report")
        try #require(navigator.viewport.windowIndex == 1)
        return navigator
    }

    @Test func anAnnouncementFlashesForFourSecondsThenTheWindowComesBackExactly() throws {
        var navigator = try onSecondWindow()
        let before = navigator.window
        let message = try Presenter().presentFlash("Task deleted", language: "en")
        navigator.apply(.announcement("Task deleted"), now: clock.at(.seconds(10)))
        #expect(navigator.window == message.cells + Array(repeating: 0, count: 20 - message.cells.count))
        #expect(navigator.status.message == "Task deleted")
        #expect(navigator.nextDeadline == clock.at(.seconds(14)))
        navigator.tick(now: clock.at(.milliseconds(13_999)))
        #expect(navigator.status.message == "Task deleted")
        navigator.tick(now: clock.at(.seconds(14)))
        #expect(navigator.window == before)
        #expect(navigator.nextDeadline == nil)
    }

    @Test func theMessageTimeIsConfigurable() throws {
        var navigator = Navigator(screen: F.threeElements, columns: 40, announcements: AnnouncementQueue(displayDuration: .seconds(1)))
        navigator.apply(.announcement("Hi"), now: clock.now)
        #expect(navigator.nextDeadline == clock.at(.seconds(1)))
    }

    @Test func queuedAnnouncementsShowOneAfterAnother() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.apply(.announcement("First"), now: clock.now)
        navigator.apply(.pageScrolled("Page 2 of 6"), now: clock.at(.seconds(1)))
        #expect(navigator.status.message == "First")
        navigator.tick(now: clock.at(.seconds(4)))
        #expect(navigator.status.message == "Page 2 of 6")
        navigator.tick(now: clock.at(.seconds(8)))
        #expect(navigator.status.message == nil)
        #expect(navigator.shownText == "One")
    }

    @Test func escapeOrARoutingKeyDismissesTheMessageWithoutActing() throws {
        for command in [BrailleCommand.escape, .route(cell: 0)] {
            var navigator = try onSecondWindow()
            let before = navigator.window
            navigator.apply(.announcement("Saved"), now: clock.now)
            #expect(navigator.handle(command, now: clock.at(.seconds(1))) == [])
            #expect(navigator.status.message == nil)
            #expect(navigator.window == before)
        }
    }

    @Test func anotherKeyDismissesTheMessageAndActs() throws {
        var navigator = try onSecondWindow()
        navigator.apply(.announcement("Saved"), now: clock.now)
        navigator.handle(.nextElement, now: clock.at(.seconds(1)))
        #expect(navigator.status.message == nil)
        #expect(navigator.focusedID == "task-call")
    }

    @Test func aLongMessagePansThenIsDismissedPastItsEnd() throws {
        var navigator = Navigator(screen: F.threeElements, columns: 10)
        navigator.apply(.announcement("Your report was saved to the cloud"), now: clock.now)
        let windows = navigator.status.windowCount
        #expect(windows > 1)
        for _ in 1..<windows { navigator.handle(.nextWindow, now: clock.now) }
        #expect(navigator.status.message != nil)
        #expect(navigator.shownText.hasSuffix("cloud"))
        // Past its end the message goes and the key pans the line: "One" ends, so on to "Two".
        navigator.handle(.nextWindow, now: clock.now)
        #expect(navigator.status.message == nil)
        #expect(navigator.focusedID == "two")
    }

    @Test func aKeyDismissesEveryQueuedMessageWhichStayInTheHistory() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.apply(.announcement("10 seconds"), now: clock.now)
        navigator.apply(.announcement("9 seconds"), now: clock.now)
        navigator.handle(.nextElement, now: clock.at(.seconds(1)))
        #expect(navigator.status.message == nil)
        #expect(navigator.nextDeadline == nil)
        #expect(navigator.announcements.history.map(\.text) == ["10 seconds", "9 seconds"])
    }

    @Test func aLayoutChangeKeepsTheReadersWindowWhenTheFocusStays() throws {
        var navigator = try onSecondWindow()
        let before = navigator.window
        navigator.apply(.layoutChanged(elements: nil, focus: nil), now: clock.now)
        #expect(navigator.window == before)
        navigator.apply(.elementRemoved(identifier: "task-mail"), now: clock.now)
        #expect(navigator.focusedID == "task-report")
        #expect(navigator.viewport.windowIndex == 1)
        #expect(navigator.shownText.hasPrefix("completed"))
    }

    @Test func removingTheFocusedElementFocusesTheOneNowInItsPlace() throws {
        var navigator = try onSecondWindow()
        navigator.apply(.elementRemoved(identifier: "task-report"), now: clock.now)
        #expect(navigator.focusedID == "task-call")
        #expect(navigator.viewport.isAtFirstWindow)
    }

    @Test func aLayoutChangeNamingAnElementFocusesIt() throws {
        var navigator = try onSecondWindow()
        navigator.apply(.layoutChanged(elements: nil, focus: "add"), now: clock.now)
        #expect(navigator.focusedID == "add")
        #expect(navigator.shownText == "Add task btn")
    }

    @Test func aScreenChangeFocusesTheSummaryElementAndStopsReading() throws {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.toggleContinuousReading, now: clock.now)
        navigator.apply(.screenChanged(try ExampleFiles.screen("progress-slider.json")), now: clock.now)
        #expect(navigator.focusedID == "now-playing")
        #expect(navigator.readingState == .off)
        #expect(navigator.nextDeadline == nil)
    }

    @Test func aFocusEventMovesTheFocus() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("counter.json"), columns: 40)
        navigator.apply(.focus(identifier: "stop"), now: clock.now)
        #expect(navigator.shownText == "Stop btn unav 3/3")
    }

    @Test func aValueChangeOfTheFocusedElementKeepsTheValueInView() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("counter.json"), columns: 12)
        navigator.apply(.focus(identifier: "duration"), now: clock.now)
        navigator.handle(.nextWindow, now: clock.now)
        #expect(navigator.shownText == "10 seconds")
        navigator.apply(.elementChanged(identifier: "duration", ElementChange(value: "9 seconds")), now: clock.now)
        // The shorter value now fits in the first window, which shows it.
        #expect(navigator.shownText == "Duration 9")
        #expect(navigator.status.targets.contains { $0?.part == .value })
        #expect(navigator.viewport.line.text == "Duration 9 seconds 2/3")
    }

    @Test func aChangeOfAnotherElementLeavesTheWindowAlone() throws {
        var navigator = try onSecondWindow()
        let before = navigator.window
        navigator.apply(.elementChanged(identifier: "task-mail", ElementChange(label: "Answer all mail")), now: clock.now)
        #expect(navigator.window == before)
        #expect(navigator.viewport.windowIndex == 1)
    }

    @Test func theCaretStaysInsideAShortenedValue() throws {
        var navigator = Navigator(screen: F.controls, columns: 40)
        let key = try #require(navigator.status.targets.firstIndex { $0?.part == .value && $0?.offset == 6 })
        navigator.handle(.route(cell: key), now: clock.now)
        navigator.apply(.elementChanged(identifier: "name", ElementChange(value: "ab")), now: clock.now)
        #expect(navigator.caret?.offset == 2, "after the shortened text, where typing goes on")
        #expect(navigator.window.filter { $0 & Navigator.caretDots != 0 }.count == 1)
    }

    @Test func anEventNamingAnUnknownElementChangesNothing() throws {
        var navigator = try onSecondWindow()
        let before = navigator.window
        let unknown = navigator.apply(.focus(identifier: "nowhere"), now: clock.now)
        #expect(navigator.window == before)
        #expect(unknown.unknownIdentifier == "nowhere" && !unknown.focusMoved)
        let duplicate = navigator.apply(.elementAdded(Element(identifier: "add", label: "Again"), container: nil, index: nil), now: clock.now)
        #expect(duplicate.duplicateIdentifier == "add")
        #expect(navigator.window == before)
    }
}
