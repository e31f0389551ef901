import BrailleCore
/// Which display key gives which `BrailleCommand`.
///
/// The defaults follow BRLTTY's own meanings (panning, line up/down, routing keys) and give
/// the rest of the bridge's commands keys BRLTTY users know: `HELP` for the hint, `SAY_ALL`
/// for continuous reading, the preferences-menu keys for adjusting and custom actions. A
/// binding file (see `KeyBindings(contentsOf:)` and docs/keys.md) overrides single keys.
public struct KeyBindings: Sendable, Equatable {
    /// The bindings, key by key. `ROUTE` is not in here: it always gives `.route(cell:)`.
    public private(set) var commands: [KeyName: BrailleCommand]

    public init(commands: [KeyName: BrailleCommand]) { self.commands = commands }

    /// The default bindings, in the order `--help` and docs/keys.md list them.
    public static let defaultList: [(key: String, command: BrailleCommand, summary: String)] = [
        ("FWINRT", .nextWindow, "next window; past the end, the next element (or page); pans a long message; leaves adjusting"),
        ("FWINLT", .previousWindow, "previous window; before the start, the previous element; leaves adjusting"),
        ("LNDN", .nextElement, "next element (in a book: next line); adjusting: decrement"),
        ("LNUP", .previousElement, "previous element (in a book: previous line); adjusting: increment"),
        ("TOP", .firstElement, "first element (already there: \"first element\")"),
        ("BOT", .lastElement, "last element (already there: \"last element\")"),
        ("ROUTE", .route(cell: 0), "routing key: activate, focus, place the caret; on a value: adjusting; on a mode word: leave the mode"),
        ("KEY_ENTER", .activate, "activate the focused element; action list: perform the action shown"),
        ("KEY_ESCAPE", .escape, "leave adjusting, the action list, the hint or a message"),
        ("MENU_NEXT_SETTING", .increment, "increment the adjustable value (enters no mode)"),
        ("MENU_PREV_SETTING", .decrement, "decrement the adjustable value (enters no mode)"),
        ("MENU_NEXT_ITEM", .nextCustomAction, "action list: next custom action (\"action 1/2: Delete\")"),
        ("MENU_PREV_ITEM", .previousCustomAction, "action list: previous custom action"),
        ("HELP", .hint, "show or hide the hint (\"hint: ...\")"),
        ("MUTE", .magicTap, "magic tap (the app's main action, e.g. play/pause)"),
        ("SAY_ALL", .toggleContinuousReading, "start or resume continuous reading; any key pauses it"),
        ("GUI_APP_ALERTS", .messageHistory, "the message history, newest first (\"history 1/5: ...\"); again: older"),
    ]

    /// BRLTTY's bindings as `defaultList` gives them.
    public static let `default`: KeyBindings = {
        var commands: [KeyName: BrailleCommand] = [:]
        for entry in defaultList where entry.key != "ROUTE" {
            commands[KeyName(bindingName: entry.key)!] = entry.command
        }
        return KeyBindings(commands: commands)
    }()

    /// The command for a key, or `nil` when the key is not bound.
    public func command(for key: BrlAPIKey) -> BrailleCommand? {
        if key.kind == .command && key.name == "ROUTE" { return .route(cell: key.argument) }
        return commands[KeyName(key)]
    }

    /// Binds `key` to `command`, or unbinds it when `command` is `nil`.
    public mutating func bind(_ key: KeyName, to command: BrailleCommand?) {
        commands[key] = command
    }
}
