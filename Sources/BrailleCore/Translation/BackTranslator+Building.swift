/// The steps that build a ``BackTranslator`` from a compiled table, besides the characters'
/// own readings (``ForwardReadings``).
extension BackTranslator {
    /// Context rules whose cells are also a character's own, for openers only (`Datei(en)`:
    /// German writes `(` after a letter as `[`): chosen when their partner closes first.
    static func sharedOpeners(of c: CompiledTable) -> [SharedOpener] {
        var shared: [SharedOpener] = []
        for rule in c.readbacks where rule.fromContext {
            guard rule.text.unicodeScalars.count == 1, let opener = rule.text.unicodeScalars.first,
                  let closer = partners.first(where: { $0.value == opener })?.key,
                  closer.value < 0x1_0000, !c.bmpRefs[Int(closer.value)].isNone else { continue }
            shared.append(SharedOpener(cells: c.cells(rule.cells), before: rule.before, opener: opener,
                                       closer: c.cells(c.bmpRefs[Int(closer.value)])))
        }
        return shared
    }

    /// The table's `readback` rules and the `context` rules read back, by first cell, and for
    /// each first cell longest cells first (table order among equals).
    static func readbacks(of c: CompiledTable) -> [Readback] {
        var plainCells = Set<[UInt8]>()
        for v in 0..<c.bmpFlags.count where c.bmpFlags[v] != 0 && !c.bmpRefs[v].isNone { plainCells.insert(c.cells(c.bmpRefs[v])) }
        return c.readbacks.enumerated()
            // A context rule is read back only where its cells are no character's own and its
            // string has no space (`3 %` and `3%` are the same cells; which one is a guess), or
            // where it is letters inside or at the start of a word (a groupsign: `⠂` is `ea`
            // between letters, `⠨⠙` `ound` after one, `⠒` `con` starting a word before one).
            // A `numjoin` is read in numbers (``ForwardReadings``).
            .filter { !$0.element.joinsNumber }
            .filter { !$0.element.fromContext || Self.isGroupsign($0.element)
                || (!plainCells.contains(c.cells($0.element.cells)) && !$0.element.text.unicodeScalars.contains { $0.properties.isWhitespace }) }
            .map { (order: $0.offset, rule: Readback(cells: c.cells($0.element.cells), before: $0.element.before, inside: $0.element.inside,
                                                     after: $0.element.after, text: Array($0.element.text.unicodeScalars))) }
            .filter { !$0.rule.cells.isEmpty }
            .sorted { a, b in (a.rule.cells[0], -a.rule.cells.count, a.order) < (b.rule.cells[0], -b.rule.cells.count, b.order) }
            .map(\.rule)
    }

    /// Whether a rule is letters after a letter or at a word's start, before a letter or anything.
    static func isGroupsign(_ rule: ReadbackRule) -> Bool {
        (rule.before == .letter || rule.before == .wordbegin) && rule.after != .nonletter
            && !rule.text.isEmpty && rule.text.unicodeScalars.allSatisfy(isAlphabetic)
    }

    /// The address forms' cells → character (empty without an `addressmark`).
    static func addressForms(of c: CompiledTable) -> [CellKey: Unicode.Scalar] {
        guard let address = c.address else { return [:] }
        var forms = RankedReadings()
        for (scalar, ref) in address.forms {
            guard let s = Unicode.Scalar(scalar) else { continue }
            forms.offer(c.cells(ref), rank: Int(scalar), s)
        }
        return forms.map()
    }

    /// For each first cell, the most cells a key starting with it has (0: none).
    static func longestKeys(_ readings: ForwardReadings, of c: CompiledTable) -> [UInt8] {
        var longest = [UInt8](repeating: 0, count: 256)
        for key in readings.keys where !key.isEmpty && key.count <= CellKey.capacity {
            longest[Int(key[0])] = max(longest[Int(key[0])], UInt8(key.count))
        }
        if let address = c.address {
            for ref in address.forms.values where !ref.isNone {
                let key = c.cells(ref)
                longest[Int(key[0])] = max(longest[Int(key[0])], UInt8(min(key.count, CellKey.capacity)))
            }
        }
        return longest
    }

    /// For each first cell, the range of `readbacks` (ordered by first cell) that start with it.
    static func rangesByFirstCell(_ readbacks: [Readback]) -> [Range<Int>] {
        var ranges = [Range<Int>](repeating: 0..<0, count: 256)
        var k = 0
        while k < readbacks.count {
            let first = Int(readbacks[k].cells[0])
            var end = k + 1
            while end < readbacks.count, readbacks[end].cells[0] == readbacks[k].cells[0] { end += 1 }
            ranges[first] = k..<end
            k = end
        }
        return ranges
    }

    /// The cells that alone are a rule read as letters with any cells after them.
    static func readbackLetterCells(_ readbacks: [Readback]) -> [Bool] {
        var letters = [Bool](repeating: false, count: 256)
        for rule in readbacks where rule.cells.count == 1 && rule.inside == nil && rule.after == .any {
            if let first = rule.text.first, isAlphabetic(first) {
                letters[Int(rule.cells[0])] = true
            }
        }
        return letters
    }
}

extension CompiledTable {
    /// The cells `ref` names, as an array.
    func cells(_ ref: CellRef) -> [UInt8] { Array(pool[ref.start..<ref.start + ref.count]) }
}
