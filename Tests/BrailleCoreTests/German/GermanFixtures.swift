import Foundation
import Testing
@testable import BrailleCore

/// Files and conversions the German table tests share.
enum GermanFixtures {
    /// The package root, found from this file's path (Tests/BrailleCoreTests/German/).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// liblouis's own test vectors, beside the repository (`../shared/conformance`).
    static let conformanceDirectory = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance")

    /// This folder's data files.
    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Data")

    /// One conformance row: the input text and the expected cells.
    struct Row: Sendable, CustomStringConvertible {
        var line: Int
        var input: String
        var expected: [UInt8]
        var description: String { "line \(line): \(input.debugDescription)" }
    }

    enum FixtureError: Error, CustomStringConvertible {
        case malformed(file: String, line: Int, reason: String)
        var description: String {
            switch self {
            case .malformed(let file, let line, let reason): "\(file):\(line): \(reason)"
            }
        }
    }

    /// Reads `input<TAB>expected` rows; the input uses `\\`, `\xHHHH` and `\yHHHHH` escapes, the
    /// expected side is Unicode braille where an ASCII space is a blank cell.
    static func conformanceRows(_ name: String) throws -> [Row] {
        let url = conformanceDirectory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty { continue }
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw FixtureError.malformed(file: url.path, line: index + 1, reason: "no tab")
            }
            guard let input = unescape(parts[0]) else {
                throw FixtureError.malformed(file: url.path, line: index + 1, reason: "bad escape in \(parts[0])")
            }
            guard let cells = cells(fromBraille: parts[1]) else {
                throw FixtureError.malformed(file: url.path, line: index + 1, reason: "not braille: \(parts[1])")
            }
            rows.append(Row(line: index + 1, input: input, expected: cells))
        }
        return rows
    }

    /// Decodes `\\`, `\xHHHH` and `\yHHHHH`.
    static func unescape(_ text: Substring) -> String? {
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let s = scalars.popFirst() {
            guard s == "\\" else { out.append(s); continue }
            guard let kind = scalars.popFirst() else { return nil }
            switch kind {
            case "\\": out.append("\\")
            case "x", "y":
                let width = kind == "x" ? 4 : 5
                guard scalars.count >= width,
                      let value = UInt32(String(String.UnicodeScalarView(scalars.prefix(width))), radix: 16),
                      let scalar = Unicode.Scalar(value) else { return nil }
                out.append(scalar)
                scalars = scalars.dropFirst(width)
            default: return nil
            }
        }
        return String(out)
    }

    /// Unicode braille (U+2800...U+28FF, or an ASCII space for a blank cell) to cells.
    static func cells(fromBraille text: some StringProtocol) -> [UInt8]? {
        var cells: [UInt8] = []
        for s in text.unicodeScalars {
            if s == " " { cells.append(0); continue }
            guard (0x2800...0x28FF).contains(s.value) else { return nil }
            cells.append(UInt8(s.value - 0x2800))
        }
        return cells
    }

    /// Cells to Unicode braille, for messages.
    static func braille(_ cells: [UInt8]) -> String {
        String(String.UnicodeScalarView(cells.map { Unicode.Scalar(0x2800 + UInt32($0))! }))
    }

    /// The German corpus: screen-reader utterances, then prose from the German seed article.
    static func corpus() throws -> [String] {
        var lines: [String] = []
        for name in ["utterances-de.txt", "prose-de.txt"] {
            let text = try String(contentsOf: dataDirectory.appendingPathComponent(name), encoding: .utf8)
            lines += text.split(separator: "\n").map(String.init)
        }
        return lines
    }

    /// Runs `lou_translate -f unicode.dis,<table>` once over all lines (one process, stdin).
    ///
    /// - Throws: if liblouis-bin is not installed or its output has a different number of lines.
    static func liblouis(_ lines: [String], table: String) throws -> [[UInt8]] {
        let tool = "/usr/bin/lou_translate"
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw FixtureError.malformed(file: tool, line: 0, reason: "not installed (apt-get install liblouis-bin liblouis-data)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "unicode.dis,\(table)"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        // Write on another thread so a full output pipe cannot block the writer.
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: result, as: UTF8.self)
        var outLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if outLines.last == "" { outLines.removeLast() }
        guard outLines.count == lines.count else {
            throw FixtureError.malformed(file: tool, line: 0,
                                         reason: "\(outLines.count) output lines for \(lines.count) input lines")
        }
        return try outLines.enumerated().map { index, line in
            guard let cells = cells(fromBraille: line) else {
                throw FixtureError.malformed(file: tool, line: index + 1, reason: "not braille: \(line)")
            }
            return cells
        }
    }
}
