/// The edges of the sequence trie: (node, scalar) → child node, in one open-addressing hash table
/// (linear probing, power-of-two capacity, at most half full).
///
/// Cheaper than `Dictionary` for this one job: no per-table hashing seed and no generic
/// machinery, which matters when a table has tens of thousands of `seq` words.
struct TrieEdges: Sendable {
    private static let empty = UInt64.max
    private var keys: [UInt64]
    private var children: [Int32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: TrieEdges.empty, count: size)
        children = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always) private static func key(_ node: Int32, _ scalar: UInt32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
    }

    @inline(__always) private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    /// The child of `node` along `scalar`, if any.
    @inline(__always)
    func child(of node: Int32, along scalar: UInt32) -> Int32? {
        let k = TrieEdges.key(node, scalar)
        var i = TrieEdges.slot(k, mask)
        while true {
            let stored = keys[i]
            if stored == k { return children[i] }
            if stored == TrieEdges.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// The child of `node` along `scalar`; when there is none, the edge is added to `next`, which
    /// the caller then creates (`inserted`).
    @inline(__always)
    mutating func child(of node: Int32, along scalar: UInt32, orAdd next: Int32) -> (child: Int32, inserted: Bool) {
        if (count &+ 1) &* 2 > keys.count { grow() }
        let k = TrieEdges.key(node, scalar)
        var i = TrieEdges.slot(k, mask)
        while true {
            let stored = keys[i]
            if stored == k { return (children[i], false) }
            if stored == TrieEdges.empty { break }
            i = (i &+ 1) & mask
        }
        keys[i] = k
        children[i] = next
        count &+= 1
        return (next, true)
    }

    /// Adds an edge that does not exist yet.
    mutating func insert(node: Int32, scalar: UInt32, child: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        let k = TrieEdges.key(node, scalar)
        var i = TrieEdges.slot(k, mask)
        while keys[i] != TrieEdges.empty { i = (i + 1) & mask }
        keys[i] = k
        children[i] = child
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldChildren = children
        let size = keys.count * 2
        keys = [UInt64](repeating: TrieEdges.empty, count: size)
        children = [Int32](repeating: 0, count: size)
        mask = size - 1
        for (i, k) in oldKeys.enumerated() where k != TrieEdges.empty {
            var j = TrieEdges.slot(k, mask)
            while keys[j] != TrieEdges.empty { j = (j + 1) & mask }
            keys[j] = k
            children[j] = oldChildren[i]
        }
    }
}
