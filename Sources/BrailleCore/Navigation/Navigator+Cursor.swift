/// The element cursor's state (``ElementCursor``) under the navigator's own names: read by the
/// bridge and the tests, changed only by the navigator.
extension Navigator {
    /// The screen and the focused element.
    public internal(set) var focus: Focus {
        get { cursor.focus }
        _modify { yield &cursor.focus }
    }

    /// The focused element's line (or book line, or chosen custom action) and the window shown on it.
    public internal(set) var viewport: Viewport {
        get { cursor.viewport }
        _modify { yield &cursor.viewport }
    }

    /// The line of the book's page shown (zero-based), when the focused element is a book.
    public internal(set) var bookLine: Int {
        get { cursor.bookLine }
        _modify { yield &cursor.bookLine }
    }

    /// Whether a book shows its own line (label, "book", page) instead of a page line: on
    /// entering it, and after LNUP from its first line.
    public internal(set) var showingBookTitle: Bool {
        get { cursor.showingBookTitle }
        _modify { yield &cursor.showingBookTitle }
    }

    /// What the increment, decrement, line and routing keys do now.
    public internal(set) var mode: Mode {
        get { cursor.mode }
        _modify { yield &cursor.mode }
    }

    /// Whether the focused element's line shows its hint.
    public internal(set) var showingHint: Bool {
        get { cursor.showingHint }
        _modify { yield &cursor.showingHint }
    }

    /// The text caret of the focused text field and its selection, shown as dots 7 and 8.
    public internal(set) var caret: Caret? {
        get { cursor.caret }
        _modify { yield &cursor.caret }
    }

    /// The cells typed on the braille keyboard into a field and not yet sent (see `Navigator+Typing`).
    public internal(set) var typing: PendingTyping? {
        get { cursor.typing }
        _modify { yield &cursor.typing }
    }

    /// The Zhuyin syllables typed into a field of a Chinese table and not yet committed, with their
    /// candidates (see `Navigator+Composing`).
    public internal(set) var composing: PendingComposition? {
        get { cursor.composing }
        _modify { yield &cursor.composing }
    }
}
