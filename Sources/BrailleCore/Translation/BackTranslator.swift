/// The reverse of one table: cell sequences to the characters the table writes with them.
///
/// Build one per table and keep it to back-translate many times (`BrailleTable.backTranslate`
/// builds one each call). Every entry comes from the compiled forward table, so the table says once
/// what a character is in braille.
public struct BackTranslator: Sendable {
    /// Cell sequence → character, outside numbers.
    private var text: [CellKey: Unicode.Scalar] = [:]
    /// Cell sequence → digit or number-continuing character, inside numbers.
    private var numeric: [CellKey: Unicode.Scalar] = [:]
    /// Cell sequence → the closing mark that shares its cells with an opening one (`(` and `)` in
    /// German): read as the closing mark after a letter, digit or closing mark.
    private var closing: [CellKey: Unicode.Scalar] = [:]
    /// Cell sequence → the character whose `wordstart` form it is (UEB's opening quote, which
    /// shares its cell with `?`): read so at the start of a word.
    private var wordStart: [CellKey: Unicode.Scalar] = [:]
    private var longest = 1
    private let indicators: CompiledTable.Indicators
    /// The indicators' cells, for the check at each cell.
    private let indicatorRefs: [CellRef]
    private let pool: [UInt8]
    /// Whether syllables read as Zhuyin (Taiwanese Mandarin braille, ``ZhuyinCells``).
    private let readsZhuyin: Bool
    /// Whether a capitals-word indicator holds only up to the next character that is not a
    /// letter (German: `⠘⠙⠁⠞⠑⠊⠤⠨⠎…` is "DATEI-S…"); in UEB it holds to the end of the word.
    private let capsWordEndsAtNonLetter: Bool

    /// Reverses `table`.
    public init(table: BrailleTable) {
        let c = table.compiled
        pool = c.pool
        indicators = c.indicators
        indicatorRefs = [c.indicators.capsPassage, c.indicators.capsWord, c.indicators.capsTerminator, c.indicators.capital,
                         c.indicators.numberSign, c.indicators.letterSign, c.indicators.numericSpace].filter { !$0.isNone }
        readsZhuyin = table.language.lowercased().hasPrefix("zh")
        capsWordEndsAtNonLetter = true
        var best: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        var bestNumeric: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        var bestClosing: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        var bestWordStart: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        func cells(_ ref: CellRef) -> [UInt8] { Array(c.pool[ref.start..<ref.start + ref.count]) }
        func offer(_ key: [UInt8], _ rank: Int, _ s: Unicode.Scalar, into map: inout [[UInt8]: (Int, Unicode.Scalar)]) {
            guard !key.isEmpty else { return }
            if let old = map[key], old.0 <= rank { return }
            map[key] = (rank, s)
        }
        for v in 0..<c.bmpFlags.count {
            let flags = c.bmpFlags[v]
            guard flags != 0, let s = Unicode.Scalar(UInt32(v)) else { continue }
            let ref = c.bmpRefs[v]
            guard !ref.isNone else { continue }
            let cls = CharacterClass(rawValue: flags & CharacterFlag.classMask) ?? .sign
            // Earlier classes win a shared cell sequence; within a class the lower scalar
            // (ASCII before its typographic look-alikes).
            let classRank: Int
            switch cls {
            case .lowercase: classRank = 0
            case .uppercase: classRank = 1
            case .space: classRank = 2
            case .punctuation: classRank = 3
            case .sign: classRank = 4
            case .digit: classRank = 5
            case .combining: classRank = 6
            case .undefined: classRank = 7
            }
            let printable = (0x20...0x7E).contains(v) ? 0 : 1
            let rank = classRank << 22 | printable << 21 | v
            let key = cells(ref)
            if cls == .digit {
                offer(key, v, s, into: &bestNumeric)
            } else {
                offer(key, rank, s, into: &best)
                if flags & CharacterFlag.continuesNumber != 0 { offer(key, v, s, into: &bestNumeric) }
            }
            if let forms = c.contextForms[UInt32(v)] {
                for f in [forms.beforeLetter, forms.betweenLetters, forms.wordStart, forms.wordEnd] where !f.isNone {
                    offer(cells(f), rank | 1 << 20, s, into: &best)
                }
                if !forms.wordStart.isNone { offer(cells(forms.wordStart), rank, s, into: &bestWordStart) }
            }
            if s.properties.generalCategory == .closePunctuation || s.properties.generalCategory == .finalPunctuation {
                offer(key, rank, s, into: &bestClosing)
            }
        }
        // A letter written with the cells of letters read one by one (German `æ` is the cells
        // of `ae`) is read as those letters: braille does not tell them apart.
        text = CellKey.map(best.filter { key, value in
            key.count == 1 || !value.1.properties.isAlphabetic
                || !key.allSatisfy { best[[$0]]?.1.properties.isAlphabetic ?? false }
        })
        numeric = CellKey.map(bestNumeric)
        wordStart = CellKey.map(bestWordStart)
        // Only where the plain reading is an opening mark: the closing one is then a choice by context.
        closing = CellKey.map(bestClosing.filter { key, value in
            guard let plain = best[key]?.1 else { return false }
            let cat = plain.properties.generalCategory
            return plain != value.1 && (cat == .openPunctuation || cat == .initialPunctuation)
        })
        longest = max(text.keys.map(\.count).max() ?? 1, numeric.keys.map(\.count).max() ?? 1)
    }

