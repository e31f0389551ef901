import BrailleCore
import CLouis
import Foundation

extension TranslationBenchmark {
    /// `--backward`: reads the corpus's braille (liblouis's forward translation of each line)
    /// back into print with `BackTranslator` and with `lou_backTranslateString`, and prints both
    /// rates. The cells are the same for both; the texts they give may differ (docs/translation.md).
    static func runBackward(_ entry: BenchmarkTable) throws {
        print("\n== back-translation: \(entry.brl) vs liblouis \(entry.liblouis)")
        let table = try TableCatalog.table(named: entry.brl)
        let reader = BackTranslator(table: table)
        var louis = Liblouis(table: entry.liblouis)
        guard louis.isAvailable else {
            print("liblouis cannot load \(entry.liblouis); skipped")
            return
        }
        let text = try String(contentsOf: root.appendingPathComponent(entry.corpus), encoding: .utf8)
        let lines = text.components(separatedBy: "\n").filter { !$0.isEmpty }
        // liblouis's braille for each line, as cells for brl and as widechars for liblouis.
        var braille: [String] = []
        for line in lines {
            guard let cells = louis.translateToString(line),
                  cells.unicodeScalars.allSatisfy({ (0x2800...0x28FF).contains($0.value) }) else { continue }
            braille.append(cells)
        }
        let cellInput = braille.map { $0.unicodeScalars.map { UInt8($0.value - 0x2800) } }
        let louisInput = braille.map { $0.unicodeScalars.map { widechar($0.value) } }
        let cellCount = cellInput.reduce(0) { $0 + $1.count }
        let brl = best(runs: 7) { cellInput.reduce(0) { $0 &+ reader.backTranslate($1).cellOffsetForText.count } }
        let lou = best(runs: 3) { louisInput.reduce(0) { $0 &+ louis.backTranslate($1) } }
        precondition(brl.sink > 0 && lou.sink > 0)
        print(String(format: "%d lines, %d cells (%.1f cells a line)", cellInput.count, cellCount, Double(cellCount) / Double(max(cellInput.count, 1))))
        print(String(format: "  BrailleCore %8.3f µs/line  %6.2f M cells/s", brl.seconds / Double(cellInput.count) * 1e6, Double(cellCount) / brl.seconds / 1e6))
        print(String(format: "  liblouis    %8.3f µs/line  %6.2f M cells/s", lou.seconds / Double(cellInput.count) * 1e6, Double(cellCount) / lou.seconds / 1e6))
        print(String(format: "  ratio       %8.1f× (liblouis time / BrailleCore time)", lou.seconds / brl.seconds))
    }
}
