/// What the characters of a compiled table read as backward, collected while a ``BackTranslator``
/// is built: for each cell sequence, the best-ranked character written with it, outside numbers,
/// inside numbers, as a closing mark and at the start of a word.
struct ForwardReadings {
    /// Cell sequence → character, outside numbers.
    private var plain = RankedReadings()
    /// Cell sequence → digit or number-continuing character (or a `numjoin`'s).
    private var numbers = RankedReadings()
    /// Cell sequence → closing mark.
    private var closers = RankedReadings()
    /// Cell sequence → the character whose `wordstart` form it is.
    private var wordStarts = RankedReadings()

    init(of c: CompiledTable) {
        for v in 0..<c.bmpFlags.count { offerCharacter(v, of: c) }
        // A `numjoin`'s character continues the number it stands in (German `12:30`).
        for rule in c.readbacks where rule.joinsNumber {
            guard rule.text.unicodeScalars.count == 1, let s = rule.text.unicodeScalars.first else { continue }
            numbers.offer(c.cells(rule.cells), rank: Int(s.value), s)
        }
    }

    /// Offers the cells of BMP character `v` and of its context forms.
    private mutating func offerCharacter(_ v: Int, of c: CompiledTable) {
        let flags = c.bmpFlags[v]
        guard flags != 0, let s = Unicode.Scalar(UInt32(v)) else { return }
        let ref = c.bmpRefs[v]
        guard !ref.isNone else { return }
        let cls = CharacterClass(rawValue: flags & CharacterFlag.classMask) ?? .sign
        let rank = Self.rank(of: v, cls)
        let key = c.cells(ref)
        if cls == .digit {
            numbers.offer(key, rank: v, s)
        } else {
            plain.offer(key, rank: rank, s)
            if flags & CharacterFlag.continuesNumber != 0 { numbers.offer(key, rank: v, s) }
        }
        if let forms = c.contextForms[UInt32(v)] {
            for f in [forms.beforeLetter, forms.betweenLetters, forms.wordStart, forms.wordEnd] where !f.isNone {
                plain.offer(c.cells(f), rank: rank | 1 << 20, s)
            }
            if !forms.wordStart.isNone { wordStarts.offer(c.cells(forms.wordStart), rank: rank, s) }
        }
        if s.properties.generalCategory == .closePunctuation || s.properties.generalCategory == .finalPunctuation {
            closers.offer(key, rank: rank, s)
        }
    }

    /// The rank of character `v` of class `cls` among the characters sharing its cells (lowest wins).
    ///
    /// Printable ASCII first, then the class: a sequence shared by `$` and `ś` (German 4 234), `\`
    /// and `ì`, `*` and `∗` reads as the ASCII character, the common one in the text a display
    /// shows (a letter of another language's alphabet is rarer). Earlier classes win a shared cell
    /// sequence; within a class the lower scalar (ASCII before its typographic look-alikes).
    private static func rank(of v: Int, _ cls: CharacterClass) -> Int {
        let classRank: Int = switch cls {
        case .lowercase: 0
        case .uppercase: 1
        case .space: 2
        case .punctuation: 3
        case .sign: 4
        case .digit: 5
        case .combining: 6
        case .undefined: 7
        }
        let printable = (0x20...0x7E).contains(v) ? 0 : 1
        return printable << 25 | classRank << 22 | v
    }

    /// Cell sequence → character, outside numbers. A letter written with the cells of letters read
    /// one by one (German `æ` is the cells of `ae`) is read as those letters: braille does not tell
    /// them apart.
    func textReadings() -> [CellKey: Unicode.Scalar] {
        plain.map { key, s in
            key.count == 1 || !s.properties.isAlphabetic || !key.allSatisfy { plain[[$0]]?.properties.isAlphabetic ?? false }
        }
    }

    /// Cell sequence → digit or character continuing a number.
    func numericReadings() -> [CellKey: Unicode.Scalar] { numbers.map() }

    /// Cell sequence → the character whose `wordstart` form it is.
    func wordStartReadings() -> [CellKey: Unicode.Scalar] { wordStarts.map() }

    /// Cell sequence → closing mark, only where the plain reading is an opening mark: the closing
    /// one is then a choice by context.
    func closingReadings() -> [CellKey: Unicode.Scalar] {
        closers.map { key, s in
            guard let opening = plain[key] else { return false }
            let category = opening.properties.generalCategory
            return opening != s && (category == .openPunctuation || category == .initialPunctuation)
        }
    }

    /// Every cell sequence read, outside and inside numbers.
    var keys: some Sequence<[UInt8]> { [plain.keys, numbers.keys].joined() }
}

/// Readings offered for cell sequences, the lowest rank kept (the first offered among equals).
struct RankedReadings {
    private var entries: [[UInt8]: (rank: Int, scalar: Unicode.Scalar)] = [:]

    /// Keeps `scalar` as the reading of `key` unless one of a rank at most `rank` is there.
    mutating func offer(_ key: [UInt8], rank: Int, _ scalar: Unicode.Scalar) {
        guard !key.isEmpty else { return }
        if let old = entries[key], old.rank <= rank { return }
        entries[key] = (rank, scalar)
    }

    /// The reading kept for `key`.
    subscript(key: [UInt8]) -> Unicode.Scalar? { entries[key]?.scalar }

    /// The cell sequences offered.
    var keys: Dictionary<[UInt8], (rank: Int, scalar: Unicode.Scalar)>.Keys { entries.keys }

    /// The readings `isIncluded` admits, keyed by ``CellKey`` (sequences of at most
    /// ``CellKey/capacity`` cells).
    func map(where isIncluded: ([UInt8], Unicode.Scalar) -> Bool = { _, _ in true }) -> [CellKey: Unicode.Scalar] {
        var result: [CellKey: Unicode.Scalar] = [:]
        for (cells, value) in entries where cells.count <= CellKey.capacity && isIncluded(cells, value.scalar) {
            result[CellKey(cells, 0, cells.count)] = value.scalar
        }
        return result
    }
}
