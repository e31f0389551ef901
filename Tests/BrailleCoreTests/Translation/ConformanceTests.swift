import Testing
import BrailleCore

/// UEB grade 1 measured against liblouis's own test vectors (`../shared/conformance`).
@Suite(.tags(.shared)) struct ConformanceTests {
    /// Runs when the vectors are beside the package (`../shared/conformance`); reported as skipped otherwise.
    @Test(.enabled(if: ConformanceVectors.available("en-ueb-g1.tsv"), ConformanceVectors.missing("en-ueb-g1.tsv")))
    func enUebG1PassesAtLeast98Percent() throws {
        let rows = try ConformanceVectors.rows("en-ueb-g1.tsv")
        try #require(!rows.isEmpty)
        let table = try TableCatalog.table(named: "en-ueb-g1")
        var failures: [String] = []
        for row in rows {
            let got = BrailleEncoding.unicode.encode(table.translate(row.input).cells)
            if got != row.expected {
                failures.append("line \(row.line): \(row.input.debugDescription) expected \(row.expected) got \(got)")
            }
        }
        let passed = rows.count - failures.count
        let rate = Double(passed) / Double(rows.count)
        print("conformance en-ueb-g1: \(passed)/\(rows.count) rows pass (\(String(format: "%.2f", rate * 100))%)")
        for failure in failures { print("  " + failure) }
        #expect(rate >= 0.98, "pass rate \(rate) below 98%")
    }
}
