/// A user command from a braille display, named after what it asks the navigator to do.
///
/// Displays (BrlAPI, the terminal) decode their keys into these values; the `Navigator` gives
/// them meaning. Each case's documentation names the BRLTTY command it is bound to by default
/// (see `docs/keys.md`; a key-binding file can change the bindings).
public enum BrailleCommand: Hashable, Sendable {
    /// The next window of the line; past its end, the first window of the next element
    /// (in a book, past the last window of the page, the next page). BRLTTY `FWINRT`.
    case nextWindow
    /// The previous window of the line; before its start, the last window of the previous
    /// element. BRLTTY `FWINLT`.
    case previousWindow
    /// The next element in reading order (in a book, the next line). BRLTTY `LNDN`.
    case nextElement
    /// The previous element in reading order (in a book, the previous line). BRLTTY `LNUP`.
    case previousElement
    /// The first element. BRLTTY `TOP`.
    case firstElement
    /// The last element. BRLTTY `BOT`.
    case lastElement
    /// The next (`.forward`) or previous element of a kind: heading, link, form field,
    /// paragraph (``StructureKind``). BRLTTY has commands for paragraphs only (`NXPGRPH`,
    /// `PRPGRPH`); the others are chords of the braille keyboard (docs/keys.md).
    case structure(StructureKind, Direction)
    /// A routing key over a cell of the window; `cell` counts from 0 at the leftmost cell.
    /// The cell's target decides: activate a button or link, focus a container's child, place
    /// the caret in text, start adjusting a value. BRLTTY `ROUTE n`.
    case route(cell: Int)
    /// Activate the focused element (or perform the selected custom action). Keyboard `KEY_ENTER`.
    case activate
    /// Leave the current mode (adjusting, the custom-action list, a message, the key help, the
    /// preferences). Keyboard `KEY_ESCAPE`.
    case escape
    /// Increment the value of the adjustable element. BRLTTY `MENU_NEXT_SETTING`.
    case increment
    /// Decrement the value of the adjustable element. BRLTTY `MENU_PREV_SETTING`.
    case decrement
    /// Select the next custom action of the focused element. BRLTTY `MENU_NEXT_ITEM`.
    case nextCustomAction
    /// Select the previous custom action of the focused element. BRLTTY `MENU_PREV_ITEM`.
    case previousCustomAction
    /// Show the focused element's hint. BRLTTY `DESCCHAR`.
    case hint
    /// The magic tap: the app's most important action (play/pause, answer). BRLTTY `MUTE`.
    case magicTap
    /// Start or resume continuous reading (any key pauses it). BRLTTY `SAY_ALL`.
    case toggleContinuousReading
    /// Show the message history, newest first; pressed again, the next older message.
    /// BRLTTY `GUI_APP_ALERTS`.
    case messageHistory
    /// A cell typed on the braille keyboard (dots 1–8 as bits 0–7, never blank): in a text or
    /// search field it is collected and sent as text when the word ends (in a Chinese field it is
    /// composed into characters: `Navigator+Composing`). BRLTTY `PASSDOTS`.
    case type(cell: UInt8)
    /// The space bar alone: ends the word typed and inserts a space; while Chinese is composed,
    /// commits the first candidate instead. BRLTTY `PASSDOTS` with no dots.
    case typeSpace
    /// Backspace: removes the last typed cell not yet sent, else asks the app to delete a
    /// character. Keyboard `KEY_BACKSPACE`.
    case deleteBackward
    /// Open the key help (every key in effect and what it does, a ``Panel``), or leave it.
    /// BRLTTY `HELP`.
    case keyHelp
    /// Open the preferences (a ``Panel`` of settings changed on the display), or leave them.
    /// BRLTTY `PREFMENU`.
    case preferences
    /// Write with the next of the reader's tables (the bridge cycles them). BRLTTY `CONTRACTED`.
    case nextTable
}
