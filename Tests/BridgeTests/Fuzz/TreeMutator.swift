import BrailleCore

/// Mutates a valid JSON document in its structure, so that most results are still JSON and reach
/// the readers' checks beyond the syntax: leaves replaced by awkward values (control characters,
/// huge and negative numbers, wrong types, trait and language names that almost exist), members
/// removed or repeated, array elements repeated (duplicate identifiers), arrays nested.
struct TreeMutator {
    static let awkwardValues: [JSONValue] = [
        .null, .bool(true), .number(-1), .number(0), .number(1e308), .number(-1e308), .number(0.5), .number(9_007_199_254_740_992),
        .string(""), .string("\u{1B}[2J\u{1B}]0;pwned\u{7}"), .string("line\nbreak"), .string("button"), .string("adjustable"),
        .string("textField"), .string("buton"), .string("zh-TW"), .string("de"), .string("x-klingon"), .string("zh-CN"),
        .string(String(repeating: "long ", count: 2000)), .string("中文說明"), .string("😀\u{301}"),
        .array([]), .array([.string("button"), .string("selected"), .string("header")]), .object([]),
        .object([JSONValue.Member(key: "x", value: .number(0)), JSONValue.Member(key: "y", value: .number(-5)),
                 JSONValue.Member(key: "width", value: .number(1e9)), JSONValue.Member(key: "height", value: .number(0))]),
    ]

    func mutate(_ value: JSONValue, using rng: inout SeededGenerator) -> JSONValue {
        var value = value
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            var visited = 0
            let target = Int.random(in: 0..<max(count(value), 1), using: &rng)
            value = mutate(value, target: target, visited: &visited, using: &rng)
        }
        return value
    }

    private func count(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
        case .object(let members): 1 + members.reduce(0) { $0 + count($1.value) }
        default: 1
        }
    }

    private func mutate(_ value: JSONValue, target: Int, visited: inout Int, using rng: inout SeededGenerator) -> JSONValue {
        defer { visited += 1 }
        if visited == target { return change(value, using: &rng) }
        switch value {
        case .array(var items):
            visited += 1
            for i in items.indices { items[i] = mutate(items[i], target: target, visited: &visited, using: &rng) }
            visited -= 1
            return .array(items)
        case .object(var members):
            visited += 1
            for i in members.indices { members[i].value = mutate(members[i].value, target: target, visited: &visited, using: &rng) }
            visited -= 1
            return .object(members)
        default:
            return value
        }
    }

    private func change(_ value: JSONValue, using rng: inout SeededGenerator) -> JSONValue {
        switch value {
        case .array(var items) where !items.isEmpty && Bool.random(using: &rng):
            let i = Int.random(in: items.indices, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: items.insert(contentsOf: Array(repeating: items[i], count: Int.random(in: 1...200, using: &rng)), at: i)
            case 1: items.remove(at: i)
            default: items[i] = .array([items[i]])
            }
            return .array(items)
        case .object(var members) where !members.isEmpty && Bool.random(using: &rng):
            let i = Int.random(in: members.indices, using: &rng)
            if Bool.random(using: &rng) { members.remove(at: i) } else { members.append(members[i]) }
            return .object(members)
        case .string where Int.random(in: 0..<4, using: &rng) > 0:
            // Most of the time a value of the same type, so that the document stays loadable.
            return Self.awkwardValues.filter { if case .string = $0 { true } else { false } }.randomElement(using: &rng)!
        case .number where Int.random(in: 0..<4, using: &rng) > 0:
            return .number([0, 1, -1, 0.5, 1e6, 1e308, 3].randomElement(using: &rng)!)
        default:
            return Self.awkwardValues.randomElement(using: &rng)!
        }
    }
}
