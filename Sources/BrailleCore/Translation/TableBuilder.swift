import Foundation

/// Collects a table's statements while it is parsed and turns them into a `CompiledTable`.
///
/// A later definition of the same character or sequence replaces an earlier one, so a table can
/// include a shared part and then override single characters.
struct TableBuilder {
    var name: String?
    var language: String?
    var description: String?
    var cellSize = 6

    /// The flat per-scalar arrays while the table is built (plain stores, no copy-on-write checks).
    let bmp = FlatStorage(count: 0x1_0000)
    /// The same for the Supplementary and Tertiary Ideographic Planes (U+20000–U+3FFFF, CJK
    /// Extensions B to H): empty until the first of their scalars is defined.
    var ideographic = FlatStorage(count: 0)
    /// Every other scalar above U+FFFF.
    var astral: [UInt32: CompiledTable.Entry] = [:]
    /// Every cell of the table; definitions hold runs of it.
    let pool = BuildBuffer<UInt8>(capacity: 1_024)

    var trieEdges = TrieEdges(directRoot: true)
    /// Per trie node, the root first: the cells of the `seq` ending there, or none.
    let trieSeq = BuildBuffer<CellRef>.root
    /// Per trie node: the cells of the `word` ending there, or none.
    let trieWord = BuildBuffer<CellRef>.root
    /// Per trie node: how many cells each scalar of its `seq` (`trieSeqGroups`) or `word`
    /// (`trieWordGroups`) takes, as a run in `groupPool`; none when all cells belong to the first scalar.
    let trieSeqGroups = BuildBuffer<CellRef>.root
    let trieWordGroups = BuildBuffer<CellRef>.root
    /// Cell counts per scalar of grouped sequences.
    let groupPool = BuildBuffer<UInt8>()
    /// Per trie node: the `weight` of the word ending there (a frequency), or 0.
    let trieWeight: BuildBuffer<UInt32> = {
        let buffer = BuildBuffer<UInt32>()
        buffer.append(0)
        return buffer
    }()
    /// Whether the table declares any `weight`: then runs of Han characters are segmented.
    var hasWeights = false
    /// The sum of the weights of single characters: the total of the segmentation's probabilities.
    var characterWeightTotal: UInt64 = 0

    var contextForms: [UInt32: CompiledTable.ContextForms] = [:]
    var capitalForms: [UInt32: CellRef] = [:]
    var trieContexts: [Int32: [ContextRule]] = [:]
    var singleCapsWord = false
    /// `foldcase`: sequences match letters of either case.
    var foldCase = false
    /// `nocontractionafterdigit`: the letters right after a digit are not contracted.
    var noContractionAfterDigit = false
    /// `preferstrong`: a lower groupsign gives way to an overlapping contraction that ends after it.
    var preferStrong = false
    /// `compound`: words whose parts no contraction bridges.
    var compounds = CompoundWords.Collector()
    /// `compoundparts`: the words unlisted compounds are made of.
    var compoundParts: CompoundParts?
    /// `possessive`: closing marks that are apostrophes where no quotation is open.
    var possessives: [UInt32: PossessiveMark] = [:]
    /// `wordbefore`, `wordafter`, `wordbreak`: when a `word` stands alone.
    var standingAlone = StandingAlone()
    var declaresStandingAlone = false
    /// The trie nodes of `lowerword`s and `lowerwordjoined`s.
    var lowerWords: [Int32: LowerWord] = [:]
    /// `vowels`, lowercase.
    var vowels: Set<UInt32> = []
    var numContinueBetweenDigits = false
    var addressMark = CellRef.none
    var addressCapital = CellRef.none
    var addressForms: [UInt32: CellRef] = [:]
    var readbacks: [ReadbackRule] = []
    /// The `context` rules as back-translation reads them (after `readbacks`).
    var contextReadbacks: [ReadbackRule] = []
    var readHex: HexEscapeReading?
    var letterSignAfter: [UInt32] = []
    var numberContinuation: [UInt32] = []
    var indicators = CompiledTable.Indicators()

    enum PendingUndefined {
        case hex
        case escape(open: CellRef, backslash: CellRef, close: CellRef)
        case cells(CellRef)
    }
    /// `nil` until the table declares `undefined`: then `hex` if the table defines what it needs,
    /// else a full cell (dots 1-2-3-4-5-6).
    var undefined: PendingUndefined?
    /// Where `undefined` was declared, for errors found when it is resolved.
    var undefinedLocation: TableError?

