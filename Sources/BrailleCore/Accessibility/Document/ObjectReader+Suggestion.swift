/// "Did you mean" for an unknown field: `lable` → `label`.
extension ObjectReader {
    /// The allowed name `name` most likely misspells: the same but for case, else the one at the
    /// smallest edit distance (letters swapped, missing, extra or wrong count one edit each) when
    /// that is at most 2 and less than half the name; `nil` when none is that close.
    static func closest(to name: String, in allowed: Set<String>) -> String? {
        if let same = allowed.first(where: { $0.lowercased() == name.lowercased() }) { return same }
        let word = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in allowed.sorted() {
            let distance = editDistance(word, Array(candidate.lowercased()))
            if distance <= 2, distance * 2 < word.count, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance (Levenshtein with adjacent swaps).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
