/// The `readback` step and the contexts its rules (and the choices between shared cells) ask
/// about: the class of the character read last, of the cells that follow, and what they read as.
extension BackReading {
    /// Reads the first `readback` rule (longest first) whose cells are at ``position`` and whose
    /// context holds.
    mutating func readReadback() -> Bool {
        let start = position
        guard !table.readbacksFrom[Int(cells[start])].isEmpty, let (n, text) = readback(at: start) else { return false }
        let first = cellOffsetForText.count
        for scalar in text {
            let cased = inCase(scalar)
            if BackTranslator.isAlphabetic(scalar) { capitalNext = false }
            noteMark(cased, after: out.last)
            append(cased, from: start)
        }
        advance(by: n, mappingTo: first)
        // Letters (a contraction: ⠠⠮ is "The", ⠠⠠⠮⠽ "THEY") keep a capitals word going; any
        // other reading ends it, as a mark does.
        if text.allSatisfy(BackTranslator.isAlphabetic) { inNumber = false } else { endWordModes() }
        return true
    }

    private func readback(at i: Int) -> (cells: Int, text: [Unicode.Scalar])? {
        // In a number, digits come first: no rule reads them as letters (`⠼⠚` is 0, not just).
        for rule in table.readbacks[table.readbacksFrom[Int(cells[i])]] where i + rule.cells.count <= cells.count
            && !(inNumber && rule.text.allSatisfy(BackTranslator.isAlphabetic)) {
            var k = 0
            while k < rule.cells.count, cells[i + k] == rule.cells[k] { k += 1 }
            guard k == rule.cells.count, rule.before == .wordbegin ? beginsWord() : rule.before.admits(classBefore()),
                  rule.inside == nil || openers.last == rule.inside,
                  admitsAfter(rule.after, at: i + k) else { continue }
            return (k, rule.text)
        }
        return nil
    }

    /// Whether the cells at `k` are what `after` asks for.
    private func admitsAfter(_ after: ContextClass, at k: Int) -> Bool {
        switch after {
        case .wordend: return endsWord(at: k)
        case .consonant:
            guard let letter = firstLetter(at: k) else { return false }
            return !table.vowels.contains(letter.properties.lowercaseMapping.unicodeScalars.first!.value)
        default: return after.admits(classOfCells(at: k))
        }
    }

    /// The first letter the cells at `k` read as: a letter's, or a groupsign's read as letters.
    private func firstLetter(at k: Int) -> Unicode.Scalar? {
        if let s = scalar(at: k), BackTranslator.isAlphabetic(s) { return s }
        guard k < cells.count else { return nil }
        return letterGroup(at: k)?.first
    }

    /// The letters of a `readback` rule read as letters whose cells are at `k`, after a letter
    /// (a groupsign inside a word: `⠒` cc, `⠨⠞` ount), whatever follows it; or, with
    /// `afterText`, where its context holds after the text read so far.
    func letterGroup(at k: Int, afterText: Bool = false) -> [Unicode.Scalar]? {
        for rule in table.readbacks[table.readbacksFrom[Int(cells[k])]]
            where (afterText ? (rule.before == .wordbegin ? beginsWord() : rule.before.admits(classBefore()))
                             : rule.before.admits(CharacterClass.lowercase.rawValue))
            && k + rule.cells.count <= cells.count && rule.text.allSatisfy(BackTranslator.isAlphabetic) {
            var j = 0
            while j < rule.cells.count, cells[k + j] == rule.cells[j] { j += 1 }
            if j == rule.cells.count, !afterText || admitsAfter(rule.after, at: k + j) { return rule.text }
        }
        return nil
    }

    /// The class `readback` contexts ask of the last character read (nil at the start).
    func classBefore() -> UInt8? {
        guard let p = out.last else { return nil }
        if BackTranslator.isWhitespace(p) { return CharacterClass.space.rawValue }
        if BackTranslator.isAlphabetic(p) { return CharacterClass.lowercase.rawValue }
        if p.properties.numericType == .decimal { return CharacterClass.digit.rawValue }
        return CharacterClass.punctuation.rawValue
    }

    /// The class `readback` contexts ask of the cells at `k` (nil at the end).
    func classOfCells(at k: Int) -> UInt8? {
        guard k < cells.count else { return nil }
        if cells[k] == 0 { return CharacterClass.space.rawValue }
        let ind = table.indicators
        if matches(ind.numberSign, at: k) { return CharacterClass.digit.rawValue }
        if startsLetter(at: k) || matches(ind.capital, at: k) || matches(ind.capsWord, at: k) {
            return CharacterClass.lowercase.rawValue
        }
        return CharacterClass.punctuation.rawValue
    }

    /// Whether the cells at `k` start a letter (or a `readback` rule read as letters).
    func startsLetter(at k: Int) -> Bool {
        guard k < cells.count, cells[k] != 0 else { return false }
        return (table.text[CellKey(cells, k, 1)].map(BackTranslator.isAlphabetic) ?? false) || table.readbackLetterCell[Int(cells[k])]
            || letterGroup(at: k) != nil
    }

    /// The scalar the cells at `k` read as on their own (nil at a blank or the end).
    func scalar(at k: Int) -> Unicode.Scalar? {
        guard k < cells.count, cells[k] != 0 else { return nil }
        var n = longestKey(at: k)
        while n > 0 {
            if let s = table.text[CellKey(cells, k, n)] { return s }
            n -= 1
        }
        return nil
    }
}
