/// The character steps: a Zhuyin syllable, the longest cell sequence that names a character (in a
/// number, digits first; where cells are shared, the reading the context chooses), a blank, or a
/// cell with no reading.
extension BackReading {
    /// Reads a Zhuyin syllable at ``position`` (Taiwanese Mandarin braille).
    mutating func readZhuyin() -> Bool {
        let i = position
        guard table.readsZhuyin, let syllable = ZhuyinCells.syllable(in: cells, at: i) else { return false }
        let first = cellOffsetForText.count
        for (k, scalar) in syllable.text.unicodeScalars.enumerated() {
            append(scalar, from: i + syllable.cellOfScalar[k])
        }
        for k in 0..<syllable.cellCount {
            textOffsetForCell[i + k] = first + (syllable.cellOfScalar.firstIndex { $0 >= k } ?? 0)
        }
        position += syllable.cellCount
        return true
    }

    /// Reads the character, blank or cell with no reading at ``position``; false for a cell with no
    /// reading (whose map is written).
    mutating func readCharacter() -> Bool {
        let i = position
        if let (s, n) = character(at: i) {
            write(s, length: n)
        } else if cells[i] == 0 {
            capsWord = false; inNumber = false
            append(" ", from: i)
            position += 1
        } else {
            endWordModes()
            appendUnread()
            return false
        }
        return true
    }

    /// Appends character `s`, read from the `n` cells at ``position`` (a capital in capitals),
    /// and moves past them.
    private mutating func write(_ s: Unicode.Scalar, length n: Int) {
        let i = position
        let isDigitOrNumeric = inNumber && table.numeric[CellKey(cells, i, n)] == s
        if !isDigitOrNumeric { inNumber = false }
        let scalar = inCase(s)
        grade1Next = false
        if BackTranslator.isAlphabetic(s) { capitalNext = false }
        else if table.capsWordEndsAtNonLetter { capsWord = false }
        if s == " " || cells[i] == 0 { capsWord = false; inNumber = false }
        noteMark(scalar, after: out.last)
        append(scalar, from: i)
        position += n
    }

    /// `s` as the capital indicators in force write it: a small letter after a capital or
    /// capitals-word indicator, or in a capitals passage, is its capital.
    func inCase(_ s: Unicode.Scalar) -> Unicode.Scalar {
        guard capitalNext || capsWord || capsPassage, BackTranslator.isLowercase(s) else { return s }
        // ß in capitals: the capital sharp s (GRÖẞE), not "SS" (two characters).
        if s == "ß" { return "ẞ" }
        let upper = s.properties.uppercaseMapping.unicodeScalars
        return upper.count == 1 ? upper.first! : s
    }

    /// The longest cell sequence at `i` that names a character, and its length.
    private mutating func character(at i: Int) -> (Unicode.Scalar, Int)? {
        // In a number, digits and the marks that continue it first, at any length.
        if inNumber, let found = numberCharacter(at: i) { return found }
        var n = longestKey(at: i)
        while n > 0 {
            let key = CellKey(cells, i, n)
            if let s = table.text[key] { return (reading(of: s, key: key, length: n, at: i), n) }
            n -= 1
        }
        return nil
    }

    /// The longest digit or number-continuing character at `i`, and its length.
    private func numberCharacter(at i: Int) -> (Unicode.Scalar, Int)? {
        var k = longestKey(at: i)
        while k > 0 {
            if let s = table.numeric[CellKey(cells, i, k)] { return (s, k) }
            k -= 1
        }
        return nil
    }

    /// Whether the text read so far ends in `wordbefore` marks (opening brackets) after a space or
    /// the start, where forward translation writes a `wordstart` form too (`("In`), and the cells
    /// at `next` are no bracket, `<`, `>` or `&` (`(?(`, `(?&`, `'?>'` keep their question mark).
    private func startsWordPastOpeners(before next: Int) -> Bool {
        guard let before = table.wordBoundaries?.before, let last = out.last, before.contains(last) else { return false }
        if let s = scalar(at: next), BackTranslator.partners[s] != nil || BackTranslator.partners.values.contains(s) || s == "<" || s == ">" || s == "&" {
            return false
        }
        for scalar in out.reversed() where !before.contains(scalar) { return BackTranslator.isWhitespace(scalar) }
        return true
    }

    /// What the `n` cells at `i` (`key`), plainly `s`, read as here: a word-start form, a closing
    /// mark or an opener that shares its cells, where the context says so.
    private mutating func reading(of s: Unicode.Scalar, key: CellKey, length n: Int, at i: Int) -> Unicode.Scalar {
        let previous = out.last
        let atWordStart = previous == nil || BackTranslator.isWhitespace(previous!)
        if atWordStart || startsWordPastOpeners(before: i + n), let w = table.wordStart[key], i + n < cells.count, cells[i + n] != 0 {
            return w
        } else if !atWordStart, let close = table.closing[key], let p = previous,
                  closes(close, after: p, key: key, length: n, at: i) {
            // `f()` opens then closes, `Zahl(en)` opens, `1)` closes.
            return close
        } else if atWordStart, previous != nil, let close = table.closing[key],
                  let top = openers.last, top == BackTranslator.partners[close],
                  i + n == cells.count || cells[i + n] == 0 {
            // A spaced closing mark whose partner is open: `[ --help ]`.
            return close
        } else if let shared = sharedOpener(for: key, length: n, at: i) {
            return shared
        }
        return s
    }
}
