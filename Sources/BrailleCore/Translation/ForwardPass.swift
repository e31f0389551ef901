/// One forward translation in progress: the scratch buffers of the text and the state the rules
/// keep between characters (numeric mode, capitals), with one small step per kind of thing
/// written (`CompiledTable.translate` drives it; the rules are listed there).
///
/// Positions (`i`, `passageEnd`, ...) count Unicode scalars of the text.
struct ForwardPass {
    let table: CompiledTable
    let scalars: UnsafeMutablePointer<UInt32>
    let flags: UnsafeMutablePointer<UInt8>
    /// The number of scalars.
    let n: Int
    let groupCounts: UnsafePointer<UInt8>?
    /// The table's `compound` words and `possessive` marks, read once per translation (reading
    /// them from the table at every character would retain and release their storage each time).
    let compounds: CompoundWords?
    let compoundParts: CompoundParts?
    let hasPossessives: Bool

    /// The next scalar to translate.
    var i = 0
    /// Inside a number: the next digit takes no numeric indicator.
    var numeric = false
    /// The last scalar of an open capitals passage, or -1.
    var passageEnd = -1
    /// The passage indicator is still to be written before the next capital.
    var passagePending = false
    /// No passage starts before this scalar (a row of capitalised words that was too short).
    var noPassageBefore = 0
    /// The lowercase letter right after a run of capitals (it takes the terminator), or -1.
    var capsRunEnd = -1
    /// With `nocontractionafterdigit`: the end of the letters that follow a digit.
    var uncontractedUntil = 0
    /// The word (run of letters) that starts at `wordStart` and ends before `wordEnd`: where its
    /// parts start if it is a `compound` word (bit k: at `wordStart + k`), else 0.
    var wordStart = 0
    var wordEnd = 0
    var partStarts: UInt64 = 0
    /// The quotations open before the scalar translated (`possessive` marks).
    var quotations = OpenQuotations()
    /// The first scalar of the space-delimited token being translated.
    var tokenStart = 0
    /// The token's cells before this one are known to be lower signs only, unless
    /// `tokenHasUpperCell`: each cell is looked at once, so a long token stays linear.
    var lowerCellsUntil = 0
    var tokenHasUpperCell = false

    init(table: CompiledTable, scalars: UnsafeMutablePointer<UInt32>, flags: UnsafeMutablePointer<UInt8>, count: Int,
         groupCounts: UnsafePointer<UInt8>?) {
        self.table = table
        self.scalars = scalars
        self.flags = flags
        self.n = count
        self.groupCounts = groupCounts
        compounds = table.compounds
        compoundParts = table.compoundParts
        hasPossessives = !table.possessives.isEmpty
    }

    @inline(__always) func cls(_ k: Int) -> UInt8 { flags[k] & CharacterFlag.classMask }
    @inline(__always) func ref(_ k: Int) -> CellRef { table.entry(scalars[k]).ref }
    @inline(__always) func isLetter(_ k: Int) -> Bool {
        let c = flags[k] & CharacterFlag.classMask
        return c == CharacterClass.lowercase.rawValue || c == CharacterClass.uppercase.rawValue
    }

    /// Translates every scalar.
    mutating func run(into out: inout CellWriter) {
        let space = CharacterClass.space.rawValue
        while i < n {
            out.startInput(i)
            let c = cls(i)
            if c != space, i == 0 || cls(i - 1) == space {
                tokenStart = i
                lowerCellsUntil = out.cellCount
                tokenHasUpperCell = false
                openPassageIfAny()
                if writeAddressIfAny(into: &out) { continue }
            }
            if table.segmentation != nil, HanSegmentation.isHan(scalars[i]) {
                writeHanRun(into: &out)
                continue
            }
            if table.noContractionAfterDigit, i > 0, followsDigit(i) {
                uncontractedUntil = i
                while uncontractedUntil < n, isLetter(uncontractedUntil) { uncontractedUntil += 1 }
            }
            if compounds != nil || compoundParts != nil, isLetter(i), i == 0 || !isLetter(i - 1) { findCompoundParts() }
            if flags[i] & CharacterFlag.startsSequence != 0, i >= uncontractedUntil, let match = contraction(),
               !leavesOnlyLowerSigns(match, out) {
                writeSequence(match, into: &out)
            } else {
                writeCharacter(into: &out)
            }
            closePassageIfEnded(into: &out)
        }
    }

