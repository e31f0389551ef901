import Testing
import BrailleCore

@Suite struct DocumentEncodingTests {
    @Test(arguments: ExampleFiles.names)
    func everyExampleReadsBackEqualAfterWriting(name: String) throws {
        let screen = try ExampleFiles.screen(name)
        let text = ScreenDocument.json(for: screen)
        #expect(try ScreenDocument.screen(fromJSON: text) == screen)
    }

    @Test func textsWithQuotesControlsAndOtherScriptsSurvive() throws {
        let label = "Say \"hi\"\\ \u{01}\t照片 😀 Überschrift"
        let screen = Screen(title: "T", language: "de", elements: [Element(identifier: "a\"b", label: label)])
        #expect(try ScreenDocument.screen(fromJSON: ScreenDocument.json(for: screen)) == screen)
    }

    /// Random screens: nested containers, every trait, adjustables, books, actions.
    static func randomScreen(_ rng: inout SeededGenerator) -> Screen {
        var counter = 0
        func node(depth: Int) -> Element {
            counter += 1
            let id = "n\(counter)"
            let frame = Frame(x: Double(Int.random(in: -50...300, using: &rng)), y: Double(Int.random(in: 0...600, using: &rng)) / 2,
                              width: Double(Int.random(in: 0...100, using: &rng)), height: Double(Int.random(in: 0...60, using: &rng)))
            if depth < 3, Int.random(in: 0..<4, using: &rng) == 0 {
                return .container(identifier: id, label: Bool.random(using: &rng) ? "box" : "", frame: frame,
                                  language: Bool.random(using: &rng) ? "de" : nil,
                                  children: (0..<Int.random(in: 1...4, using: &rng)).map { _ in node(depth: depth + 1) },
                                  childOrder: Bool.random(using: &rng) ? .listed : .frames)
            }
            var traits = Traits(AccessibilityTrait.allCases.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            traits.remove([.adjustable, .causesPageTurn])
            var element = Element(identifier: id, label: "Label \(counter)", value: Bool.random(using: &rng) ? "v\(counter)" : nil,
                                  hint: Bool.random(using: &rng) ? "Does \(counter)." : nil, traits: traits, frame: frame,
                                  customActions: Bool.random(using: &rng) ? [CustomAction(name: "Delete"), CustomAction(name: "Done", identifier: "d")] : [])
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                element.traits.insert(.adjustable)
                let step = Double(Int.random(in: 1...4, using: &rng)) / 2
                element.adjustable = Adjustable(value: step * 2, minimum: 0, maximum: step * 4, step: step,
                                                format: Bool.random(using: &rng) ? .template("{value} %") : .texts(["a", "b", "c", "d", "e"]))
                element.value = element.adjustable!.valueText
            case 1:
                element.traits.insert(.causesPageTurn)
                element.book = Book(pages: (0..<Int.random(in: 1...4, using: &rng)).map { p in Book.Page(lines: ["p\(p) line"]) },
                                    currentPage: Int.random(in: 0...3, using: &rng))
            case 2:
                element.isAccessibilityElement = false
            default:
                break
            }
            return element
        }
        return Screen(title: Bool.random(using: &rng) ? "Screen" : "", language: ["en", "de", "zh-TW"].randomElement(using: &rng)!,
                      elements: (0..<Int.random(in: 0...8, using: &rng)).map { _ in node(depth: 0) },
                      childOrder: Bool.random(using: &rng) ? .listed : .frames)
    }

    @Test(arguments: Array(UInt64(1)...40))
    func randomScreensReadBackEqualAfterWriting(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let screen = Self.randomScreen(&rng)
        let text = ScreenDocument.json(for: screen)
        #expect(try ScreenDocument.screen(fromJSON: text) == screen, "\(text)")
    }

    @Test(arguments: [
        ScreenEvent.focus(identifier: "stop"),
        .elementChanged(identifier: "duration", ElementChange(value: "11 seconds")),
        .elementChanged(identifier: "duration", ElementChange(clearsValue: true)),
        .elementChanged(identifier: "progress", ElementChange(adjustableValue: 62.5)),
        .elementChanged(identifier: "start", ElementChange(label: "Go", hint: "Starts.", traits: [.button, .notEnabled],
                                                          frame: Frame(x: 1, y: 2, width: 3, height: 4.5))),
        .announcement("Timer \"started\""),
        .layoutChanged(elements: nil, focus: nil),
        .layoutChanged(elements: [Element(identifier: "a", label: "A")], focus: "a"),
        .screenChanged(Screen(title: "Next", language: "zh-TW", elements: [Element(identifier: "b", label: "照片")])),
        .pageScrolled("Page 19 of 27"),
        .elementAdded(Element(identifier: "n", label: "New"), container: "table", index: 2),
        .elementAdded(Element(identifier: "n", label: "New"), container: nil, index: nil),
        .elementRemoved(identifier: "n"),
    ])
    func everyEventReadsBackEqualAfterWriting(event: ScreenEvent) throws {
        let text = EventDocument.json(for: event)
        #expect(!text.contains("\n"), "one event, one line")
        #expect(try EventDocument.event(fromJSON: text) == event)
    }

    @Test func compactOutput() {
        #expect(EventDocument.json(for: .announcement("Saved")) == #"{"type":"announcement","text":"Saved"}"#)
    }
}
