extension JSONValue {
    /// The value as JSON text: compact, members in order, non-ASCII characters as they are,
    /// control characters (C0, DEL, C1, U+2028 and U+2029: ``PrintableText/isControl(_:)``)
    /// escaped, so that a line written on a terminal or a transcript cannot drive it. Whole numbers print without a decimal point.
    ///
    /// ```swift
    /// JSONValue.object([.init(key: "a", value: .number(1))]).serialized()   // {"a":1}
    /// ```
    package func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += Adjustable.numberText(number)
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(member.key, to: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where PrintableText.isControl(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
