import Testing
import BrailleCore

/// A routing key over a cell: the cell's target decides what happens.
@Suite struct NavigatorRoutingTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    func on(_ identifier: String, in screen: Screen = F.controls, columns: Int = 40) throws -> Navigator {
        try F.navigator(focusedOn: identifier, in: screen, columns: columns, now: clock.now)
    }

    /// The display cell whose target is `part` at `offset`.
    func cell(_ navigator: Navigator, _ part: LinePart, _ offset: Int) throws -> Int {
        try #require(navigator.status.targets.firstIndex { $0?.part == part && $0?.offset == offset })
    }

    @Test(arguments: [("counter.json", "start"), ("photo-grid.json", "Photo 5"), ("photo-grid.json", "select")])
    func routingOverAButtonActivatesIt(file: String, identifier: String) throws {
        var navigator = try on(identifier, in: try ExampleFiles.screen(file))
        for key in [0, navigator.viewport.window.shownCount - 1] {
            #expect(navigator.handle(.route(cell: key), now: clock.now) == [.appAction(identifier: identifier, action: .activate)])
        }
        #expect(navigator.focusedID == identifier)
    }

    @Test func routingOverALinkActivatesIt() throws {
        var navigator = try on("help")
        #expect(navigator.handle(.route(cell: 1), now: clock.now) == [.appAction(identifier: "help", action: .activate)])
    }

    @Test func routingOverTextPlacesTheCaretShownWithDots7And8() throws {
        var navigator = try on("name")
        #expect(navigator.shownText == "Name abc def edt")
        let key = try cell(navigator, .value, 5)   // the "e" of "def"
        #expect(navigator.handle(.route(cell: key), now: clock.now) == [.appAction(identifier: "name", action: .setCaret(part: .value, offset: 5))])
        #expect(navigator.caret == Caret(identifier: "name", part: .value, offset: 5))
        let window = navigator.window
        #expect(window[key] & Navigator.caretDots == Navigator.caretDots)
        #expect(window.indices.filter { window[$0] & Navigator.caretDots != 0 } == [key])
        #expect(Array(window[..<key]) == Array(navigator.viewport.displayCells[..<key]))
    }

    @Test func theCaretGoesWithTheFocus() throws {
        var navigator = try on("name")
        navigator.handle(.route(cell: try cell(navigator, .value, 0)), now: clock.now)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.caret == nil)
        #expect(navigator.window.allSatisfy { $0 & Navigator.caretDots == 0 })
    }

    @Test func routingOverTheValueOfAnAdjustableStartsAdjustingAndAnotherRoutingKeyEndsIt() throws {
        var navigator = try on("volume")
        let key = try cell(navigator, .value, 0)
        #expect(navigator.handle(.route(cell: key), now: clock.now) == [.appAction(identifier: "volume", action: .beginAdjusting)])
        #expect(navigator.mode == .adjusting)
        #expect(navigator.handle(.previousElement, now: clock.now) == [.appAction(identifier: "volume", action: .increment(value: "60 percent"))])
        #expect(navigator.focusedID == "volume")
        #expect(navigator.handle(.route(cell: 0), now: clock.now) == [])
        #expect(navigator.mode == .browsing)
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.focusedID == "save")
    }

    @Test(arguments: [0, 6, 11])
    func routingOverTheExampleTaskNamePlacesTheCaret(offset: Int) throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("counter.json"), columns: 40)
        navigator.apply(.focus(identifier: "name"), now: clock.now)
        #expect(navigator.focused?.element.value == "Write report")
        let key = try cell(navigator, .value, offset)
        #expect(navigator.handle(.route(cell: key), now: clock.now) == [.appAction(identifier: "name", action: .setCaret(part: .value, offset: offset))])
        #expect(navigator.window[key] & Navigator.caretDots == Navigator.caretDots)
    }

    @Test func routingOverAReadOnlyValueActivatesTheElement() throws {
        var navigator = try on("time")
        let key = try cell(navigator, .value, 3)
        #expect(navigator.handle(.route(cell: key), now: clock.now) == [.appAction(identifier: "time", action: .activate)])
        #expect(navigator.caret == nil)
    }

    @Test func routingOverALabelOfAPlainElementActivatesIt() throws {
        var navigator = try on("mail")
        #expect(navigator.handle(.route(cell: 0), now: clock.now) == [.appAction(identifier: "mail", action: .activate)])
    }

    @Test(arguments: [39, 40, 100, -1])
    func aRoutingKeyOverABlankCellOrBeyondTheDisplayDoesNothingButSaySo(key: Int) throws {
        var navigator = try on("save")
        let before = navigator.viewport
        #expect(navigator.handle(.route(cell: key), now: clock.now) == [.bell])
        #expect(navigator.viewport == before)
        #expect(navigator.status.windowText == "msg: nothing here")
    }

    /// Issue 12, defect 4: `route 18` on the slider, the blank before the value, sent `activate`.
    @Test func theBlankBetweenTwoPartsDoesNothing() throws {
        var navigator = try on("volume")
        #expect(navigator.shownText == "Volume 50 percent adj")
        let blanks = navigator.window.indices.filter { navigator.window[$0] == 0 && $0 < 21 }
        #expect(blanks.count == 3)   // after "Volume", inside "50 percent", after "percent"
        for key in blanks {
            #expect(navigator.handle(.route(cell: key), now: clock.now) == [.bell])
            // The feedback covers the window; a routing key then only dismisses it.
            #expect(navigator.handle(.route(cell: key), now: clock.now) == [])
        }
        #expect(navigator.mode == .browsing)
    }

    @Test func aBlankInsideATextFieldsValueTakesTheCaret() throws {
        var navigator = try on("name")
        let key = try cell(navigator, .value, 3)   // the blank of "abc def"
        #expect(navigator.handle(.route(cell: key), now: clock.now) == [.appAction(identifier: "name", action: .setCaret(part: .value, offset: 3))])
    }

    @Test func aRoutingKeyInTheCustomActionListPerformsTheActionShown() throws {
        var navigator = try on("mail")
        navigator.handle(.nextCustomAction, now: clock.now)
        navigator.handle(.nextCustomAction, now: clock.now)
        // "action 2/2: Archive": the name performs the action, the mode word leaves the list.
        let name = try #require(navigator.status.targets.firstIndex { $0?.part == .action })
        #expect(navigator.handle(.route(cell: name), now: clock.now) == [.appAction(identifier: "mail", action: .customAction(name: "archive"))])
        #expect(navigator.mode == .browsing)
        navigator.handle(.nextCustomAction, now: clock.now)
        #expect(navigator.handle(.route(cell: 0), now: clock.now) == [])
        #expect(navigator.mode == .browsing)
        #expect(navigator.shownText == "Mail actions")
    }

    @Test func routingOverAWordSplitAcrossWindowsUsesTheContinuationMark() throws {
        var navigator = try on("name", columns: 3)
        // "Name" is longer than 3 cells: 2 cells and the continuation mark, which leads on.
        #expect(navigator.window.last == Viewport.continuationMark)
        #expect(navigator.handle(.route(cell: 2), now: clock.now) == [.appAction(identifier: "name", action: .activate)])
    }

    /// Issue 12, defect 13: activating a `notEnabled` element was still sent to the app.
    @Test func aDisabledElementSendsNothingAndSaysSo() throws {
        let stop = Element(identifier: "stop", label: "Stop", traits: [.button, .notEnabled])
        var navigator = Navigator(screen: Screen(elements: [stop]), columns: 40)
        #expect(navigator.handle(.activate, now: clock.now) == [.bell])
        #expect(navigator.status.windowText == "msg: unavailable")
        navigator.handle(.escape, now: clock.now)
        #expect(navigator.handle(.route(cell: 1), now: clock.now) == [.bell])
        #expect(navigator.status.windowText == "msg: unavailable")
    }
}