    /// With `lowerword`s (UEB's lower signs rule, §10.6.10): whether the match at `i`, of lower
    /// cells, would leave its token (the text between spaces) a sequence of lower signs only,
    /// touching no sign with dot 1 or 4: the cells written since the token started are lower (a
    /// capital indicator among them too) and the marks after the match up to the space have no
    /// upper dot either (a letter after it counts as upper: the last lower groupsign is the one
    /// spelled). `bein'` is be i n ', `enough–bein'` likewise; `(bein')` keeps both, the bracket
    /// has upper dots. A match that is the whole token is a wordsign standing alone (`be`, `In`).
    private mutating func leavesOnlyLowerSigns(_ match: (Int, CellRef, Bool, CellRef), _ out: borrowing CellWriter) -> Bool {
        guard !table.lowerWordAtNode.isEmpty, isLetter(i), table.isLower(match.1), !tokenHasUpperCell else { return false }
        tokenHasUpperCell = out.hasUpperDot(from: lowerCellsUntil)
        lowerCellsUntil = out.cellCount
        guard !tokenHasUpperCell else { return false }
        var k = i + match.0
        while k < n, cls(k) != CharacterClass.space.rawValue {
            if table.hasUpperDot(scalars[k], flags[k]) { return false }
            k += 1
        }
        return i > tokenStart || k > i + match.0
    }

    /// Whether a digit comes right before `k`, or a `numcontinue` mark after a digit (`1,there`).
    @inline(__always) private func followsDigit(_ k: Int) -> Bool {
        let digit = CharacterClass.digit.rawValue
        return cls(k - 1) == digit || (k > 1 && flags[k - 1] & CharacterFlag.continuesNumber != 0 && cls(k - 2) == digit)
    }

    /// At the first letter of a word: where its parts start, if it is a `compound` word, or else
    /// splits into `compoundparts`.
    private mutating func findCompoundParts() {
        wordStart = i
        wordEnd = i
        partStarts = compounds?.partStarts(scalars, flags, n, from: i, end: &wordEnd) ?? 0
        if partStarts == 0, let parts = compoundParts, let k = parts.split(scalars, flags, n, from: i, end: &wordEnd) {
            partStarts = 1 &<< UInt64(k)
        }
    }

    /// How far a sequence that starts at `k` may reach: to the start of the next part of a
    /// `compound` word, or the end of the text.
    @inline(__always) private func partLimit(after k: Int) -> Int {
        guard partStarts != 0, k >= wordStart, k < wordEnd else { return n }
        let later = partStarts & ~((UInt64(2) &<< UInt64(k - wordStart)) &- 1)
        return later == 0 ? n : wordStart + later.trailingZeroBitCount
    }

    /// The contraction at `i`: the longest sequence, unless it gives way to one that overlaps it
    /// (`preferstrong`); then the longest that ends where that one starts (th before ence in
    /// `thence`), if any.
    private func contraction() -> (Int, CellRef, Bool, CellRef)? {
        let limit = partLimit(after: i)
        guard let match = table.matchSequence(scalars, flags, n, at: i, limit: limit) else { return nil }
        guard let overlap = overlappingStart(match) else { return match }
        guard let shorter = table.matchSequence(scalars, flags, n, at: i, limit: min(limit, overlap)),
              shorter.0 < match.0, overlappingStart(shorter) == nil else { return nil }
        return shorter
    }

