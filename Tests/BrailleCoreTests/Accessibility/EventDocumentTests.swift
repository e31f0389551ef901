import Testing
import BrailleCore

@Suite struct EventDocumentTests {
    @Test(arguments: [
        (#"{"type": "focus", "identifier": "stop"}"#, ScreenEvent.focus(identifier: "stop")),
        (#"{"type": "valueChanged", "identifier": "duration", "value": "11 seconds"}"#,
         .elementChanged(identifier: "duration", ElementChange(value: "11 seconds"))),
        (#"{"type": "valueChanged", "identifier": "progress", "value": 55}"#,
         .elementChanged(identifier: "progress", ElementChange(adjustableValue: 55))),
        (#"{"type": "valueChanged", "identifier": "duration", "value": null}"#,
         .elementChanged(identifier: "duration", ElementChange(clearsValue: true))),
        (#"{"type": "elementChanged", "identifier": "start", "traits": ["button", "notEnabled"]}"#,
         .elementChanged(identifier: "start", ElementChange(traits: [.button, .notEnabled]))),
        (#"{"version": 1, "type": "announcement", "text": "Timer started"}"#, .announcement("Timer started")),
        (#"{"type": "layoutChanged"}"#, .layoutChanged(elements: nil, focus: nil)),
        (#"{"type": "layoutChanged", "focus": "a", "elements": [{"identifier": "a", "label": "A"}]}"#,
         .layoutChanged(elements: [Element(identifier: "a", label: "A")], focus: "a")),
        (#"{"type": "pageScrolled", "text": "Page 19 of 27"}"#, .pageScrolled("Page 19 of 27")),
        (#"{"type": "elementAdded", "container": "table", "index": 0, "element": {"identifier": "n", "label": "New"}}"#,
         .elementAdded(Element(identifier: "n", label: "New"), container: "table", index: 0)),
        (#"{"type": "elementRemoved", "identifier": "n"}"#, .elementRemoved(identifier: "n")),
        (#"{"type": "screenChanged", "screen": {"title": "Next", "elements": [{"identifier": "b", "label": "B"}]}}"#,
         .screenChanged(Screen(title: "Next", elements: [Element(identifier: "b", label: "B")]))),
    ])
    func readsEveryEventType(text: String, expected: ScreenEvent) throws {
        #expect(try EventDocument.event(fromJSON: text) == expected)
    }

    @Test(arguments: [
        (#"{"type": "anouncement", "text": "x"}"#,
         #"type: unknown event type "anouncement"; known: focus, valueChanged, elementChanged, announcement, layoutChanged, screenChanged, pageScrolled, elementAdded, elementRemoved, caretMoved, selectionChanged"#),
        (#"{"text": "x"}"#, #"$: missing field "type""#),
        (#"{"type": "announcement"}"#, #"$: missing field "text""#),
        (#"{"type": "announcement", "text": "x", "identifier": "a"}"#, #"identifier: unknown field "identifier""#),
        (#"{"type": "valueChanged", "identifier": "a", "value": true}"#, "value: expected a string, a number or null, found boolean"),
        (#"{"type": "screenChanged", "screen": {"elements": [{"label": "a", "traits": ["buton"]}]}}"#,
         #"screen.elements[0].traits[0]: unknown trait "buton""#),
        (#"{"type": "focus", "identifier": "a", "version": 3}"#, "version: unsupported version 3; this reader knows version 1"),
        (#"{"type": "elementAdded", "index": -1, "element": {"label": "a"}}"#, "index: an index must not be negative"),
    ])
    func brokenEventsNameThePlace(text: String, message: String) {
        do {
            _ = try EventDocument.event(fromJSON: text, source: nil)
            Issue.record("accepted a broken event: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aBrokenFeedLineNamesTheLine() {
        do {
            _ = try EventDocument.event(fromJSON: #"{"type": "focus", "identifier": }"#, source: "feed line 12")
            Issue.record("accepted broken JSON")
        } catch {
            #expect(error.description == "feed line 12:1:33: unexpected '}' where a value should be")
        }
    }
}