/// Issue 12 (text fields): the app reports its caret with `caretMoved`, and the display shows it
/// with dots 7 and 8 on exactly one cell (the value is in computer braille, a cell a character).
@Suite struct CaretMovedTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    @Test func theAppsCaretShowsOnItsCharacterAndAfterTheText() throws {
        var navigator = try F.navigator(focusedOn: "name", now: clock.now)
        let event = try EventDocument.event(fromJSON: #"{"type": "caretMoved", "identifier": "name", "offset": 4}"#)
        #expect(event == .caretMoved(identifier: "name", offset: 4))
        navigator.apply(event, now: clock.now)
        let window = navigator.window
        let marked = window.indices.filter { window[$0] & Navigator.caretDots != 0 }
        #expect(marked.count == 1)
        #expect(navigator.status.targets[marked[0]] == CellTarget(elementIdentifier: "name", part: .value, offset: 4))
        // At the end of the text: the cell after its last character.
        navigator.apply(.caretMoved(identifier: "name", offset: 99), now: clock.now)
        let end = navigator.window.indices.filter { navigator.window[$0] & Navigator.caretDots != 0 }
        let last = try #require(navigator.status.targets.lastIndex { $0?.part == .value })
        #expect(end == [last + 1])
    }

    /// The cells that carry dots 7 and 8, and what each stands for.
    func marked(_ navigator: Navigator) -> [CellTarget?] {
        navigator.window.indices.filter { navigator.window[$0] & Navigator.caretDots != 0 }.map { navigator.status.targets[$0] }
    }

