/// A text caret placed with a routing key: before the character at ``offset`` of an element's
/// ``part`` text.
///
/// The display shows it as dots 7 and 8 under the cell of that character (under the cell that
/// holds it, when a contraction puts several characters in one cell).
public struct Caret: Hashable, Sendable {
    /// The element whose text holds the caret.
    public var identifier: String
    /// The part of the line whose text holds it (``LinePart/value`` for a text field's text).
    public var part: LinePart
    /// The offset in Unicode scalars into the part's text.
    public var offset: Int
    /// The selected characters of the part's text (Unicode scalars), shown with dots 7 and 8
    /// under each of their cells instead of the caret; `nil` or empty: no selection.
    public var selection: Range<Int>?

    public init(identifier: String, part: LinePart, offset: Int, selection: Range<Int>? = nil) {
        self.identifier = identifier
        self.part = part
        self.offset = offset
        self.selection = selection
    }
}
