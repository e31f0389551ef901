/// Where a word begins and ends in back-translation, as ``StandingAlone`` says it forward: the
/// `wordbegin` and `wordend` contexts of `readback` rules, so that a wordsign is read only where
/// the forward translation would have written it (`⠨⠴⠎` is `%s`, not `%so`; `⠉⠄⠞` is `can't`).
struct WordBoundaryCells: Sendable {
    /// `wordbefore`: the scalars that may stand between a word's start and the space before it.
    var before: Set<Unicode.Scalar> = []
    /// `wordbreak`: the scalars that end a word as a space does.
    var breaks: Set<Unicode.Scalar> = []
    /// The cells of the `wordbreak` characters.
    var breakCells: [[UInt8]] = []
    /// The cells of the `wordafter` strings, longest first.
    var afterCells: [[UInt8]] = []

    /// The boundaries of `c`'s `wordbefore`, `wordbreak` and `wordafter` (nil without them).
    init?(_ c: CompiledTable) {
        guard let alone = c.standingAlone else { return nil }
        func cells(_ scalars: [UInt32]) -> [UInt8]? {
            var out: [UInt8] = []
            for v in scalars {
                guard v < 0x1_0000, !c.bmpRefs[Int(v)].isNone else { return nil }
                out += c.cells(c.bmpRefs[Int(v)])
            }
            return out.isEmpty ? nil : out
        }
        before = Set(alone.before.compactMap(Unicode.Scalar.init))
        breaks = Set(alone.breaks.compactMap(Unicode.Scalar.init))
        breakCells = alone.breaks.compactMap { cells([$0]) }
        afterCells = Set(alone.after.compactMap(cells)).sorted { $0.count > $1.count }
    }
}

extension BackReading {
    /// Whether the text read so far ends where a word may begin: at its start, a space or a
    /// `wordbreak` character, past any `wordbefore` marks (`wordbegin`; without the table's
    /// boundaries, after anything but a letter).
    func beginsWord() -> Bool {
        guard let words = table.wordBoundaries else { return ContextClass.nonletter.admits(classBefore()) }
        for scalar in out.reversed() where !words.before.contains(scalar) {
            return BackTranslator.isWhitespace(scalar) || words.breaks.contains(scalar)
        }
        return true
    }

    /// Whether the cells at `k` end a word: the end, a blank or a `wordbreak` character's cells,
    /// past any `wordafter` strings' cells (`wordend`; without the table's boundaries, anything
    /// but a letter).
    func endsWord(at start: Int) -> Bool {
        guard let words = table.wordBoundaries else { return ContextClass.nonletter.admits(classOfCells(at: start)) }
        var k = start
        outer: while k < cells.count, cells[k] != 0 {
            for break_ in words.breakCells where hasCells(break_, at: k) { return true }
            for after in words.afterCells where hasCells(after, at: k) {
                k += after.count
                continue outer
            }
            return false
        }
        return true
    }

    private func hasCells(_ sequence: [UInt8], at k: Int) -> Bool {
        guard k + sequence.count <= cells.count else { return false }
        for j in sequence.indices where cells[k + j] != sequence[j] { return false }
        return true
    }
}
