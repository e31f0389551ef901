import Foundation
import Testing
import BrailleCore

/// brl's en-ueb-g1 against liblouis 3.24 (`lou_translate`, Debian's liblouis-bin) on our own corpus
/// of English lines (`Data/en-corpus.txt`). liblouis is the oracle here only.
@Suite struct DifferentialTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")

    /// Runs `lou_translate` once over all lines through standard input.
    static func liblouis(_ lines: [String], table: String) throws -> [String] {
        let candidates = ["/usr/bin/lou_translate", "/usr/local/bin/lou_translate"]
        let tool = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
                                "lou_translate not found: install Debian's liblouis-bin")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "unicode.dis,\(table)"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // lou_translate reads backslash escapes: write a backslash as two.
        let text = lines.map { $0.replacingOccurrences(of: "\\", with: "\\\\") }.joined(separator: "\n") + "\n"
        let writer = Thread { input.fileHandleForWriting.write(Data(text.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "lou_translate failed with status \(process.terminationStatus)")
        var result = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        if result.last == "" { result.removeLast() }
        return result
    }

    @Test func enCorpusMatchesLiblouisOnAtLeast99PercentOfLines() throws {
        let corpus = try String(contentsOf: Self.data.appendingPathComponent("en-corpus.txt"), encoding: .utf8)
            .components(separatedBy: "\n").filter { !$0.isEmpty }
        try #require(corpus.count >= 1000)
        let expected = try Self.liblouis(corpus, table: "en-ueb-g1.ctb")
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
