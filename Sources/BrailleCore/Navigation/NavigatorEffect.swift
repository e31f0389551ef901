/// What a ``Navigator`` asks of the world besides the cells it shows: an action for the app, or a
/// notice for the user.
///
/// ```swift
/// navigator.handle(.route(cell: 0), now: now)   // [.appAction(identifier: "start", action: .activate)]
/// ```
public enum NavigatorEffect: Hashable, Sendable {
    /// The app must carry out `action` on the element with `identifier` (`nil` for an action on
    /// the app as a whole, the magic tap).
    case appAction(identifier: String?, action: AppAction)
    /// The command could do nothing (the first or last element, a value at its limit, no custom
    /// actions): a display may beep or flash.
    case bell
    /// Reading past the last page of the book in the element with `identifier`: the book has
    /// ended. The navigator also flashes a localized "end of book" message.
    case endOfBook(identifier: String)
    /// The reader typed into the text or search field with `identifier`: the app edits its text at
    /// its caret (as UIKeyInput's `insertText(_:)` and `deleteBackward()` do, or a form's submit).
    case keyInput(identifier: String, input: KeyInput)
    /// The reader asked for the next of their tables (``BrailleCommand/nextTable``): the bridge
    /// changes the presenter's table, lays the line out again and says which table it is.
    case nextTable
    /// The reader changed a setting on the preferences ``Panel``: `name` is the preferences
    /// file's (`reading-speed`), `value` as the file writes it (`12`). The bridge applies it at
    /// once and saves it.
    case settingChanged(name: String, value: String)
}

/// Text entry for the focused field, from the braille keyboard (see ``Navigator`` and
/// `docs/keys.md`): UIKeyInput's methods, and Enter.
public enum KeyInput: Hashable, Sendable {
    /// Insert `text` at the caret (a finished word back-translated, a space).
    case insertText(String)
    /// Delete the character before the caret (Backspace with no typed cells pending).
    case deleteBackward
    /// Enter: the field's text is done (send the message, run the search).
    case submit
}

/// An action the app carries out, as UIAccessibility names them.
public enum AppAction: Hashable, Sendable {
    /// `accessibilityActivate`: press the button, follow the link, activate the element.
    case activate
    /// `accessibilityIncrement`; `value` is the element's new value text.
    case increment(value: String)
    /// `accessibilityDecrement`; `value` is the element's new value text.
    case decrement(value: String)
    /// The user starts adjusting the element's value (a routing key over the value).
    case beginAdjusting
    /// Perform the element's custom action with this identifier (``CustomAction/identifier``).
    case customAction(name: String)
    /// `accessibilityPerformMagicTap`: the app's most important action (play/pause, answer).
    case magicTap
    /// `accessibilityScroll(.next)` on a book: the app shows the next page, `page` (zero-based).
    case scrollForward(page: Int)
    /// `accessibilityScroll(.previous)` on a book: the app shows the previous page, `page` (zero-based).
    case scrollBackward(page: Int)
    /// `accessibilityScrollToVisible`: the app scrolls its view so the element is on screen (a
    /// document's block the reader arrived at: the document's page turn).
    case scrollToVisible
    /// Place the text caret before the character at `offset` (Unicode scalars) of the element's
    /// `part` text (its value, usually).
    case setCaret(part: LinePart, offset: Int)
}
