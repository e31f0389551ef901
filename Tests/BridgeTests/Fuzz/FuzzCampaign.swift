@testable import BrailleBridge
import BrailleCore
import Foundation
import Testing

/// Issue 13: the fuzz campaign that keeps the readers honest. Seeded random and mutated inputs go
/// to the translator (every bundled table, forward and back), the screen-document reader (as the
/// bridge and as `inspect` read it, then shown and driven), the feed's event reader (applied to a
/// live navigator), the key-file reader, and (issue 26) the back-translator on any cells and the
/// table compiler on mutated table files. Each must return a value or refuse with one line that
/// names the place; none may trap, and the invariants checked in debug builds must hold.
///
/// CI runs a short campaign; `scripts/fuzz.sh --count 1000000` runs the full one
/// (`BRL_FUZZ_COUNT` inputs per reader, `BRL_FUZZ_SEED` to vary them). Every input can be made
/// again from the seed and its number, which a failure names.
@Suite struct FuzzCampaign {
    static let environment = ProcessInfo.processInfo.environment
    static let count = environment["BRL_FUZZ_COUNT"].flatMap(Int.init) ?? 300
    static let seed = environment["BRL_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_124

    /// The generator for input `number` of `reader`: any input can be made again alone.
    static func generator(_ reader: UInt64, _ number: Int) -> SeededGenerator {
        var mixer = SeededGenerator(seed: seed ^ (reader &* 0x1000_0000_01B3) ^ UInt64(number))
        return SeededGenerator(seed: mixer.next())
    }

    /// Writes one line of figures for the campaign's record (BENCHMARKS.md).
    static func record(_ reader: String, inputs: Int, accepted: Int, bytes: Int, started: ContinuousClock.Instant,
                       slowest: (Duration, Int)) {
        let elapsed = (ContinuousClock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        print("fuzz \(reader): \(inputs) inputs (\(accepted) accepted, \(inputs - accepted) refused), \(bytes) bytes, "
              + String(format: "%.1f s", seconds) + ", slowest input #\(slowest.1) \(slowest.0), seed \(seed)")
    }

    /// What one input did: its size, whether the reader accepted it, and a broken promise.
    struct Outcome {
        var bytes: Int
        var accepted: Bool
        var problem: String?
    }

    /// Runs ``count`` inputs of one reader (`reader` numbers it for the seeds): fails on the first
    /// broken promise, naming the input and the seed; records the campaign's figures.
    static func campaign(_ name: String, reader: UInt64, _ one: (Int, inout SeededGenerator) throws -> Outcome) throws {
        let started = ContinuousClock.now
        var accepted = 0, bytes = 0
        var slowest: (Duration, Int) = (.zero, 0)
        for number in 0..<count {
            var rng = generator(reader, number)
            let start = ContinuousClock.now
            let outcome = try one(number, &rng)
            let took = ContinuousClock.now - start
            if took > slowest.0 { slowest = (took, number) }
            if outcome.accepted { accepted += 1 }
            bytes += outcome.bytes
            try #require(outcome.problem == nil, "\(name) input #\(number) (seed \(seed)): \(outcome.problem ?? "")")
        }
        record(name, inputs: count, accepted: accepted, bytes: bytes, started: started, slowest: slowest)
    }

    @Test func theTranslatorKeepsItsMapsOnAnyText() throws {
        let tables = try TableCatalog.bundledTables()
        try Self.campaign("translator", reader: 1) { number, rng in
            let text: String
            if Bool.random(using: &rng), let seed = FuzzInputs.documents.randomElement(using: &rng) {
                text = String(decoding: ByteMutator(limit: 4096).mutate(Array(seed.prefix(400)), others: FuzzInputs.documents, using: &rng), as: UTF8.self)
            } else {
                text = FuzzInputs.text(using: &rng)
            }
            let table = tables[number % tables.count]
            let problem = FuzzReaders.translate(text, with: table).map { "\(table.name): \($0)" }
            return Outcome(bytes: text.utf8.count, accepted: true, problem: problem)
        }
    }

    @Test func theDocumentReaderAcceptsOrNamesThePlace() throws {
        let commands: [BrailleCommand] = [.nextWindow, .previousWindow, .nextElement, .previousElement, .firstElement, .lastElement,
                                          .activate, .escape, .increment, .decrement, .nextCustomAction, .previousCustomAction,
                                          .hint, .magicTap, .toggleContinuousReading, .messageHistory, .typeSpace, .deleteBackward]
        try Self.campaign("documents", reader: 2) { _, rng in
            let seed = FuzzInputs.documents.randomElement(using: &rng)!
            let input = Bool.random(using: &rng) ? ByteMutator().mutate(seed, others: FuzzInputs.documents, using: &rng)
                : Array(TreeMutator().mutate(try JSONValue.parse(utf8: seed), using: &rng).serialized().utf8)
            let columns = Int.random(in: 1...160, using: &rng)
            let keys = (0..<Int.random(in: 0...24, using: &rng)).map { _ -> BrailleCommand in
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: .route(cell: Int.random(in: 0..<columns, using: &rng))
                case 1: .type(cell: UInt8.random(in: 1...255, using: &rng))
                default: commands.randomElement(using: &rng)!
                }
            }
            let result = FuzzReaders.document(input, columns: columns, keys: keys)
            return Outcome(bytes: input.count, accepted: result.accepted, problem: result.problem)
        }
    }

    @Test func theEventReaderAcceptsOrNamesTheLine() throws {
        let counter = try ScreenDocument.screen(utf8: FuzzInputs.documents.first { String(decoding: $0, as: UTF8.self).contains("\"counter\"") }!)
        var navigator = Navigator(screen: counter, columns: 40)
        try Self.campaign("events", reader: 3) { number, rng in
            let seed = FuzzInputs.events.randomElement(using: &rng)!
            let input = Bool.random(using: &rng) ? ByteMutator(limit: 8192).mutate(seed, others: FuzzInputs.events, using: &rng)
                : Array(TreeMutator().mutate(try JSONValue.parse(utf8: seed), using: &rng).serialized().utf8)
            // A live session: the events pile up on one navigator; a fresh screen now and then.
            if number % 500 == 0 { navigator = Navigator(screen: counter, columns: Int.random(in: 1...160, using: &rng)) }
            let result = FuzzReaders.event(input, line: number + 1, on: &navigator)
            _ = navigator.handle(Bool.random(using: &rng) ? .nextElement : .nextWindow, now: .now)
            return Outcome(bytes: input.count, accepted: result.accepted, problem: result.problem)
        }
    }

    @Test func theKeyFileReaderAcceptsOrNamesLineAndColumn() throws {
        try Self.campaign("key files", reader: 4) { _, rng in
            var input = FuzzInputs.keyFile(using: &rng)
            if Bool.random(using: &rng) {
                input = ByteMutator(limit: 8192).mutate(input, others: [], using: &rng)
            }
            let result = FuzzReaders.keyFile(input)
            return Outcome(bytes: input.count, accepted: result.accepted, problem: result.problem)
        }
    }

    /// Issue 26: any cells, in every bundled table: the maps stay in step, and every cell the
    /// table cannot read is in the text as its dots.
    @Test func theBackTranslatorKeepsEveryCellOnAnyCells() throws {
        let tables = try TableCatalog.bundledTables()
        let readers = tables.map(BackTranslator.init)
        try Self.campaign("back-translation", reader: 5) { number, rng in
            let k = number % tables.count
            let cells: [UInt8]
            if Bool.random(using: &rng) {
                // Braille the table writes, damaged: what a reader types with a slip.
                let written = tables[k].translate(FuzzInputs.text(using: &rng)).cells
                cells = ByteMutator(limit: 8192).mutate(written, others: [], using: &rng)
            } else {
                cells = FuzzInputs.cells(using: &rng)
            }
            let problem = FuzzReaders.backTranslate(cells, with: readers[k]).map { "\(tables[k].name): \($0)" }
            return Outcome(bytes: cells.count, accepted: true, problem: problem)
        }
    }

    /// Issue 26: mutated table files compile, or fail with one line that names a file and a line
    /// of it; what compiles translates random text with exact maps and reads it back.
    @Test func theTableReaderCompilesOrNamesTheLine() throws {
        try Self.campaign("tables", reader: 6) { _, rng in
            let seed = FuzzInputs.tables.randomElement(using: &rng)!
            let input = ByteMutator(limit: 1 << 15).mutate(seed, others: FuzzInputs.tables, using: &rng)
            let result = FuzzReaders.table(input, text: FuzzInputs.text(using: &rng))
            return Outcome(bytes: input.count, accepted: result.accepted, problem: result.problem)
        }
    }
}
