import BrailleCore

/// Every navigator command the bridge offers, once: its name in key files (`nextWindow`), its
/// name in scripts (`pan-right`) and what it does, in the words `--help`, the script's `help`
/// and docs/keys.md show. Key bindings, chords and script commands name commands from here.
enum CommandCatalog {
    struct Entry {
        let command: BrailleCommand
        /// The name in key-binding files (docs/keys.md).
        let fileName: String
        /// The name in scripts (docs/terminal.md); `nil` for commands a script writes otherwise.
        let scriptName: String?
        let summary: String
    }

    static let entries: [Entry] = [
        Entry(command: .nextWindow, fileName: "nextWindow", scriptName: "pan-right",
              summary: "next window; past the end, the next element (or page); pans a long message; leaves adjusting"),
        Entry(command: .previousWindow, fileName: "previousWindow", scriptName: "pan-left",
              summary: "previous window; before the start, the previous element; leaves adjusting"),
        Entry(command: .nextElement, fileName: "nextElement", scriptName: "next",
              summary: "next element (in a book: next line); adjusting: decrement"),
        Entry(command: .previousElement, fileName: "previousElement", scriptName: "previous",
              summary: "previous element (in a book: previous line); adjusting: increment"),
        Entry(command: .firstElement, fileName: "firstElement", scriptName: "top",
              summary: "first element (already there: \"first element\")"),
        Entry(command: .lastElement, fileName: "lastElement", scriptName: "bottom",
              summary: "last element (already there: \"last element\")"),
        Entry(command: .route(cell: 0), fileName: "route", scriptName: nil,
              summary: "routing key: activate, focus, place the caret; on a value: adjusting; on a mode word: leave the mode"),
        Entry(command: .activate, fileName: "activate", scriptName: "activate",
              summary: "activate the focused element; action list: perform the action shown"),
        Entry(command: .escape, fileName: "escape", scriptName: "escape",
              summary: "leave adjusting, the action list, the hint or a message"),
        Entry(command: .increment, fileName: "increment", scriptName: "increment",
              summary: "increment the adjustable value (enters no mode)"),
        Entry(command: .decrement, fileName: "decrement", scriptName: "decrement",
              summary: "decrement the adjustable value (enters no mode)"),
        Entry(command: .nextCustomAction, fileName: "nextCustomAction", scriptName: "action",
              summary: "action list: next custom action (\"action 1/2: Delete\")"),
        Entry(command: .previousCustomAction, fileName: "previousCustomAction", scriptName: "previous-action",
              summary: "action list: previous custom action"),
        Entry(command: .hint, fileName: "hint", scriptName: "hint", summary: "show or hide the hint (\"hint: ...\")"),
        Entry(command: .magicTap, fileName: "magicTap", scriptName: "magic-tap",
              summary: "magic tap (the app's main action, e.g. play/pause)"),
        Entry(command: .messageHistory, fileName: "messageHistory", scriptName: "messages",
              summary: "the message history, newest first (\"history 1/5: ...\"); again: older"),
        Entry(command: .toggleContinuousReading, fileName: "toggleContinuousReading", scriptName: "read",
              summary: "start or resume continuous reading; any key pauses it"),
        Entry(command: .type(cell: 0), fileName: "type", scriptName: nil,
              summary: "typed dots: in a text or search field, text at the caret (sent as each word ends); space alone: a space"),
        Entry(command: .typeSpace, fileName: "typeSpace", scriptName: "space",
              summary: "the braille keyboard's space bar (ends the word typed)"),
        Entry(command: .deleteBackward, fileName: "deleteBackward", scriptName: "backspace",
              summary: "in a text field: remove the last typed cell not yet sent, else delete a character"),
    ]

    /// The entry of `command` (any cell for `route` and `type`).
    static func entry(_ command: BrailleCommand) -> Entry {
        switch command {
        case .route: return entries.first { if case .route = $0.command { true } else { false } }!
        case .type: return entries.first { if case .type = $0.command { true } else { false } }!
        default: return entries.first { $0.command == command }!
        }
    }
}