    /// Reserves room for a table file of `byteCount` bytes (about one statement per 25 bytes).
    mutating func reserve(forBytes byteCount: Int) {
        let statements = byteCount / 25
        if statements > 1_000 {
            _ = pool.reserve(statements * 4)
            for nodes in [trieSeq, trieWord, trieSeqGroups, trieWordGroups] { _ = nodes.reserve(statements) }
            _ = trieWeight.reserve(statements)
            _ = groupPool.reserve(statements)
            // Room for about one hashed edge per two statements (zh-tw: 50,000 below the root's for
            // 119,600 lines): a smaller table misses the cache less often.
            if trieEdges.count == 0 { trieEdges = TrieEdges(capacity: statements / 2, directRoot: true) }
        }
    }

    /// Appends cells to the pool and returns their reference.
    func store(_ cells: some Collection<UInt8>) -> CellRef {
        let start = pool.count
        for cell in cells { pool.append(cell) }
        return CellRef(start: start, count: cells.count)
    }

    func flags(of scalar: UInt32) -> UInt8 {
        if scalar < 0x1_0000 { return bmp.flags[Int(scalar)] }
        if CompiledTable.ideographicPlanes.contains(scalar) {
            let k = Int(scalar - CompiledTable.ideographicPlanes.lowerBound)
            return k < ideographic.count ? ideographic.flags[k] : 0
        }
        return astral[scalar]?.flags ?? 0
    }

    func ref(of scalar: UInt32) -> CellRef {
        if scalar < 0x1_0000 { return bmp.refs[Int(scalar)] }
        if CompiledTable.ideographicPlanes.contains(scalar) {
            let k = Int(scalar - CompiledTable.ideographicPlanes.lowerBound)
            return k < ideographic.count ? ideographic.refs[k] : .none
        }
        return astral[scalar]?.ref ?? .none
    }

    private mutating func setEntry(_ scalar: UInt32, flags: UInt8, ref: CellRef) {
        if scalar < 0x1_0000 {
            bmp.flags[Int(scalar)] = flags
            bmp.refs[Int(scalar)] = ref
        } else if CompiledTable.ideographicPlanes.contains(scalar) {
            makeIdeographic()
            let planes = ideographic
            let k = Int(scalar - CompiledTable.ideographicPlanes.lowerBound)
            planes.flags[k] = flags
            planes.refs[k] = ref
        } else {
            astral[scalar] = CompiledTable.Entry(flags: flags, ref: ref)
        }
    }

    /// Defines one character with its class and cells.
    @inline(__always)
    mutating func define(_ scalar: UInt32, as characterClass: CharacterClass, cells: CellRef) {
        if characterClass != .lowercase {
            // Plain stores for the BMP and the ideographic planes (most definitions), without
            // going through `setEntry`.
            if scalar < 0x1_0000 {
                let k = Int(scalar)
                bmp.flags[k] = bmp.flags[k] & CharacterFlag.startsSequence | characterClass.rawValue
                bmp.refs[k] = cells
                return
            }
            let k = Int(scalar) - Int(CompiledTable.ideographicPlanes.lowerBound) // negative below the planes
            if k >= 0, k < ideographic.count {
                ideographic.flags[k] = ideographic.flags[k] & CharacterFlag.startsSequence | characterClass.rawValue
                ideographic.refs[k] = cells
                return
            }
        }
        defineOther(scalar, as: characterClass, cells: cells)
    }

    /// Makes the flat arrays of the ideographic planes, when the first of their scalars is defined.
    private mutating func makeIdeographic() {
        if ideographic.count == 0 { ideographic = FlatStorage(count: CompiledTable.ideographicPlanes.count) }
    }

    /// `define` for letters (which may be uppercase) and scalars above the BMP.
    private mutating func defineOther(_ scalar: UInt32, as characterClass: CharacterClass, cells: CellRef) {
        var cls = characterClass
        if cls == .lowercase, let s = Unicode.Scalar(scalar), s.properties.changesWhenLowercased {
            cls = .uppercase
        }
        if scalar < 0x1_0000 {
            let k = Int(scalar)
            bmp.flags[k] = bmp.flags[k] & CharacterFlag.startsSequence | cls.rawValue
            bmp.refs[k] = cells
            return
        }
        if CompiledTable.ideographicPlanes.contains(scalar) {
            makeIdeographic()
            let k = Int(scalar - CompiledTable.ideographicPlanes.lowerBound)
            ideographic.flags[k] = ideographic.flags[k] & CharacterFlag.startsSequence | cls.rawValue
            ideographic.refs[k] = cells
            return
        }
        let kept = flags(of: scalar) & CharacterFlag.startsSequence
        setEntry(scalar, flags: kept | cls.rawValue, ref: cells)
    }