    @Test func aFocusedTextFieldShowsItsCaretAfterTheTextBeforeTheAppSaysAnything() throws {
        let navigator = try F.navigator(focusedOn: "name", now: clock.now)
        let last = try #require(navigator.status.targets.lastIndex { $0?.part == .value })
        #expect(navigator.window.indices.filter { navigator.window[$0] & Navigator.caretDots != 0 } == [last + 1])
        #expect(navigator.caret == Caret(identifier: "name", part: .value, offset: 7))
    }

    @Test func anEmptyTextFieldShowsItsCaretAfterItsLabel() throws {
        let empty = Screen(elements: [Element(identifier: "q", label: "Search", traits: .searchField)])
        let navigator = Navigator(screen: empty, columns: 40)
        let label = try #require(navigator.status.targets.lastIndex { $0?.part == .label })
        #expect(navigator.window.indices.filter { navigator.window[$0] & Navigator.caretDots != 0 } == [label + 1])
    }

    @Test func theSelectionShowsUnderEverySelectedCharacterInsteadOfTheCaret() throws {
        var navigator = try F.navigator(focusedOn: "name", now: clock.now)
        let event = try EventDocument.event(fromJSON: #"{"type": "selectionChanged", "identifier": "name", "start": 4, "end": 7}"#)
        #expect(event == .selectionChanged(identifier: "name", range: 4..<7))
        navigator.apply(event, now: clock.now)
        #expect(marked(navigator) == (4..<7).map { CellTarget(elementIdentifier: "name", part: .value, offset: $0) })
        // An empty selection clears it: the caret shows again.
        navigator.apply(.selectionChanged(identifier: "name", range: 2..<2), now: clock.now)
        #expect(marked(navigator).count == 1)
        // A caret move clears a selection too.
        navigator.apply(.selectionChanged(identifier: "name", range: 0..<3), now: clock.now)
        navigator.apply(.caretMoved(identifier: "name", offset: 1), now: clock.now)
        #expect(marked(navigator) == [CellTarget(elementIdentifier: "name", part: .value, offset: 1)])
    }

    @Test func aSelectionEndingBeforeItStartsIsRefused() {
        #expect(throws: DocumentError.self) {
            try EventDocument.event(fromJSON: #"{"type": "selectionChanged", "identifier": "name", "start": 4, "end": 2}"#)
        }
    }

    @Test func aNegativeOffsetIsRefused() {
        #expect(throws: DocumentError.self) {
            try EventDocument.event(fromJSON: #"{"type": "caretMoved", "identifier": "name", "offset": -1}"#)
        }
    }
}
