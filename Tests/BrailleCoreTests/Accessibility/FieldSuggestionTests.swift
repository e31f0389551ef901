import Testing
@testable import BrailleCore

/// An unknown field names the field it most likely misspells (issue 12, defect 13: `lable`).
@Suite struct FieldSuggestionTests {
    static let fields: Set<String> = ["identifier", "label", "value", "hint", "traits", "frame", "customActions"]

    @Test(arguments: [("lable", "label"), ("Label", "label"), ("trait", "traits"), ("hnit", "hint"),
                      ("identifer", "identifier"), ("customaction", "customActions")])
    func aMisspelledFieldIsRecognized(name: String, expected: String) {
        #expect(ObjectReader.closest(to: name, in: Self.fields) == expected)
    }

    @Test(arguments: ["colour", "x", "description", "ab"])
    func anUnrelatedFieldHasNoSuggestion(name: String) {
        #expect(ObjectReader.closest(to: name, in: Self.fields) == nil)
    }

    @Test func theEventReaderSuggestsToo() {
        #expect(throws: DocumentError(path: JSONPath().appending("idenifier"), cause: .unknownField("idenifier", suggestion: "identifier"))) {
            try EventDocument.event(fromJSON: #"{"type": "focus", "idenifier": "a"}"#)
        }
    }
}