    /// Adds a `seq` (anywhere) or `word` (whole word only) to the trie; `groups` (a run in
    /// `groupPool`) gives each scalar's number of cells, or none.
    mutating func addSequence(_ scalars: UnsafeBufferPointer<UInt32>, cells: CellRef, wholeWord: Bool,
                              groups: CellRef = .none, lower: LowerWord? = nil) {
        let node = Int(trieNode(for: scalars))
        if let lower { lowerWords[Int32(node)] = lower } else if wholeWord { lowerWords[Int32(node)] = nil }
        if wholeWord {
            trieWord.base[node] = cells
            trieWordGroups.base[node] = groups
        } else {
            trieSeq.base[node] = cells
            trieSeqGroups.base[node] = groups
        }
    }

    /// Gives the word `scalars` its `weight` (a frequency) in the segmentation of Han runs; the
    /// word needs no `seq`: without one it reads as its characters.
    @inline(__always)
    mutating func addWeight(_ scalars: UnsafeBufferPointer<UInt32>, _ weight: UInt32) {
        let node = Int(trieNode(for: scalars))
        if scalars.count == 1 { characterWeightTotal = characterWeightTotal - UInt64(trieWeight.base[node]) + UInt64(weight) }
        trieWeight.base[node] = weight
        hasWeights = true
    }

    /// Adds a `context` or `numjoin` rule for the sequence `scalars`; it replaces a rule of the
    /// sequence with the same classes before and after.
    mutating func addContextRule(_ scalars: UnsafeBufferPointer<UInt32>, _ rule: ContextRule) {
        var rule = rule
        rule.stopsAtCaseChange = rule.cells.count == 1 && pool.elements[rule.cells.start] & 0x09 == 0
        rule.stopsAtCapital = rule.before == .wordbegin && rule.after == .consonant
        let node = trieNode(for: scalars)
        trieContexts[node, default: []].removeAll { $0.before == rule.before && $0.after == rule.after }
        trieContexts[node, default: []].append(rule)
    }

    /// The trie node `scalars` lead to, made as needed; the first scalar is marked as one that
    /// starts a sequence.
    @inline(__always)
    private mutating func trieNode(for scalars: UnsafeBufferPointer<UInt32>) -> Int32 {
        let (node, added) = trieEdges.node(along: scalars, next: Int32(truncatingIfNeeded: trieSeq.count))
        if added > 0 {
            // The new nodes have no sequence, word, groups or weight yet. (Inline: a call to a
            // method of the builder copies the whole builder here.)
            let count = Int(added)
            trieSeq.append(.none, count: count)
            trieWord.append(.none, count: count)
            trieSeqGroups.append(.none, count: count)
            trieWordGroups.append(.none, count: count)
            trieWeight.append(0, count: count)
        }
        let first = scalars[0]
        if first < 0x1_0000 {
            bmp.flags[Int(first)] |= CharacterFlag.startsSequence
        } else {
            setEntry(first, flags: flags(of: first) | CharacterFlag.startsSequence, ref: ref(of: first))
        }
        return node
    }

