/// The braille cells produced for a text, with the maps between text positions and cells.
///
/// Positions in the text are counted in **Unicode scalars** (`String.unicodeScalars`), never in
/// `String.Index`, grapheme clusters or UTF-8 bytes.
public struct Translation: Hashable, Sendable {
    /// The cells, dots 1–8 as bits 0–7 (the bit order of BrlAPI and of U+2800 + n).
    public var cells: [UInt8]

    /// For each cell, the scalar offset in the input it came from. Non-decreasing.
    public var inputOffsetForCell: PositionMap

    /// For each input scalar, the index of its first cell; a scalar that produced no cell of its own
    /// maps to the cell of the scalar it was translated with. Non-decreasing, `count` equals the
    /// number of input scalars.
    public var cellOffsetForInput: PositionMap

    /// Creates a translation from cells and both maps (the caller keeps them consistent).
    public init(cells: [UInt8], inputOffsetForCell: PositionMap, cellOffsetForInput: PositionMap) {
        self.cells = cells
        self.inputOffsetForCell = inputOffsetForCell
        self.cellOffsetForInput = cellOffsetForInput
    }
}
