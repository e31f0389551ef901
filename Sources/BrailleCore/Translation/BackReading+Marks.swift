/// Paired marks: the opening marks open so far, and the choices between an opening and a closing
/// mark written with the same cells.
extension BackReading {
    /// Keeps ``openers``: an opening bracket or quotation mark (a straight `"` at the start of a
    /// word) is pushed; a closing one pops its partner (a quotation mark any quotation mark).
    mutating func noteMark(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) {
        // ASCII other than brackets and the straight quotation mark opens and closes nothing.
        if scalar.value < 0x80 {
            switch scalar.value {
            case 0x22, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: break
            default: return
            }
        }
        let category = scalar.properties.generalCategory
        let quote = BackTranslator.quotes.contains(scalar)
        let opensHere = BackTranslator.opens(after: previous)
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

    /// Whether a mark whose cells (`key`, `n` cells at `i`) read as opening or closing (`close`)
    /// closes here, after `p`.
    mutating func closes(_ close: Unicode.Scalar, after p: Unicode.Scalar, key: CellKey, length n: Int, at i: Int) -> Bool {
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

    /// Whether `key` occurs again at or after `k`; each key's search goes on from where the
    /// last one stopped, so the searches of one line take linear time together.
    private mutating func occursAgain(_ key: CellKey, length n: Int, from k: Int) -> Bool {
        if let found = nextOccurrence[key], found == Int.max || found >= k { return found != Int.max }
        var j = max(k, (nextOccurrence[key] ?? -1) + 1)
        while j + n <= cells.count, CellKey(cells, j, n) != key { j += 1 }
        nextOccurrence[key] = j + n <= cells.count ? j : Int.max
        return j + n <= cells.count
    }

    /// An opener that a context rule writes with these cells (`(` after a letter, German
    /// 6 2356, also `[`), when its context holds and its closer comes before these cells
    /// come again (looked for up to 256 cells ahead).
    func sharedOpener(for key: CellKey, length n: Int, at i: Int) -> Unicode.Scalar? {
        guard !table.sharedOpeners.isEmpty else { return nil }
        for candidate in table.sharedOpeners where candidate.cells.count == n && CellKey(candidate.cells, 0, n) == key
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
}
