/// The edges of the sequence trie: (node, scalar) → child node, in one open-addressing hash table
/// (linear probing, power-of-two capacity, at most half full), and the root's edges along BMP
/// scalars in an array indexed by the scalar.
///
/// Cheaper than `Dictionary` for this one job: no per-table hashing seed and no generic
/// machinery, which matters when a table has tens of thousands of `seq` words. Each slot is one
/// 64-bit word holding the edge's key and its child (node: 21 bits, scalar: 21 bits, child: 22
/// bits), so a lookup reads one cache line, not one for the key and one for the child.
///
/// Every walk starts at the root, and a table's lines come sorted: in the array, the first step of
/// consecutive words reads neighbouring memory where the hash table reads a random slot, a cache
/// miss. (zh-tw's load spent a third of its time on those misses.)
struct TrieEdges: Sendable {
    /// No key has every bit set: a scalar is at most U+10FFFF, below 2^21 − 1.
    private static let empty = UInt64.max
    private static let keyBits = 42
    private static let keyMask: UInt64 = (1 << 42) - 1
    /// The most nodes a trie can have (the node of a key has 21 bits).
    static let maximumNodes = 1 << 21
    private var slots: [UInt64]
    private var mask: Int
    /// Whether the root's edges along BMP scalars are in `rootChildren`.
    private let directRoot: Bool
    /// The root's child along each BMP scalar below its count, 0 for none (the root is no node's
    /// child); it grows to the highest such scalar a sequence starts with, so that a table of
    /// Latin letters keeps a few hundred entries and zh-tw's has 65,536 (256 KB).
    private var rootChildren: [Int32] = []
    /// The number of edges in `slots`.
    private var hashed = 0
    /// The number of edges.
    private(set) var count = 0

    /// Room for about `capacity` edges; with `directRoot`, the root's edges along BMP scalars go to
    /// an array indexed by the scalar, worth it for a table's main trie.
    init(capacity: Int = 16, directRoot: Bool = false) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: TrieEdges.empty, count: size)
        mask = size - 1
        self.directRoot = directRoot
    }

    @inline(__always) private static func key(_ node: Int32, _ scalar: UInt32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 21 | UInt64(scalar & 0x1F_FFFF)
    }

    @inline(__always) private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    /// The child of `node` along `scalar`, if any.
    @inline(__always)
    func child(of node: Int32, along scalar: UInt32) -> Int32? {
        if node == 0, scalar < 0x1_0000, directRoot {
            let child = rootChildren.withUnsafeBufferPointer { Int(scalar) < $0.count ? $0[Int(scalar)] : 0 }
            return child == 0 ? nil : child
        }
        let k = TrieEdges.key(node, scalar)
        return slots.withUnsafeBufferPointer { slots in
            var i = TrieEdges.slot(k, mask)
            while true {
                let stored = slots[i]
                if stored & TrieEdges.keyMask == k { return Int32(truncatingIfNeeded: stored >> TrieEdges.keyBits) }
                if stored == TrieEdges.empty { return nil }
                i = (i &+ 1) & mask
            }
        }
    }

    /// The node `scalars` lead to from the root, with the edges that are missing added: the first
    /// new node is `next`, the others follow it in order. Returns the node and how many were added
    /// (the caller then creates them).
    @inline(__always)
    mutating func node(along scalars: UnsafeBufferPointer<UInt32>, next: Int32) -> (node: Int32, added: Int32) {
        while (hashed &+ scalars.count) &* 2 > slots.count { grow() }
        let mask = mask
        var node: Int32 = 0
        var added: Int32 = 0
        var rest = scalars[...]
        if let first = scalars.first, first < 0x1_0000, directRoot {
            if Int(first) >= rootChildren.count { growRoot(toInclude: first) }
            rootChildren.withUnsafeMutableBufferPointer { children in
                node = children[Int(first)]
                if node == 0 {
                    node = next
                    precondition(node < TrieEdges.maximumNodes, "a table with more than \(TrieEdges.maximumNodes) trie nodes")
                    children[Int(first)] = node
                    added = 1
                }
            }
            rest = rest.dropFirst()
        }
        let rootAdded = added
        slots.withUnsafeMutableBufferPointer { slots in
            for scalar in rest {
                let k = TrieEdges.key(node, scalar)
                var i = TrieEdges.slot(k, mask)
                while true {
                    let stored = slots[i]
                    if stored & TrieEdges.keyMask == k {
                        node = Int32(truncatingIfNeeded: stored >> TrieEdges.keyBits)
                        break
                    }
                    if stored == TrieEdges.empty {
                        node = next &+ added
                        precondition(node < TrieEdges.maximumNodes, "a table with more than \(TrieEdges.maximumNodes) trie nodes")
                        slots[i] = k | UInt64(UInt32(bitPattern: node)) << TrieEdges.keyBits
                        added &+= 1
                        break
                    }
                    i = (i &+ 1) & mask
                }
            }
        }
        hashed &+= Int(added &- rootAdded)
        count &+= Int(added)
        return (node, added)
    }

    /// Makes `rootChildren` reach `scalar`, at least doubling it, so that a sorted table's rising
    /// scalars cost few copies.
    @inline(never)
    private mutating func growRoot(toInclude scalar: UInt32) {
        let size = min(max(Int(scalar) + 1, rootChildren.count * 2, 256), 0x1_0000)
        rootChildren.append(contentsOf: repeatElement(0, count: size - rootChildren.count))
    }

    private mutating func grow() {
        let old = slots
        let size = slots.count * 2
        slots = [UInt64](repeating: TrieEdges.empty, count: size)
        mask = size - 1
        for stored in old where stored != TrieEdges.empty {
            var j = TrieEdges.slot(stored & TrieEdges.keyMask, mask)
            while slots[j] != TrieEdges.empty { j = (j + 1) & mask }
            slots[j] = stored
        }
    }
}
