/// Print text read back from braille cells, with the maps between cells and text.
///
/// Positions in the text count Unicode scalars (`text.unicodeScalars`).
public struct BackTranslation: Hashable, Sendable {
    /// The print text.
    public var text: String
    /// For each text scalar, the index of the first cell it was read from. Non-decreasing.
    public var cellOffsetForText: [Int]
    /// For each cell, the text scalar offset it produced (an indicator maps to the scalar after it,
    /// or to the text's end). Non-decreasing, `count` equals the number of cells.
    public var textOffsetForCell: [Int]
    /// The cells the table gives no reading, in order: each is in ``text`` as its dot numbers
    /// between a backslash and a slash (`⠿` is `\123456/`), as liblouis writes it.
    public var unreadCells: [Int]

    /// Creates a back-translation from text and both maps (the caller keeps them consistent).
    public init(text: String, cellOffsetForText: [Int], textOffsetForCell: [Int], unreadCells: [Int] = []) {
        self.text = text
        self.cellOffsetForText = cellOffsetForText
        self.textOffsetForCell = textOffsetForCell
        self.unreadCells = unreadCells
    }
}

extension BrailleTable {
    /// Reads `cells` back into print with this table (the reverse of `translate`).
    ///
    /// Derived from the table's forward data: each cell sequence reads as the character the table
    /// writes with it, and the table's indicators (capital, capitals word and passage and their
    /// terminator, number sign, letter sign, numeric space) are undone. A cell the table never
    /// writes stays in its place as its dot numbers, `\123456/` (as liblouis writes it), and is
    /// listed in ``BackTranslation/unreadCells``.
    ///
    /// - Complexity: O(n) in the number of cells (times the longest cell sequence of a character).
    public func backTranslate(_ cells: [UInt8]) -> BackTranslation {
        BackTranslator(table: self).backTranslate(cells)
    }
}
