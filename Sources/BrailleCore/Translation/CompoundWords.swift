/// The `compound` words of a table: whole words made of parts that no contraction may bridge
/// (UEB §10.10: `sweet|heart` is not written with the `the` of swee-the-art, `micro|film` not with
/// `of`). Matched as a whole run of letters, in either case; the translator then ends every
/// sequence match at the start of the next part.
///
/// The words live in a trie of their own (`TrieEdges`), with each word's part starts as a bit mask
/// (bit k: a part starts at the word's k-th letter), so a word up to 64 letters long.
struct CompoundWords: Sendable {
    /// The longest word a mask can describe.
    static let maximumLength = 64
    private var edges: TrieEdges
    /// Per trie node (its index): where the parts of the word it ends start, 0 where it ends none.
    private var partStarts: [UInt64] = [0]

    /// The trie of the words `collected`, sized for them at once: growing the hash table word by
    /// word cost en-ueb-g2's 6,000 compounds half of the table's load time.
    init(_ collected: Collector) {
        edges = TrieEdges(capacity: collected.letters.count, directRoot: true)
        var nodeCount: Int32 = 1
        var start = 0
        collected.letters.withUnsafeBufferPointer { letters in
            for (end, mask) in collected.words {
                let (node, added) = edges.node(along: UnsafeBufferPointer(rebasing: letters[start..<end]), next: nodeCount)
                nodeCount += added
                partStarts.append(contentsOf: repeatElement(0, count: Int(added)))
                partStarts[Int(node)] = mask
                start = end
            }
        }
    }

    /// The `compound` statements of a table as the parser meets them, made a `CompoundWords` once
    /// all are known.
    struct Collector {
        /// Every word's lowercase letters, one after another.
        fileprivate var letters: [UInt32] = []
        /// Per word: the end of its letters in `letters`, and where its parts start.
        fileprivate var words: [(end: Int, mask: UInt64)] = []

        /// Adds a word (lowercase scalars) whose parts start at the bits of `partStarts`.
        mutating func add(_ word: UnsafeBufferPointer<UInt32>, partStarts mask: UInt64) {
            letters.append(contentsOf: word)
            words.append((letters.count, mask))
        }

        /// The words, or nil when the table has none.
        func build() -> CompoundWords? { words.isEmpty ? nil : CompoundWords(self) }
    }

    /// Where the parts of the word (run of letters) at `start` start (bit k: at `start + k`), or 0
    /// when it is not a compound word; `end` is set past its last letter when it is. Uppercase
    /// letters match their lowercase mapping. Most words leave the trie after a letter or two.
    func partStarts(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
                    from start: Int, end: inout Int) -> UInt64 {
        var node: Int32 = 0
        var k = start
        while k < n {
            let c = flags[k] & CharacterFlag.classMask
            guard c == CharacterClass.lowercase.rawValue || c == CharacterClass.uppercase.rawValue else { break }
            guard let child = edges.child(of: node, along: CompiledTable.lowercased(scalars[k])) else { return 0 }
            node = child
            k += 1
        }
        let mask = partStarts[Int(node)]
        if mask != 0 { end = k }
        return mask
    }
}
