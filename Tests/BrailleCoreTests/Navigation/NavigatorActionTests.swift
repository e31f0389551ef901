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
        #expect(navigator.mode == .adjusting)
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.focused?.element.value == "60 percent")
        #expect(navigator.handle(.nextElement, now: clock.now) == [.appAction(identifier: "volume", action: .decrement(value: "50 percent"))])
        #expect(navigator.handle(.escape, now: clock.now) == [])
        #expect(navigator.mode == .browsing)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.focusedID == "mail")
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
        #expect(navigator.shownText == "Mute")
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.mode == .adjusting)
        #expect(navigator.shownText == "Volume 10 adj")
    }

    @Test func aNonAdjustableElementRingsTheBell() throws {
        var navigator = try on("save")
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.mode == .browsing)
    }

    @Test func customActionsAreChosenInTurnAndPerformedWithActivate() throws {
        var navigator = try on("mail")
        #expect(navigator.handle(.nextCustomAction, now: clock.now) == [])
        #expect(navigator.shownText == "Delete")
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.shownText == "Archive")
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.shownText == "Delete")
        navigator.handle(.previousCustomAction, now: clock.now)
        #expect(navigator.mode == .choosingAction(index: 1))
        #expect(navigator.handle(.activate, now: clock.now) == [.appAction(identifier: "mail", action: .customAction(name: "archive"))])
        #expect(navigator.shownText == "Mail")
    }

    @Test func escapeLeavesTheCustomActionListWithoutActing() throws {
        var navigator = try on("mail")
        navigator.handle(.previousCustomAction, now: clock.now)
        #expect(navigator.shownText == "Archive")
        #expect(navigator.handle(.escape, now: clock.now) == [])
        #expect(navigator.shownText == "Mail")
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
        #expect(navigator.status.targets.first??.part == .hint)
        #expect(navigator.viewport.line.text == "Save btn Saves the form.")
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
        #expect(navigator.shownText == "alpha beta")
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
