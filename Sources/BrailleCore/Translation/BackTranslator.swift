/// The reverse of one table: cell sequences to the characters the table writes with them.
///
/// Build one per table and keep it to back-translate many times (`BrailleTable.backTranslate`
/// builds one each call). Every entry comes from the compiled forward table, so the table says once
/// what a character is in braille. Reading one line is a ``BackReading``, which borrows these maps.
public struct BackTranslator: Sendable {
    /// A `readback` rule (or a `context` rule read back) with its cells and text as arrays.
    struct Readback: Sendable {
        var cells: [UInt8]
        var before: ContextClass
        /// The opening mark that must be the innermost one open, if any.
        var inside: Unicode.Scalar?
        var after: ContextClass
        var text: [Unicode.Scalar]
    }

    /// An opener that a `context` rule writes with another character's cells, and its closer's cells.
    struct SharedOpener: Sendable {
        var cells: [UInt8]
        var before: ContextClass
        var opener: Unicode.Scalar
        var closer: [UInt8]
    }

    /// Cell sequence → character, outside numbers.
    let text: [CellKey: Unicode.Scalar]
    /// Cell sequence → digit or number-continuing character, inside numbers.
    let numeric: [CellKey: Unicode.Scalar]
    /// Cell sequence → the closing mark that shares its cells with an opening one (`(` and `)` in
    /// German): read as the closing mark after a letter, digit or closing mark.
    let closing: [CellKey: Unicode.Scalar]
    /// Cell sequence → the character whose `wordstart` form it is (UEB's opening quote, which
    /// shares its cell with `?`): read so at the start of a word.
    let wordStart: [CellKey: Unicode.Scalar]
    /// For each first cell, the most cells a key starting with it has (0: none), so a lookup at a
    /// cell tries only the lengths that can match.
    let longestFrom: [UInt8]
    /// For each first cell, the range of ``readbacks`` whose rules start with it.
    let readbacksFrom: [Range<Int>]
    /// Whether the cell alone is a `readback` or `context` rule read as letters with any cells after
    /// it (a contracted table's groupsigns, `readback - th - 1456`, `context letter ing - 346`): a
    /// word goes on across it, so a wordsign before it is not read as standing alone.
    let readbackLetterCell: [Bool]
    let indicators: CompiledTable.Indicators
    /// The indicators' cells, for the check at each cell.
    let indicatorRefs: [CellRef]
    let pool: [UInt8]
    /// Whether syllables read as Zhuyin (Taiwanese Mandarin braille, ``ZhuyinCells``).
    let readsZhuyin: Bool
    /// Whether a capitals-word indicator holds only up to the next character that is not a
    /// letter (German: `⠘⠙⠁⠞⠑⠊⠤⠨⠎…` is "DATEI-S…"); in UEB it holds to the end of the word.
    let capsWordEndsAtNonLetter: Bool
    /// Inside an address (after the table's `addressmark`, to the next blank): the address
    /// forms' cells → character, and the table's mark and capital cells.
    let addressForms: [CellKey: Unicode.Scalar]
    let address: AddressRule?
    let readHex: HexEscapeReading?
    /// Openers a context rule writes with another character's cells, and their closers' cells.
    let sharedOpeners: [SharedOpener]
    /// Where words begin and end, for `wordbegin` and `wordend` contexts (nil: the table has
    /// no `wordbefore`, `wordafter` or `wordbreak`).
    let wordBoundaries: WordBoundaryCells?
    /// The letters a `consonant` context is not (lowercase).
    let vowels: Set<UInt32>
    /// The table's `readback` rules by first cell, and for each first cell longest cells first
    /// (table order among equals).
    let readbacks: [Readback]

    /// Reverses `table`.
    public init(table: BrailleTable) {
        let c = table.compiled
        pool = c.pool
        indicators = c.indicators
        indicatorRefs = [c.indicators.capsPassage, c.indicators.capsWord, c.indicators.capsTerminator, c.indicators.capital,
                         c.indicators.numberSign, c.indicators.letterSign, c.indicators.numericSpace].filter { !$0.isNone }
        readsZhuyin = table.language.lowercased().hasPrefix("zh")
        address = c.address
        readHex = c.readHex
        capsWordEndsAtNonLetter = true
        sharedOpeners = Self.sharedOpeners(of: c)
        readbacks = Self.readbacks(of: c)
        let readings = ForwardReadings(of: c)
        text = readings.textReadings()
        numeric = readings.numericReadings()
        closing = readings.closingReadings()
        wordStart = readings.wordStartReadings()
        addressForms = Self.addressForms(of: c)
        longestFrom = Self.longestKeys(readings, of: c)
        readbacksFrom = Self.rangesByFirstCell(readbacks)
        wordBoundaries = WordBoundaryCells(c)
        vowels = c.vowels
        readbackLetterCell = Self.readbackLetterCells(readbacks)
    }

    /// Reads `cells` back into print; see `BrailleTable.backTranslate`.
    public func backTranslate(_ cells: [UInt8]) -> BackTranslation {
        var reading = BackReading(self, cells)
        let translation = reading.read()
        translation._checkInvariants(cellCount: cells.count)
        return translation
    }

    // Unicode's properties, answered directly for ASCII (the tables' lookups cost more than
    // the rest of reading a cell).
    @inline(__always) static func isAlphabetic(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x80 ? (0x61...0x7A).contains(s.value | 0x20) : s.properties.isAlphabetic
    }
    @inline(__always) static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x80 ? s.value == 0x20 || (0x09...0x0D).contains(s.value) : s.properties.isWhitespace
    }
    @inline(__always) static func isLowercase(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x80 ? (0x61...0x7A).contains(s.value) : s.properties.isLowercase
    }
    /// Whether a mark after `previous` (nil at the start) opens: after a space or an opening mark.
    static func opens(after previous: Unicode.Scalar?) -> Bool {
        previous.map { p in
            isWhitespace(p) || [.openPunctuation, .initialPunctuation].contains(p.properties.generalCategory)
        } ?? true
    }

    /// The opening mark each closing mark pairs with.
    static let partners: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{", "⟩": "⟨", "〉": "〈", "\u{232A}": "\u{2329}"]
    /// Quotation marks: any closes any (print pairs them in several ways: »…«, „…“, "…").
    static let quotes: Set<Unicode.Scalar> = ["\"", "„", "“", "”", "‟", "«", "»", "‚", "‘", "’", "‛", "‹", "›"]

    /// How a cell with no reading is written: its dot numbers between a backslash and a slash,
    /// as liblouis writes one (`\123456/`; `\17/` for dots 1 and 7).
    static func unreadText(_ cell: UInt8) -> String {
        "\\" + BrailleEncoding.dotNumbers(cell) + "/"
    }
}
