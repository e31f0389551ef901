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

/// The quotations left open before a position of the text, for each `possessive` mark, counted
/// from the text's start as the forward pass moves on: each scalar is counted once in a
/// translation, so the marks of a long line cost linear time, not a scan back at each.
struct OpenQuotations {
    /// How far the text is counted.
    private var counted = 0
    /// The open quotations before ``counted``, by closing mark.
    private var open: [UInt32: Int] = [:]

    /// Whether a quotation that `mark` (the closing scalar `closing`) would close is open before
    /// `i`: an opening mark not matched by a closing one after it. A closing mark between two
    /// letters is an apostrophe inside a word (`don’t`) and closes nothing. `i` only grows
    /// between calls.
    mutating func isOpen(before i: Int, closing: UInt32, in table: CompiledTable,
                         _ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int) -> Bool {
        while counted < i {
            let k = counted
            counted += 1
            let scalar = scalars[k]
            if table.possessives[scalar] != nil {
                let inWord = k > 0 && table.isLetterFlags(flags[k - 1]) && k + 1 < n && table.isLetterFlags(flags[k + 1])
                if !inWord, let depth = open[scalar], depth > 0 { open[scalar] = depth - 1 }
            }
            for (close, mark) in table.possessives where mark.open == scalar {
                open[close, default: 0] += 1
            }
        }
        return open[closing, default: 0] > 0
    }
}

extension CompiledTable {
    /// The cells of the possessive mark at `i` (before `next`), if its rule holds there: after the
    /// rule's letter, with no letter or digit after it, and no opening mark left open before it.
    func possessiveForm(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
                        at i: Int, next: Int, quotations: inout OpenQuotations) -> CellRef? {
        guard let mark = possessives[scalars[i]], i > 0, CompiledTable.lowercased(scalars[i - 1]) == mark.letter else { return nil }
        if next < n {
            let following = flags[next] & CharacterFlag.classMask
            if isLetterFlags(flags[next]) || following == CharacterClass.digit.rawValue { return nil }
        }
        if quotations.isOpen(before: i, closing: scalars[i], in: self, scalars, flags, n) { return nil }
        return mark.cells
    }
}
