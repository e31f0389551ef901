/// Cells typed on a braille keyboard that are not yet sent as text.
///
/// In UEB a cell's meaning depends on what follows it, so typed cells are collected and read back
/// as a word is finished (`finishWord`). An editor shows `pending` under the caret as typed.
///
/// ```swift
/// var typing = TypedCells(table: try TableCatalog.table(named: "en-ueb-g1"))
/// typing.append(0x20); typing.append(0x13)           // ⠠⠓
/// typing.finishWord().text                           // "H"
/// ```
public struct TypedCells: Sendable {
    /// The cells typed since the last finished word.
    public private(set) var pending: [UInt8] = []
    private let reader: BackTranslator

    /// Starts collecting cells for `table`.
    public init(table: BrailleTable) {
        reader = BackTranslator(table: table)
    }

    /// Adds one typed cell.
    public mutating func append(_ cell: UInt8) { pending.append(cell) }

    /// Removes the last pending cell; `false` when there was none (then the app should delete a
    /// character itself).
    public mutating func deleteBackward() -> Bool {
        pending.popLast() != nil
    }

    /// The pending cells read as they stand, without clearing them (for a preview).
    public var preview: BackTranslation { reader.backTranslate(pending) }

    /// Reads the pending cells back into text (with the map from text to those cells) and clears them.
    public mutating func finishWord() -> BackTranslation {
        defer { pending.removeAll() }
        return reader.backTranslate(pending)
    }
}
