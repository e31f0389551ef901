/// The indicator step: capitals (letter, word, passage and terminator), number sign, letter sign
/// and numeric space, longest first.
extension BackReading {
    /// Reads the indicator at ``position``, if one is there and is not the start of a longer
    /// character; a numeric space is read as a space.
    mutating func readIndicator() {
        let i = position
        let ind = table.indicators
        if startsLongerCharacter(at: i) {
            return
        } else if matches(ind.capsPassage, at: i) {
            // A capitals indicator ends a number: `7⠠⠙` is "7D".
            capsPassage = true; inNumber = false; position += ind.capsPassage.count
        } else if matches(ind.capsWord, at: i) {
            capsWord = true; inNumber = false; position += ind.capsWord.count
        } else if !inNumber, matches(ind.capsTerminator, at: i), capsWord || capsPassage {
            capsWord = false; capsPassage = false; position += ind.capsTerminator.count
        } else if matches(ind.capital, at: i) {
            capitalNext = true; inNumber = false; position += ind.capital.count
        } else if matches(ind.numberSign, at: i) {
            inNumber = true; position += ind.numberSign.count
        } else if inNumber, matches(ind.letterSign, at: i) {
            inNumber = false; position += ind.letterSign.count
        } else if !inNumber, matches(ind.letterSign, at: i), startsCharacter(afterCapitalsFrom: i + ind.letterSign.count),
                  table.text[CellKey(cells, i, ind.letterSign.count)] == nil {
            // A letter sign outside a number (UEB's grade 1 indicator) makes the next character
            // itself, not a contraction (`⠰⠠⠃` is "B"); unless its cells are a character (German's
            // apostrophe is dot 6, its letter sign too): then it is that character.
            grade1Next = true
            position += ind.letterSign.count
        } else if inNumber, matches(ind.numericSpace, at: i) {
            append(" ", from: i)
            position += ind.numericSpace.count
        }
    }

    /// Whether a character's cells start at `i`, past any capital indicators.
    private func startsCharacter(afterCapitalsFrom i: Int) -> Bool {
        var k = i
        let ind = table.indicators
        while true {
            if matches(ind.capsWord, at: k) { k += ind.capsWord.count }
            else if matches(ind.capital, at: k) { k += ind.capital.count }
            else { break }
        }
        return k < cells.count && table.text[CellKey(cells, k, 1)] != nil
    }

    /// Whether the cells at `i` start an indicator and a character written with more cells (UEB's
    /// ‘ is 6 236, the capital indicator 6): they are that character. In a number the letter
    /// sign is the letter sign (`0100⠠⠶` is "0100)"), never the start of a longer character.
    private func startsLongerCharacter(at i: Int) -> Bool {
        var indicatorLength = 0
        for ref in table.indicatorRefs where ref.count > indicatorLength && matches(ref, at: i) {
            indicatorLength = ref.count
        }
        guard indicatorLength > 0, !(inNumber && matches(table.indicators.letterSign, at: i)) else { return false }
        var n = longestKey(at: i)
        while n > indicatorLength {
            if let character = table.text[CellKey(cells, i, n)] {
                return !capitalizesLetters(at: i, indicatorLength, before: character, n)
            }
            n -= 1
        }
        return false
    }

    /// Whether a capital indicator at `i` starts a word's letters rather than a sign written with
    /// it (`character`, `n` cells): when the sign is no letter, the cells after the indicator are
    /// letters here (`⠸⠉` cannot, `⠡` ch) and the cells after the sign go on with a letter
    /// (`⠠⠸⠉` is "Cannot", not "║c"; `⠠⠡⠁⠝⠛⠑` "Change", not "∴ange").
    private func capitalizesLetters(at i: Int, _ indicatorLength: Int, before character: Unicode.Scalar, _ n: Int) -> Bool {
        matches(table.indicators.capital, at: i) && table.indicators.capital.count == indicatorLength
            && !BackTranslator.isAlphabetic(character) && startsLetter(at: i + n)
            && (scalar(at: i + indicatorLength).map(BackTranslator.isAlphabetic) ?? false
                || letterGroup(at: i + indicatorLength, afterText: true) != nil)
    }
}
