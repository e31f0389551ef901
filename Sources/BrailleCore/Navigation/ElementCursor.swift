/// The reader's place among the app's elements: the focused element, the line shown for it (a
/// book's line, a mode's line) with the window on it, the caret of a text field and what is being
/// typed into it. The ``Navigator`` lays its lines out (it has the presenter and the width); the
/// cursor holds the place and checks that it is one.
struct ElementCursor: Sendable {
    /// The screen and the focused element.
    var focus: Focus
    /// The focused element's line (or book line, or chosen custom action) and the window shown on it.
    var viewport: Viewport
    /// The line of the book's page shown (zero-based), when the focused element is a book.
    var bookLine = 0
    /// Whether a book shows its own line (label, "book", page) instead of a page line: on
    /// entering it, so the reader knows which book and page before reading it, and after LNUP
    /// from its first line.
    var showingBookTitle = false
    /// What the increment, decrement, line and routing keys do now.
    var mode: Navigator.Mode = .browsing
    /// Whether the focused element's line shows its hint.
    var showingHint = false
    /// The text caret of the focused text field (after its text on entering it, then where the
    /// app's `caretMoved` or a routing key puts it), shown as dots 7 and 8 under its cell, and
    /// its selection (`selectionChanged`), dots 7 and 8 under every selected character.
    var caret: Caret?
    /// Whether ``caret`` is where the navigator takes it to be (after the text of a field just
    /// focused) rather than where the app or a routing key put it; the app's first report of it
    /// then shows its window even at the same offset.
    var caretAssumed = false
    /// The cells typed on the braille keyboard into a field and not yet sent (see `Navigator+Typing`).
    var typing: Navigator.PendingTyping?
    /// The Zhuyin syllables typed into a field of a Chinese table and not yet committed, with their
    /// candidates (see `Navigator+Composing`).
    var composing: Navigator.PendingComposition?
    /// Set when the last command reported the end of the book, so the next forward move leaves it.
    var endOfBookReported = false
    /// The first cell of the element's window when the message history opened, shown again when it closes.
    var cellBeforeReview = 0

    /// Checks, in debug builds: the window is `width` cells and the viewport's own invariants
    /// hold; the line belongs to the focused element (or to no element); the book line, the
    /// chosen custom action and the caret exist.
    func _checkInvariants(width: Int) {
        #if DEBUG
        precondition(viewport.width == width, "viewport width \(viewport.width) on \(width) text cells")
        viewport._checkInvariants()
        let id = focus.focusedIdentifier
        precondition(viewport.line.targets.allSatisfy { $0.elementIdentifier == nil || $0.elementIdentifier == id },
                     "the line shows another element than the focused \(id ?? "nil")")
        if let book = focus.focused?.element.book {
            precondition(bookLine >= 0 && bookLine < Swift.max(book.page.lines.count, 1), "book line \(bookLine) out of \(book.page.lines.count)")
        } else {
            precondition(bookLine == 0, "a book line \(bookLine) on an element without a book")
        }
        if case .choosingAction(let index) = mode {
            precondition(focus.focused?.element.customActions.indices.contains(index) ?? false, "custom action \(index) does not exist")
        }
        if let caret { precondition(caret.offset >= 0, "caret offset \(caret.offset)") }
        #endif
    }
}
