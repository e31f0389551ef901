import BrailleCore

extension JSONValue {
    /// The value as compact JSON text (numbers that are whole print without a fraction).
    var jsonText: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let n):
            if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
            return "\(n)"
        case .string(let text): return json(text)
        case .array(let items): return "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { json($0.key) + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
        }
    }
}
