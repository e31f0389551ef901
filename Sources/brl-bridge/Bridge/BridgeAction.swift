import BrailleCore

/// What the user asked the app to do, written by the bridge as one JSON line on stdout.
///
///     {"action":"activate","identifier":"start"}
///     {"action":"setCaret","identifier":"name","part":"value","offset":3}
public enum BridgeAction: Hashable, Sendable {
    /// Activate the element (`accessibilityActivate`): a button, a link, or the focused element.
    case activate(identifier: String)
    /// Place the text caret at `offset` (Unicode scalars) of the element's `part` text.
    case setCaret(identifier: String, part: LinePart, offset: Int)
    /// The user starts adjusting the element's value with the increment/decrement keys.
    case beginAdjusting(identifier: String)
    /// The element's value was incremented or decremented; `value` is its new text.
    case increment(identifier: String, value: String)
    case decrement(identifier: String, value: String)
    /// Perform the element's custom action with this identifier.
    case customAction(identifier: String, action: String)
    /// The magic tap: the app's most important action.
    case magicTap
    /// A page of the element's book was turned (to the zero-based `page`).
    case turnPage(identifier: String, page: Int)

    /// The action as one line of JSON, keys in a fixed order.
    public var jsonLine: String {
        switch self {
        case .activate(let id): return #"{"action":"activate","identifier":\#(json(id))}"#
        case .setCaret(let id, let part, let offset):
            return #"{"action":"setCaret","identifier":\#(json(id)),"part":"\#(part.rawValue)","offset":\#(offset)}"#
        case .beginAdjusting(let id): return #"{"action":"beginAdjusting","identifier":\#(json(id))}"#
        case .increment(let id, let value):
            return #"{"action":"increment","identifier":\#(json(id)),"value":\#(json(value))}"#
        case .decrement(let id, let value):
            return #"{"action":"decrement","identifier":\#(json(id)),"value":\#(json(value))}"#
        case .customAction(let id, let action):
            return #"{"action":"customAction","identifier":\#(json(id)),"name":\#(json(action))}"#
        case .magicTap: return #"{"action":"magicTap"}"#
        case .turnPage(let id, let page): return #"{"action":"turnPage","identifier":\#(json(id)),"page":\#(page)}"#
        }
    }
}

/// A JSON string literal for `text`.
func json(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
