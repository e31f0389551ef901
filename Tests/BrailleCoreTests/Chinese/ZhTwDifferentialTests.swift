import Foundation
import Testing
import BrailleCore

/// zh-tw against liblouis's zh-tw (`lou_translate`, Debian's liblouis-bin, the oracle only) on real
/// running text: the Chinese lines of the Taiwanese seed articles in `../shared/seeds` (read from
/// beside the package, never copied). Most rows of the conformance vectors are single words; this
/// checks the words and particles of whole sentences.
@Suite(.tags(.shared, .liblouis)) struct ZhTwDifferentialTests {
    static let seeds = PackagePaths.seeds
    static let articles = ["000_44000a3035199664.txt", "001_ee8baf5aa63aeb11.txt",
                           "003_af04de2a0a738881.txt", "004_4b2100393f48a61d.txt"]

    /// The length of the longest common subsequence of two cell arrays.
    static func commonCells(_ a: [Int], _ b: [Int]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for x in a {
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    @Test(.enabled(if: Requirements.shared("seeds/\(articles[0])"), Requirements.sharedReason("seeds")),
          .enabled(if: Requirements.haveLiblouis, Requirements.liblouisReason))
    func seedProseAgreesWithLiblouisOnAtLeast99Point5PercentOfCells() throws {
        var lines: [String] = []
        for article in Self.articles {
            let text = try String(contentsOf: Self.seeds.appendingPathComponent(article), encoding: .utf8)
            lines += text.components(separatedBy: "\n").filter { line in
                line.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
            }
        }
        try #require(lines.count > 150, "expected the Chinese seed articles in \(Self.seeds.path)")
        let expected = try Liblouis.translate(lines, table: "zh-tw.ctb")
        try #require(expected.count == lines.count, "liblouis gave \(expected.count) lines for \(lines.count)")

        let table = try TableCatalog.table(named: "zh-tw")
        var common = 0
        var total = 0
        var identical = 0
        for (line, lou) in zip(lines, expected) {
            let ours = table.translate(line).cells
            // A blank cell may come as an ASCII space; anything else outside the braille block never matches.
            let theirs: [Int] = lou.unicodeScalars.map { scalar in
                if (0x2800...0x28FF).contains(scalar.value) { return Int(scalar.value - 0x2800) }
                return scalar == " " ? 0 : -1
            }
            common += Self.commonCells(ours.map(Int.init), theirs)
            total += max(ours.count, theirs.count)
            if ours.map(Int.init) == theirs { identical += 1 }
        }
        let agreement = Double(common) / Double(total)
        print("differential zh-tw: \(String(format: "%.2f", agreement * 100))% of cells agree with liblouis, \(identical)/\(lines.count) lines identical")
        // Measured 2026-11-27: 99.91% with the most probable words (99.92% under longest match,
        // 98.8% before issue 14).
        #expect(agreement >= 0.995)
    }
}
