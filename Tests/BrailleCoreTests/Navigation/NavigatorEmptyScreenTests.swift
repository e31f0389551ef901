import Testing
@testable import BrailleCore

/// The display is never blank for lack of an element (issue 12, defect 5): an empty screen reads
/// "no elements", and before the app's first screen "waiting for the app".
@Suite struct NavigatorEmptyScreenTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    @Test(arguments: [("en", "no elements"), ("de", "keine Elemente"), ("zh-TW", "沒有元素")])
    func anEmptyScreenSaysSoOnTheDisplay(language: String, text: String) throws {
        let navigator = Navigator(screen: Screen(title: "Empty", language: language, elements: []), columns: 40)
        #expect(navigator.window.contains { $0 != 0 })
        #expect(navigator.status.windowText == text)
        #expect(navigator.status.elementNumber == nil)
    }

    @Test func beforeTheAppsFirstScreenTheDisplaySaysItIsWaiting() throws {
        var navigator = Navigator(screen: Screen(elements: []), columns: 40)
        navigator.waitingForScreen = true
        #expect(navigator.status.windowText == "waiting for the app")
        navigator.apply(.screenChanged(F.threeElements), now: clock.now)
        #expect(!navigator.waitingForScreen)
        #expect(navigator.focusedID != nil)
        // An app that then sends an empty screen: "no elements", not "waiting".
        navigator.apply(.screenChanged(Screen(elements: [])), now: clock.now)
        #expect(navigator.status.windowText == "no elements")
    }

    /// What the desktop sends when an app closes and another window takes over: the report, an
    /// empty screen, the new window, its focus, the caret of a focused field, a layout change.
    static func appClosedThenNextWindow(_ navigator: inout Navigator, keysBetween: [BrailleCommand], clock: F.FakeClock) {
        var clock = clock
        navigator.apply(.announcement("python3 closed; waiting for the next window"), now: clock.now)
        navigator.apply(.screenChanged(Screen(title: "", elements: [])), now: clock.now)
        for key in keysBetween { navigator.handle(key, now: clock.now) }
        clock.advance(.milliseconds(300))
        let next = Screen(title: "Editor", elements: [
            F.row(0, "entry", label: "Name", value: "abc", traits: .textField),
            F.row(1, "ok", label: "OK", traits: .button),
            F.row(2, "cancel", label: "Cancel", traits: .button),
        ])
        navigator.apply(.screenChanged(next), now: clock.now)
        navigator.apply(.focus(identifier: "entry"), now: clock.now)
        navigator.apply(.caretMoved(identifier: "entry", offset: 3), now: clock.now)
        navigator.apply(.layoutChanged(elements: nil, focus: nil), now: clock.now)
    }

    @Test(arguments: [BrailleCommand.nextWindow, .nextElement], [[], [BrailleCommand.nextElement, .nextWindow, .route(cell: 0)]])
    func afterAnAppClosedTheNextWindowIsReviewedForward(key: BrailleCommand, keysBetween: [BrailleCommand]) throws {
        var navigator = try F.navigator(focusedOn: "name", now: clock.now)
        navigator.automaticStatusCells = true
        Self.appClosedThenNextWindow(&navigator, keysBetween: keysBetween, clock: clock)
        #expect(navigator.focusedID == "entry")
        // The first key may only dismiss what still shows; the second moves on.
        for _ in 0..<2 where navigator.focusedID == "entry" { navigator.handle(key, now: clock.now + .seconds(1)) }
        #expect(navigator.focusedID == "ok")
        navigator.handle(key, now: clock.now + .seconds(2))
        #expect(navigator.focusedID == "cancel")
    }

    @Test func aKeysFeedbackOnTheEmptyScreenDoesNotStayOverTheNextWindow() throws {
        var navigator = Navigator(screen: Screen(elements: []), columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.status.windowText == "msg: no elements")
        navigator.apply(.screenChanged(F.threeElements), now: clock.now + .milliseconds(200))
        #expect(navigator.status.message == nil, "the feedback was about the screen that went")
        #expect(navigator.status.windowText == "One")
        // A routing key then acts on the new screen instead of only dismissing old feedback.
        #expect(navigator.handle(.route(cell: 0), now: clock.now + .milliseconds(300)) == [.appAction(identifier: "one", action: .activate)])
    }

    @Test func theAppsAnnouncementStaysOverTheNextWindow() throws {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.apply(.announcement("Closed"), now: clock.now)
        navigator.apply(.screenChanged(Screen(elements: [])), now: clock.now)
        navigator.apply(.screenChanged(F.threeElements), now: clock.now)
        #expect(navigator.status.message == "Closed")
    }

    @Test func keysOnAnEmptyScreenGiveFeedbackAndActOnNothing() throws {
        var navigator = Navigator(screen: Screen(elements: []), columns: 20)
        for command: BrailleCommand in [.route(cell: 0), .nextElement, .activate, .nextWindow] {
            #expect(navigator.handle(command, now: clock.now) == [.bell], "\(command)")
        }
    }
}

/// A language without a table of its own (issue 12, defect 10): the text goes through the
/// fallback table, and every word the display adds is in that table's language.
@Suite struct NavigatorFallbackLanguageTests {
    @Test func zhCNShowsEnglishWordsAroundTheEscapedText() {
        let button = Element(identifier: "a", label: "设置", traits: .button)
        var navigator = Navigator(screen: Screen(title: "t", language: "zh-CN", elements: [button]), columns: 40)
        #expect(navigator.viewport.line.text == "设置 btn")
        navigator.handle(.nextElement, now: .now)
        #expect(navigator.status.windowText == "msg: last element")
    }
}

/// A presenter that cannot present the focus (its table is missing) leaves a short message on
/// the display and the error with the caller, never the error text in braille.
@Suite struct NavigatorPresentationErrorTests {
    @Test func aMissingTableSaysSoOnTheDisplayAndTheCallerGetsTheError() throws {
        let missing = TableError(file: "xx-missing", line: 0, column: 0, message: "no such table")
        let presenter = Presenter(tableForLanguage: { language in
            if language == "fr" { throw missing }
            return try TableCatalog.table(forLanguage: language)
        })
        let element = Element(identifier: "a", label: "Bonjour", language: "fr")
        let navigator = Navigator(screen: Screen(elements: [element]), columns: 40, presenter: presenter)
        #expect(navigator.viewport.line.text == "no braille table")
        #expect(navigator.presentationError as? TableError == missing)
        let fine = Navigator(screen: Screen(elements: [Element(identifier: "b", label: "Hello")]), columns: 40)
        #expect(fine.presentationError == nil)
    }
}
