import Foundation

/// The word costs of a table that declares `weight`s, for splitting a run of Han characters into
/// its most probable words (a unigram model, as jieba does).
///
/// A word's weight is its frequency in a corpus; its cost is −ln(weight / total) in thousandths,
/// rounded to a whole number, so that a path's cost is a sum of integers and every platform picks
/// the same path. `total` is the sum of the weights of single characters (the corpus's count of
/// characters), or of every weight if no single character has one: adding a word to a table does
/// not change the others' costs. A word of the run without a weight (a `seq` without a `weight`
/// line, or a character alone) costs as a weight of 1.
struct HanSegmentation: Sendable {
    /// Per trie node: the cost of the word ending there (negative for a word more frequent than
    /// all characters together), or `HanSegmentation.noWeight` where no `weight` ends.
    let costs: [Int32]
    /// The cost of a node without weight.
    static let noWeight = Int32.max
    /// The cost of a word or character that has no weight: a weight of 1.
    let unweightedCost: Int32

    /// The costs of the weights per trie node (0 where a node has none); `characterTotal` is the
    /// sum of the single characters' weights.
    init(weights: UnsafeMutableBufferPointer<UInt32>, characterTotal: UInt64) {
        var total = characterTotal
        if total == 0 { for w in weights { total &+= UInt64(w) } }
        let logTotal = log(Double(total))
        // Most weights are small counts that many words share (zh-tw: 61,000 weights, 6,600
        // distinct values): the cost of each weight below `cached` is computed once.
        let cached = 4_096
        var small = [Int32](repeating: HanSegmentation.noWeight, count: cached)
        var costs = [Int32](repeating: HanSegmentation.noWeight, count: weights.count)
        costs.withUnsafeMutableBufferPointer { costs in
            small.withUnsafeMutableBufferPointer { small in
                for (node, weight) in weights.enumerated() where weight != 0 {
                    if weight < cached {
                        if small[Int(weight)] == HanSegmentation.noWeight {
                            small[Int(weight)] = HanSegmentation.cost(logTotal - log(Double(weight)))
                        }
                        costs[node] = small[Int(weight)]
                    } else {
                        costs[node] = HanSegmentation.cost(logTotal - log(Double(weight)))
                    }
                }
            }
        }
        self.costs = costs
        unweightedCost = HanSegmentation.cost(logTotal)
    }

    /// A cost in nats as whole thousandths, rounded half up (as `scripts/zh-tw/segment.py` rounds).
    private static func cost(_ nats: Double) -> Int32 {
        min(Int32(clamping: Int((1000 * nats + 0.5).rounded(.down))), noWeight - 1)
    }

    /// Whether the scalar is a Han character: CJK Unified Ideographs and Extension A, compatibility
    /// ideographs, the ideographic planes (Extensions B and later), and 〇.
    @inline(__always)
    static func isHan(_ scalar: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(scalar) || (0x3400...0x4DBF).contains(scalar)
            || (0xF900...0xFAFF).contains(scalar) || (0x2_0000...0x3_134F).contains(scalar) || scalar == 0x3007
    }
}
