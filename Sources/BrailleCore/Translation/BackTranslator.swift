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
    /// For each first cell, the most cells a key starting with it has (0: none), so a lookup at a
    /// cell tries only the lengths that can match.
    private var longestFrom = [UInt8](repeating: 0, count: 256)
    /// Whether a `readback` rule starts with the cell.
    private var readbackStarts = [Bool](repeating: false, count: 256)
    /// Whether the cell alone is a `readback` or `context` rule read as letters with any cells after
    /// it (a contracted table's groupsigns, `readback - th - 1456`, `context letter ing - 346`): a
    /// word goes on across it, so a wordsign before it is not read as standing alone.
    private var readbackLetterCell = [Bool](repeating: false, count: 256)
    private let indicators: CompiledTable.Indicators
    /// The indicators' cells, for the check at each cell.
    private let indicatorRefs: [CellRef]
    private let pool: [UInt8]
    /// Whether syllables read as Zhuyin (Taiwanese Mandarin braille, ``ZhuyinCells``).
    private let readsZhuyin: Bool
    /// Whether a capitals-word indicator holds only up to the next character that is not a
    /// letter (German: `⠘⠙⠁⠞⠑⠊⠤⠨⠎…` is "DATEI-S…"); in UEB it holds to the end of the word.
    private let capsWordEndsAtNonLetter: Bool
    /// The table's `readback` rules, longest cells first (table order among equals).
    /// Inside an address (after the table's `addressmark`, to the next blank): the address
    /// forms' cells → character, and the table's mark and capital cells.
    private var addressForms: [CellKey: Unicode.Scalar] = [:]
    private let address: AddressRule?
    private let readHex: HexEscapeReading?
    /// Openers a context rule writes with another character's cells, and their closers' cells.
    private let sharedOpeners: [(cells: [UInt8], before: ContextClass, opener: Unicode.Scalar, closer: [UInt8])]
    private let readbacks: [(cells: [UInt8], before: ContextClass, inside: Unicode.Scalar?, after: ContextClass, text: [Unicode.Scalar])]

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
        var best: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        var bestNumeric: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        var bestClosing: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        var bestWordStart: [[UInt8]: (Int, Unicode.Scalar)] = [:]
        func cells(_ ref: CellRef) -> [UInt8] { Array(c.pool[ref.start..<ref.start + ref.count]) }
        // Context rules whose cells are also a character's own, for openers only (`Datei(en)`:
        // German writes `(` after a letter as `[`): chosen when their partner closes first.
        var shared: [(cells: [UInt8], before: ContextClass, opener: Unicode.Scalar, closer: [UInt8])] = []
        for rule in c.readbacks where rule.fromContext {
            guard rule.text.unicodeScalars.count == 1, let opener = rule.text.unicodeScalars.first,
                  let closer = BackTranslator.partners.first(where: { $0.value == opener })?.key,
                  closer.value < 0x1_0000, !c.bmpRefs[Int(closer.value)].isNone else { continue }
            shared.append((cells(rule.cells), rule.before, opener, cells(c.bmpRefs[Int(closer.value)])))
        }
        sharedOpeners = shared
        var plainCells = Set<[UInt8]>()
        for v in 0..<c.bmpFlags.count where c.bmpFlags[v] != 0 && !c.bmpRefs[v].isNone { plainCells.insert(cells(c.bmpRefs[v])) }
        readbacks = c.readbacks.enumerated()
            // A context rule is read back only where its cells are no character's own and its
            // string has no space (`3 %` and `3%` are the same cells; which one is a guess).
            // A `numjoin` is read in numbers (below).
            .filter { !$0.element.joinsNumber }
            .filter { !$0.element.fromContext || (!plainCells.contains(cells($0.element.cells))
                                                   && !$0.element.text.unicodeScalars.contains { $0.properties.isWhitespace }) }
            .sorted { a, b in a.element.cells.count != b.element.cells.count ? a.element.cells.count > b.element.cells.count : a.offset < b.offset }
            .map { (cells($0.element.cells), $0.element.before, $0.element.inside, $0.element.after, Array($0.element.text.unicodeScalars)) }
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
            // Printable ASCII first, then the class: a sequence shared by `$` and `ś` (German
            // 4 234), `\` and `ì`, `*` and `∗` reads as the ASCII character, the common one in
            // the text a display shows (a letter of another language's alphabet is rarer).
            let printable = (0x20...0x7E).contains(v) ? 0 : 1
            let rank = printable << 25 | classRank << 22 | v
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
        // A `numjoin`'s character continues the number it stands in (German `12:30`).
        for rule in c.readbacks where rule.joinsNumber {
            guard rule.text.unicodeScalars.count == 1, let s = rule.text.unicodeScalars.first else { continue }
            offer(cells(rule.cells), Int(s.value), s, into: &bestNumeric)
        }
        numeric = CellKey.map(bestNumeric)
        if let address = c.address {
            var forms: [[UInt8]: (Int, Unicode.Scalar)] = [:]
            for (scalar, ref) in address.forms {
                guard let s = Unicode.Scalar(scalar) else { continue }
                offer(cells(ref), Int(scalar), s, into: &forms)
            }
            addressForms = CellKey.map(forms)
        }
        wordStart = CellKey.map(bestWordStart)
        // Only where the plain reading is an opening mark: the closing one is then a choice by context.
        closing = CellKey.map(bestClosing.filter { key, value in
            guard let plain = best[key]?.1 else { return false }
            let cat = plain.properties.generalCategory
            return plain != value.1 && (cat == .openPunctuation || cat == .initialPunctuation)
        })
        for key in [best.keys, bestNumeric.keys].joined() where !key.isEmpty && key.count <= CellKey.capacity {
            longestFrom[Int(key[0])] = max(longestFrom[Int(key[0])], UInt8(key.count))
        }
        if let address = c.address {
            for ref in address.forms.values where !ref.isNone {
                let key = cells(ref)
                longestFrom[Int(key[0])] = max(longestFrom[Int(key[0])], UInt8(min(key.count, CellKey.capacity)))
            }
        }
        for rule in readbacks where !rule.cells.isEmpty { readbackStarts[Int(rule.cells[0])] = true }
        for rule in readbacks where rule.cells.count == 1 && rule.inside == nil && rule.after == .any {
            if let first = rule.text.first, BackTranslator.isAlphabetic(first) {
                readbackLetterCell[Int(rule.cells[0])] = true
            }
        }
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

    /// The opening mark each closing mark pairs with.
    static let partners: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{", "⟩": "⟨", "〉": "〈", "\u{232A}": "\u{2329}"]
    /// Quotation marks: any closes any (print pairs them in several ways: »…«, „…“, "…").
    static let quotes: Set<Unicode.Scalar> = ["\"", "„", "“", "”", "‟", "«", "»", "‚", "‘", "’", "‛", "‹", "›"]

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
        // The opening marks read and not yet closed, innermost last (quotation marks as `"`): a
        // cell shared by an opening and a closing mark closes its partner (see `closes`).
        var openers: [Unicode.Scalar] = []
        // Whether `key` occurs again at or after `k`; each key's search goes on from where the
        // last one stopped, so the searches of one line take linear time together.
        var nextOccurrence: [CellKey: Int] = [:]
        func occursAgain(_ key: CellKey, length n: Int, from k: Int) -> Bool {
            if let found = nextOccurrence[key], found == Int.max || found >= k { return found != Int.max }
            var j = max(k, (nextOccurrence[key] ?? -1) + 1)
            while j + n <= cells.count, CellKey(cells, j, n) != key { j += 1 }
            nextOccurrence[key] = j + n <= cells.count ? j : Int.max
            return j + n <= cells.count
        }
        // An opener that a context rule writes with these cells (`(` after a letter, German
        // 6 2356, also `[`), when its context holds and its closer comes before these cells
        // come again (looked for up to 256 cells ahead).
        func sharedOpener(for key: CellKey, length n: Int, at i: Int) -> Unicode.Scalar? {
            guard !sharedOpeners.isEmpty else { return nil }
            for candidate in sharedOpeners where candidate.cells.count == n && CellKey(candidate.cells, 0, n) == key
                && candidate.before.admits(classBefore()) {
                let closer = CellKey(candidate.closer, 0, candidate.closer.count)
                var j = i + n
                while j < min(cells.count, i + n + 256) {
                    if j + n <= cells.count, CellKey(cells, j, n) == key { break }
                    // A closer ends a word: no letter follows it (German `=` is 2-3-5-6 too).
                    if j + candidate.closer.count <= cells.count, CellKey(cells, j, candidate.closer.count) == closer,
                       classOfCells(at: j + candidate.closer.count) != CharacterClass.lowercase.rawValue {
                        return candidate.opener
                    }
                    j += 1
                }
            }
            return nil
        }
        // The scalar the cells at `k` read as on their own (nil at a blank or the end).
        func scalar(at k: Int) -> Unicode.Scalar? {
            guard k < cells.count, cells[k] != 0 else { return nil }
            var n = min(Int(longestFrom[Int(cells[k])]), cells.count - k)
            while n > 0 {
                if let s = text[CellKey(cells, k, n)] { return s }
                n -= 1
            }
            return nil
        }
        /// Keeps `openers`: an opening bracket or quotation mark (a straight `"` at the start of a
        /// word) is pushed; a closing one pops its partner (a quotation mark any quotation mark).
        func noteMark(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) {
            // ASCII other than brackets and the straight quotation mark opens and closes nothing.
            if scalar.value < 0x80 {
                switch scalar.value {
                case 0x22, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: break
                default: return
                }
            }
            let category = scalar.properties.generalCategory
            let quote = BackTranslator.quotes.contains(scalar)
            let opensHere = previous.map { p in
                BackTranslator.isWhitespace(p) || [.openPunctuation, .initialPunctuation].contains(p.properties.generalCategory)
            } ?? true
            if quote, scalar != "\"", previous != nil, category == .initialPunctuation, !opensHere {
                // A quotation mark after a word closes, whatever its shape (German “ is an
                // initial mark in Unicode and the closing one in German print).
                if let k = openers.lastIndex(of: "\"") { openers.removeSubrange(k...) }
                return
            }
            if category == .openPunctuation || category == .initialPunctuation || (scalar == "\"" && opensHere) {
                openers.append(quote ? "\"" : scalar)
            } else if category == .closePunctuation || category == .finalPunctuation || scalar == "\"" {
                let partner: Unicode.Scalar? = quote ? "\"" : BackTranslator.partners[scalar]
                if let partner, let k = openers.lastIndex(of: partner) { openers.removeSubrange(k...) }
            }
        }
        /// Whether a mark whose cells read as opening or closing (`close`) closes here.
        func closes(_ close: Unicode.Scalar, after p: Unicode.Scalar, key: CellKey, length n: Int, at i: Int) -> Bool {
            let next = i + n
            let partner = BackTranslator.partners[close]
            let following = scalar(at: next)
            if let top = openers.last, partner == nil || top == partner {
                // Its partner is open: it closes, unless a sign follows (`[Variable[=Wert] …]`).
                guard let following else { return true }
                return following.properties.generalCategory != .mathSymbol
            }
            guard BackTranslator.isAlphabetic(p) || p.properties.numericType != nil
                    || [.closePunctuation, .finalPunctuation, .otherPunctuation].contains(p.properties.generalCategory) else { return false }
            if startsLetter(at: next) || (next + n <= cells.count && CellKey(cells, next, n) == key) { return false }
            // After a word, nothing open: it closes before a space, the end or punctuation (`1)`,
            // `a).`), and opens before anything else (`%s(%s)`).
            if next >= cells.count || cells[next] == 0 { return true }
            // Another of the same cells follows: this one opens and that one closes
            // (`%s(%s): …`, `git-rev-list(1)`).
            if occursAgain(key, length: n, from: next) { return false }
            guard let following else { return true }
            return [.closePunctuation, .finalPunctuation, .otherPunctuation].contains(following.properties.generalCategory)
        }
        func startsLetter(at k: Int) -> Bool {
            guard k < cells.count, cells[k] != 0 else { return false }
            return (text[CellKey(cells, k, 1)].map(BackTranslator.isAlphabetic) ?? false) || readbackLetterCell[Int(cells[k])]
        }
        var i = 0
        let ind = indicators
        func appendScalar(_ s: Unicode.Scalar, from start: Int) {
            out.append(s); cellOffsetForText.append(start)
        }
        // The classes `readback` contexts ask for: of the last character read, of the cells at `k`.
        func classBefore() -> UInt8? {
            guard let p = out.last else { return nil }
            if BackTranslator.isWhitespace(p) { return CharacterClass.space.rawValue }
            if BackTranslator.isAlphabetic(p) { return CharacterClass.lowercase.rawValue }
            if p.properties.numericType == .decimal { return CharacterClass.digit.rawValue }
            return CharacterClass.punctuation.rawValue
        }
        func classOfCells(at k: Int) -> UInt8? {
            guard k < cells.count else { return nil }
            if cells[k] == 0 { return CharacterClass.space.rawValue }
            if matches(ind.numberSign, cells, at: k) { return CharacterClass.digit.rawValue }
            if startsLetter(at: k) || matches(ind.capital, cells, at: k) || matches(ind.capsWord, cells, at: k) {
                return CharacterClass.lowercase.rawValue
            }
            return CharacterClass.punctuation.rawValue
        }
        func readback(at i: Int) -> (cells: Int, text: [Unicode.Scalar])? {
            for rule in readbacks where i + rule.cells.count <= cells.count {
                var k = 0
                while k < rule.cells.count, cells[i + k] == rule.cells[k] { k += 1 }
                guard k == rule.cells.count, rule.before.admits(classBefore()),
                      rule.inside == nil || openers.last == rule.inside,
                      rule.after.admits(classOfCells(at: i + k)) else { continue }
                return (k, rule.text)
            }
            return nil
        }
        // `readhex`: the escaped character at `i` and the cells of its escape.
        func hexEscape(at i: Int) -> (Unicode.Scalar, Int)? {
            guard let readHex, matches(readHex.open, cells, at: i),
                  matches(readHex.backslash, cells, at: i + readHex.open.count) else { return nil }
            var k = i + readHex.open.count + readHex.backslash.count
            guard k < cells.count, text[CellKey(cells, k, 1)] == "x" else { return nil }
            k += 1
            var value: UInt32 = 0
            var digits = 0
            while digits < 6, k < cells.count {
                let key = CellKey(cells, k, 1)
                let digit: UInt32
                if let d = addressForms[key], let v = d.properties.numericType == .decimal ? d.properties.numericValue : nil {
                    digit = UInt32(v)
                } else if let l = text[key], ("a"..."f").contains(l) {
                    digit = l.value - 0x61 + 10
                } else { break }
                value = value << 4 | digit
                digits += 1; k += 1
            }
            guard digits >= 4, matches(readHex.close, cells, at: k), let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, k + readHex.close.count - i)
        }
        // A cell the table gives no reading: written as its dots, `\123456/`, as liblouis does,
        // so that the reader sees it (in a field typed into, in `brl-translate --backward`).
        var unreadCells: [Int] = []
        func appendUnread(at i: Int) {
            textOffsetForCell[i] = cellOffsetForText.count
            for scalar in BackTranslator.unreadText(cells[i]).unicodeScalars { appendScalar(scalar, from: i) }
            unreadCells.append(i)
        }
        var inAddress = false
        while i < cells.count {
            let start = i
            let before = cellOffsetForText.count
            if readHex != nil, let (scalar, n) = hexEscape(at: i) {
                let index = cellOffsetForText.count
                appendScalar(scalar, from: i)
                for k in i..<i + n { textOffsetForCell[k] = index }
                capitalNext = false; capsWord = false; inNumber = false
                i += n
                continue
            }
            if let address {
                if cells[i] == 0 {
                    inAddress = false
                } else if !inAddress, matches(address.mark, cells, at: i),
                          out.last.map({ BackTranslator.isWhitespace($0) || [.openPunctuation, .initialPunctuation].contains($0.properties.generalCategory) }) ?? true {
                    // An address, file name or e-mail address, to the next blank: no capital or
                    // numeric indicators inside, characters in their address forms.
                    inAddress = true; capitalNext = false; capsWord = false; inNumber = false
                    for k in i..<i + address.mark.count { textOffsetForCell[k] = -1 }
                    i += address.mark.count
                    continue
                }
                if inAddress {
                    if matches(address.capital, cells, at: i) {
                        capitalNext = true
                        for k in i..<i + address.capital.count { textOffsetForCell[k] = -1 }
                        i += address.capital.count
                        continue
                    }
                    var n = min(Int(longestFrom[Int(cells[i])]), cells.count - i)
                    var found: Unicode.Scalar?
                    while n > 0, found == nil {
                        let key = CellKey(cells, i, n)
                        found = addressForms[key] ?? text[key]
                        if found == nil { n -= 1 }
                    }
                    if var scalar = found {
                        if capitalNext, BackTranslator.isLowercase(scalar), let upper = scalar.properties.uppercaseMapping.unicodeScalars.first {
                            scalar = upper
                        }
                        capitalNext = false
                        let index = cellOffsetForText.count
                        appendScalar(scalar, from: i)
                        for k in i..<i + n { textOffsetForCell[k] = index }
                        i += n
                    } else {
                        capitalNext = false
                        appendUnread(at: i)
                        i += 1
                    }
                    continue
                }
            }
            if readbackStarts[Int(cells[i])], let (n, text) = readback(at: i) {
                let first = cellOffsetForText.count
                for scalar in text {
                    noteMark(scalar, after: out.last)
                    appendScalar(scalar, from: start)
                }
                for k in start..<start + n { textOffsetForCell[k] = first }
                capitalNext = false; capsWord = false; inNumber = false
                i += n
                continue
            }
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
                var n = min(Int(longestFrom[Int(cells[i])]), cells.count - i)
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
                var n = min(Int(longestFrom[Int(cells[i])]), cells.count - i)
                // In a number, digits and the marks that continue it first, at any length.
                if inNumber {
                    var k = min(Int(longestFrom[Int(cells[i])]), cells.count - i)
                    while k > 0, found == nil {
                        if let s = numeric[CellKey(cells, i, k)] { found = (s, k) }
                        k -= 1
                    }
                }
                while n > 0, found == nil {
                    let key = CellKey(cells, i, n)
                    if let s = text[key] {
                        let previous = out.last
                        let atWordStart = previous == nil || BackTranslator.isWhitespace(previous!)
                        if atWordStart, let w = wordStart[key], i + n < cells.count, cells[i + n] != 0 {
                            found = (w, n)
                        } else if !atWordStart, let close = closing[key], let p = previous,
                                  closes(close, after: p, key: key, length: n, at: i) {
                            // `f()` opens then closes, `Zahl(en)` opens, `1)` closes.
                            found = (close, n)
                        } else if atWordStart, previous != nil, let close = closing[key],
                                  let top = openers.last, top == BackTranslator.partners[close],
                                  i + n == cells.count || cells[i + n] == 0 {
                            // A spaced closing mark whose partner is open: `[ --help ]`.
                            found = (close, n)
                        } else if let shared = sharedOpener(for: key, length: n, at: i) {
                            found = (shared, n)
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
                    if capitalNext || capsWord || capsPassage, BackTranslator.isLowercase(s) {
                        let upper = s.properties.uppercaseMapping.unicodeScalars
                        if upper.count == 1 { scalar = upper.first! }
                        // ß in capitals: the capital sharp s (GRÖẞE), not "SS" (two characters).
                        if s == "ß" { scalar = "ẞ" }
                    }
                    if BackTranslator.isAlphabetic(s) { capitalNext = false }
                    else if capsWordEndsAtNonLetter { capsWord = false }
                    if s == " " || cells[i] == 0 { capsWord = false; inNumber = false }
                    noteMark(scalar, after: out.last)
                    appendScalar(scalar, from: start)
                    i += n
                } else if cells[i] == 0 {
                    capsWord = false; inNumber = false
                    appendScalar(" ", from: start); i += 1
                } else {
                    capitalNext = false; capsWord = false; inNumber = false
                    appendUnread(at: i)
                    i += 1
                    continue
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
        return BackTranslation(text: String(out), cellOffsetForText: cellOffsetForText, textOffsetForCell: textOffsetForCell,
                               unreadCells: unreadCells)
    }

    /// How a cell with no reading is written: its dot numbers between a backslash and a slash,
    /// as liblouis writes one (`\123456/`; `\17/` for dots 1 and 7).
    static func unreadText(_ cell: UInt8) -> String {
        "\\" + BrailleEncoding.dotNumbers(cell) + "/"
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
