/// When a letter group "stands alone" (UEB §2.6), so that a `word` may be used for it: between
/// spaces, the text's ends or `wordbreak` characters (hyphens, dashes), with only `wordbefore`
/// marks (opening punctuation) before it and `wordafter` marks or endings (closing punctuation,
/// `'s`, `'ll`) after it. A table that declares none of them keeps the plain rule of `word`: no
/// letter touches it.
struct StandingAlone: Sendable {
    /// `wordbefore`: scalars that may stand between the space before and the word.
    var before = ScalarSet()
    /// `wordafter`: strings that may follow the word before the space, longest first.
    private(set) var after: [[UInt32]] = []
    /// The first scalars of `after`: a letter right after the word is not one of them, and ends
    /// the check at once.
    private(set) var afterStarts = ScalarSet()
    /// `wordbreak`: scalars that end a word as a space does.
    var breaks = ScalarSet()

    /// Adds `wordafter` strings, keeping `after` longest first.
    mutating func addAfter(_ strings: [[UInt32]]) {
        after += strings
        after.sort { $0.count > $1.count }
        for string in strings { if let first = string.first { afterStarts.insert(first) } }
    }

    /// Whether scalars `start..<end` stand alone. With `lower` (a `lowerword`), the marks that
    /// touch the word must include one with an upper dot (1 or 4), if any touches it, so that the
    /// lower sign cannot be misread (`in.` is spelled, `(was)` is not); a `.strict` one also
    /// counts a `wordbreak` (a hyphen or dash, lower signs) right beside it as touching it
    /// (`be-`, `his-and`); a `.joined` one joined by a `wordbreak` right beside it to a sign with an
    /// upper dot cannot be misread, whatever marks touch the whole (`"teach-in"`, §10.5.4).
    func holds(_ table: CompiledTable, _ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>,
               _ n: Int, from start: Int, to end: Int, lower: LowerWord?) -> Bool {
        var touched = false
        var upper = false
        var k = start - 1
        while k >= 0, before.contains(scalars[k]) {
            touched = true
            if lower != nil, !upper { upper = table.hasUpperDot(scalars[k], flags[k]) }
            k -= 1
        }
        guard k < 0 || isBoundary(scalars[k], flags[k]) else { return false }
        if lower == .strict, k == start - 1, k >= 0, breaks.contains(scalars[k]) { touched = true }
        if lower == .joined, k == start - 1, k > 0, breaks.contains(scalars[k]), table.hasUpperDot(scalars[k - 1], flags[k - 1]) {
            upper = true  // `teach-in"`: the sequence it joins has upper dots
        }
        k = end
        outer: while k < n, !isBoundary(scalars[k], flags[k]) {
            guard afterStarts.contains(CompiledTable.folded(scalars[k], flags[k])) else { return false }
            for string in after where k + string.count <= n {
                var j = 0
                while j < string.count, CompiledTable.folded(scalars[k + j], flags[k + j]) == string[j] { j += 1 }
                if j == string.count {
                    touched = true
                    if lower != nil, !upper {
                        for m in k..<k + j where table.hasUpperDot(scalars[m], flags[m]) { upper = true }
                    }
                    k += j
                    continue outer
                }
            }
            return false
        }
        if lower == .strict, k == end, k < n, breaks.contains(scalars[k]) { touched = true }
        if lower == .joined, k == end, k + 1 < n, breaks.contains(scalars[k]), table.hasUpperDot(scalars[k + 1], flags[k + 1]) {
            upper = true
        }
        return lower == nil || !touched || upper
    }

    /// Whether `start` begins a word: the text start, a space or a `wordbreak` before it, past any
    /// `wordbefore` marks (the left half of ``holds(_:_:_:_:from:to:lower:)``).
    func beginsWord(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, at start: Int) -> Bool {
        var k = start - 1
        while k >= 0, before.contains(scalars[k]) { k -= 1 }
        return k < 0 || isBoundary(scalars[k], flags[k])
    }

    @inline(__always) private func isBoundary(_ scalar: UInt32, _ flags: UInt8) -> Bool {
        flags & CharacterFlag.classMask == CharacterClass.space.rawValue || breaks.contains(scalar)
    }
}

/// A lower wordsign (UEB §10.5), which a lower mark touching it would make misread.
enum LowerWord: Sendable {
    /// `lowerword`: be, were, his, was; a hyphen or dash beside it touches it too.
    case strict
    /// `lowerwordjoined`: enough, in, which may join a longer sequence by a hyphen or dash
    /// (`teach-in`, `enough–bein'`).
    case joined
}

extension CompiledTable {
    /// Whether the scalar is a letter or digit, or its own cells have dot 1 or dot 4.
    func hasUpperDot(_ scalar: UInt32, _ flags: UInt8) -> Bool {
        let c = flags & CharacterFlag.classMask
        if c == CharacterClass.lowercase.rawValue || c == CharacterClass.uppercase.rawValue || c == CharacterClass.digit.rawValue {
            return true
        }
        let ref = entry(scalar).ref
        for k in 0..<ref.count where pool[ref.start + k] & 0x09 != 0 { return true }
        return false
    }

    /// Whether every cell of `ref` lacks dots 1 and 4 (a lower sign).
    func isLower(_ ref: CellRef) -> Bool {
        for k in 0..<ref.count where pool[ref.start + k] & 0x09 != 0 { return false }
        return true
    }

    /// The scalar as `foldCase` matching sees it: an uppercase letter as its lowercase mapping.
    @inline(__always) static func folded(_ scalar: UInt32, _ flags: UInt8) -> UInt32 {
        flags & CharacterFlag.classMask == CharacterClass.uppercase.rawValue ? lowercased(scalar) : scalar
    }
}
