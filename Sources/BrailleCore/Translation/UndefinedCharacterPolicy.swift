/// What a table writes for a character it does not define (the `undefined` opcode).
///
/// Every policy writes at least one cell and every cell maps back to the undefined scalar, so both
/// position maps stay exact.
enum UndefinedCharacterPolicy: Sendable, Hashable {
    /// `undefined hex`: `\x` then the code point in at least four hex digits then `/`, each
    /// written with the table's own cells for `\`, `x`, the digits `0`–`9` (without numeric
    /// indicator) and the letters `a`–`f`.
    case hex(backslash: CellRef, x: CellRef, slash: CellRef, digits: [CellRef])
    /// `undefined escape OPEN BACKSLASH CLOSE`: OPEN, BACKSLASH, then `x` and four hex digits
    /// (up to U+FFFF), `y` and five (up to U+FFFFF) or `z` and six, then CLOSE; `x`, `y`, `z`,
    /// digits and `a`–`f` with the table's own cells. This is the form liblouis uses.
    case escape(open: CellRef, backslash: CellRef, close: CellRef, xyz: [CellRef], digits: [CellRef])
    /// `undefined DOTS…`: the same cells for every undefined character.
    case cells(CellRef)
}
