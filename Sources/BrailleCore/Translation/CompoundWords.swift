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
    private var edges = TrieEdges()
    private var nodeCount: Int32 = 1
    /// Per trie node that ends a word: where its parts start.
    private var partStarts: [Int32: UInt64] = [:]

    var isEmpty: Bool { partStarts.isEmpty }

    /// Adds a word (lowercase scalars) whose parts start at the bits of `partStarts`.
    mutating func add(_ letters: UnsafeBufferPointer<UInt32>, partStarts mask: UInt64) {
        let (node, added) = edges.node(along: letters, next: nodeCount)
        nodeCount += added
        partStarts[node] = mask
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
        guard let mask = partStarts[node] else { return 0 }
        end = k
        return mask
    }
}
