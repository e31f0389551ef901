/// A display key as BRLTTY names it: a command (`FWINRT`, `ROUTE`) or a keyboard key
/// (`KEY_ENTER`).
///
/// Keyboard keys are written with BRLTTY's `KEY_` names (as in its key tables and the vr
/// driver); BrlAPI reports them as X keysyms, so `KEY_ENTER` matches the keysym `LINEFEED`.
struct KeyName: Hashable, Sendable, CustomStringConvertible {
    /// Command or keyboard key.
    var kind: BrlAPIKey.Kind
    /// For a command, BRLTTY's command name; for a keyboard key, BrlAPI's keysym name.
    var name: String

    init(kind: BrlAPIKey.Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// Parses a name as a binding file writes it: `FWINRT`, `route`, `KEY_ENTER`
    /// (case-insensitive). Returns `nil` for an unknown `KEY_` name.
    init?(bindingName: String) {
        let upper = bindingName.uppercased()
        if upper.hasPrefix("KEY_") {
            let key = String(upper.dropFirst(4))
            if let keysym = Self.keysymForKey[key] {
                self.init(kind: .keysym, name: keysym)
            } else if key.hasPrefix("FUNCTION_"), let number = Int(key.dropFirst(9)), (1...35).contains(number) {
                self.init(kind: .keysym, name: "F\(number)")
            } else {
                return nil
            }
        } else {
            guard !upper.isEmpty, upper.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            self.init(kind: .command, name: upper)
        }
    }

    /// The key of a received BrlAPI key.
    init(_ key: BrlAPIKey) { self.init(kind: key.kind, name: key.name) }

    var description: String {
        guard kind == .keysym else { return name }
        if let key = Self.keysymForKey.first(where: { $0.value == name })?.key { return "KEY_" + key }
        if name.hasPrefix("F"), Int(name.dropFirst()) != nil { return "KEY_FUNCTION_" + name.dropFirst() }
        return name
    }

    /// BRLTTY's keyboard key names (without `KEY_`) and the keysym names BrlAPI reports.
    static let keysymForKey: [String: String] = [
        "ENTER": "LINEFEED", "TAB": "TAB", "BACKSPACE": "BACKSPACE", "ESCAPE": "ESCAPE",
        "CURSOR_LEFT": "LEFT", "CURSOR_RIGHT": "RIGHT", "CURSOR_UP": "UP", "CURSOR_DOWN": "DOWN",
        "PAGE_UP": "PAGE_UP", "PAGE_DOWN": "PAGE_DOWN", "HOME": "HOME", "END": "END",
        "INSERT": "INSERT", "DELETE": "DELETE",
    ]
}
