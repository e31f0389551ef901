import Foundation
import Testing
@testable import BrailleCore

/// liblouis's own forward-translation tests for its German tables, run against ours.
@Suite(.tags(.shared)) struct GermanConformanceTests {
    @Test("Conformance with liblouis's test vectors is at least 99.5 %",
          .enabled(if: ConformanceVectors.available("de-g0.tsv") && ConformanceVectors.available("de-g0-detailed.tsv"),
                   ConformanceVectors.missing("de-g0.tsv and de-g0-detailed.tsv")),
          arguments: [
        ("de-g0", "de-g0.tsv"),
        ("de-g0-detailed", "de-g0-detailed.tsv"),
    ])
    func conformance(tableName: String, file: String) throws {
        let table = try TableCatalog.table(named: tableName)
        let rows = try ConformanceVectors.rows(file)
        try #require(!rows.isEmpty, "no rows in \(file)")
        var failures: [String] = []
        for row in rows {
            let cells = table.translate(row.input).cells
            if cells != row.cells {
                failures.append("\(row): got \(GermanFixtures.braille(cells)), expected \(row.expected)")
            }
        }
        let passed = rows.count - failures.count
        let rate = Double(passed) / Double(rows.count)
        print("\(tableName): \(passed)/\(rows.count) conformance rows pass (\(String(format: "%.2f", rate * 100)) %)")
        for failure in failures.prefix(60) { print("  \(tableName) \(failure)") }
        #expect(rate >= 0.995, "\(tableName): \(failures.count) of \(rows.count) rows differ; first: \(failures.first ?? "")")
    }
}
