import Testing
@testable import BrailleCore

/// The trie's edges: a hash table, and for a table's main trie the root's edges along BMP scalars
/// in an array that grows to the highest first scalar. Both must find every edge they were given
/// and no other.
@Suite struct TrieEdgesTests {
    /// Adds `word` and returns its node; `next` is the node the trie would create next.
    static func add(_ word: String, to edges: inout TrieEdges, next: inout Int32) -> Int32 {
        let scalars = word.unicodeScalars.map(\.value)
        let (node, added) = scalars.withUnsafeBufferPointer { edges.node(along: $0, next: next) }
        next += added
        return node
    }

    /// The node `word` leads to, or nil.
    static func find(_ word: String, in edges: TrieEdges) -> Int32? {
        var node: Int32 = 0
        for scalar in word.unicodeScalars {
            guard let child = edges.child(of: node, along: scalar.value) else { return nil }
            node = child
        }
        return node
    }

    @Test(arguments: [false, true])
    func everyWordLeadsToItsOwnNodeAndNothingElseIsFound(directRoot: Bool) {
        var edges = TrieEdges(capacity: 4, directRoot: directRoot)
        var next: Int32 = 1
        // Latin, a high BMP scalar after low ones (the root array grows), a scalar above the BMP
        // at the root, and words that share their first steps.
        let words = ["a", "ab", "abc", "z", "銀行", "銀", "\u{FFFF}", "𠀀中", "中𠀀", "ba"]
        var nodes: [String: Int32] = [:]
        for word in words { nodes[word] = Self.add(word, to: &edges, next: &next) }
        for word in words {
            #expect(Self.find(word, in: edges) == nodes[word], "\(word)")
            // Adding a word again creates nothing.
            let before = next
            #expect(Self.add(word, to: &edges, next: &next) == nodes[word])
            #expect(next == before)
        }
        #expect(Set(nodes.values).count == words.count)
        #expect(edges.count == Int(next) - 1)
        // (A word's first steps are nodes too: "b", "𠀀" and "中" are found, as the starts of "ba",
        // "𠀀中" and "中𠀀".)
        for absent in ["c", "abd", "行", "\u{FFFE}", "𠀁", "文", "中文", "\u{10FFFF}"] {
            #expect(Self.find(absent, in: edges) == nil, "\(absent)")
        }
    }

    @Test func aRootArrayIsOnlyAsLongAsTheHighestFirstScalar() {
        var edges = TrieEdges(directRoot: true)
        var next: Int32 = 1
        _ = Self.add("a", to: &edges, next: &next)
        // A scalar beyond the array's end is simply absent, not out of bounds.
        #expect(Self.find("中", in: edges) == nil)
        #expect(Self.find("\u{FFFF}", in: edges) == nil)
        let node = Self.add("中", to: &edges, next: &next)
        #expect(Self.find("中", in: edges) == node)
        #expect(Self.find("a", in: edges) == 1)
    }
}
