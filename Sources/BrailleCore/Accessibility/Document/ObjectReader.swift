/// Reads the members of one JSON object, with errors that name their path. Rejects members it
/// was not told about, so a misspelt field ("lable") is reported instead of ignored.
struct ObjectReader {
    let path: JSONPath
    /// The members, each key once (the parser refuses repeated keys) and each an allowed field,
    /// so there are at most as many as a kind of object has fields: a scan finds one faster than
    /// hashing would.
    private let members: [JSONValue.Member]

    init(_ value: JSONValue, at path: JSONPath, allowed: Set<String>) throws(DocumentError) {
        guard case .object(let list) = value else {
            throw DocumentError(path: path, cause: .wrongType(expected: "an object", found: value.typeName))
        }
        for member in list where !allowed.contains(member.key) {
            throw DocumentError(path: path.appending(member.key),
                                cause: .unknownField(member.key, suggestion: ObjectReader.closest(to: member.key, in: allowed)))
        }
        self.path = path
        self.members = list
    }

    private subscript(_ key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    /// The raw value of `key`; `nil` when absent (a JSON `null` is returned as `.null`).
    func value(_ key: String) -> JSONValue? { self[key] }

    func required(_ key: String) throws(DocumentError) -> JSONValue {
        try present(key, self[key])
    }

    func string(_ key: String) throws(DocumentError) -> String? {
        try member(key, "a string") { if case .string(let text) = $0 { text } else { nil } }
    }

    func requiredString(_ key: String) throws(DocumentError) -> String {
        try present(key, string(key))
    }

    func number(_ key: String) throws(DocumentError) -> Double? {
        try member(key, "a number") { if case .number(let number) = $0 { number } else { nil } }
    }

    func requiredNumber(_ key: String) throws(DocumentError) -> Double {
        try present(key, number(key))
    }

    func integer(_ key: String) throws(DocumentError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw DocumentError(path: path.appending(key), cause: .invalid("expected a whole number, found \(Adjustable.numberText(number))"))
        }
        return Int(number)
    }

    func bool(_ key: String) throws(DocumentError) -> Bool? {
        try member(key, "true or false") { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    func array(_ key: String) throws(DocumentError) -> [JSONValue]? {
        try member(key, "an array") { if case .array(let items) = $0 { items } else { nil } }
    }

    /// The member `key` as `extract` reads it; `nil` when absent.
    /// - Throws: a wrong type, naming `expected`, when `extract` finds another kind of value.
    private func member<Value>(_ key: String, _ expected: String, _ extract: (JSONValue) -> Value?) throws(DocumentError) -> Value? {
        guard let value = self[key] else { return nil }
        guard let read = extract(value) else { throw wrongType(key, expected, value) }
        return read
    }

    /// `value`, which the member `key` gave.
    /// - Throws: a missing field when it is `nil`.
    private func present<Value>(_ key: String, _ value: Value?) throws(DocumentError) -> Value {
        guard let value else { throw DocumentError(path: path, cause: .missingField(key)) }
        return value
    }

    func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> DocumentError {
        DocumentError(path: path.appending(key), cause: .wrongType(expected: expected, found: value.typeName))
    }

    func invalid(_ key: String, _ message: String) -> DocumentError {
        DocumentError(path: path.appending(key), cause: .invalid(message))
    }
}
