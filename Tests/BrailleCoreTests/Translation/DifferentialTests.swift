import Foundation
import Testing
import BrailleCore

/// brl's en-ueb-g1 against liblouis 3.24 (`lou_translate`, Debian's liblouis-bin) on our own corpus
/// of English lines (`Data/en-corpus.txt`). liblouis is the oracle here only.
@Suite(.tags(.liblouis)) struct DifferentialTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")

    @Test(.enabled(if: Requirements.haveLiblouis, Requirements.liblouisReason))
    func enCorpusMatchesLiblouisOnAtLeast99PercentOfLines() throws {
        let corpus = try String(contentsOf: Self.data.appendingPathComponent("en-corpus.txt"), encoding: .utf8)
            .components(separatedBy: "\n").filter { !$0.isEmpty }
        try #require(corpus.count >= 1000)
        let expected = try Liblouis.translate(corpus, table: "en-ueb-g1.ctb")
        try #require(expected.count == corpus.count, "liblouis gave \(expected.count) lines for \(corpus.count)")

        let known = try String(contentsOf: Self.data.appendingPathComponent("en-corpus-differences.tsv"), encoding: .utf8)
            .components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { $0.components(separatedBy: "\t") }
        let documented = Dictionary(known.map { ($0[0], $0) }, uniquingKeysWith: { a, _ in a })

        let table = try TableCatalog.table(named: "en-ueb-g1")
        var differing: [String] = []
        for (line, lou) in zip(corpus, expected) {
            let ours = BrailleEncoding.unicode.encode(table.translate(line).cells)
            if ours != lou {
                differing.append(line)
                #expect(documented[line] != nil, "undocumented difference: \(line)\n  brl      \(ours)\n  liblouis \(lou)")
            }
        }
        let rate = Double(corpus.count - differing.count) / Double(corpus.count)
        print("differential en-ueb-g1: \(corpus.count - differing.count)/\(corpus.count) lines identical to liblouis (\(String(format: "%.2f", rate * 100))%)")
        #expect(rate >= 0.99)
        for line in documented.keys where !differing.contains(line) {
            Issue.record("documented difference no longer differs, remove it: \(line)")
        }
    }
}
