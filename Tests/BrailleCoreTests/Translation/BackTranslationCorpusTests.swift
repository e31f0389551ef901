import BrailleCore
import Foundation
import Testing

/// Real UI strings (the gettext catalogs in /usr/share/locale/de) through liblouis's forward
/// translation and brl's back-translation, with liblouis's own back-translation beside it.
/// `scripts/backtranslation-corpus.py` reads the catalogs with /usr/bin/python3's gettext and
/// runs liblouis (python3-louis); every 20th distinct string is measured here, all of them in
/// docs/translation.md.
@Suite struct BackTranslationCorpusTests {
    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/backtranslation-corpus.py").path

    /// Whether python3-louis and the German catalogs are on this machine.
    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python),
              let catalogs = try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/locale/de/LC_MESSAGES"),
              catalogs.contains(where: { $0.hasSuffix(".mo") }) else { return false }
        return (try? run([python, "-c", "import louis"])) != nil
    }()

    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: data, as: UTF8.self)
    }

    /// What braille cannot tell apart (docs/translation.md): curly and straight quotes, German
    /// guillemets and quotes, `…` and `...`, a spaced hyphen and a spaced dash, a no-break space
    /// and a space (both are the blank cell), and the letters `letterFolds` finds.
    static func comparable(_ text: String, folding letters: [Character: String] = [:]) -> String {
        var text = text
        for (from, to) in [("„", "\""), ("“", "\""), ("”", "\""), ("»", "\""), ("«", "\""), ("‚", "'"), ("‘", "'"),
                           ("’", "'"), ("›", "'"), ("‹", "'"), ("…", "..."), (" – ", " - "), ("\u{A0}", " ")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        guard !letters.isEmpty, text.contains(where: { letters[$0] != nil }) else { return text }
        return text.map { letters[$0] ?? String($0) }.joined()
    }

    /// The letters of Latin-1 and Latin Extended-A and -B that `table` writes with the very cells
    /// of another letter or letters, each mapped to what those cells read back as: German writes
    /// ā and á both as 4 1, æ as a e, so no reader can tell them apart.
    static func letterFolds(_ table: BrailleTable) -> [Character: String] {
        let reader = BackTranslator(table: table)
        var folds: [Character: String] = [:]
        for value in 0xC0...0x24F {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
            let letter = String(scalar)
            let cells = table.translate(letter).cells
            let reading = reader.backTranslate(cells).text
            guard reading != letter, !reading.isEmpty, reading.allSatisfy(\.isLetter),
                  table.translate(reading).cells == cells else { continue }
            folds[Character(letter)] = reading
        }
        return folds
    }

    struct Measurement: CustomStringConvertible {
        var strings = 0, brl = 0, liblouis = 0
        var description: String {
            String(format: "%d strings: brl %.2f %%, liblouis %.2f %%", strings,
                   100 * Double(brl) / Double(max(strings, 1)), 100 * Double(liblouis) / Double(max(strings, 1)))
        }
    }

    /// Every 20th string, or every `BRL_CORPUS_EVERY`-th (1 measures the whole corpus).
    static let every = ProcessInfo.processInfo.environment["BRL_CORPUS_EVERY"].flatMap(Int.init) ?? 20

    static func measure(language: String, table: String) throws -> Measurement {
        let tsv = try run([python, script, language, String(every)])
        let reader = try TableCatalog.table(named: table)
        let folds = letterFolds(reader)
        func comparable(_ text: String) -> String { Self.comparable(text, folding: folds) }
        var result = Measurement()
        for line in tsv.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[1].isEmpty,
                  fields[1].unicodeScalars.allSatisfy({ (0x2800...0x28FF).contains($0.value) }) else { continue }
            let cells = fields[1].unicodeScalars.map { UInt8($0.value - 0x2800) }
            let text = comparable(String(fields[0]))
            result.strings += 1
            if comparable(reader.backTranslate(cells).text) == text { result.brl += 1 }
            if comparable(String(fields[2])) == text { result.liblouis += 1 }
        }
        return result
    }

    @Test(.enabled(if: available, "needs /usr/bin/python3 with python3-louis and the German gettext catalogs"))
    func englishUIStringsComeBack() throws {
        let measured = try Self.measure(language: "en", table: "en-ueb-g1")
        print("back-translation, English msgids, liblouis en-ueb-g1.ctb forward: \(measured)")
        #expect(measured.strings > 1000)
        #expect(Double(measured.brl) >= 0.99 * Double(measured.strings), "\(measured)")
    }

    /// The target: 97 % (liblouis's own back-translation reads about 81 % of the same cells).
    @Test(.enabled(if: available, "needs /usr/bin/python3 with python3-louis and the German gettext catalogs"))
    func germanUIStringsComeBack() throws {
        let measured = try Self.measure(language: "de", table: "de-g0-detailed")
        print("back-translation, German msgstrs, liblouis de-g0-detailed.utb forward: \(measured)")
        #expect(measured.strings > 1000)
        #expect(Double(measured.brl) >= 0.97 * Double(measured.strings), "\(measured)")
    }
}