    /// With `preferstrong`: where a contraction starts that the groupsign at `i` gives way to, one
    /// that starts inside it and ends after it, so that the word takes fewer cells (UEB §10.10):
    /// inside a word (a letter before it), a groupsign of lower cells only to a one-cell strong
    /// contraction (with dot 1 or 4: `fear` is f e ar, not f ea r; `effort` is e f for t) and a
    /// one-cell one to a final-letter groupsign of dots 4-6 (`vengeance` is v en g e ance; not
    /// ness or ful, §10.8.4: `citizeness`, `effulgent`), and one of two consonants to a one-cell
    /// strong contraction at its second letter (`asthma` is a s th m a); anywhere, a one-cell
    /// strong groupsign to a final-letter groupsign (§10.8: `bastion` is b a s tion, `thence`
    /// th ence).
    private func overlappingStart(_ match: (Int, CellRef, Bool, CellRef)) -> Int? {
        let (length, cells, _, _) = match
        guard table.preferStrong, length >= 2 else { return nil }
        let inside = i > 0 && isLetter(i - 1)
        let lower = table.isLower(cells)
        guard cells.count == 1 || (lower && inside) else { return nil }
        for j in i + 1..<i + length where flags[j] & CharacterFlag.startsSequence != 0 {
            guard let other = table.matchSequence(scalars, flags, n, at: j, limit: partLimit(after: j)),
                  j + other.0 > i + length else { continue }
            if cells.count == 1, savesCells(length, overlap: j, other) { return j }
            guard inside || !lower else { continue }
            let strongCell = other.1.count == 1 && !table.isLower(other.1)
            let yields = isFinalLetterGroupsign(other.1)
                ? cells.count == 1 && (!lower || table.pool[other.1.start] == Self.dots46)
                : inside && strongCell && (lower || isConsonantPair(length))
            if yields { return j }
        }
        return nil
    }

    /// Whether a one-cell groupsign of `length` letters at `i` gives way to `other`, a
    /// contraction of two or more cells at `j` that starts inside it and ends after it, because the
    /// word then takes fewer cells (§10.10), counting the letters between by their longest matches:
    /// `dispirited` is d i spirit ed, `finesse` f i ness e, `aright` a right (not `effulgent`,
    /// e ff u l, or `Cherepon`, ch er e: as many cells). Not to a final-letter groupsign ending the word, where its letters may be a word's
    /// n and the suffix -ess (§10.8.4: `citizeness`), nor, at the start of a word (a prefix: be,
    /// con, dis, in), to one inside it (`inessential` keeps in).
    private func savesCells(_ length: Int, overlap j: Int, _ other: (Int, CellRef, Bool, CellRef)) -> Bool {
        let end = j + other.0
        guard other.1.count >= 2 else { return false }
        if isFinalLetterGroupsign(other.1), end == n || !isLetter(end) || i == 0 || !isLetter(i - 1) { return false }
        return (j - i) + other.1.count < 1 + cellsOfLetters(from: i + length, to: end)
    }

    /// The cells the scalars `start..<end` take, each longest match of the table that ends by
    /// `end` as its cells, anything else as one cell (`ere` is er e: two).
    private func cellsOfLetters(from start: Int, to end: Int) -> Int {
        var k = start
        var count = 0
        while k < end {
            if flags[k] & CharacterFlag.startsSequence != 0, let match = table.matchSequence(scalars, flags, n, at: k, limit: end) {
                count += match.1.count
                k += match.0
            } else {
                count += 1
                k += 1
            }
        }
        return count
    }

    /// Whether the match at `i` is two letters that the table's `vowels` do not list (st, not ow).
    private func isConsonantPair(_ length: Int) -> Bool {
        length == 2 && !table.vowels.isEmpty && isLetter(i + 1)
            && !table.vowels.contains(CompiledTable.folded(scalars[i], flags[i]))
            && !table.vowels.contains(CompiledTable.folded(scalars[i + 1], flags[i + 1]))
    }

    /// The first cells of UEB's final-letter groupsigns (ence, ness, ful …): dots 4-6 and 5-6.
    private static let dots46: UInt8 = 0x28
    private static let dots56: UInt8 = 0x30

    /// Two cells, the first dots 4-6 or 5-6: a final-letter groupsign (UEB §10.8: ⠰⠝ tion).
    private func isFinalLetterGroupsign(_ cells: CellRef) -> Bool {
        guard cells.count == 2 else { return false }
        let first = table.pool[cells.start]
        return first == Self.dots46 || first == Self.dots56
    }

    /// At the start of a word in capitals: a capitals passage opens if three or more follow.
    private mutating func openPassageIfAny() {
        guard i > passageEnd, i >= noPassageBefore, !table.indicators.capsPassage.isNone,
              table.tokenIsCapitalised(flags, n, from: i) else { return }
        let (end, stop) = table.capitalisedRun(flags, n, from: i)
        if let end { passageEnd = end; passagePending = true } else { noPassageBefore = stop }
    }

