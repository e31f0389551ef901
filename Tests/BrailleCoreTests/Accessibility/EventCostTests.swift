import BrailleCore
import Testing

/// An app event costs what it changes, not what the screen holds (issue 26, item 3): the work is
/// counted in nodes the screen looks at (``Screen/nodesVisited``), never timed.
@Suite struct EventCostTests {
    /// `count` rows in a list container, each with a value; the focus is on the first.
    static func screen(rows count: Int) -> Screen {
        let rows = (0..<count).map { i in
            Element(identifier: "row\(i)", label: "Row \(i)", value: "\(i)",
                    frame: Frame(x: 0, y: Double(i) * 50, width: 300, height: 44))
        }
        return Screen(title: "Big", elements: [
            Element(identifier: "title", label: "Title", traits: [.header], frame: Frame(x: 0, y: -50, width: 300, height: 44)),
            .container(identifier: "list", frame: Frame(x: 0, y: 0, width: 300, height: 1e7), children: rows),
        ])
    }

    /// The nodes visited by `events` on a focus over a screen of `rows` rows.
    static func work(rows: Int, _ events: [ScreenEvent]) -> Int {
        var focus = Focus(screen: screen(rows: rows))
        let before = focus.screen.nodesVisited
        for event in events { focus.apply(event) }
        return focus.screen.nodesVisited - before
    }

    static let perElementEvents: [ScreenEvent] = (0..<100).flatMap { i -> [ScreenEvent] in [
        .value("row\(500 + i)", "changed \(i)"),
        .elementChanged(identifier: "row\(i)", ElementChange(label: "Label \(i)", traits: [.button])),
        .caretMoved(identifier: "row\(i)", offset: 1),
        .focus(identifier: "row\(900 - i)"),
        .value("row\(900 - i)", "focused \(i)"),
    ] }

    @Test func perElementEventsCostTheSameOnAScreenFourTimesAsBig() {
        let small = Self.work(rows: 1_000, Self.perElementEvents)
        let big = Self.work(rows: 4_000, Self.perElementEvents)
        #expect(small == big)
        // The path to the element (the list, then the row) for each change; nothing else.
        #expect(big <= 2 * Self.perElementEvents.count)
    }

    @Test func aValueChangeOnTheNavigatorCostsTheSameOnAScreenFourTimesAsBig() {
        let now = ContinuousClock.now
        func work(rows: Int) -> Int {
            var navigator = Navigator(screen: Self.screen(rows: rows), columns: 40)
            let before = navigator.screen.nodesVisited
            for i in 0..<50 {
                navigator.apply(.value("row\(700 + i)", "v\(i)"), now: now)
                navigator.apply(.value("title", "v\(i)"), now: now)
            }
            return navigator.screen.nodesVisited - before
        }
        #expect(work(rows: 1_000) == work(rows: 4_000))
    }

    @Test func aChangeInPlaceIsWhatALayoutWouldShow() {
        var focus = Focus(screen: Self.screen(rows: 20))
        focus.apply(.value("row7", "seven"))
        focus.apply(.elementChanged(identifier: "row3", ElementChange(label: "Third", hint: "A hint")))
        focus.apply(.elementChanged(identifier: "list", ElementChange(label: "The list")))
        let laidOut = Screen(title: "Big", elements: focus.screen.elements)
        #expect(focus.screen.readingOrder == laidOut.readingOrder)
        #expect(focus.screen.placed("row7")?.element.value == "seven")
        #expect(focus.screen.placed("row3")?.element.label == "Third")
        #expect(focus.screen.node("list")?.label == "The list")
    }

    @Test func aChangeOfFrameLaysTheScreenOutAgain() {
        var focus = Focus(screen: Self.screen(rows: 20))
        focus.apply(.elementChanged(identifier: "row0", ElementChange(frame: Frame(x: 0, y: 5_000, width: 300, height: 44))))
        #expect(focus.screen.readingOrder.last?.element.identifier == "row0")
        #expect(focus.screen.readingOrder == Screen(title: "Big", elements: focus.screen.elements).readingOrder)
    }

    @Test func aChangeInsideAnAccessibilityElementChangesThatElementsEntry() {
        let cell = Element(identifier: "cell", label: "Cell")
        let row = Element(identifier: "row", label: "Row", traits: [.button], children: [cell])
        var focus = Focus(screen: Screen(elements: [row]))
        focus.apply(.value("cell", "5"))
        #expect(focus.screen.readingOrder.map(\.element.identifier) == ["row"])
        #expect(focus.screen.placed("row")?.element.children.first?.value == "5")
        #expect(focus.screen.readingOrder == Screen(elements: focus.screen.elements).readingOrder)
    }

    @Test func theFirstOfTwoNodesWithOneIdentifierIsTheOneChanged() {
        let screen = Screen(elements: [
            Element(identifier: "twin", label: "First", frame: Frame(x: 0, y: 0, width: 10, height: 10)),
            Element(identifier: "twin", label: "Second", frame: Frame(x: 0, y: 50, width: 10, height: 10)),
        ])
        var focus = Focus(screen: screen)
        focus.apply(.value("twin", "1"))
        // The reading order keeps an identifier's first place only (issue 24: a twin stopped LNDN).
        #expect(focus.screen.readingOrder.map(\.element.label) == ["First"])
        #expect(focus.screen.readingOrder.map(\.element.value) == ["1"])
        #expect(focus.screen.index(of: "twin") == 0)
    }
}

extension ScreenEvent {
    /// A `valueChanged` line as the feed decodes it.
    static func value(_ identifier: String, _ text: String) -> ScreenEvent {
        .elementChanged(identifier: identifier, ElementChange(value: text))
    }
}
