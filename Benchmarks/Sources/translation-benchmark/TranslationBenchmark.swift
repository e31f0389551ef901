import BrailleCore
import CLouis
import Foundation

/// Translates the same texts with BrailleCore and with liblouis's C API, after checking that both
/// give identical braille, and prints the rates and their ratio. Also times table loading.
@main
struct TranslationBenchmark {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func main() throws {
        print("liblouis \(String(cString: lou_version())), widechar \(Liblouis.charSize) bytes")
        // `--load NAME`: only the load time of one table (bundled name or path), best of 50.
        if let index = CommandLine.arguments.firstIndex(of: "--load"), index + 1 < CommandLine.arguments.count {
            let path = try TableCatalog.path(forTable: CommandLine.arguments[index + 1])
            let load = best(runs: 50) { (try? BrailleTable(contentsOfFile: path)) == nil ? 0 : 1 }
            precondition(load.sink == 50, "\(path) does not compile")
            print(String(format: "%@ load: %.3f ms (best of 50)", path, load.seconds * 1e3))
            return
        }
        // `--large-table`: only the large-table load (for profiling the parser).
        if CommandLine.arguments.contains("--large-table") {
            try largeTableLoad()
            return
        }
        // `--backward`: back-translation only, BrailleCore beside lou_backTranslateString.
        if CommandLine.arguments.contains("--backward") {
            for entry in benchmarkTables where entry.brl != "zh-tw" { try runBackward(entry) }
            return
        }
        // `--brl-only`: BrailleCore's translation alone, once (for profiling the engine); with
        // `--table NAME`, that table's only.
        if CommandLine.arguments.contains("--brl-only") {
            let only = CommandLine.arguments.firstIndex(of: "--table").flatMap {
                $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
            }
            for entry in benchmarkTables where only == nil || entry.brl == only { try profileBrailleCore(entry) }
            return
        }
        // `--table NAME`: only that table's comparison.
        if let index = CommandLine.arguments.firstIndex(of: "--table"), index + 1 < CommandLine.arguments.count {
            for entry in benchmarkTables where entry.brl == CommandLine.arguments[index + 1] { try run(entry) }
            return
        }
        for entry in benchmarkTables {
            try run(entry)
        }
        try largeTableLoad()
    }

    /// The shortest of `runs` timings of `body`, in seconds; `sink` keeps the work observable.
    static func best(runs: Int, _ body: () -> Int) -> (seconds: Double, sink: Int) {
        var bestTime = Double.infinity
        var sink = 0
        for _ in 0..<runs {
            let start = ContinuousClock.now
            sink &+= body()
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            bestTime = min(bestTime, seconds)
        }
        return (bestTime, sink)
    }

    static func run(_ entry: BenchmarkTable) throws {
        print("\n== \(entry.brl) vs liblouis \(entry.liblouis)")
        let table = try TableCatalog.table(named: entry.brl)
        var louis = Liblouis(table: entry.liblouis)
        guard louis.isAvailable else {
            print("liblouis cannot load \(entry.liblouis); skipped")
            return
        }
        let text = try String(contentsOf: root.appendingPathComponent(entry.corpus), encoding: .utf8)
        let allLines = text.components(separatedBy: "\n").filter { !$0.isEmpty }

        // Identical output first: keep only the lines both translate the same, then check the workload.
        func same(_ s: String) -> Bool {
            BrailleEncoding.unicode.encode(table.translate(s).cells) == louis.translateToString(s)
        }
        let lines = allLines.filter(same)
        print("corpus: \(allLines.count) lines, \(allLines.count - lines.count) left out because the outputs differ")
        if CommandLine.arguments.contains("--show-differences") {
            for line in allLines where !same(line) {
                print("  \(line)\n    brl      \(BrailleEncoding.unicode.encode(table.translate(line).cells))\n    liblouis \(louis.translateToString(line) ?? "(error)")")
            }
        }
        var workload = Workload.build(lines: lines, utteranceCount: entry.utteranceCount, proseTotal: entry.proseTotal)
        let before = (workload.utterances.count, workload.prose.count)
        workload.utterances = workload.utterances.filter(same)
        workload.prose = workload.prose.filter(same)
        print("identical output: \(workload.utterances.count)/\(before.0) utterances, \(workload.prose.count)/\(before.1) paragraphs")

        let utteranceInput = workload.utterances.map { $0.unicodeScalars.map { widechar($0.value) } }
        let proseInput = workload.prose.map { $0.unicodeScalars.map { widechar($0.value) } }

        let u = workload.utterances.count
        let brlU = best(runs: 7) { workload.utterances.reduce(0) { $0 &+ table.translate($1).cells.count } }
        let louU = best(runs: 3) { utteranceInput.reduce(0) { $0 &+ louis.translate($1) } }
        let p = workload.proseScalars
        let brlP = best(runs: 5) { workload.prose.reduce(0) { $0 &+ table.translate($1).cells.count } }
        let louP = best(runs: 2) { proseInput.reduce(0) { $0 &+ louis.translate($1) } }
        precondition(brlU.sink > 0 && louU.sink > 0 && brlP.sink > 0 && louP.sink > 0)

        let avg = Double(workload.utteranceScalars) / Double(u)
        print(String(format: "utterances: %d of %.1f scalars on average", u, avg))
        print(String(format: "  BrailleCore %8.3f µs/utterance", brlU.seconds / Double(u) * 1e6))
        print(String(format: "  liblouis    %8.3f µs/utterance", louU.seconds / Double(u) * 1e6))
        print(String(format: "  ratio       %8.1f× (liblouis time / BrailleCore time)", louU.seconds / brlU.seconds))
        print(String(format: "prose: %d scalars in %d paragraphs", p, workload.prose.count))
        print(String(format: "  BrailleCore %8.2f M scalars/s", Double(p) / brlP.seconds / 1e6))
        print(String(format: "  liblouis    %8.2f M scalars/s", Double(p) / louP.seconds / 1e6))
        print(String(format: "  ratio       %8.1f×", louP.seconds / brlP.seconds))

        // The same amount of text as separate lines (liblouis's speed depends on the length of a call).
        let proseLines = Array(lines.prefix(lines.count)).repeated(toScalars: p)
        let lineInput = proseLines.map { $0.unicodeScalars.map { widechar($0.value) } }
        let lineScalars = proseLines.reduce(0) { $0 + $1.unicodeScalars.count }
        let brlL = best(runs: 5) { proseLines.reduce(0) { $0 &+ table.translate($1).cells.count } }
        let louL = best(runs: 2) { lineInput.reduce(0) { $0 &+ louis.translate($1) } }
        print(String(format: "prose as lines: %d scalars in %d lines", lineScalars, proseLines.count))
        print(String(format: "  BrailleCore %8.2f M scalars/s", Double(lineScalars) / brlL.seconds / 1e6))
        print(String(format: "  liblouis    %8.2f M scalars/s", Double(lineScalars) / louL.seconds / 1e6))
        print(String(format: "  ratio       %8.1f×", louL.seconds / brlL.seconds))

        let path = try TableCatalog.path(forTable: entry.brl)
        let load = best(runs: 20) { (try? BrailleTable(contentsOfFile: path)) == nil ? 0 : 1 }
        let louLoad = best(runs: 5) {
            Liblouis.freeTables()
            return lou_getTable(louis.tableList) == nil ? 0 : 1
        }
        print(String(format: "table load: BrailleCore %.3f ms, liblouis %.3f ms", load.seconds * 1e3, louLoad.seconds * 1e3))
    }

