/// Indicators repeated where a window starts inside a word, as a transcriber repeats them after
/// a line break: `1234567` cut after `1234` goes on as `⠼⠑⠋⠛`, not `⠑⠋⠛` (which reads "efg"),
/// and `INSPECTORWINDOW` cut after `INSPECTOR` goes on with the capitals-word indicator.
extension BrailleLine {
    /// How many scalars of the rest of the word are translated to find a character's indicator:
    /// enough for the context a number or a run of capitals depends on, and linear in the line.
    static let restatementContext = 8

    /// For every cell that starts a character inside a word (the cell before it is not blank and
    /// stands for another character) and whose character is a capital letter, a digit or follows
    /// a digit, the cells the table writes before that character when the rest of the word is
    /// translated on its own, beyond those the line has for it.
    ///
    /// The rule is the table's own: the rest of the word (up to ``restatementContext`` scalars) is
    /// translated alone; when its first character's cells end with the line's cells for it and
    /// are longer, the extra leading cells are the restatement (`⠼` for a digit inside a number,
    /// `⠠⠠` for a capital inside a word in capitals). Characters that read the same alone
    /// (lowercase letters, a Zhuyin syllable) get none.
    /// - Complexity: O(*n* · ``restatementContext``) in the number of scalars.
    static func restatements(text: String, translation: Translation, table: BrailleTable) -> [Int: [UInt8]] {
        let cells = translation.cells
        let owners = translation.inputOffsetForCell
        guard cells.count > 1 else { return [:] }
        let scalars = Array(text.unicodeScalars)
        // ASCII answered directly: Unicode's property tables cost more than the rest of the loop.
        func isDigit(_ s: Unicode.Scalar) -> Bool {
            s.value < 0x80 ? (0x30...0x39).contains(s.value) : s.properties.numericType == .decimal
        }
        func isUppercase(_ s: Unicode.Scalar) -> Bool {
            s.value < 0x80 ? (0x41...0x5A).contains(s.value) : s.properties.isUppercase
        }
        func isWhitespace(_ s: Unicode.Scalar) -> Bool {
            s.value < 0x80 ? s.value == 0x20 || (0x09...0x0D).contains(s.value) : s.properties.isWhitespace
        }
        var result: [Int: [UInt8]] = [:]
        var p = 1
        while p < cells.count {
            defer { p += 1 }
            guard cells[p] != 0, cells[p - 1] != 0, owners[p] != owners[p - 1], owners[p] < scalars.count else { continue }
            let s = owners[p]
            guard isUppercase(scalars[s]) || isDigit(scalars[s]) || (s > 0 && isDigit(scalars[s - 1])) else { continue }
            var e = s
            while e < scalars.count, e - s < restatementContext, !isWhitespace(scalars[e]) { e += 1 }
            let alone = table.translate(String(String.UnicodeScalarView(scalars[s..<e])))
            let own = alone.inputOffsetForCell.prefix { $0 == 0 }.count
            var q = p
            while q < cells.count, owners[q] == s { q += 1 }
            let mine = q - p
            guard own > mine, alone.cells[own - mine..<own].elementsEqual(cells[p..<q]) else { continue }
            let lead = Array(alone.cells[0..<own - mine])
            if !lead.contains(0) { result[p] = lead }
        }
        return result
    }
}
