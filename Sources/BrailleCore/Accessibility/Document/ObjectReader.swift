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
        guard let value = self[key] else { throw DocumentError(path: path, cause: .missingField(key)) }
        return value
    }

    func string(_ key: String) throws(DocumentError) -> String? {
        guard let value = self[key] else { return nil }
        guard case .string(let text) = value else { throw wrongType(key, "a string", value) }
        return text
    }

    func requiredString(_ key: String) throws(DocumentError) -> String {
        guard let text = try string(key) else { throw DocumentError(path: path, cause: .missingField(key)) }
        return text
    }

    func number(_ key: String) throws(DocumentError) -> Double? {
        guard let value = self[key] else { return nil }
        guard case .number(let number) = value else { throw wrongType(key, "a number", value) }
        return number
    }

    func requiredNumber(_ key: String) throws(DocumentError) -> Double {
        guard let number = try number(key) else { throw DocumentError(path: path, cause: .missingField(key)) }
        return number
    }

    func integer(_ key: String) throws(DocumentError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw DocumentError(path: path.appending(key), cause: .invalid("expected a whole number, found \(Adjustable.numberText(number))"))
        }
        return Int(number)
    }

    func bool(_ key: String) throws(DocumentError) -> Bool? {
        guard let value = self[key] else { return nil }
        guard case .bool(let flag) = value else { throw wrongType(key, "true or false", value) }
        return flag
    }

    func array(_ key: String) throws(DocumentError) -> [JSONValue]? {
        guard let value = self[key] else { return nil }
        guard case .array(let items) = value else { throw wrongType(key, "an array", value) }
        return items
    }

    func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> DocumentError {
        DocumentError(path: path.appending(key), cause: .wrongType(expected: expected, found: value.typeName))
    }

    func invalid(_ key: String, _ message: String) -> DocumentError {
        DocumentError(path: path.appending(key), cause: .invalid(message))
    }
}