    static func profileBrailleCore(_ entry: BenchmarkTable) throws {
        let table = try TableCatalog.table(named: entry.brl)
        let text = try String(contentsOf: root.appendingPathComponent(entry.corpus), encoding: .utf8)
        let workload = Workload.build(lines: text.components(separatedBy: "\n").filter { !$0.isEmpty })
        let u = best(runs: 1) { workload.utterances.reduce(0) { $0 &+ table.translate($1).cells.count } }
        let p = best(runs: 1) { workload.prose.reduce(0) { $0 &+ table.translate($1).cells.count } }
        print(String(format: "%@: %.3f µs/utterance, %.2f M scalars/s", entry.brl,
                     u.seconds / Double(workload.utterances.count) * 1e6, Double(workload.proseScalars) / p.seconds / 1e6))
    }

    /// A synthetic table the size of a Chinese one: 20,000 Han characters and 50,000 `seq` words.
    static func largeTableLoad() throws {
        var rng = SplitMix64(seed: 2026)
        var lines = ["table synthetic-large zh synthetic table of Chinese size", "cells 6"]
        lines.reserveCapacity(70_002)
        for k in 0..<20_000 {
            let scalar = Unicode.Scalar(UInt32(0x4E00 + k))!
            lines.append("char \(scalar) \(dots(&rng)) \(dots(&rng))")
        }
        for _ in 0..<50_000 {
            let length = 2 + Int(rng.next() % 3)
            var word = ""
            var cells: [String] = []
            for _ in 0..<length {
                word.unicodeScalars.append(Unicode.Scalar(UInt32(0x4E00) + UInt32(rng.next() % 20_000))!)
                cells.append(dots(&rng))
                cells.append(dots(&rng))
            }
            lines.append("seq \(word) \(cells.joined(separator: " "))")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("brl-benchmark-large-\(getpid()).tbl")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let load = best(runs: 7) { (try? BrailleTable(contentsOfFile: file.path)) == nil ? 0 : 1 }
        precondition(load.sink == 7, "the synthetic table did not compile")
        print(String(format: "\n== large table load: %d lines (%.1f MB), BrailleCore %.2f ms", lines.count, Double(size) / 1e6, load.seconds * 1e3))
    }

    static func dots(_ rng: inout SplitMix64) -> String {
        let cell = 1 + Int(rng.next() % 63)
        return (0..<6).filter { cell & (1 << $0) != 0 }.map { String($0 + 1) }.joined()
    }
}

extension Array where Element == String {
    /// The lines repeated in order until they hold `total` scalars.
    func repeated(toScalars total: Int) -> [String] {
        var result: [String] = []
        var count = 0
        var k = 0
        while count < total, !isEmpty {
            result.append(self[k % self.count])
            count += self[k % self.count].unicodeScalars.count
            k += 1
        }
        return result
    }
}

/// A small seeded generator, so every run builds the same synthetic table.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