    /// Derives uppercase letters, applies the character lists and resolves the fallback.
    mutating func finish(defaultName: String) throws(TableError) -> CompiledTable {
        // Uppercase forms of lowercase letters, unless the uppercase form has its own definition.
        var derived: [(UInt32, CellRef)] = []
        func collect(_ scalar: UInt32, _ flags: UInt8, _ ref: CellRef) {
            guard flags & CharacterFlag.classMask == CharacterClass.lowercase.rawValue,
                  let s = Unicode.Scalar(scalar) else { return }
            let upper = s.properties.uppercaseMapping.unicodeScalars
            if upper.count == 1, let u = upper.first, u.value != scalar {
                derived.append((u.value, ref))
            }
            let title = s.properties.titlecaseMapping.unicodeScalars
            if title.count == 1, let t = title.first, t.value != scalar, t.value != upper.first?.value {
                derived.append((t.value, ref))
            }
        }
        for scalar in 0..<0x1_0000 where bmp.flags[scalar] != 0 {
            collect(UInt32(scalar), bmp.flags[scalar], bmp.refs[scalar])
        }
        // The ideographic planes hold no letters, so there is nothing to derive from them.
        for (scalar, entry) in astral { collect(scalar, entry.flags, entry.ref) }
        for (upper, ref) in derived where flags(of: upper) & CharacterFlag.classMask == 0 {
            let kept = flags(of: upper) & CharacterFlag.startsSequence
            setEntry(upper, flags: kept | CharacterClass.uppercase.rawValue, ref: ref)
        }
        for s in letterSignAfter { setEntry(s, flags: flags(of: s) | CharacterFlag.letterSignAfterNumber, ref: ref(of: s)) }
        for s in numberContinuation { setEntry(s, flags: flags(of: s) | CharacterFlag.continuesNumber, ref: ref(of: s)) }
        for s in contextForms.keys { setEntry(s, flags: flags(of: s) | CharacterFlag.hasContextForms, ref: ref(of: s)) }
        for s in capitalForms.keys { setEntry(s, flags: flags(of: s) | CharacterFlag.hasCapitalForm, ref: ref(of: s)) }

        if undefined == nil, (try? resolveUndefined()) == nil {
            undefined = .cells(store([0x3F]))
        }
        let policy = try resolveUndefined()
        return CompiledTable(
            name: name ?? defaultName, language: language ?? "und", description: description ?? "",
            cellSize: cellSize,
            bmpFlags: Array(UnsafeBufferPointer(start: bmp.flags, count: bmp.count)),
            bmpRefs: Array(UnsafeBufferPointer(start: bmp.refs, count: bmp.count)),
            ideographicFlags: Array(UnsafeBufferPointer(start: ideographic.flags, count: ideographic.count)),
            ideographicRefs: Array(UnsafeBufferPointer(start: ideographic.refs, count: ideographic.count)),
            astral: astral, pool: pool.array,
            trieEdges: trieEdges, trieSeq: trieSeq.array, trieWord: trieWord.array,
            trieSeqGroups: trieSeqGroups.array, trieWordGroups: trieWordGroups.array, groupPool: groupPool.array,
            segmentation: hasWeights ? HanSegmentation(weights: trieWeight.elements, characterTotal: characterWeightTotal) : nil,
            contextForms: contextForms, capitalForms: capitalForms,
            trieContexts: trieContexts, singleCapsWord: singleCapsWord, foldCase: foldCase,
            noContractionAfterDigit: noContractionAfterDigit, preferStrong: preferStrong,
            compounds: compounds.build(), compoundParts: compoundParts, possessives: possessives, standingAlone: declaresStandingAlone ? standingAlone : nil,
            lowerWords: lowerWords, vowels: vowels,
            address: addressMark.isNone ? nil : AddressRule(mark: addressMark, capital: addressCapital, forms: addressForms),
            numContinueBetweenDigits: numContinueBetweenDigits, readbacks: readbacks + contextReadbacks, readHex: readHex,
            indicators: indicators, undefined: policy)
    }

    private func required(_ character: Character) throws(TableError) -> CellRef {
        let scalar = character.unicodeScalars.first!.value
        let r = ref(of: scalar)
        if r.isNone || flags(of: scalar) & CharacterFlag.classMask == 0 {
            var error = undefinedLocation ?? TableError(file: name ?? "table", line: 0, column: 0, message: "")
            error.message = "the 'undefined' fallback needs the table to define '\(character)'"
            throw error
        }
        return r
    }

    private func resolveUndefined() throws(TableError) -> UndefinedCharacterPolicy {
        return try resolve(undefined ?? .hex)
    }

    private func resolve(_ undefined: PendingUndefined) throws(TableError) -> UndefinedCharacterPolicy {
        switch undefined {
        case .cells(let ref):
            return .cells(ref)
        case .hex:
            var digits: [CellRef] = []
            for c in "0123456789abcdef" { digits.append(try required(c)) }
            return .hex(backslash: try required("\\"), x: try required("x"), slash: try required("/"), digits: digits)
        case .escape(let open, let backslash, let close):
            var digits: [CellRef] = []
            for c in "0123456789abcdef" { digits.append(try required(c)) }
            let xyz = [try required("x"), try required("y"), try required("z")]
            return .escape(open: open, backslash: backslash, close: close, xyz: xyz, digits: digits)
        }
    }
}

/// One flag byte and one cell reference per scalar of a range of planes (the Basic Multilingual
/// Plane; the ideographic planes), in memory the builder owns, so that tens of thousands of
/// definitions are plain stores.
final class FlatStorage {
    let count: Int
    let flags: UnsafeMutablePointer<UInt8>
    let refs: UnsafeMutablePointer<CellRef>

    /// Zeroed memory from `calloc` (flags 0, `CellRef.none`): fresh pages from the system need no
    /// clearing, and the pages no definition touches cost nothing.
    init(count: Int) {
        self.count = count
        guard let flagBytes = calloc(max(count, 1), MemoryLayout<UInt8>.stride),
              let refBytes = calloc(max(count, 1), MemoryLayout<CellRef>.stride) else {
            fatalError("out of memory for a table of \(count) scalars")
        }
        flags = flagBytes.bindMemory(to: UInt8.self, capacity: count)
        refs = refBytes.bindMemory(to: CellRef.self, capacity: count)
    }

    deinit {
        free(flags)
        free(refs)
    }
}
