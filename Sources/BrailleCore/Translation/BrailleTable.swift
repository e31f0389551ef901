// SCAFFOLDING: the public shape that the rest of the package codes against. The translator work
// (issue 2) replaces the body of this file and the placeholder engine with the compiled-table engine.

/// A compiled braille table, ready to translate.
public struct BrailleTable: Sendable {
    /// The bundled name, e.g. `en-ueb-g1`.
    public var name: String
    /// A BCP 47 language tag, e.g. `en`.
    public var language: String
    public var description: String

    /// Translates `text` into cells with both position maps.
    public func translate(_ text: String) -> Translation {
        var cells: [UInt8] = []
        var inputOffsetForCell: [Int] = []
        var cellOffsetForInput: [Int] = []
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            cellOffsetForInput.append(cells.count)
            cells.append(UInt8(truncatingIfNeeded: scalar.value))
            inputOffsetForCell.append(offset)
        }
        return Translation(cells: cells, inputOffsetForCell: inputOffsetForCell, cellOffsetForInput: cellOffsetForInput)
    }
}

/// The tables bundled in `Tables/`.
public enum TableCatalog {
    /// Loads a bundled table by name (`en-ueb-g1`) or a table file by path.
    public static func table(named name: String) throws -> BrailleTable {
        BrailleTable(name: name, language: "en", description: "placeholder")
    }

}
