/// `possessive CHAR OPEN LETTER DOTS`: a closing quotation mark (`’`) after LETTER at the end of a
/// word while no OPEN (`‘`) is open before it closes no quotation: it is the apostrophe of a
/// plural possessive (UEB §7.6: `the dogs’ bones` → ⠮⠀⠙⠕⠛⠎⠄⠀⠃⠐⠕⠎, but `‘the boss’` closes
/// the quotation).
struct PossessiveMark: Sendable, Hashable {
    /// The opening mark that the character closes (`‘`).
    var open: UInt32
    /// The letter before it (lowercase; either case matches).
    var letter: UInt32
    /// Its cells as an apostrophe.
    var cells: CellRef
}

extension CompiledTable {
    /// The cells of the possessive mark at `i` (before `next`), if its rule holds there: after the
    /// rule's letter, with no letter or digit after it, and no opening mark left open before it.
    func possessiveForm(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
                        at i: Int, next: Int) -> CellRef? {
        guard let mark = possessives[scalars[i]], i > 0, CompiledTable.lowercased(scalars[i - 1]) == mark.letter else { return nil }
        if next < n {
            let following = flags[next] & CharacterFlag.classMask
            if isLetterFlags(flags[next]) || following == CharacterClass.digit.rawValue { return nil }
        }
        // Closing marks met on the way back close the opening marks before them.
        var depth = 0
        var k = i - 1
        while k >= 0 {
            if scalars[k] == scalars[i], !(k > 0 && isLetterFlags(flags[k - 1]) && k + 1 < n && isLetterFlags(flags[k + 1])) {
                depth += 1
            } else if scalars[k] == mark.open {
                if depth == 0 { return nil }
                depth -= 1
            }
            k -= 1
        }
        return mark.cells
    }
}
