import BrailleCore
import Foundation
import TestSupport

/// Fuzzes a table forward and back: each line of a seeded campaign (``FuzzLines``) is translated,
/// its cells read back, and the cells again with random damage read back; every translation's
/// position maps must hold (`mapViolation`). A crash stops the run: the last progress line on
/// stderr names the block of lines to run again with `--start K --verbose`.
///
///     swift build -c release --product translation-fuzz
///     .build/release/translation-fuzz --table en-ueb-g2 --lines 1000000 --seed 1
@main
struct TranslationFuzz {
    struct Options {
        var table = "en-ueb-g2"
        var lines = 1_000_000
        var start = 0
        var seed: UInt64 = 1
        var verbose = false
        /// `--help`: only the usage is printed.
        var help = false
    }

    /// Runs the fuzz, or says in one line what is wrong with the command line or the table.
    static func main() {
        do {
            let options = try parse(Array(CommandLine.arguments.dropFirst()))
            if options.help { print(UsageError.usage) } else { try run(options) }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }

    static func run(_ options: Options) throws {
        let table = try TableCatalog.table(named: options.table)
        let reader = BackTranslator(table: table)
        let fuzz = FuzzLines(words: FuzzLines.words(inTableFile: try TableCatalog.path(forTable: options.table)), seed: options.seed)
        print("\(options.table): \(fuzz.words.count) words of the table, seed \(options.seed), lines \(options.start)..<\(options.start + options.lines)")
        var failures = 0, scalars = 0, cells = 0
        let clock = ContinuousClock()
        let started = clock.now
        for k in options.start..<(options.start + options.lines) {
            let line = fuzz.line(k)
            if options.verbose { print(k, line.unicodeScalars.map { "U+" + String($0.value, radix: 16) }.joined(separator: " ")) }
            let forward = table.translate(line).cells
            scalars += line.unicodeScalars.count
            cells += forward.count
            let problem = table.mapViolation(translatingAndReadingBack: line, with: reader)
                ?? reader.mapViolation(reading: fuzz.cells(k, from: forward, dots: table.cellSize)).map { "damaged cells: " + $0 }
            if let problem {
                failures += 1
                if failures <= 20 { print("line \(k) \(line.debugDescription): \(problem)") }
            }
            if (k + 1 - options.start) % 100_000 == 0 {
                FileHandle.standardError.write(Data("\(k + 1 - options.start) lines, \(failures) failures\n".utf8))
            }
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(String(format: "%d lines (%d scalars, %d cells) forward and back in %.1f s: %d failures", options.lines, scalars, cells, seconds, failures))
        if failures > 0 { exit(1) }
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let name = rest.popFirst() {
            if name == "--verbose" { options.verbose = true; continue }
            if name == "--help" || name == "-h" { options.help = true; continue }
            guard let value = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
            switch name {
            case "--table": options.table = value
            case "--lines": options.lines = try number(value, name)
            case "--start": options.start = try number(value, name)
            case "--seed": options.seed = UInt64(try number(value, name))
            default: throw UsageError(message: "unknown option \(name)")
            }
        }
        return options
    }

    static func number(_ value: String, _ name: String) throws(UsageError) -> Int {
        guard let n = Int(value.replacingOccurrences(of: "_", with: "")), n >= 0 else { throw UsageError(message: "\(name): not a number: \(value)") }
        return n
    }

    struct UsageError: Error, CustomStringConvertible {
        var message: String
        static let usage = "usage: translation-fuzz [--table NAME] [--lines N] [--start K] [--seed S] [--verbose]"
        var description: String { "translation-fuzz: \(message)\n\(Self.usage)" }
    }
}
