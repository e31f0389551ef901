/// What one cell of a ``BrailleLine`` stands for: the element, the part of the line, and the
/// character within that part. A routing key over the cell leads here.
public struct CellTarget: Hashable, Sendable {
    /// The element's identifier; `nil` for a line that belongs to no element (a message).
    public var elementIdentifier: String?
    /// Which part of the line the cell belongs to.
    public var part: LinePart
    /// The offset, in Unicode scalars, into the text of ``part`` (into the label for `.label`,
    /// into the value for `.value`, ...).
    public var offset: Int

    public init(elementIdentifier: String?, part: LinePart, offset: Int) {
        self.elementIdentifier = elementIdentifier
        self.part = part
        self.offset = offset
    }
}
