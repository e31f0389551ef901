/// The translation engine: one pass over the scalars of the text with a compiled table.
///
/// Context rules (all driven by what the table declares):
/// - **Capitals.** A single uppercase letter gets the capital indicator. A run of two or more
///   uppercase letters gets the capitals-word indicator, and the capitals terminator if a lowercase
///   letter follows the run directly. Three or more words in capitals in a row (words without
///   letters in between neither count nor break the row) get the capitals-passage indicator before
///   the first letter and the terminator after the last capitalised word.
/// - **Numbers.** The numeric indicator starts a run of digits; `numcontinue` characters keep
///   numeric mode, and start it before a digit when no letter or digit precedes (`.5`). A single
///   space between digits becomes the numeric space. A letter listed in `lettersignafter` directly
///   after a number gets the letter indicator.
/// - **Forms.** A punctuation mark or sign may have context forms, tried in this order:
///   `betweenletters` (letters on both sides), `wordstart` (space or text start before, past opening marks, a letter,
///   digit or sign after), `wordend` (a letter before, directly or through punctuation marks; a
///   space or the text end after, past punctuation marks), `beforeletter` (a letter after). An uppercase letter with a `capitalform` uses it
///   when it takes the capital indicator alone.
/// - **Combining marks** (`combining`) are written before the character they follow.
/// - **Sequences.** At each position the longest `seq` (anywhere) or `word` (not touching letters
///   on either side) wins over single characters; in a table with `weight`s, a run of Han
///   characters is split into its most probable words instead (`writeHanRun`).
extension CompiledTable {
    func translate(_ text: String) -> Translation {
        // Scratch memory (on the stack when small): the scalars and their flag bytes, freed before
        // the result is copied out, and the cells with their owners. The map from scalars to cells
        // is written in place into the translation's array. A 10 MB line of ASCII peaks at about
        // 15 bytes per scalar: 5 of scratch, 4 for that map, 1 + 4 for cells and owners, copied
        // once (see BENCHMARKS.md).
        var text = text
        return text.withUTF8 { utf8 in
            let n = UTF8Scalar.count(utf8)
            let expected = n + n / 2 + 8
            return pool.withUnsafeBufferPointer { pool in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: expected) { cells in
                    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: expected) { owners in
                        var out = CellWriter(pool: pool.baseAddress!, cells: cells, owners: owners)
                        let firstCell = [UInt32](unsafeUninitializedCapacity: n) { firstCell, initialized in
                            guard n > 0 else { return }
                            out.start(firstCell: firstCell.baseAddress!, inputCount: n)
                            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n) { scalarBuffer in
                                let scalars = scalarBuffer.baseAddress!
                                _ = UTF8Scalar.decodeWellFormed(utf8, into: scalars)
                                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n) { flagBuffer in
                                    let flags = flagBuffer.baseAddress!
                                    for k in 0..<n { flags[k] = entry(scalars[k]).flags }
                                    if foldCase { markFoldedSequenceStarts(scalars, flags, n) }
                                    groupPool.withUnsafeBufferPointer { groupCounts in
                                        var pass = ForwardPass(table: self, scalars: scalars, flags: flags, count: n,
                                                               groupCounts: groupCounts.baseAddress)
                                        pass.run(into: &out)
                                    }
                                }
                            }
                            out.mapInputsWithoutCells()
                            initialized = n
                        }
                        return out.finish(cellOffsetForInput: firstCell)
                    }
                }
            }
        }
    }

    /// The context form that applies at `i`, if any; `next` is the index after its combining marks.
    func contextForm(_ forms: ContextForms, _ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>,
                     _ n: Int, at i: Int, next: Int) -> CellRef? {
        let following: UInt8 = next < n ? flags[next] & CharacterFlag.classMask : CharacterClass.space.rawValue
        let letterAfter = next < n && isLetterFlags(flags[next])
        let letterBefore = i > 0 && isLetterFlags(flags[i - 1])
        if !forms.betweenLetters.isNone, letterBefore, letterAfter { return forms.betweenLetters }
        if !forms.wordStart.isNone, startsWord(scalars, flags, at: i),
           letterAfter || following == CharacterClass.digit.rawValue || following == CharacterClass.sign.rawValue {
            return forms.wordStart
        }
        if !forms.wordEnd.isNone, endsWord(flags, n, after: next) {
            // A letter before, directly or through punctuation marks (`it."`, `it..."`).
            var k = i - 1
            while k >= 0, flags[k] & CharacterFlag.classMask == CharacterClass.punctuation.rawValue { k -= 1 }
            if k >= 0, isLetterFlags(flags[k]) { return forms.wordEnd }
        }
        if !forms.beforeLetter.isNone, letterAfter { return forms.beforeLetter }
        return nil
    }

    /// Whether `i` is at the text start or after a space, past any `wordbefore` marks (opening
    /// brackets: `("In`).
    private func startsWord(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, at i: Int) -> Bool {
        var k = i - 1
        if let before = standingAlone?.before {
            while k >= 0, before.contains(scalars[k]) { k -= 1 }
        }
        return k < 0 || flags[k] & CharacterFlag.classMask == CharacterClass.space.rawValue
    }

    /// Whether the text ends or a space comes at `next`; in a table with the standing-alone
    /// opcodes (`wordafter`: contracted UEB) past any punctuation marks too (`way.")`).
    private func endsWord(_ flags: UnsafeMutablePointer<UInt8>, _ n: Int, after next: Int) -> Bool {
        var k = next
        if standingAlone != nil {
            while k < n, flags[k] & CharacterFlag.classMask == CharacterClass.punctuation.rawValue { k += 1 }
        }
        return k == n || flags[k] & CharacterFlag.classMask == CharacterClass.space.rawValue
    }

    /// Whether the space-delimited word starting at `start` has an uppercase letter and no lowercase one.
    func tokenIsCapitalised(_ flags: UnsafeMutablePointer<UInt8>, _ n: Int, from start: Int) -> Bool {
        var upper = false
        var k = start
        while k < n {
            let c = flags[k] & CharacterFlag.classMask
            if c == CharacterClass.space.rawValue { break }
            if c == CharacterClass.lowercase.rawValue { return false }
            if c == CharacterClass.uppercase.rawValue { upper = true }
            k += 1
        }
        return upper
    }

    /// From a capitalised word at `start`: the index of the last scalar of the last capitalised
    /// word if three or more follow in a row, else nil and where the row stopped.
    func capitalisedRun(_ flags: UnsafeMutablePointer<UInt8>, _ n: Int, from start: Int) -> (end: Int?, stop: Int) {
        var count = 0
        var lastEnd = -1
        var k = start
        while k < n {
            while k < n, flags[k] & CharacterFlag.classMask == CharacterClass.space.rawValue { k += 1 }
            if k >= n { break }
            let wordStart = k
            var upper = false
            var lower = false
            while k < n {
                let c = flags[k] & CharacterFlag.classMask
                if c == CharacterClass.space.rawValue { break }
                if c == CharacterClass.lowercase.rawValue { lower = true }
                if c == CharacterClass.uppercase.rawValue { upper = true }
                k += 1
            }
            if lower { k = wordStart; break }
            if upper {
                count += 1
                lastEnd = k - 1
            }
        }
        return count >= 3 ? (lastEnd, k) : (nil, k)
    }

    /// The longest `seq`, `word` standing alone, or `context`/`numjoin` rule whose context holds,
    /// that starts at `start`; at equal length a context rule wins. The flag tells a `numjoin`;
    /// the last element is the sequence's cells per scalar (`groupPool`), or none. With
    /// `foldCase`, letters match in either case, as long as the letters after the first share one
    /// case and follow a lowercase first letter only in lowercase (`The`, `THE`, not `tHe`), and
    /// inside a run of capitals only capitals follow. No match reaches past `limit` (the start of
    /// the next part of a `compound` word, else `n`).
    func matchSequence(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
                       at start: Int, limit: Int) -> (Int, CellRef, Bool, CellRef)? {
        var node: Int32 = 0
        var best: (Int, CellRef, Bool, CellRef)?
        var k = start
        let letterBefore = start > 0 && isLetterFlags(flags[start - 1])
        let fold = foldCase
        let classBefore: UInt8? = start > 0 ? flags[start - 1] & CharacterFlag.classMask : nil
        let caseChangesBefore = fold && Self.changesCase(flags, n, between: start - 1)
        let lowercase = CharacterClass.lowercase.rawValue
        let uppercase = CharacterClass.uppercase.rawValue
        let firstIsLowercase = flags[start] & CharacterFlag.classMask == lowercase
        // The case of the letters after the first; 0 before the second letter. Inside a run of
        // capitals the match must stay in capitals (`GStreamer` is not G st...).
        var laterCase: UInt8 = fold && !firstIsLowercase && start > 0
            && flags[start - 1] & CharacterFlag.classMask == uppercase ? uppercase : 0
        while k < limit {
            var scalar = scalars[k]
            if fold {
                let c = flags[k] & CharacterFlag.classMask
                if k > start, c == lowercase || c == uppercase {
                    if (firstIsLowercase && c == uppercase) || (laterCase != 0 && laterCase != c) { break }
                    laterCase = c
                }
                if c == uppercase { scalar = CompiledTable.lowercased(scalar) }
            }
            guard let child = trieEdges.child(of: node, along: scalar) else { break }
            node = child
            k += 1
            if !trieHasContext.isEmpty, trieHasContext[Int(node)], let rules = trieContexts[node] {
                let classAfter: UInt8? = k < n ? flags[k] & CharacterFlag.classMask : nil
                let caseChangesAfter = fold && Self.changesCase(flags, n, between: k - 1)
                // Of the changes of case, a capital after a small letter (`QuickTax`).
                let capitalAfter = caseChangesAfter && flags[k - 1] & CharacterFlag.classMask == lowercase
                if let rule = rules.first(where: { rule in
                    // A lower groupsign stops at a change of case (`SeaWorld`), a shortform
                    // starting a compound at a capital after a small letter (`QuickTax`); a strong
                    // groupsign reaches across it (`SmithInge`).
                    let before = caseChangesBefore && rule.stopsAtCaseChange ? CharacterClass.sign.rawValue : classBefore
                    let after = (caseChangesAfter && rule.stopsAtCaseChange) || (capitalAfter && rule.stopsAtCapital)
                        ? CharacterClass.sign.rawValue : classAfter
                    return (rule.before == .wordbegin ? beginsWord(scalars, flags, at: start)
                            : rule.before == .inword ? isInsideWord(scalars, flags, at: start, classBefore: before)
                            : rule.before.admits(before))
                        && rule.after.admits(after)
                        && (rule.after != .consonant || !vowels.contains(CompiledTable.folded(scalars[k], flags[k])))
                        && (rule.after != .syllable || hasVowel(scalars, flags, n, from: k))
                }) {
                    best = (k - start, rule.cells, rule.joinsNumber, .none)
                    continue
                }
            }
            let word = trieWord[Int(node)]
            if !word.isNone, standsAlone(scalars, flags, n, from: start, to: k, node: node, letterBefore: letterBefore) {
                best = (k - start, word, false, trieWordGroups[Int(node)])
            } else if !trieSeq[Int(node)].isNone, !spelledLowerWord(scalars, flags, n, from: start, to: k, node: node) {
                best = (k - start, trieSeq[Int(node)], false, trieSeqGroups[Int(node)])
            }
        }
        return best
    }

    /// With `foldCase`, whether the letters at `k` and `k + 1` meet where the case changes inside
    /// a word, which a `context` rule of one lower cell (a lower groupsign) does not reach across
    /// (the rulebook's mixed-case words: `SeaWorld`, `TEAspoon`, `conCUR`, `MacEACHEN`; but
    /// `SmithInge`, `WALKing`, `QuickTime`): a small letter
    /// before a capital, or a small letter after two capitals. (A capital then small letters is
    /// how a word starts: `Reading`.)
    @inline(__always)
    static func changesCase(_ flags: UnsafeMutablePointer<UInt8>, _ n: Int, between k: Int) -> Bool {
        guard k >= 0, k + 1 < n else { return false }
        let lowercase = CharacterClass.lowercase.rawValue
        let uppercase = CharacterClass.uppercase.rawValue
        let left = flags[k] & CharacterFlag.classMask
        let right = flags[k + 1] & CharacterFlag.classMask
        if left == lowercase { return right == uppercase }
        return left == uppercase && right == lowercase && k > 0 && flags[k - 1] & CharacterFlag.classMask == uppercase
    }

    /// Whether a letter of `vowels` comes among the letters from `k` to the end of the word (a
    /// `syllable` context). Asked only where such a rule's string matched.
    func hasVowel(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int, from k: Int) -> Bool {
        var j = k
        while j < n, isLetterFlags(flags[j]) {
            if vowels.contains(CompiledTable.folded(scalars[j], flags[j])) { return true }
            j += 1
        }
        return false
    }

    /// Whether `start` is inside a word for an `inword` context: a letter before it (of class
    /// `classBefore`), or a mark other than a `wordbreak` that has a letter before it (`Ch'ing`,
    /// `brown(ing)`; not `to-ing`).
    @inline(__always)
    func isInsideWord(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, at start: Int,
                      classBefore: UInt8?) -> Bool {
        guard let classBefore else { return false }
        if classBefore == CharacterClass.lowercase.rawValue || classBefore == CharacterClass.uppercase.rawValue { return true }
        return ContextClass.mark.admits(classBefore) && start > 1 && isLetterFlags(flags[start - 2])
            && standingAlone?.breaks.contains(scalars[start - 1]) != true
    }

    /// Whether `start` begins a word for a `wordbegin` context: the text start, a space or a
    /// `wordbreak` before it, past any `wordbefore` marks.
    func beginsWord(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, at start: Int) -> Bool {
        guard let standingAlone else { return start == 0 || !isLetterFlags(flags[start - 1]) }
        return standingAlone.beginsWord(scalars, flags, at: start)
    }

    /// Whether the `word` ending at trie node `node` may be used for scalars `start..<end`.
    @inline(__always)
    private func standsAlone(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
                             from start: Int, to end: Int, node: Int32, letterBefore: Bool) -> Bool {
        guard let standingAlone else { return !letterBefore && (end == n || !isLetterFlags(flags[end])) }
        return standingAlone.holds(self, scalars, flags, n, from: start, to: end, lower: lowerWordAtNode.isEmpty ? nil : lowerWordAtNode[Int(node)])
    }

    /// Whether `start..<end` is a `lowerword` standing alone that only lower marks touch: it is
    /// then spelled, and the `seq` of the same letters is not used either (`in.` is i n .).
    private func spelledLowerWord(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
                                  from start: Int, to end: Int, node: Int32) -> Bool {
        guard !lowerWordAtNode.isEmpty, lowerWordAtNode[Int(node)] != nil, let standingAlone else { return false }
        return standingAlone.holds(self, scalars, flags, n, from: start, to: end, lower: nil)
    }

    /// Whether the cells of `ref` begin with the cells of `prefix`.
    func startsWith(_ ref: CellRef, _ prefix: CellRef) -> Bool {
        guard prefix.count > 0, ref.count > prefix.count else { return false }
        for k in 0..<prefix.count where pool[ref.start + k] != pool[prefix.start + k] { return false }
        return true
    }

    /// The lowercase mapping of an uppercase letter (one scalar), for `foldCase` matching.
    @inline(__always) static func lowercased(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return scalar &- 0x41 < 26 ? scalar | 0x20 : scalar }  // no String for ASCII
        guard let s = Unicode.Scalar(scalar) else { return scalar }
        let lower = s.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : scalar
    }

    /// With `foldCase`: an uppercase letter starts a sequence when its lowercase form does.
    func markFoldedSequenceStarts(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int) {
        for k in 0..<n where flags[k] & CharacterFlag.classMask == CharacterClass.uppercase.rawValue {
            flags[k] |= entry(CompiledTable.lowercased(scalars[k])).flags & CharacterFlag.startsSequence
        }
    }

    @inline(__always) func isLetterFlags(_ flags: UInt8) -> Bool {
        let c = flags & CharacterFlag.classMask
        return c == CharacterClass.lowercase.rawValue || c == CharacterClass.uppercase.rawValue
    }

    func emitUndefined(_ scalar: UInt32, for i: Int, into out: inout CellWriter) {
        switch undefined {
        case .cells(let ref):
            out.emit(ref, for: i)
        case .hex(let backslash, let x, let slash, let digits):
            out.emit(backslash, for: i)
            out.emit(x, for: i)
            emitHex(scalar, width: max(4, hexWidth(scalar)), digits: digits, for: i, into: &out)
            out.emit(slash, for: i)
        case .escape(let open, let backslash, let close, let xyz, let digits):
            let width = scalar <= 0xFFFF ? 4 : (scalar <= 0xF_FFFF ? 5 : 6)
            out.emit(open, for: i)
            out.emit(backslash, for: i)
            out.emit(xyz[width - 4], for: i)
            emitHex(scalar, width: width, digits: digits, for: i, into: &out)
            out.emit(close, for: i)
        }
    }

    private func hexWidth(_ scalar: UInt32) -> Int {
        var width = 1
        var v = scalar >> 4
        while v != 0 { width += 1; v >>= 4 }
        return width
    }

    private func emitHex(_ scalar: UInt32, width: Int, digits: [CellRef], for i: Int, into out: inout CellWriter) {
        var shift = (width - 1) * 4
        while shift >= 0 {
            out.emit(digits[Int((scalar >> UInt32(shift)) & 0xF)], for: i)
            shift -= 4
        }
    }
}
