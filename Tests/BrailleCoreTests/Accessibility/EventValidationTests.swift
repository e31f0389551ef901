import Testing
import BrailleCore

/// Events are held to the rules of a screen document (issue 12, defects 7 and 8): a change that
/// would break them is refused whole with an error naming the field, and a screen inside
/// `screenChanged` is read like a document (its version belongs to the event).
@Suite struct EventValidationTests {
    static let duration = Element(identifier: "duration", label: "Duration", traits: .adjustable,
                                  adjustable: Adjustable(value: 10, minimum: 0, maximum: 60, step: 5, format: .template("{value} seconds")))
    static let book = Element(identifier: "page", label: "Story", traits: .causesPageTurn,
                              book: Book(pages: [Book.Page(lines: ["One"]), Book.Page(lines: ["Two"])]))
    static let label = Element(identifier: "name", label: "Name", value: "Ada")

    static func focus(on identifier: String = "duration") -> Focus {
        var focus = Focus(screen: Screen(elements: [duration, book, label]))
        focus.focus(identifier)
        return focus
    }

    static func event(_ json: String) throws -> ScreenEvent {
        try EventDocument.event(fromJSON: json)
    }

    /// The issue's reproduction: `valueChanged "4 seconds"`, then increment sent "15 seconds".
    @Test func aTextForAnAdjustableValueIsRefusedAndTheNextIncrementStartsFromTheNumber() throws {
        var focus = Self.focus()
        let outcome = focus.apply(try Self.event(#"{"type": "valueChanged", "identifier": "duration", "value": "4 seconds"}"#))
        let refusal = try #require(outcome.refusal)
        #expect(refusal.description.hasPrefix(#"value: "duration" is adjustable: its value text comes from its range, so send the number ("value": 10)"#))
        #expect(focus.focused?.element.value == "10 seconds")
        // The number is the way: the text follows, and the next increment starts from it.
        #expect(focus.apply(try Self.event(#"{"type": "valueChanged", "identifier": "duration", "value": 4}"#)).refusal == nil)
        #expect(focus.focused?.element.value == "4 seconds")
        focus.adjust(.forward)
        #expect(focus.focused?.element.value == "9 seconds")
    }

    @Test(arguments: [
        #"{"type": "valueChanged", "identifier": "duration", "value": null}"#,
        #"{"type": "elementChanged", "identifier": "duration", "value": "4 seconds", "label": "Time"}"#,
    ])
    func everyTextOrClearingOfAnAdjustableValueIsRefusedWhole(json: String) throws {
        var focus = Self.focus()
        let before = focus.screen
        let outcome = focus.apply(try Self.event(json))
        #expect(outcome.refusal?.path.description == "value")
        #expect(focus.screen == before, "nothing of a refused change is made")
    }

    @Test(arguments: [
        (#"{"type": "elementChanged", "identifier": "name", "traits": ["adjustable"]}"#, "needs an \"adjustable\" range"),
        (#"{"type": "elementChanged", "identifier": "name", "traits": ["causesPageTurn"]}"#, "needs a \"book\""),
        (#"{"type": "elementChanged", "identifier": "duration", "traits": ["button"]}"#, "needs the trait \"adjustable\""),
        (#"{"type": "elementChanged", "identifier": "page", "traits": ["staticText"]}"#, "needs the trait \"causesPageTurn\""),
    ])
    func traitsThatWouldBreakTheElementAreRefused(json: String, cause: String) throws {
        var focus = Self.focus()
        let before = focus.screen
        let outcome = focus.apply(try Self.event(json))
        let refusal = try #require(outcome.refusal)
        #expect(refusal.path.description == "traits")
        #expect(refusal.description.contains(cause), "\(refusal)")
        #expect(focus.screen == before)
    }

    @Test func changesThatKeepTheRulesAreMade() throws {
        var focus = Self.focus()
        #expect(focus.apply(try Self.event(#"{"type": "elementChanged", "identifier": "duration", "traits": ["adjustable", "notEnabled"]}"#)).refusal == nil)
        #expect(focus.apply(try Self.event(#"{"type": "valueChanged", "identifier": "name", "value": "Grace"}"#)).refusal == nil)
        #expect(focus.screen.placed("name")?.element.value == "Grace")
    }

    @Test func aVersionInsideTheScreenOfScreenChangedIsAnError() {
        let json = #"{"type": "screenChanged", "version": 1, "screen": {"version": 1, "elements": [{"identifier": "a", "label": "A"}]}}"#
        #expect(throws: DocumentError(path: JSONPath().appending("screen").appending("version"),
                                      cause: .invalid("the version belongs to the event, beside \"type\", not inside \"screen\""))) {
            try EventDocument.event(fromJSON: json)
        }
    }

    @Test func theScreenOfScreenChangedIsValidatedLikeADocument() {
        let json = #"{"type": "screenChanged", "screen": {"elements": [{"identifier": "a", "label": "A", "traits": ["adjustable"]}]}}"#
        #expect(throws: DocumentError.self) { try EventDocument.event(fromJSON: json) }
    }
}