    /// Writes the terminator after the last scalar of a capitals passage.
    private mutating func closePassageIfEnded(into out: inout CellWriter) {
        if passageEnd >= 0, i > passageEnd {
            out.emit(table.indicators.capsTerminator, for: i - 1)
            passageEnd = -1
        }
    }

    /// A web or e-mail address or a file name at `i` is written whole in the table's address forms.
    private mutating func writeAddressIfAny(into out: inout CellWriter) -> Bool {
        guard let address = table.address, let end = address.end(of: scalars, flags, n, from: i) else { return false }
        out.emit(address.mark, for: i)
        for k in i..<end {
            if k > i { out.startInput(k) }
            if let form = address.forms[scalars[k]] {
                out.emit(form, for: k)
            } else if cls(k) == CharacterClass.uppercase.rawValue {
                out.emit(address.capital, for: k)
                out.emit(ref(k), for: k)
            } else if cls(k) == CharacterClass.undefined.rawValue {
                table.emitUndefined(scalars[k], for: k, into: &out)
            } else {
                out.emit(ref(k), for: k)
            }
        }
        numeric = false
        i = end
        return true
    }

    /// A run of Han characters, in a table with word weights: its most probable words.
    private mutating func writeHanRun(into out: inout CellWriter) {
        var end = i + 1
        while end < n, HanSegmentation.isHan(scalars[end]) { end += 1 }
        if numeric, flags[i] & CharacterFlag.letterSignAfterNumber != 0 { out.emit(table.indicators.letterSign, for: i) }
        numeric = false
        table.writeHanRun(scalars, from: i, to: end, table.segmentation.unsafelyUnwrapped, groupCounts: groupCounts, into: &out)
        i = end
    }

