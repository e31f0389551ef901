import Testing
import BrailleCore

@Suite struct ScreenDocumentTests {
    /// A document whose second element is `element`.
    func document(_ element: String) -> String {
        #"{"version": 1, "elements": [{"identifier": "ok", "label": "OK"}, "# + element + "]}"
    }

    @Test func readsAllFieldsOfAnElement() throws {
        let screen = try ScreenDocument.screen(fromJSON: #"""
        {"version": 1, "title": "T", "language": "de", "order": "listed", "elements": [
          {"identifier": "x", "label": "L", "value": "V", "hint": "H", "traits": ["button", "selected"],
           "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "language": "en",
           "customActions": ["Delete", {"name": "Done", "identifier": "done"}]}
        ]}
        """#)
        #expect(screen.title == "T")
        #expect(screen.language == "de")
        #expect(screen.childOrder == .listed)
        let x = try #require(screen.elements.first)
        #expect(x == Element(identifier: "x", label: "L", value: "V", hint: "H", traits: [.button, .selected],
                             frame: Frame(x: 1, y: 2, width: 3, height: 4), language: "en",
                             customActions: [CustomAction(name: "Delete"), CustomAction(name: "Done", identifier: "done")]))
    }

    @Test func elementsWithoutIdentifierAreNamedByTheirPath() throws {
        let screen = try ScreenDocument.screen(fromJSON: #"{"version": 1, "elements": [{"children": [{"label": "a"}]}]}"#)
        #expect(screen.readingOrder.map(\.element.identifier) == ["elements[0].children[0]"])
        #expect(screen.elements[0].isContainer)
    }

    @Test(arguments: [
        (#"{"identifier": "x", "label": "a", "traits": ["button", "buton"]}"#,
         #"elements[1].traits[1]: unknown trait "buton""#),
        (#"{"identifier": "x", "label": "a", "traits": ["Button"]}"#,
         #"elements[1].traits[0]: unknown trait "Button" (did you mean "button"?)"#),
        (#"{"identifier": "x", "lable": "a"}"#, #"elements[1].lable: unknown field "lable" (did you mean "label"?)"#),
        (#"{"identifier": "x"}"#, #"elements[1]: missing field "label""#),
        (#"{"identifier": "ok", "label": "a"}"#, #"elements[1].identifier: identifier "ok" is already used at elements[0].identifier"#),
        (#"{"identifier": "x", "label": 5}"#, "elements[1].label: expected a string, found number"),
        (#"{"identifier": "x", "label": "a", "frame": {"x": 0, "y": 0, "width": 10}}"#, #"elements[1].frame: missing field "height""#),
        (#"{"identifier": "x", "label": "a", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}"#, "elements[1].frame.width: a width must not be negative"),
        (#"{"identifier": "x", "label": "a", "traits": ["adjustable"]}"#,
         #"elements[1]: an element with the trait "adjustable" needs an "adjustable" range (minimum, maximum, step, value)"#),
        (#"{"identifier": "x", "label": "a", "traits": ["adjustable"], "adjustable": {"value": 120, "minimum": 0, "maximum": 100, "step": 5}}"#,
         "elements[1].adjustable.value: value 120 is outside 0...100"),
        (#"{"identifier": "x", "label": "a", "traits": ["adjustable"], "adjustable": {"value": 0, "minimum": 0, "maximum": 2, "step": 1, "valueTexts": ["a", "b"]}}"#,
         "elements[1].adjustable.valueTexts: expected 3 texts, one for each step from minimum to maximum, found 2"),
        (#"{"identifier": "x", "label": "a", "traits": ["adjustable"], "adjustable": {"value": 0, "minimum": 0, "maximum": 1e300, "step": 1e-300, "valueTexts": ["a"]}}"#,
         "elements[1].adjustable.valueTexts: expected too many texts, one for each step from minimum to maximum, found 1"),
        (#"{"identifier": "x", "label": "a", "traits": ["adjustable"], "adjustable": {"value": 0, "minimum": 0, "maximum": 2, "step": 0}}"#,
         "elements[1].adjustable.step: step must be greater than 0"),
        (#"{"identifier": "x", "label": "a", "book": {"pages": [["l"]]}}"#,
         #"elements[1].book: an element with a "book" needs the trait "causesPageTurn""#),
        (#"{"identifier": "x", "label": "a", "traits": ["causesPageTurn"], "book": {"pages": [["l"], [3]]}}"#,
         "elements[1].book.pages[1][0]: expected a string, found number"),
        (#"{"identifier": "x", "label": "a", "traits": ["causesPageTurn"], "book": {"pages": [["l"]], "currentPage": 1}}"#,
         "elements[1].book.currentPage: page 1 does not exist; pages are numbered 0...0"),
        (#"{"identifier": "x", "label": "a", "children": [{"label": "b"}], "isAccessibilityElement": true}"#,
         "elements[1].children: an element with isAccessibilityElement true cannot have children; make it a container (isAccessibilityElement false)"),
        (#"{"identifier": "x", "children": [{"label": "b", "traits": [1]}]}"#,
         "elements[1].children[0].traits[0]: expected a trait name, found number"),
        (#"{"identifier": "x", "label": "a", "language": "english!"}"#,
         #"elements[1].language: "english!" is not a BCP 47 language tag (like "en", "de", "zh-TW")"#),
        (#"{"identifier": "x", "children": [{"label": "b"}], "order": "random"}"#,
         #"elements[1].order: unknown order "random"; use "frames" or "listed""#),
        (#"{"identifier": "x", "label": "a", "customActions": [{"identifier": "d"}]}"#,
         #"elements[1].customActions[0]: missing field "name""#),
    ])
    func invalidElementsAreRejectedWithPathAndCause(fields: String, message: String) {
        do {
            _ = try ScreenDocument.screen(fromJSON: document(fields))
            Issue.record("accepted an invalid element: \(fields)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        (#"{"elements": []}"#, #"$: missing field "version""#),
        (#"{"version": 2, "elements": []}"#, "version: unsupported version 2; this reader knows version 1"),
        (#"{"version": 1}"#, #"$: missing field "elements""#),
        (#"{"version": 1, "elements": {}}"#, "elements: expected an array, found object"),
        (#"[1]"#, "$: expected an object, found array"),
        (#"{"version": 1, "elements": [], "colour": "red"}"#, #"colour: unknown field "colour""#),
    ])
    func invalidDocumentsAreRejectedWithPathAndCause(text: String, message: String) {
        #expect(throws: DocumentError.self) { try ScreenDocument.screen(fromJSON: text) }
        do { _ = try ScreenDocument.screen(fromJSON: text) } catch { #expect(error.description == message) }
    }

    @Test func errorsNameTheSourceFile() {
        do {
            _ = try ScreenDocument.screen(fromJSON: "{\n  \"version\": 1,\n  \"elements\": [,]\n}", source: "screen.json")
            Issue.record("accepted broken JSON")
        } catch {
            #expect(error.description == "screen.json:3:16: unexpected ',' where a value should be")
        }
    }
}
