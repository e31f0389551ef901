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
    var jsonLine: String? {
        jsonValue?.serialized()
    }

    /// The effect as JSON, written by BrailleCore's one JSON writer.
    private var jsonValue: JSONValue? {
        func object(_ members: [(String, JSONValue)]) -> JSONValue {
            .object(members.map { JSONValue.Member(key: $0.0, value: $0.1) })
        }
        switch self {
        case .bell, .nextTable, .settingChanged:
            return nil
        case .endOfBook(let identifier):
            return object([("event", .string("endOfBook")), ("identifier", .string(identifier))])
        case .appAction(let identifier, let action):
            var members: [(String, JSONValue)] = [("action", .string(action.name))]
            if let identifier { members.append(("identifier", .string(identifier))) }
            switch action {
            case .activate, .beginAdjusting, .magicTap, .scrollToVisible: break
            case .increment(let value), .decrement(let value): members.append(("value", .string(value)))
            case .customAction(let name): members.append(("name", .string(name)))
            case .scrollForward(let page), .scrollBackward(let page): members.append(("page", .number(Double(page))))
            case .setCaret(let part, let offset):
                members += [("part", .string(part.rawValue)), ("offset", .number(Double(offset)))]
            }
            return object(members)
        case .keyInput(let identifier, let input):
            switch input {
            case .insertText(let text):
                return object([("action", .string("insertText")), ("identifier", .string(identifier)), ("text", .string(text))])
            case .deleteBackward:
                return object([("action", .string("deleteBackward")), ("identifier", .string(identifier))])
            case .submit:
                return object([("action", .string("submit")), ("identifier", .string(identifier))])
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
        case .scrollToVisible: "scrollToVisible"
        case .setCaret: "setCaret"
        }
    }
}
