import Foundation

/// liblouis as an oracle: Debian's `lou_translate`, run once over many lines. The one home of
/// that runner for the core tests; liblouis is never linked, and its tables are never copied.
enum Liblouis {
    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case failed(status: Int32)
        case lineCount(got: Int, expected: Int)
        case notBraille(line: Int, text: String)

        var description: String {
            switch self {
            case .notInstalled: "lou_translate not found: install Debian's liblouis-bin and liblouis-data"
            case .failed(let status): "lou_translate failed with status \(status)"
            case .lineCount(let got, let expected): "lou_translate gave \(got) lines for \(expected)"
            case .notBraille(let line, let text): "lou_translate output line \(line) is not braille: \(text)"
            }
        }
    }

    /// `lou_translate -f unicode.dis,<table>` over `lines` through standard input: one output
    /// line (Unicode braille) per input line.
    static func translate(_ lines: [String], table: String) throws -> [String] {
        guard let tool = Requirements.louTranslate else { throw Failure.notInstalled }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "unicode.dis,\(table)"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // lou_translate reads backslash escapes: write a backslash as two.
        let text = lines.map { $0.replacingOccurrences(of: "\\", with: "\\\\") }.joined(separator: "\n") + "\n"
        // Write on another thread so a full output pipe cannot block the writer.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(text.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.failed(status: process.terminationStatus) }
        var result = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        if result.last == "" { result.removeLast() }
        guard result.count == lines.count else { throw Failure.lineCount(got: result.count, expected: lines.count) }
        return result
    }

    /// The same, each output line as cells (an ASCII space is a blank cell).
    static func cells(_ lines: [String], table: String) throws -> [[UInt8]] {
        try translate(lines, table: table).enumerated().map { index, line in
            guard let cells = ConformanceVectors.cells(fromBraille: line) else {
                throw Failure.notBraille(line: index + 1, text: line)
            }
            return cells
        }
    }
}
