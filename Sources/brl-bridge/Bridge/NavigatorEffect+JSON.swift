import BrailleCore

extension NavigatorEffect {
    /// The effect as one line of JSON for the app on stdout, keys in a fixed order; `nil` for
    /// effects that are for the user, not the app (the bell).
    ///
    ///     {"action":"activate","identifier":"start"}
    ///     {"action":"setCaret","identifier":"name","part":"value","offset":3}
    ///     {"action":"scrollForward","identifier":"page","page":1}
    ///     {"event":"endOfBook","identifier":"page"}
    ///     {"action":"insertText","identifier":"new-task","text":"Hello,"}
    public var jsonLine: String? {
        switch self {
        case .bell:
            return nil
        case .endOfBook(let identifier):
            return #"{"event":"endOfBook","identifier":\#(json(identifier))}"#
        case .appAction(let identifier, let action):
            var line = #"{"action":"\#(action.name)""#
            if let identifier { line += #","identifier":\#(json(identifier))"# }
            switch action {
            case .activate, .beginAdjusting, .magicTap: break
            case .increment(let value), .decrement(let value): line += #","value":\#(json(value))"#
            case .customAction(let name): line += #","name":\#(json(name))"#
            case .scrollForward(let page), .scrollBackward(let page): line += #","page":\#(page)"#
            case .setCaret(let part, let offset): line += #","part":"\#(part.rawValue)","offset":\#(offset)"#
            }
            return line + "}"
        case .keyInput(let identifier, let input):
            switch input {
            case .insertText(let text):
                return #"{"action":"insertText","identifier":\#(json(identifier)),"text":\#(json(text))}"#
            case .deleteBackward:
                return #"{"action":"deleteBackward","identifier":\#(json(identifier))}"#
            case .submit:
                return #"{"action":"submit","identifier":\#(json(identifier))}"#
            }
        }
    }
}

extension AppAction {
    /// The action's name in JSON, as UIAccessibility's method names it without `accessibility`.
    var name: String {
        switch self {
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .beginAdjusting: "beginAdjusting"
        case .customAction: "customAction"
        case .magicTap: "magicTap"
        case .scrollForward: "scrollForward"
        case .scrollBackward: "scrollBackward"
        case .setCaret: "setCaret"
        }
    }
}

/// A JSON string literal for `text` (BrailleCore's JSON writer does the escaping).
func json(_ text: String) -> String {
    JSONValue.string(text).serialized()
}