    private func matches(_ ref: CellRef, _ cells: [UInt8], at i: Int) -> Bool {
        guard !ref.isNone, i + ref.count <= cells.count else { return false }
        for k in 0..<ref.count where cells[i + k] != pool[ref.start + k] { return false }
        return true
    }

    /// Reads `cells` back into print; see `BrailleTable.backTranslate`.
    public func backTranslate(_ cells: [UInt8]) -> BackTranslation {
        var out = String.UnicodeScalarView()
        var cellOffsetForText: [Int] = []
        var textOffsetForCell = [Int](repeating: 0, count: cells.count)
        var capitalNext = false, capsWord = false, capsPassage = false, inNumber = false
        // Opening marks read and not yet closed (any kind): a shared opening/closing cell after
        // a word closes only while one is open or when no letter follows.
        var openMarks = 0
        func startsLetter(at k: Int) -> Bool {
            guard k < cells.count, cells[k] != 0 else { return false }
            return text[CellKey(cells, k, 1)]?.properties.isAlphabetic ?? false
        }
        var i = 0
        let ind = indicators
        func appendScalar(_ s: Unicode.Scalar, from start: Int) {
            out.append(s); cellOffsetForText.append(start)
        }
        while i < cells.count {
            let start = i
            let before = cellOffsetForText.count
            // A character written with more cells than the indicator its cells start with (UEB's
            // ‘ is 6 236, the capital indicator 6) is that character.
            var indicatorLength = 0
            for ref in indicatorRefs where ref.count > indicatorLength && matches(ref, cells, at: i) {
                indicatorLength = ref.count
            }
            var longerCharacter = false
            // In a number the letter sign is the letter sign (`0100⠠⠶` is "0100)"), never the
            // start of a longer character.
            if indicatorLength > 0, !(inNumber && matches(ind.letterSign, cells, at: i)) {
                var n = min(longest, cells.count - i)
                while n > indicatorLength, !longerCharacter {
                    if text[CellKey(cells, i, n)] != nil { longerCharacter = true }
                    n -= 1
                }
            }
            // Indicators, longest first.
            if longerCharacter {
                // read below
            } else if matches(ind.capsPassage, cells, at: i) {
                // A capitals indicator ends a number: `7⠠⠙` is "7D".
                capsPassage = true; inNumber = false; i += ind.capsPassage.count
            } else if matches(ind.capsWord, cells, at: i) {
                capsWord = true; inNumber = false; i += ind.capsWord.count
            } else if !inNumber, matches(ind.capsTerminator, cells, at: i), capsWord || capsPassage {
                capsWord = false; capsPassage = false; i += ind.capsTerminator.count
            } else if matches(ind.capital, cells, at: i) {
                capitalNext = true; inNumber = false; i += ind.capital.count
            } else if matches(ind.numberSign, cells, at: i) {
                inNumber = true; i += ind.numberSign.count
            } else if inNumber, matches(ind.letterSign, cells, at: i) {
                inNumber = false; i += ind.letterSign.count
            } else if !inNumber, matches(ind.letterSign, cells, at: i), i + ind.letterSign.count < cells.count,
                      text[CellKey(cells, i + ind.letterSign.count, 1)] != nil,
                      text[CellKey(cells, i, ind.letterSign.count)] == nil {
                // A letter sign outside a number means nothing, unless its cells are a character
                // (German's apostrophe is dot 6, its letter sign too): then it is that character.
                i += ind.letterSign.count
            } else if inNumber, matches(ind.numericSpace, cells, at: i) {
                appendScalar(" ", from: start)
                i += ind.numericSpace.count
            }
            if i == start, readsZhuyin, let syllable = ZhuyinCells.syllable(in: cells, at: i) {
                let first = cellOffsetForText.count
                for (k, scalar) in syllable.text.unicodeScalars.enumerated() {
                    appendScalar(scalar, from: i + syllable.cellOfScalar[k])
                }
                for k in 0..<syllable.cellCount {
                    textOffsetForCell[i + k] = first + (syllable.cellOfScalar.firstIndex { $0 >= k } ?? 0)
                }
                i += syllable.cellCount
                continue
            }
            if i == start {
                // The longest cell sequence that names a character.
                var found: (Unicode.Scalar, Int)?
                var n = min(longest, cells.count - i)
                // In a number, digits and the marks that continue it first, at any length.
                if inNumber {
                    var k = min(longest, cells.count - i)
                    while k > 0, found == nil {
                        if let s = numeric[CellKey(cells, i, k)] { found = (s, k) }
                        k -= 1
                    }
                }
                while n > 0, found == nil {
                    let key = CellKey(cells, i, n)
                    if let s = text[key] {
                        let previous = out.last
                        let atWordStart = previous == nil || previous!.properties.isWhitespace
                        if atWordStart, let w = wordStart[key], i + n < cells.count, cells[i + n] != 0 {
                            found = (w, n)
                        } else if !atWordStart, let close = closing[key], let p = previous,
                                  openMarks > 0 || (
                                    (p.properties.isAlphabetic || p.properties.numericType != nil
                                     || p.properties.generalCategory == .closePunctuation
                                     || p.properties.generalCategory == .finalPunctuation
                                     || p.properties.generalCategory == .otherPunctuation)
                                    && !(startsLetter(at: i + n) || (i + 2 * n <= cells.count && CellKey(cells, i + n, n) == key))) {
                            // Closing while a mark is open; else after a word when no letter (or
                            // the same mark) follows: `f()` opens then closes, `Zahl(en)` opens,
                            // `1)` closes.
                            found = (close, n)
                        } else {
                            found = (s, n)
                        }
                    }
                    n -= 1
                }
                if let (s, n) = found {
                    let isDigitOrNumeric = inNumber && numeric[CellKey(cells, i, n)] == s
                    if !isDigitOrNumeric { inNumber = false }
                    var scalar = s
                    if capitalNext || capsWord || capsPassage, s.properties.isLowercase {
                        let upper = s.properties.uppercaseMapping.unicodeScalars
                        if upper.count == 1 { scalar = upper.first! }
                    }
                    if s.properties.isAlphabetic { capitalNext = false }
                    else if capsWordEndsAtNonLetter { capsWord = false }
                    if s == " " || cells[i] == 0 { capsWord = false; inNumber = false }
                    switch scalar.properties.generalCategory {
                    case .openPunctuation, .initialPunctuation: openMarks += 1
                    case .closePunctuation, .finalPunctuation: openMarks = max(openMarks - 1, 0)
                    default: break
                    }
                    appendScalar(scalar, from: start)
                    i += n
                } else if cells[i] == 0 {
                    capsWord = false; inNumber = false
                    appendScalar(" ", from: start); i += 1
                } else {
                    i += 1 // a cell the table never writes: skipped
                }
            }
            let produced = cellOffsetForText.last == start && !cellOffsetForText.isEmpty && before < cellOffsetForText.count
            for k in start..<i { textOffsetForCell[k] = produced ? cellOffsetForText.count - 1 : -1 }
        }
        // Indicators map to the scalar after them: fix up from the back.
        var next = cellOffsetForText.count
        for k in stride(from: cells.count - 1, through: 0, by: -1) {
            if textOffsetForCell[k] >= 0 { next = textOffsetForCell[k] } else { textOffsetForCell[k] = next }
        }
        return BackTranslation(text: String(out), cellOffsetForText: cellOffsetForText, textOffsetForCell: textOffsetForCell)
    }
}

/// A sequence of up to 15 cells packed into two words with its length: the reverse maps' key,
/// built from a slice of the input without allocating.
struct CellKey: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The number of cells.
    var count: Int { Int(high >> 56) }

    /// The most cells a key holds; longer sequences are not read back.
    static let capacity = 15

    /// The key of `cells[start..<start + count]` (`count` at most ``capacity``).
    @inline(__always) init(_ cells: [UInt8], _ start: Int, _ count: Int) {
        for k in 0..<count {
            let cell = UInt64(cells[start + k])
            if k < 8 { low |= cell << (8 * UInt64(k)) } else { high |= cell << (8 * UInt64(k - 8)) }
        }
        high |= UInt64(count) << 56
    }

    /// The map with keys of at most ``capacity`` cells.
    static func map(_ entries: [[UInt8]: (Int, Unicode.Scalar)]) -> [CellKey: Unicode.Scalar] {
        var result: [CellKey: Unicode.Scalar] = [:]
        for (cells, value) in entries where cells.count <= capacity {
            result[CellKey(cells, 0, cells.count)] = value.1
        }
        return result
    }
}
