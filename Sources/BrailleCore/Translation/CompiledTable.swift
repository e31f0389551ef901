/// A braille table compiled into flat lookup structures, shared by every `BrailleTable` value
/// that names it. Immutable once built, so it is safe to share across threads.
///
/// - One flag byte and one `CellRef` per scalar of the Basic Multilingual Plane, in flat arrays
///   indexed by the scalar value; the same for the ideographic planes (U+20000–U+3FFFF) when the
///   table defines any of their scalars; a dictionary for the other scalars above U+FFFF.
/// - All cells in one pool; indicators and forms are `CellRef`s into it.
/// - Sequences (`seq`, `word`) in a trie whose edges live in one hash map keyed by
///   (node, scalar) (`TrieEdges`); a flag on the first scalar tells the hot loop when to look.
final class CompiledTable: Sendable {
    let name: String
    let language: String
    let description: String
    /// 6 or 8.
    let cellSize: Int

    let bmpFlags: [UInt8]
    let bmpRefs: [CellRef]
    /// Per scalar of `ideographicPlanes` (CJK Extensions B to H); empty when the table defines none.
    let ideographicFlags: [UInt8]
    let ideographicRefs: [CellRef]
    /// The scalars above U+FFFF outside `ideographicPlanes`.
    let astral: [UInt32: Entry]

    /// The Supplementary and Tertiary Ideographic Planes, kept flat like the BMP.
    static let ideographicPlanes: Range<UInt32> = 0x2_0000..<0x4_0000
    let pool: [UInt8]

    let trieEdges: TrieEdges
    /// Per trie node: the cells of a `seq` ending there, or none.
    let trieSeq: [CellRef]
    /// Per trie node: the cells of a `word` ending there, or none.
    let trieWord: [CellRef]
    /// Per trie node: each scalar's number of cells in its `seq` (a run in `groupPool`), or none
    /// when every cell maps to the sequence's first scalar.
    let trieSeqGroups: [CellRef]
    /// Per trie node: the same for its `word`.
    let trieWordGroups: [CellRef]
    /// Cell counts per scalar of grouped sequences (`seq 銀行 1456 2 | 1235 1346 2`).
    let groupPool: [UInt8]
    /// The word costs of a table that declares `weight`s: runs of Han characters are then split
    /// into the most probable words (`segmentHanRun`) instead of the longest match; nil otherwise.
    let segmentation: HanSegmentation?

    let contextForms: [UInt32: ContextForms]
    let capitalForms: [UInt32: CellRef]
    /// Per trie node that ends one: the `context` and `numjoin` rules of that sequence.
    let trieContexts: [Int32: [ContextRule]]
    /// Per trie node: whether `trieContexts` has rules for it (a flat check before the hash lookup).
    let trieHasContext: [Bool]
    /// `singlecapsword`: a capital with no lowercase letter after it takes the capitals-word indicator.
    let singleCapsWord: Bool
    /// `foldcase`: sequences match letters of either case (an uppercase letter matches its
    /// lowercase mapping), and the capital indicators a letter would take go before the match.
    let foldCase: Bool
    /// `nocontractionafterdigit`: the letters right after a digit take no `seq`, `word` or context rule.
    let noContractionAfterDigit: Bool
    /// `preferstrong`: a match of lower cells only gives way to a contraction that starts inside it and ends after it.
    let preferStrong: Bool
    /// `compound`: words whose parts no contraction bridges; nil when the table has none.
    let compounds: CompoundWords?
    /// `compoundparts`: the words a compound no `compound` statement names is split into; nil when
    /// the table has none.
    let compoundParts: CompoundParts?
    /// `possessive`: closing marks that are apostrophes after a letter where no quotation is open.
    let possessives: [UInt32: PossessiveMark]
    /// When a `word` stands alone (`wordbefore`, `wordafter`, `wordbreak`); nil: no letter touches it.
    let standingAlone: StandingAlone?
    /// The `lowerword` or `lowerwordjoined` ending at each trie node (by node; empty when the
    /// table has none): an array, because it is asked at most letters of a translation.
    let lowerWordAtNode: [LowerWord?]
    /// `vowels`: the letters a `consonant` context is not (lowercase).
    let vowels: Set<UInt32>
    /// `numcontinuebetweendigits`: a `numcontinue` character keeps the number going only when a
    /// digit follows it; after "1." the number has ended.
    let numContinueBetweenDigits: Bool
    /// `addressmark`, `addresscapital`, `addresschar`: how web addresses, e-mail addresses and
    /// file names are written (`AddressRule`); `nil` when the table declares no `addressmark`.
    let address: AddressRule?
    /// `readback` rules, in table order: what back-translation reads that the table does not write.
    let readbacks: [ReadbackRule]
    /// `readhex`: how another translator's escapes of undefined characters read back.
    let readHex: HexEscapeReading?

    let indicators: Indicators
    let undefined: UndefinedCharacterPolicy

    /// The other cells a punctuation mark or sign takes in some contexts; `none` where it has none.
    struct ContextForms: Sendable, Hashable {
        /// `beforeletter`: a letter follows directly.
        var beforeLetter = CellRef.none
        /// `betweenletters`: letters on both sides (an apostrophe inside a word).
        var betweenLetters = CellRef.none
        /// `wordstart`: at the start of a word (text start or space before) with a letter, digit or sign after.
        var wordStart = CellRef.none
        /// `wordend`: after a letter (directly or through punctuation marks), before a space or the text end.
        var wordEnd = CellRef.none
    }

    struct Entry: Sendable, Hashable {
        var flags: UInt8
        var ref: CellRef
    }

