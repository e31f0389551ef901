import Foundation

/// What the input method offers for typed Zhuyin syllables, in order, and the best conversion of
/// a whole run of syllables into characters.
///
/// The candidates for syllables s₁…sₙ are, in order:
/// 1. the best conversion of all n syllables (``bestConversion(of:)``: the fewest phrases, then
///    the most frequent), when n > 1;
/// 2. the phrases that read s₁…sₖ, for k from n down to 1 (longest phrase first), each length by
///    frequency, highest first.
///
/// A candidate shorter than the syllables leaves the rest to be chosen next. The same text of the
/// same length is offered once.
///
/// ```swift
/// let ranking = CandidateRanking(dictionary: try PhraseDictionary.bundled.get())
/// let typed = ["ㄋㄧˇ", "ㄏㄠˇ", "ㄕˋ", "ㄐㄧㄝˋ"].compactMap(ZhuyinSyllable.init)
/// ranking.bestConversion(of: typed)                // "你好世界"
/// ranking.candidates(for: typed).map(\.text)       // ["你好世界", "你好", …, "你", "擬", …]
/// ```
public struct CandidateRanking: Sendable {
    /// One choice for the start of the typed syllables.
    public struct Candidate: Hashable, Sendable {
        /// The characters it commits.
        public var text: String
        /// How many of the typed syllables it takes (one per character).
        public var syllableCount: Int
        /// For a single character, the word that explains it (``PhraseDictionary/Phrase/word``:
        /// 你 as 你的), which tells it from the other characters of the same sound.
        public var word: String?
    }

    public let dictionary: PhraseDictionary

    public init(dictionary: PhraseDictionary) {
        self.dictionary = dictionary
    }

    /// The candidates for `typed`, best first (see the type's summary); empty for no syllables.
    /// - Complexity: O(*n* · *p*) for *n* syllables and *p* phrases of each reading, plus the
    ///   conversion's.
    public func candidates(for typed: [ZhuyinSyllable]) -> [Candidate] {
        guard !typed.isEmpty else { return [] }
        var result: [Candidate] = []
        var seen = Set<String>()
        func offer(_ candidate: Candidate) {
            if seen.insert("\(candidate.syllableCount) \(candidate.text)").inserted { result.append(candidate) }
        }
        if typed.count > 1 { offer(Candidate(text: bestConversion(of: typed), syllableCount: typed.count)) }
        for length in stride(from: Swift.min(typed.count, dictionary.longestPhrase), through: 1, by: -1) {
            for phrase in dictionary.phrases(matching: typed.prefix(length)) {
                offer(Candidate(text: phrase.text, syllableCount: length, word: length == 1 ? phrase.word : nil))
            }
        }
        return result
    }

    /// The characters for `typed`: the path through the phrases that read its syllables with the
    /// fewest phrases (longest phrases first, as the candidates), and among those the one whose
    /// phrases' frequencies have the largest product. A syllable no phrase reads stays as it was
    /// typed (Zhuyin).
    /// - Complexity: O(*n* · *L* · *p*) for *n* syllables, phrases of up to *L* syllables and *p*
    ///   phrases of each reading.
    public func bestConversion(of typed: [ZhuyinSyllable]) -> String {
        let n = typed.count
        guard n > 0 else { return "" }
        struct Step {
            var phrases: Int
            var logFrequency: Double
            var start: Int
            var text: String
            func isBetter(than other: Step?) -> Bool {
                guard let other else { return true }
                return (phrases, -logFrequency) < (other.phrases, -other.logFrequency)
            }
        }
        // best[i]: the best path through the first i syllables, by its last step.
        var best: [Step?] = Array(repeating: nil, count: n + 1)
        best[0] = Step(phrases: 0, logFrequency: 0, start: 0, text: "")
        for start in 0..<n {
            guard let from = best[start] else { continue }
            func reach(_ length: Int, _ text: String, frequency: Int) {
                let step = Step(phrases: from.phrases + 1, logFrequency: from.logFrequency + log(Double(frequency) + 1),
                                start: start, text: text)
                if step.isBetter(than: best[start + length]) { best[start + length] = step }
            }
            for length in 1...Swift.min(dictionary.longestPhrase, n - start) {
                if let top = dictionary.phrases(matching: typed[start..<start + length]).first {
                    reach(length, top.text, frequency: top.frequency)
                } else if length == 1 {
                    // No character reads this syllable: it stays as typed.
                    reach(1, typed[start].description, frequency: 0)
                }
            }
        }
        var pieces: [String] = []
        var end = n
        while end > 0, let step = best[end] {
            pieces.append(step.text)
            end = step.start
        }
        return pieces.reversed().joined()
    }
}
