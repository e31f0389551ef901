import Testing
import BrailleCore

@Suite struct JSONValueTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" {"a": [1, -2.5e1, true, false, null], "b": "x\n\u00e9\ud83d\ude00"} "#)
        #expect(value == .object([
            .init(key: "a", value: .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
            .init(key: "b", value: .string("x\né😀")),
        ]))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a member name in quotes, found '}'"),
        ("[1 2]", 1, 4, "expected ',' or ']' in an array, found '2'"),
        ("{\n  \"a\": tru\n}", 2, 8, "unexpected 't' where a value should be"),
        ("{\"a\": 1, \"a\": 2}", 1, 16, "member \"a\" appears twice in one object"),
        ("\"abc", 1, 5, "the text ends inside a string"),
        ("01", 1, 2, "a number must not start with 0 followed by digits"),
        ("{} x", 1, 4, "unexpected 'x' after the JSON value"),
        ("", 1, 1, "the text ends where a value should be"),
    ])
    func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: DocumentError(path: JSONPath(), cause: .syntax(line: line, column: column, message: message))) {
            try JSONValue.parse(text)
        }
    }

    @Test func invalidUTF8IsAnError() throws {
        #expect(throws: DocumentError.self) { try JSONValue.parse(utf8: [0x22, 0x61, 0xC3, 0x28, 0x22]) }
        #expect(try JSONValue.parse(utf8: Array("\"Über 照片\"".utf8)) == .string("Über 照片"))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: DocumentError.self) { try JSONValue.parse(text) }
    }
}