    /// A matched `seq`, `word` or context rule: its cells, all mapped to its first scalar unless
    /// they are grouped per scalar. With `foldCase`, the capital indicators of its first letter go
    /// first (after a letter sign the cells start with: `N` → ⠰⠠⠝).
    private mutating func writeSequence(_ match: (Int, CellRef, Bool, CellRef), into out: inout CellWriter) {
        let (length, cells, joinsNumber, groups) = match
        var ref = cells
        if numeric, !joinsNumber, flags[i] & CharacterFlag.letterSignAfterNumber != 0 {
            out.emit(table.indicators.letterSign, for: i)
        }
        if table.foldCase {
            if cls(i) == CharacterClass.uppercase.rawValue {
                let sign = table.indicators.letterSign
                if !sign.isNone, groups.isNone, table.startsWith(ref, sign) {
                    out.emit(sign, for: i)
                    ref = CellRef(start: ref.start + sign.count, count: ref.count - sign.count)
                }
                _ = writeCapitalIndicators(allowingForm: false, into: &out)
            } else if i == capsRunEnd {
                out.emit(table.indicators.capsTerminator, for: i)
            }
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
    }

    /// The indicators before the uppercase letter at `i`: the passage indicator if pending, then
    /// none inside a passage or a run of capitals, else the capitals-word indicator for a run (or a
    /// lone capital with `singlecapsword`), the letter's `capitalform`, or the capital indicator.
    /// - Returns: whether the `capitalform` was written (it replaces the letter's own cells).
    private mutating func writeCapitalIndicators(allowingForm: Bool, into out: inout CellWriter) -> Bool {
        let ind = table.indicators
        let uppercase = CharacterClass.uppercase.rawValue
        let combining = CharacterClass.combining.rawValue
        if passagePending {
            out.emit(ind.capsPassage, for: i)
            passagePending = false
        }
        // Combining marks inside a run of capitals do not break it (`E◌́COLE`).
        var previous = i - 1
        while previous >= 0, cls(previous) == combining { previous -= 1 }
        if i <= passageEnd || (previous >= 0 && cls(previous) == uppercase) { return false }
        var j = i + 1
        var capitals = 1
        while j < n {
            let cj = cls(j)
            if cj == uppercase { capitals += 1 } else if cj != combining { break }
            j += 1
        }
        if !ind.capsWord.isNone, capitals >= 2 || (table.singleCapsWord && (j >= n || cls(j) != CharacterClass.lowercase.rawValue)) {
            out.emit(ind.capsWord, for: i)
            if j < n, cls(j) == CharacterClass.lowercase.rawValue { capsRunEnd = j }
            return false
        }
        if allowingForm, flags[i] & CharacterFlag.hasCapitalForm != 0, let form = table.capitalForms[scalars[i]] {
            out.emit(form, for: i)
            return true
        }
        out.emit(ind.capital, for: i)
        return false
    }

    /// One character (with the combining marks after it, written first), by its class.
    private mutating func writeCharacter(into out: inout CellWriter) {
        let c = cls(i)
        var next = i + 1
        while next < n, cls(next) == CharacterClass.combining.rawValue {
            out.emit(ref(next), for: i)
            next += 1
        }
        // A modifier written before a letter already ends a number (no letter sign needed).
        if next > i + 1, c != CharacterClass.digit.rawValue { numeric = false }
        switch c {
        case CharacterClass.lowercase.rawValue: writeLowercase(into: &out)
        case CharacterClass.uppercase.rawValue: writeUppercase(into: &out)
        case CharacterClass.digit.rawValue:
            if !numeric {
                out.emit(table.indicators.numberSign, for: i)
                numeric = true
            }
            out.emit(ref(i), for: i)
        case CharacterClass.space.rawValue: writeSpace(next: next, into: &out)
        case CharacterClass.undefined.rawValue:
            numeric = false
            table.emitUndefined(scalars[i], for: i, into: &out)
        default: writeMark(next: next, into: &out)
        }
        for k in i + 1..<next { out.alias(k, to: i) }
        i = next
    }

    private mutating func writeLowercase(into out: inout CellWriter) {
        if numeric {
            if flags[i] & CharacterFlag.letterSignAfterNumber != 0 { out.emit(table.indicators.letterSign, for: i) }
            numeric = false
        }
        if i == capsRunEnd { out.emit(table.indicators.capsTerminator, for: i) }
        out.emit(ref(i), for: i)
    }

    private mutating func writeUppercase(into out: inout CellWriter) {
        if numeric, table.indicators.capital.isNone, flags[i] & CharacterFlag.letterSignAfterNumber != 0 {
            out.emit(table.indicators.letterSign, for: i)
        }
        numeric = false
        if !writeCapitalIndicators(allowingForm: true, into: &out) { out.emit(ref(i), for: i) }
    }

    /// A space: the numeric space between two digits of a number, else its own cells.
    private mutating func writeSpace(next: Int, into out: inout CellWriter) {
        let digit = CharacterClass.digit.rawValue
        let following = next < n ? cls(next) : CharacterClass.space.rawValue
        if numeric, scalars[i] == 0x20, !table.indicators.numericSpace.isNone, following == digit, i > 0, cls(i - 1) == digit {
            out.emit(table.indicators.numericSpace, for: i)
        } else {
            numeric = false
            out.emit(ref(i), for: i)
        }
    }

    /// Punctuation, a sign, or a combining mark with nothing before it: numeric continuation, the
    /// letter sign after a number, context forms.
    private mutating func writeMark(next: Int, into out: inout CellWriter) {
        let f = flags[i]
        let digit = CharacterClass.digit.rawValue
        let following = next < n ? cls(next) : CharacterClass.space.rawValue
        if f & CharacterFlag.continuesNumber != 0 {
            if numeric {
                out.emit(ref(i), for: i)
                if table.numContinueBetweenDigits, following != digit { numeric = false }
                return
            }
            if following == digit, i == 0 || !(isLetter(i - 1) || cls(i - 1) == digit) {
                out.emit(table.indicators.numberSign, for: i)
                out.emit(ref(i), for: i)
                numeric = true
                return
            }
        }
        if numeric, f & CharacterFlag.letterSignAfterNumber != 0 { out.emit(table.indicators.letterSign, for: i) }
        numeric = false
        if hasPossessives, let form = table.possessiveForm(scalars, flags, n, at: i, next: next, quotations: &quotations) {
            out.emit(form, for: i)
        } else if f & CharacterFlag.hasContextForms != 0, let forms = table.contextForms[scalars[i]] {
            out.emit(table.contextForm(forms, scalars, flags, n, at: i, next: next) ?? ref(i), for: i)
        } else {
            out.emit(ref(i), for: i)
        }
    }
}
