import Testing
import BrailleCore

/// Adjusting values, custom actions, the hint, the magic tap and escape.
@Suite struct NavigatorActionTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    func on(_ identifier: String, in screen: Screen = F.controls, columns: Int = 40) throws -> Navigator {
        try F.navigator(focusedOn: identifier, in: screen, columns: columns, now: clock.now)
    }

    @Test func incrementAndDecrementChangeTheValueShownAndTellTheApp() throws {
        var navigator = try on("volume")
        #expect(navigator.shownText == "Volume 50 percent adj")
        #expect(navigator.handle(.increment, now: clock.now) == [.appAction(identifier: "volume", action: .increment(value: "60 percent"))])
        #expect(navigator.shownText == "Volume 60 percent adj")
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.focused?.element.value == "60 percent")
        #expect(navigator.handle(.decrement, now: clock.now) == [.appAction(identifier: "volume", action: .decrement(value: "50 percent"))])
        // The keys enter no mode: the line keys still move.
        #expect(navigator.mode == .browsing)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.focusedID == "mail")
    }

    /// Issue 12, defect 1: `next next increment increment next` on the slider example sent a
    /// decrement and kept the focus; the increment key must not turn LNDN into "decrement".
    @Test func afterAnIncrementTheLineKeysStillMove() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("progress-slider.json"), columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextElement, now: clock.now)
        let slider = navigator.focusedID
        #expect(navigator.handle(.increment, now: clock.now).count == 1)
        #expect(navigator.handle(.increment, now: clock.now).count == 1)
        #expect(navigator.handle(.nextElement, now: clock.now) == [])
        #expect(navigator.focusedID != slider)
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.focusedID == slider)
        #expect(navigator.handle(.previousElement, now: clock.now) == [])
        #expect(navigator.focusedID != slider)
    }

    @Test func aRoutingKeyOnTheValueChoosesAdjustingAndTheDisplaySaysSo() throws {
        var navigator = try on("volume")
        let value = try #require(navigator.status.targets.firstIndex { $0?.part == .value })
        #expect(navigator.handle(.route(cell: value), now: clock.now) == [.appAction(identifier: "volume", action: .beginAdjusting)])
        #expect(navigator.mode == .adjusting)
        #expect(navigator.shownText == "Volume adjust: 50 percent adj")
        #expect(navigator.status.targets.contains { $0?.part == .mode })
        #expect(navigator.handle(.previousElement, now: clock.now) == [.appAction(identifier: "volume", action: .increment(value: "60 percent"))])
        #expect(navigator.shownText == "Volume adjust: 60 percent adj")
        #expect(navigator.handle(.nextElement, now: clock.now) == [.appAction(identifier: "volume", action: .decrement(value: "50 percent"))])
        // The increment/decrement keys adjust in the mode too, and keep the mode word in view.
        navigator.handle(.increment, now: clock.now)
        #expect(navigator.shownText == "Volume adjust: 60 percent adj")
        #expect(navigator.handle(.escape, now: clock.now) == [])
        #expect(navigator.mode == .browsing)
        #expect(navigator.viewport.line.text == "Volume 60 percent adj")
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.focusedID == "mail")
    }

    @Test func theAdjustingModeWordStaysInViewOnANarrowDisplay() throws {
        var navigator = try on("volume", columns: 8)
        navigator.handle(.nextWindow, now: clock.now)
        let value = try #require(navigator.status.targets.firstIndex { $0?.part == .value })
        navigator.handle(.route(cell: value), now: clock.now)
        #expect(navigator.status.targets.first??.part == .mode)
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.status.targets.first??.part == .mode)
        // A routing key on the mode word leaves the mode, as escape does.
        #expect(navigator.handle(.route(cell: 0), now: clock.now) == [])
        #expect(navigator.mode == .browsing)
        #expect(navigator.shownText.hasPrefix("60"))
    }

    @Test func adjustingKeepsTheValueInViewOnANarrowDisplay() throws {
        var navigator = try on("volume", columns: 8)
        navigator.handle(.increment, now: clock.now)
        #expect(navigator.status.targets.contains { $0?.part == .value })
        #expect(navigator.shownText.hasPrefix("60"))
    }

    @Test(arguments: [("progress-slider.json", "speed", "fast", "slow")])
    func theExampleSliderSaysItsValueTexts(file: String, identifier: String, up: String, down: String) throws {
        var navigator = try on(identifier, in: try ExampleFiles.screen(file))
        #expect(navigator.handle(.increment, now: clock.now) == [.appAction(identifier: identifier, action: .increment(value: up))])
        navigator.handle(.decrement, now: clock.now)
        #expect(navigator.handle(.decrement, now: clock.now) == [.appAction(identifier: identifier, action: .decrement(value: down))])
    }

    @Test func adjustingLeavesTheCustomActionList() {
        let volume = Element(identifier: "volume", label: "Volume", traits: .adjustable,
                             customActions: [CustomAction(name: "Mute")],
                             adjustable: Adjustable(value: 10, minimum: 0, maximum: 10, step: 1))
        var navigator = Navigator(screen: Screen(elements: [volume]), columns: 40)
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.shownText == "action 1/1: Mute")
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.mode == .browsing)
        #expect(navigator.shownText == "msg: maximum")
        navigator.handle(.escape, now: clock.now)
        #expect(navigator.shownText == "Volume 10 adj actions")
    }

    @Test func aNonAdjustableElementRingsTheBell() throws {
        var navigator = try on("save")
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.mode == .browsing)
    }

    @Test func customActionsAreChosenInTurnAndPerformedWithActivate() throws {
        var navigator = try on("mail")
        #expect(navigator.handle(.nextCustomAction, now: clock.now) == [])
        #expect(navigator.shownText == "action 1/2: Delete")
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.shownText == "action 2/2: Archive")
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.shownText == "action 1/2: Delete")
        navigator.handle(.previousCustomAction, now: clock.now)
        #expect(navigator.mode == .choosingAction(index: 1))
        #expect(navigator.handle(.activate, now: clock.now) == [.appAction(identifier: "mail", action: .customAction(name: "archive"))])
        #expect(navigator.shownText == "Mail actions")
    }

    @Test func escapeLeavesTheCustomActionListWithoutActing() throws {
        var navigator = try on("mail")
        navigator.handle(.previousCustomAction, now: clock.now)
        #expect(navigator.shownText == "action 2/2: Archive")
        #expect(navigator.handle(.escape, now: clock.now) == [])
        #expect(navigator.shownText == "Mail actions")
        #expect(navigator.handle(.activate, now: clock.now) == [.appAction(identifier: "mail", action: .activate)])
    }

    @Test func theExampleTaskRowsOfferDelete() throws {
        var navigator = try on("task-call", in: try ExampleFiles.screen("task-list.json"))
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.handle(.activate, now: clock.now) == [.appAction(identifier: "task-call", action: .customAction(name: "Delete"))])
    }

    @Test func anElementWithoutCustomActionsRingsTheBell() throws {
        var navigator = try on("save")
        #expect(navigator.handle(.nextCustomAction, now: clock.now) == [.bell])
        #expect(navigator.mode == .browsing)
    }

    @Test func theHintTogglesAtTheEndOfTheLineAndComesIntoView() throws {
        var navigator = try on("save", columns: 10)
        #expect(navigator.handle(.hint, now: clock.now) == [])
        #expect(navigator.showingHint)
        #expect(navigator.status.targets.first??.part == .mode)
        #expect(navigator.viewport.line.text == "Save btn hint: Saves the form.")
        #expect(navigator.shownText.hasPrefix("hint:"))
        navigator.handle(.hint, now: clock.now)
        #expect(navigator.viewport.line.text == "Save btn")
        #expect(navigator.viewport.isAtFirstWindow)
    }

    @Test func anElementWithoutAHintRingsTheBell() throws {
        var navigator = try on("mail")
        #expect(navigator.handle(.hint, now: clock.now) == [.bell])
        #expect(!navigator.showingHint)
    }

    @Test func theHintOfABookShowsTheElementInsteadOfItsLine() {
        var navigator = Navigator(screen: F.smallBook, columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.hint, now: clock.now)
        let text = navigator.viewport.line.text
        #expect(text.hasPrefix("Page book"))
        #expect(text.hasSuffix("Turns pages."))
        #expect(navigator.status.pageNumber == nil)
        navigator.handle(.escape, now: clock.now)
        // Back to where the hint was asked for: the book's own line, shown on entering it.
        #expect(navigator.shownText == "Page book page 1 of 2")
    }

    @Test func theMagicTapGoesToTheApp() throws {
        var navigator = try on("save")
        #expect(navigator.handle(.magicTap, now: clock.now) == [.appAction(identifier: nil, action: .magicTap)])
    }

    @Test func activateActivatesTheFocusedElement() throws {
        var navigator = try on("play", in: try ExampleFiles.screen("progress-slider.json"))
        #expect(navigator.handle(.activate, now: clock.now) == [.appAction(identifier: "play", action: .activate)])
    }
}
