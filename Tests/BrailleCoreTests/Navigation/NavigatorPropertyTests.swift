import Testing
import BrailleCore

/// Random command, event and tick sequences on random screens: nothing crashes (the navigator's
/// and the viewport's invariants are checked after every step in debug builds), the window is
/// always exactly the display's width, and the line always belongs to the focused element.
@Suite struct NavigatorPropertyTests {
    typealias F = NavigatorFixtures

    static let words = ["alpha", "beta", "gamma", "delta", "a", "I", "1/2", "Straße", "Überweisung",
                        "supercalifragilisticexpialidocious", "50 percent", "Don't", "(x)", ""]

    static func text(_ rng: inout SeededGenerator, maxWords: Int = 6) -> String {
        (0..<Int.random(in: 0...maxWords, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
    }

    static func randomElement(_ rng: inout SeededGenerator, index: Int, depth: Int = 0) -> Element {
        let id = "e\(index)-\(depth)-\(rng.next() % 1000)"
        let frame = Frame(x: Double.random(in: 0...300, using: &rng), y: Double(index) * 40,
                          width: 40, height: 30)
        switch Int.random(in: 0..<7, using: &rng) {
        case 0 where depth < 2:
            let children = (0..<Int.random(in: 0...4, using: &rng)).map { randomElement(&rng, index: $0, depth: depth + 1) }
            return .container(identifier: id, frame: frame, children: children)
        case 1:
            let pages = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                Book.Page(lines: (0..<Int.random(in: 0...3, using: &rng)).map { _ in text(&rng, maxWords: 12) })
            }
            return Element(identifier: id, label: text(&rng), traits: [.staticText, .causesPageTurn], frame: frame,
                           book: Book(pages: pages))
        case 2:
            return Element(identifier: id, label: text(&rng), traits: .adjustable, frame: frame,
                           adjustable: Adjustable(value: 5, minimum: 0, maximum: 10, step: 2))
        case 3:
            return Element(identifier: id, label: text(&rng), hint: text(&rng), traits: .button, frame: frame,
                           customActions: (0..<Int.random(in: 0...3, using: &rng)).map { CustomAction(name: "act\($0)") })
        default:
            return Element(identifier: id, label: text(&rng), value: Bool.random(using: &rng) ? text(&rng) : nil,
                           hint: Bool.random(using: &rng) ? text(&rng) : nil, frame: frame)
        }
    }

    static func randomScreen(_ rng: inout SeededGenerator) -> Screen {
        Screen(title: "Random", elements: (0..<Int.random(in: 0...6, using: &rng)).map { randomElement(&rng, index: $0) })
    }

    static let commands: [BrailleCommand] = [
        .nextWindow, .previousWindow, .nextElement, .previousElement, .firstElement, .lastElement,
        .activate, .escape, .increment, .decrement, .nextCustomAction, .previousCustomAction,
        .hint, .magicTap, .toggleContinuousReading, .messageHistory, .keyHelp, .preferences, .nextTable,
        .structure(.heading, .forward), .structure(.link, .backward), .structure(.formField, .forward),
        .structure(.paragraph, .backward), .structure(.paragraph, .forward),
    ]

    /// The key help and the preferences (issue 30), so the random sequences open, read and leave
    /// them while events change the screen underneath.
    static let panels: [Panel.Kind: Panel] = [
        .keyHelp: Panel(kind: .keyHelp, language: "en", lines: [
            PanelLine("key help (leave: HELP, KEY_ESCAPE)"),
            PanelLine("FWINRT: next window; past the end, the next element (or page); pans a long message"),
        ]),
        .preferences: Panel(kind: .preferences, language: "de", lines: [
            PanelLine("Einstellungen"),
            PanelLine("Statuszellen", setting: PanelSetting(name: "status-cells", values: ["off", "start"], value: "off") {
                ["off": "aus", "start": "Anfang"][$0] ?? $0
            }),
        ]),
    ]

    @Test(arguments: 0..<40 as Range<UInt64>)
    func randomSequencesKeepTheInvariants(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var clock = F.FakeClock()
        var navigator = Navigator(screen: Self.randomScreen(&rng), columns: Int.random(in: 1...60, using: &rng))
        navigator.panels = Self.panels
        for _ in 0..<150 {
            clock.advance(.milliseconds(Int.random(in: 0...3000, using: &rng)))
            let now = clock.now
            var timed = true
            switch Int.random(in: 0..<22, using: &rng) {
            case 0..<11:
                navigator.handle(Self.commands.randomElement(using: &rng)!, now: now)
            case 11, 12:
                navigator.handle(.route(cell: Int.random(in: -1...(navigator.columns + 1), using: &rng)), now: now)
            case 13, 14:
                if let deadline = navigator.nextDeadline, deadline > now { clock.advance(deadline - now) }
                navigator.tick(now: clock.now)
            case 15:
                navigator.layOut(columns: Int.random(in: -2...170, using: &rng))
                if Bool.random(using: &rng) {
                    navigator.statusCells = Bool.random(using: &rng)
                        ? StatusCells(side: Bool.random(using: &rng) ? .start : .end, count: Int.random(in: 1...8, using: &rng)) : nil
                }
                timed = false
            case 16:
                navigator.apply(.announcement(Self.text(&rng)), now: now)
            case 17:
                let ids = navigator.screen.readingOrder.map(\.element.identifier)
                if let id = ids.randomElement(using: &rng) {
                    navigator.apply(.elementChanged(identifier: id, ElementChange(value: Self.text(&rng))), now: now)
                } else {
                    timed = false   // no call: the navigator has not seen the time now
                }
            case 18:
                let ids = navigator.screen.allNodes().map(\.element.identifier)
                if let id = ids.randomElement(using: &rng) {
                    navigator.apply(Bool.random(using: &rng) ? .elementRemoved(identifier: id) : .focus(identifier: id), now: now)
                } else {
                    timed = false
                }
            case 19:
                navigator.apply(.screenChanged(Self.randomScreen(&rng)), now: now)
            case 20:
                let elements = Bool.random(using: &rng) ? Self.randomScreen(&rng).elements : nil
                let named = navigator.screen.readingOrder.randomElement(using: &rng)?.element.identifier
                navigator.apply(.layoutChanged(elements: elements, focus: Bool.random(using: &rng) ? named : nil), now: now)
            default:
                navigator.apply(.elementAdded(Self.randomElement(&rng, index: Int.random(in: 0...8, using: &rng)),
                                              container: nil, index: nil), now: now)
            }
            #expect(navigator.window.count == navigator.columns)
            #expect(navigator.viewport.width <= navigator.columns)   // less by the status cells
            #expect(navigator.viewport.window.shownCount <= navigator.columns)
            let id = navigator.focus.focusedIdentifier
            #expect(navigator.viewport.line.targets.allSatisfy { $0.elementIdentifier == nil || $0.elementIdentifier == id })
            #expect((navigator.readingState == .reading) == (navigator.nextReadingStep != nil))
            if let deadline = navigator.nextDeadline, navigator.readingState != .reading, timed {
                // Only a message is due, and it ends after the time now.
                #expect(deadline > clock.now)
            }
        }
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func readingAlwaysEnds(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var navigator = Navigator(screen: Self.randomScreen(&rng), columns: Int.random(in: 1...40, using: &rng))
        let clock = F.FakeClock()
        navigator.handle(.toggleContinuousReading, now: clock.now)
        var steps = 0
        while let deadline = navigator.nextDeadline, steps < 5000 {
            navigator.tick(now: deadline)
            steps += 1
        }
        #expect(navigator.readingState == .off)
        #expect(navigator.nextDeadline == nil)
    }
}