    /// The indicator cells a table declares; `CellRef.none` when it declares none.
    struct Indicators: Sendable, Hashable {
        var capital = CellRef.none
        var capsWord = CellRef.none
        var capsPassage = CellRef.none
        var capsTerminator = CellRef.none
        var numberSign = CellRef.none
        var letterSign = CellRef.none
        var numericSpace = CellRef.none
    }

    init(name: String, language: String, description: String, cellSize: Int,
         bmpFlags: [UInt8], bmpRefs: [CellRef], ideographicFlags: [UInt8] = [], ideographicRefs: [CellRef] = [],
         astral: [UInt32: Entry], pool: [UInt8],
         trieEdges: TrieEdges, trieSeq: [CellRef], trieWord: [CellRef],
         trieSeqGroups: [CellRef] = [], trieWordGroups: [CellRef] = [], groupPool: [UInt8] = [],
         segmentation: HanSegmentation? = nil,
         contextForms: [UInt32: ContextForms], capitalForms: [UInt32: CellRef],
         trieContexts: [Int32: [ContextRule]] = [:], singleCapsWord: Bool = false, foldCase: Bool = false,
         noContractionAfterDigit: Bool = false, preferStrong: Bool = false, compounds: CompoundWords? = nil, compoundParts: CompoundParts? = nil, possessives: [UInt32: PossessiveMark] = [:], standingAlone: StandingAlone? = nil, lowerWords: [Int32: LowerWord] = [:], vowels: Set<UInt32> = [], address: AddressRule? = nil,
         numContinueBetweenDigits: Bool = false, readbacks: [ReadbackRule] = [], readHex: HexEscapeReading? = nil,
         indicators: Indicators, undefined: UndefinedCharacterPolicy) {
        self.name = name
        self.language = language
        self.description = description
        self.cellSize = cellSize
        self.bmpFlags = bmpFlags
        self.bmpRefs = bmpRefs
        self.ideographicFlags = ideographicFlags
        self.ideographicRefs = ideographicRefs
        self.astral = astral
        self.pool = pool
        self.trieEdges = trieEdges
        self.trieSeq = trieSeq
        self.trieWord = trieWord
        self.trieSeqGroups = trieSeqGroups.isEmpty ? [CellRef](repeating: .none, count: trieSeq.count) : trieSeqGroups
        self.trieWordGroups = trieWordGroups.isEmpty ? [CellRef](repeating: .none, count: trieWord.count) : trieWordGroups
        self.groupPool = groupPool
        self.segmentation = segmentation
        self.contextForms = contextForms
        self.capitalForms = capitalForms
        self.trieContexts = trieContexts
        var hasContext = [Bool](repeating: false, count: trieContexts.isEmpty ? 0 : trieSeq.count)
        for node in trieContexts.keys { hasContext[Int(node)] = true }
        self.trieHasContext = hasContext
        self.singleCapsWord = singleCapsWord
        self.foldCase = foldCase
        self.noContractionAfterDigit = noContractionAfterDigit
        self.preferStrong = preferStrong
        self.compounds = compounds
        self.compoundParts = compoundParts
        self.possessives = possessives
        self.standingAlone = standingAlone
        var lowerWordAtNode: [LowerWord?] = []
        if !lowerWords.isEmpty {
            lowerWordAtNode = Array(repeating: nil, count: trieWord.count)
            for (node, lower) in lowerWords { lowerWordAtNode[Int(node)] = lower }
        }
        self.lowerWordAtNode = lowerWordAtNode
        self.vowels = vowels
        self.numContinueBetweenDigits = numContinueBetweenDigits
        self.address = address
        self.readbacks = readbacks
        self.readHex = readHex
        self.indicators = indicators
        self.undefined = undefined
    }

    /// The flag byte and cells of one scalar. An uppercase scalar the table does not define, whose
    /// lowercase mapping is a defined letter, is an uppercase letter with that letter's cells.
    @inline(__always)
    func entry(_ scalar: UInt32) -> Entry {
        if scalar < 0x1_0000 {
            let flags = bmpFlags[Int(scalar)]
            if flags != 0 { return Entry(flags: flags, ref: bmpRefs[Int(scalar)]) }
        } else if CompiledTable.ideographicPlanes.contains(scalar) {
            let k = Int(scalar &- CompiledTable.ideographicPlanes.lowerBound)
            if k < ideographicFlags.count, ideographicFlags[k] != 0 {
                return Entry(flags: ideographicFlags[k], ref: ideographicRefs[k])
            }
        } else if let entry = astral[scalar] {
            return entry
        }
        return caseMappedEntry(scalar)
    }

    /// The slow path of `entry`: Unicode's lowercase mapping of an undefined scalar.
    func caseMappedEntry(_ scalar: UInt32) -> Entry {
        let lower: UInt32
        if scalar &- 0x41 < 26 {
            lower = scalar | 0x20  // A–Z: no String to build for the commonest capitals
        } else {
            guard let s = Unicode.Scalar(scalar), s.properties.changesWhenLowercased else {
                return Entry(flags: 0, ref: .none)
            }
            let mapping = s.properties.lowercaseMapping.unicodeScalars
            guard mapping.count == 1, let l = mapping.first, l.value != scalar else { return Entry(flags: 0, ref: .none) }
            lower = l.value
        }
        let base: Entry
        if lower < 0x1_0000 {
            base = Entry(flags: bmpFlags[Int(lower)], ref: bmpRefs[Int(lower)])
        } else {
            base = astral[lower] ?? Entry(flags: 0, ref: .none) // no letters in the ideographic planes
        }
        guard base.flags & CharacterFlag.classMask == CharacterClass.lowercase.rawValue else {
            return Entry(flags: 0, ref: .none)
        }
        return Entry(flags: (base.flags & ~CharacterFlag.classMask & ~CharacterFlag.startsSequence)
                     | CharacterClass.uppercase.rawValue, ref: base.ref)
    }
}
