/// The segmentation of a run of Han characters in a table with `weight`s: the run is split into
/// the words of the cheapest path through its word lattice (every `seq` and `weight` word of the
/// table that the run contains, and each character alone), not by the longest match at each place.
extension CompiledTable {
    /// Writes the Han run `start..<end` word by word: a `seq` word with its cells (each scalar its
    /// own group of cells, if the word's cells are grouped), any other word or character as its
    /// characters' own cells. Scalar `start` has been started (`startInput`) by the caller.
    ///
    /// Among paths of equal cost, the one whose last word starts earliest wins, from the end back.
    ///
    /// - Complexity: O(*n* × *m*) trie steps for a run of *n* scalars and words of at most *m*.
    func writeHanRun(_ scalars: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int,
                     _ segmentation: HanSegmentation, groupCounts: UnsafePointer<UInt8>?,
                     into out: inout CellWriter) {
        let count = end - start
        withUnsafeTemporaryAllocation(of: Int64.self, capacity: count + 1) { best in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * (count + 1)) { links in
                // Per position k of the run (0...count): the cheapest path to k, the start of its
                // last word and that word's trie node (−1 for a character that is no word).
                let from = links.baseAddress!
                let node = from + (count + 1)
                let wordEnd = node + (count + 1)
                best[0] = 0
                for k in 1...count { best[k] = Int64.max }
                for i in 0..<count {
                    let here = best[i]
                    var trieNode: Int32 = 0
                    var k = i
                    while k < count, let child = trieEdges.child(of: trieNode, along: scalars[start + k]) {
                        trieNode = child
                        k += 1
                        var cost = segmentation.costs[Int(child)]
                        if cost == HanSegmentation.noWeight {
                            guard !trieSeq[Int(child)].isNone else { continue }
                            cost = segmentation.unweightedCost
                        }
                        let total = here + Int64(cost)
                        if total < best[k] { best[k] = total; from[k] = Int32(i); node[k] = child }
                    }
                    // The character alone, when it is no word of the table.
                    let single = here + Int64(segmentation.unweightedCost)
                    if single < best[i + 1] { best[i + 1] = single; from[i + 1] = Int32(i); node[i + 1] = -1 }
                }
                // The path, from the end back: each word's start knows its end and node.
                var k = count
                var wordNode = node[count]
                while k > 0 {
                    let i = Int(from[k])
                    let endingAtStart = i > 0 ? node[i] : -1
                    wordEnd[i] = Int32(k)
                    node[i] = wordNode
                    wordNode = endingAtStart
                    k = i
                }
                var i = 0
                while i < count {
                    let k = Int(wordEnd[i])
                    writeHanWord(scalars, from: start + i, to: start + k, node: node[i], started: i == 0,
                                 groupCounts: groupCounts, into: &out)
                    i = k
                }
            }
        }
    }

    /// Writes one word of a segmented run: its `seq` cells, or each character's own cells.
    private func writeHanWord(_ scalars: UnsafeMutablePointer<UInt32>, from i: Int, to k: Int, node: Int32, started: Bool,
                              groupCounts: UnsafePointer<UInt8>?, into out: inout CellWriter) {
        if !started { out.startInput(i) }
        if node >= 0, case let cells = trieSeq[Int(node)], !cells.isNone {
            let groups = trieSeqGroups[Int(node)]
            if groups.isNone {
                out.emit(cells, for: i)
                for m in i + 1..<k { out.alias(m, to: i) }
            } else {
                var cell = cells.start
                let counts = groupCounts! + groups.start
                for m in 0..<(k - i) {
                    let count = Int(counts[m])
                    if m > 0 { out.startInput(i + m) }
                    out.emit(CellRef(start: cell, count: count), for: i + m)
                    cell += count
                }
            }
            return
        }
        for m in i..<k {
            if m > i { out.startInput(m) }
            let character = entry(scalars[m])
            if character.flags & CharacterFlag.classMask == CharacterClass.undefined.rawValue {
                emitUndefined(scalars[m], for: m, into: &out)
            } else {
                out.emit(character.ref, for: m)
            }
        }
    }
}
