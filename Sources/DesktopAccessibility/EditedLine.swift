/// The line a text editor shows on the display: an editable multi-line text (GTK's text view, a
/// Qt text edit) is a text field whose value is the line with the caret, not the whole text. The
/// caret, the selection and a routing key count within that line; the worker moves them by
/// ``start`` to and from the app's offsets in the whole text.
struct EditedLine: Equatable, Sendable {
    /// The line's characters, without its line break.
    var text: String
    /// Where the line starts in the whole text, in characters (Unicode scalars, as AT-SPI counts).
    var start: Int

    /// Whether an object with `role` and `states` is an editor, read line by line.
    static func isEditor(role: DesktopRole, states: DesktopStates) -> Bool {
        role.holdsEditableText && states.contains(.multiLine) && states.contains(.editable)
    }

    /// The app's `offset` in the whole text as an offset in this line (clamped to it).
    func offsetInLine(_ offset: Int) -> Int {
        Swift.min(Swift.max(offset - start, 0), text.unicodeScalars.count)
    }

    /// The part of the app's selection `range` that lies on this line, in the line's offsets;
    /// `nil` when none of it does.
    func rangeInLine(_ range: Range<Int>) -> Range<Int>? {
        let end = start + text.unicodeScalars.count
        let lower = Swift.max(range.lowerBound, start), upper = Swift.min(range.upperBound, end)
        guard lower < upper else { return nil }
        return (lower - start)..<(upper - start)
    }
}
