import BrailleCore
import Testing

/// The short version of `translation-fuzz` (Tests/TranslationFuzz, 10⁶ lines in BENCHMARKS.md):
/// 10⁴ seeded lines of table words, capitals, numbers, marks, any Unicode and whitespace,
/// translated and read back, and their cells read back with random damage, with exact maps.
@Suite struct TranslationFuzzTests {
    @Test func seededLinesKeepExactMapsBothWays() throws {
        let name = "en-ueb-g2"
        let table = try TableCatalog.table(named: name)
        let reader = BackTranslator(table: table)
        let fuzz = FuzzLines(words: FuzzLines.words(inTableFile: try TableCatalog.path(forTable: name)), seed: 29)
        #expect(fuzz.words.count > 100)
        var failures: [String] = []
        for k in 0..<10_000 {
            let line = fuzz.line(k)
            let cells = table.translate(line).cells
            if let problem = table.mapViolation(translatingAndReadingBack: line, with: reader)
                ?? reader.mapViolation(reading: fuzz.cells(k, from: cells)).map({ "damaged cells: " + $0 }) {
                failures.append("line \(k) \(line.debugDescription): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(5).joined(separator: "\n"))")
    }
}
