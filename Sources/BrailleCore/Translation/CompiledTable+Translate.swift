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
///   `betweenletters` (letters on both sides), `wordstart` (space or text start before, a letter,
///   digit or sign after), `wordend` (a letter before, directly or through punctuation marks; a
///   space or the text end after), `beforeletter` (a letter after). An uppercase letter with a `capitalform` uses it
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
                                    groupPool.withUnsafeBufferPointer { groupCounts in
                                        translate(scalars: scalars, flags: flags, count: n,
                                                  groupCounts: groupCounts.baseAddress, into: &out)
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

    /// The engine proper, over scratch buffers of `n` scalars and their flag bytes; a scalar's cells
    /// are looked up (`entry`) when they are written.
    private func translate(scalars: UnsafeMutablePointer<UInt32>, flags: UnsafeMutablePointer<UInt8>, count n: Int,
                           groupCounts: UnsafePointer<UInt8>?, into out: inout CellWriter) {
        let ind = indicators
        let classMask = CharacterFlag.classMask
        let lowercase = CharacterClass.lowercase.rawValue
        let uppercase = CharacterClass.uppercase.rawValue
        let digit = CharacterClass.digit.rawValue
        let space = CharacterClass.space.rawValue
        let combining = CharacterClass.combining.rawValue

        @inline(__always) func cls(_ k: Int) -> UInt8 { flags[k] & classMask }
        @inline(__always) func ref(_ k: Int) -> CellRef { entry(scalars[k]).ref }
        @inline(__always) func isLetter(_ k: Int) -> Bool {
            let c = flags[k] & classMask
            return c == lowercase || c == uppercase
        }

        var numeric = false
        var passageEnd = -1
        var passagePending = false
        var noPassageBefore = 0
        var capsRunEnd = -1
        let segmentation = self.segmentation
        let segments = segmentation != nil
        var i = 0
        while i < n {
            let f = flags[i]
            let c = f & classMask
            out.startInput(i)

            // A word in capitals may open a capitals passage.
            if c != space, i > passageEnd, i >= noPassageBefore, (i == 0 || cls(i - 1) == space),
               !ind.capsPassage.isNone, tokenIsCapitalised(flags, n, from: i) {
                let (end, stop) = capitalisedRun(flags, n, from: i)
                if let end { passageEnd = end; passagePending = true } else { noPassageBefore = stop }
            }

            // A web or e-mail address or a file name is written whole in the table's address forms.
            if let address, c != space, i == 0 || cls(i - 1) == space,
               let end = address.end(of: scalars, flags, n, from: i) {
                out.emit(address.mark, for: i)
                for k in i..<end {
                    if k > i { out.startInput(k) }
                    let fk = flags[k]
                    if let form = address.forms[scalars[k]] {
                        out.emit(form, for: k)
                    } else if fk & classMask == uppercase {
                        out.emit(address.capital, for: k)
                        out.emit(ref(k), for: k)
                    } else if fk & classMask == CharacterClass.undefined.rawValue {
                        emitUndefined(scalars[k], for: k, into: &out)
                    } else {
                        out.emit(ref(k), for: k)
                    }
                }
                numeric = false
                i = end
                continue
            }

            // A run of Han characters, in a table with word weights: its most probable words.
            if segments, HanSegmentation.isHan(scalars[i]) {
                var end = i + 1
                while end < n, HanSegmentation.isHan(scalars[end]) { end += 1 }
                if numeric, f & CharacterFlag.letterSignAfterNumber != 0 { out.emit(ind.letterSign, for: i) }
                numeric = false
                writeHanRun(scalars, from: i, to: end, segmentation.unsafelyUnwrapped, groupCounts: groupCounts, into: &out)
                i = end
                continue
            }

            if f & CharacterFlag.startsSequence != 0,
               let (length, ref, joinsNumber, groups) = matchSequence(scalars, flags, n, at: i) {
                if numeric, !joinsNumber, f & CharacterFlag.letterSignAfterNumber != 0 {
                    out.emit(ind.letterSign, for: i)
                }
                if groups.isNone {
                    out.emit(ref, for: i)
                    for k in i + 1..<i + length { out.alias(k, to: i) }
                } else {
                    // Each scalar owns its own cells (routing to 行 in 銀行 lands on 行).
                    var start = ref.start
                    let counts = groupCounts! + groups.start
                    for k in 0..<length {
                        let count = Int(counts[k])
                        if k > 0 { out.startInput(i + k) }
                        out.emit(CellRef(start: start, count: count), for: i + k)
                        start += count
                    }
                }
                numeric = joinsNumber
                i += length
                if passageEnd >= 0, i > passageEnd {
                    out.emit(ind.capsTerminator, for: i - 1)
                    passageEnd = -1
                }
                continue
            }

            // Combining marks after this character are written first.
            var next = i + 1
            while next < n, cls(next) == combining {
                out.emit(ref(next), for: i)
                next += 1
            }
            // A modifier written before a letter already ends a number (no letter sign needed).
            if next > i + 1, c != digit { numeric = false }
            let following = next < n ? cls(next) : space

            switch c {
            case lowercase:
                if numeric {
                    if f & CharacterFlag.letterSignAfterNumber != 0 { out.emit(ind.letterSign, for: i) }
                    numeric = false
                }
                if i == capsRunEnd { out.emit(ind.capsTerminator, for: i) }
                out.emit(ref(i), for: i)
            case uppercase:
                if numeric, ind.capital.isNone, f & CharacterFlag.letterSignAfterNumber != 0 {
                    out.emit(ind.letterSign, for: i)
                }
                numeric = false
                if passagePending {
                    out.emit(ind.capsPassage, for: i)
                    passagePending = false
                }
                // Combining marks inside a run of capitals do not break it (`E◌́COLE`).
                var previous = i - 1
                while previous >= 0, cls(previous) == combining { previous -= 1 }
                if i <= passageEnd || (previous >= 0 && cls(previous) == uppercase) {
                    out.emit(ref(i), for: i)
                } else {
                    var j = i + 1
                    var capitals = 1
                    while j < n {
                        let cj = cls(j)
                        if cj == uppercase { capitals += 1 } else if cj != combining { break }
                        j += 1
                    }
                    if !ind.capsWord.isNone, capitals >= 2 || (singleCapsWord && (j >= n || cls(j) != lowercase)) {
                        out.emit(ind.capsWord, for: i)
                        if j < n, cls(j) == lowercase { capsRunEnd = j }
                        out.emit(ref(i), for: i)
                    } else if f & CharacterFlag.hasCapitalForm != 0, let form = capitalForms[scalars[i]] {
                        out.emit(form, for: i)
                    } else {
                        out.emit(ind.capital, for: i)
                        out.emit(ref(i), for: i)
                    }
                }
            case digit:
                if !numeric {
                    out.emit(ind.numberSign, for: i)
                    numeric = true
                }
                out.emit(ref(i), for: i)
            case space:
                if numeric, scalars[i] == 0x20, !ind.numericSpace.isNone, following == digit, i > 0, cls(i - 1) == digit {
                    out.emit(ind.numericSpace, for: i)
                } else {
                    numeric = false
                    out.emit(ref(i), for: i)
                }
            case CharacterClass.undefined.rawValue:
                numeric = false
                emitUndefined(scalars[i], for: i, into: &out)
            default: // punctuation, sign, a combining mark with nothing before it
                if f & CharacterFlag.continuesNumber != 0 {
                    if numeric {
                        out.emit(ref(i), for: i)
                        if numContinueBetweenDigits, following != digit { numeric = false }
                        break
                    }
                    if following == digit, i == 0 || !(isLetter(i - 1) || cls(i - 1) == digit) {
                        out.emit(ind.numberSign, for: i)
                        out.emit(ref(i), for: i)
                        numeric = true
                        break
                    }
                }
                if numeric, f & CharacterFlag.letterSignAfterNumber != 0 { out.emit(ind.letterSign, for: i) }
                numeric = false
                if f & CharacterFlag.hasContextForms != 0, let forms = contextForms[scalars[i]] {
                    out.emit(contextForm(forms, flags, n, at: i, next: next) ?? ref(i), for: i)
                } else {
                    out.emit(ref(i), for: i)
                }
            }
            for k in i + 1..<next { out.alias(k, to: i) }
            i = next
            if passageEnd >= 0, i > passageEnd {
                out.emit(ind.capsTerminator, for: i - 1)
                passageEnd = -1
            }
        }
    }

    /// The context form that applies at `i`, if any; `next` is the index after its combining marks.
    private func contextForm(_ forms: ContextForms, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int, at i: Int, next: Int) -> CellRef? {
        let following: UInt8 = next < n ? flags[next] & CharacterFlag.classMask : CharacterClass.space.rawValue
        let letterAfter = next < n && isLetterFlags(flags[next])
        let letterBefore = i > 0 && isLetterFlags(flags[i - 1])
        if !forms.betweenLetters.isNone, letterBefore, letterAfter { return forms.betweenLetters }
        if !forms.wordStart.isNone, i == 0 || flags[i - 1] & CharacterFlag.classMask == CharacterClass.space.rawValue,
           letterAfter || following == CharacterClass.digit.rawValue || following == CharacterClass.sign.rawValue {
            return forms.wordStart
        }
        if !forms.wordEnd.isNone, following == CharacterClass.space.rawValue {
            // A letter before, directly or through punctuation marks (`it."`, `it..."`).
            var k = i - 1
            while k >= 0, flags[k] & CharacterFlag.classMask == CharacterClass.punctuation.rawValue { k -= 1 }
            if k >= 0, isLetterFlags(flags[k]) { return forms.wordEnd }
        }
        if !forms.beforeLetter.isNone, letterAfter { return forms.beforeLetter }
        return nil
    }

    /// Whether the space-delimited word starting at `start` has an uppercase letter and no lowercase one.
    private func tokenIsCapitalised(_ flags: UnsafeMutablePointer<UInt8>, _ n: Int, from start: Int) -> Bool {
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
    private func capitalisedRun(_ flags: UnsafeMutablePointer<UInt8>, _ n: Int, from start: Int) -> (end: Int?, stop: Int) {
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
    /// the last element is the sequence's cells per scalar (`groupPool`), or none.
    private func matchSequence(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
                               at start: Int) -> (Int, CellRef, Bool, CellRef)? {
        var node: Int32 = 0
        var best: (Int, CellRef, Bool, CellRef)?
        var k = start
        let letterBefore = start > 0 && isLetterFlags(flags[start - 1])
        let classBefore: UInt8? = start > 0 ? flags[start - 1] & CharacterFlag.classMask : nil
        while k < n {
            guard let child = trieEdges.child(of: node, along: scalars[k]) else { break }
            node = child
            k += 1
            if !trieHasContext.isEmpty, trieHasContext[Int(node)], let rules = trieContexts[node] {
                let classAfter: UInt8? = k < n ? flags[k] & CharacterFlag.classMask : nil
                if let rule = rules.first(where: { $0.before.admits(classBefore) && $0.after.admits(classAfter) }) {
                    best = (k - start, rule.cells, rule.joinsNumber, .none)
                    continue
                }
            }
            let word = trieWord[Int(node)]
            if !word.isNone, !letterBefore, k == n || !isLetterFlags(flags[k]) {
                best = (k - start, word, false, trieWordGroups[Int(node)])
            } else if !trieSeq[Int(node)].isNone {
                best = (k - start, trieSeq[Int(node)], false, trieSeqGroups[Int(node)])
            }
        }
        return best
    }

    @inline(__always) private func isLetterFlags(_ flags: UInt8) -> Bool {
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
