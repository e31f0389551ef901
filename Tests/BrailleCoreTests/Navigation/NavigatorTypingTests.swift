import Testing
import BrailleCore

/// Typing on the braille keyboard into the focused field: cells collect, each finished word goes
/// to the app as text, the pending cells show at the caret.
@Suite struct NavigatorTypingTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// The cells of `text` in `table`, as the reader types them.
    static func cells(_ text: String, table: String = "en-ueb-g1") throws -> [UInt8] {
        try TableCatalog.table(named: table).translate(text).cells
    }

    func type(_ text: String, into navigator: inout Navigator, table: String = "en-ueb-g1") throws -> [NavigatorEffect] {
        var effects: [NavigatorEffect] = []
        for cell in try Self.cells(text, table: table) {
            effects += navigator.handle(cell == 0 ? .typeSpace : .type(cell: cell), now: clock.now)
        }
        return effects
    }

    static func insert(_ text: String, _ id: String = "new-task") -> NavigatorEffect {
        .keyInput(identifier: id, input: .insertText(text))
    }

    @Test func typingHelloWorldSendsEachWordAsItEndsAndEnterSubmits() throws {
        var navigator = try F.navigator(focusedOn: "new-task", in: ExampleFiles.screen("task-list.json"), columns: 32, now: clock.now)
        var effects = try type("Hello, World 42", into: &navigator)
        #expect(effects == [Self.insert("Hello,"), Self.insert(" "), Self.insert("World "), ])
        #expect(navigator.pendingCells == (try Self.cells("42")))
        effects = navigator.handle(.activate, now: clock.now)
        #expect(effects == [Self.insert("42"), .keyInput(identifier: "new-task", input: .submit)])
        #expect(navigator.pendingCells.isEmpty)
    }

    @Test func thePendingCellsShowAfterTheLabelOfAnEmptyFieldWithTheCaretAfterThem() throws {
        var navigator = try F.navigator(focusedOn: "new-task", in: ExampleFiles.screen("task-list.json"), columns: 32, now: clock.now)
        let before = navigator.window
        _ = try type("Wo", into: &navigator)
        let typed = try Self.cells("Wo")
        let window = navigator.window
        let start = try #require((0...(window.count - typed.count)).first { Array(window[$0..<($0 + typed.count)]) == typed })
        #expect(window[start + typed.count] & Navigator.caretDots == Navigator.caretDots, "the caret after the typed cells")
        let plain = { (cells: ArraySlice<UInt8>) in cells.map { $0 & ~Navigator.caretDots } }
        #expect(plain(window[..<start]) == plain(before[..<start]), "the label before them is unchanged")
        #expect(window[..<start].allSatisfy { $0 & Navigator.caretDots == 0 }, "one caret: after the typed cells")
        #expect(window.count == before.count)
    }

    /// Issue 26, item 7: a typed cell the table gives no reading reaches the field as its dots
    /// (`\123456/`), not dropped.
    @Test func aTypedCellWithNoReadingReachesTheFieldAsItsDots() throws {
        var navigator = try F.navigator(focusedOn: "new-task", in: ExampleFiles.screen("task-list.json"), columns: 32, now: clock.now)
        var effects: [NavigatorEffect] = []
        for cell: UInt8 in [0x01, 0x3F, 0x01] { effects += navigator.handle(.type(cell: cell), now: clock.now) }
        effects += navigator.handle(.typeSpace, now: clock.now)
        #expect(effects == [Self.insert(#"a\123456/a "#)])
    }

    @Test func backspaceRemovesAPendingCellThenAsksTheAppToDelete() throws {
        var navigator = try F.navigator(focusedOn: "new-task", in: ExampleFiles.screen("task-list.json"), columns: 32, now: clock.now)
        _ = try type("ab", into: &navigator)
        #expect(navigator.handle(.deleteBackward, now: clock.now) == [])
        #expect(navigator.pendingCells == (try Self.cells("a")))
        #expect(navigator.handle(.deleteBackward, now: clock.now) == [])
        #expect(navigator.handle(.deleteBackward, now: clock.now) == [.keyInput(identifier: "new-task", input: .deleteBackward)])
    }

    @Test func numbersKeepTheirCommaAndPoint() throws {
        var navigator = try F.navigator(focusedOn: "new-task", in: ExampleFiles.screen("task-list.json"), columns: 32, now: clock.now)
        #expect(try type("1,000 or 3.5 ", into: &navigator) == [Self.insert("1,000 "), Self.insert("or "), Self.insert("3.5 ")])
    }

    @Test func anotherKeySendsTheWordTypedBeforeItActs() throws {
        var navigator = try F.navigator(focusedOn: "new-task", in: ExampleFiles.screen("task-list.json"), columns: 32, now: clock.now)
        _ = try type("Call", into: &navigator)
        let effects = navigator.handle(.previousElement, now: clock.now)
        #expect(effects.first == Self.insert("Call"))
        #expect(navigator.focusedID != "new-task")
    }

    @Test func outsideATextFieldTypingSaysSo() throws {
        var navigator = try F.navigator(focusedOn: "add", in: ExampleFiles.screen("task-list.json"), columns: 32, now: clock.now)
        #expect(navigator.handle(.type(cell: 0x01), now: clock.now) == [.bell])
        #expect(navigator.status.windowText.contains("not a text field"))
        #expect(navigator.handle(.activate, now: clock.now) == [.appAction(identifier: "add", action: .activate)])
    }

    @Test func germanUmlautsAndCapitalsComeBackInTheSearchField() throws {
        var navigator = try F.navigator(focusedOn: "suche", in: ExampleFiles.screen("german.json"), columns: 32, now: clock.now)
        let effects = try type("Größe Übung ", into: &navigator, table: "de-g0-detailed")
        #expect(effects == [Self.insert("Größe ", "suche"), Self.insert("Übung ", "suche")])
    }
}
