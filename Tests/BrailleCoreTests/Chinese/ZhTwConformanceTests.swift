import Testing
import BrailleCore

/// zh-tw measured against liblouis's own zh-tw test vectors (`../shared/conformance/zh-tw.tsv`,
/// 5,149 rows, mostly words whose characters have several readings). The vectors are read from
/// beside the package, never copied into it, and the generator never sees them.
@Suite(.tags(.shared)) struct ZhTwConformanceTests {
    /// The measured rate is 69.1% (3,560 rows on 2026-11-27, with 長 ㄔㄤˊ "long" by default as
    /// the Ministry's dictionary reads it: 3,569 before, where rare words with 長 ㄓㄤˇ such as
    /// 郡長, 長瘡 passed; 3,565 with the most probable words of issue 27; 3,554 under longest match;
    /// see docs/zh-tw.md for the classes of misses). Issue 14 forbids falling below the 68.8% of its day; issue 3's target of 90% needs
    /// word data that no Debian package holds.
    static let floor = 0.69

    @Test(.enabled(if: ConformanceVectors.available("zh-tw.tsv"), ConformanceVectors.missing("zh-tw.tsv")))
    func zhTwPassRate() throws {
        let rows = try ConformanceVectors.rows("zh-tw.tsv")
        try #require(rows.count > 5_000)
        let table = try TableCatalog.table(named: "zh-tw")
        var failures: [(row: ConformanceVectors.Row, got: String)] = []
        var byLength: [Int: (rows: Int, passed: Int)] = [:]
        for row in rows {
            let got = BrailleEncoding.unicode.encode(table.translate(row.input).cells)
            let length = min(row.input.unicodeScalars.count, 5)
            byLength[length, default: (0, 0)].rows += 1
            if got == row.expected {
                byLength[length]!.passed += 1
            } else {
                failures.append((row, got))
            }
        }
        let passed = rows.count - failures.count
        let rate = Double(passed) / Double(rows.count)
        print("conformance zh-tw: \(passed)/\(rows.count) rows pass (\(String(format: "%.2f", rate * 100))%)")
        for (length, counts) in byLength.sorted(by: { $0.key < $1.key }) {
            print("  \(length == 5 ? "5+" : String(length)) characters: \(counts.passed)/\(counts.rows)")
        }
        for failure in failures.prefix(40) {
            print("  line \(failure.row.line): \(failure.row.input) expected \(failure.row.expected) got \(failure.got)")
        }
        #expect(rate >= Self.floor, "pass rate \(rate) below \(Self.floor)")
    }
}
