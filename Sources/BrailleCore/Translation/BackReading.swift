/// One back-translation under way: the cells being read, the text and both position maps read so
/// far, and what the indicators and marks read so far say about the next cells.
///
/// ``read()`` reads the cells at ``position`` one step at a time, each step a method that reads one
/// kind of cell sequence and moves past it: a `readhex` escape, an address, a `readback` rule, an
/// indicator, a Zhuyin syllable, a character (in a number, or chosen by context where cells are
/// shared), a blank, or a cell with no reading. The reverse maps are the ``BackTranslator``'s,
/// shared, not copied.
struct BackReading {
    /// The reverse maps of the table.
    let table: BackTranslator
    /// The cells read.
    let cells: [UInt8]
    /// The next cell to read.
    var position = 0
    /// The text read so far.
    var out = String.UnicodeScalarView()
    /// For each text scalar, the first cell it was read from.
    var cellOffsetForText: [Int] = []
    /// For each cell, the text scalar it produced; -1 for an indicator until ``finish()``.
    var textOffsetForCell: [Int]
    /// The cells with no reading, in order.
    var unreadCells: [Int] = []
    /// The next letter is a capital (a capital indicator, or `addresscapital` in an address).
    var capitalNext = false
    /// Letters are capitals to the end of the word (see ``BackTranslator/capsWordEndsAtNonLetter``).
    var capsWord = false
    /// Letters are capitals up to the capitals terminator.
    var capsPassage = false
    /// After a number sign: digits and the marks that continue a number are read first.
    var inNumber = false
    /// After a letter sign outside a number (UEB's grade 1 indicator): the next character is read
    /// as itself, not as a contraction or wordsign (`⠰⠠⠃` is "B", not "But").
    var grade1Next = false
    /// After an address mark, to the next blank: characters in their address forms.
    var inAddress = false
    /// The opening marks read and not yet closed, innermost last (quotation marks as `"`): a
    /// cell shared by an opening and a closing mark closes its partner (see ``closes``).
    var openers: [Unicode.Scalar] = []
    /// For each key looked for ahead, where it occurs next (`Int.max`: nowhere); see ``occursAgain``.
    var nextOccurrence: [CellKey: Int] = [:]

    init(_ table: BackTranslator, _ cells: [UInt8]) {
        self.table = table
        self.cells = cells
        textOffsetForCell = [Int](repeating: 0, count: cells.count)
    }

    /// Reads every cell.
    mutating func read() -> BackTranslation {
        while position < cells.count {
            let start = position
            let before = cellOffsetForText.count
            if readHexEscape() || readAddress() || (!grade1Next && readReadback()) { continue }
            readIndicator()
            if position == start {
                if readZhuyin() { continue }
                guard readCharacter() else { continue }
            }
            mapCells(from: start, producedFrom: before)
        }
        return finish()
    }

    /// Maps the cells from `start` to ``position`` to the scalar they produced (the text grew from
    /// `before` scalars and its last scalar came from `start`), or else to -1: an indicator.
    private mutating func mapCells(from start: Int, producedFrom before: Int) {
        let produced = cellOffsetForText.last == start && !cellOffsetForText.isEmpty && before < cellOffsetForText.count
        for k in start..<position { textOffsetForCell[k] = produced ? cellOffsetForText.count - 1 : -1 }
    }

    /// The back-translation, each indicator mapped to the scalar after it.
    private mutating func finish() -> BackTranslation {
        // Indicators map to the scalar after them: fix up from the back.
        var next = cellOffsetForText.count
        for k in stride(from: cells.count - 1, through: 0, by: -1) {
            if textOffsetForCell[k] >= 0 { next = textOffsetForCell[k] } else { textOffsetForCell[k] = next }
        }
        return BackTranslation(text: String(out), cellOffsetForText: cellOffsetForText, textOffsetForCell: textOffsetForCell,
                               unreadCells: unreadCells)
    }

    // MARK: - Writing

    /// Appends `scalar`, read from the cells at `start`.
    @inline(__always) mutating func append(_ scalar: Unicode.Scalar, from start: Int) {
        out.append(scalar)
        cellOffsetForText.append(start)
    }

    /// Maps the `count` cells at ``position`` to text scalar `index` (-1: to the scalar after
    /// them) and moves past them.
    mutating func advance(by count: Int, mappingTo index: Int) {
        for k in position..<position + count { textOffsetForCell[k] = index }
        position += count
    }

    /// A cell the table gives no reading: written as its dots, `\123456/`, as liblouis does,
    /// so that the reader sees it (in a field typed into, in `brl-translate --backward`).
    mutating func appendUnread() {
        let i = position
        textOffsetForCell[i] = cellOffsetForText.count
        for scalar in BackTranslator.unreadText(cells[i]).unicodeScalars { append(scalar, from: i) }
        unreadCells.append(i)
        position += 1
    }

    /// The capital and capitals-word indicators and a number end here (a capitals passage goes on).
    mutating func endWordModes() {
        capitalNext = false
        capsWord = false
        inNumber = false
    }

    /// Whether the cells at `i` are those of `ref`.
    @inline(__always) func matches(_ ref: CellRef, at i: Int) -> Bool {
        guard !ref.isNone, i + ref.count <= cells.count else { return false }
        for k in 0..<ref.count where cells[i + k] != table.pool[ref.start + k] { return false }
        return true
    }

    /// The number of cells from `i` worth looking up: the most a key starting with `cells[i]` has.
    @inline(__always) func longestKey(at i: Int) -> Int {
        min(Int(table.longestFrom[Int(cells[i])]), cells.count - i)
    }
}
