import Foundation
import Testing
import BrailleCore

/// liblouis's own forward-translation vectors in `../shared/conformance` (beside the package
/// root, as in CI). Read, never copied into the project. The one home of the vector reader.
enum ConformanceVectors {
    /// One row: the input text and the expected cells.
    struct Row: Sendable, CustomStringConvertible {
        /// The 1-based line of the file.
        var line: Int
        var input: String
        /// The expected braille as written, an ASCII space (a blank cell) as U+2800. A few rows
        /// hold liblouis's own escape text (`\\x0009`) where it has no braille; no translation matches them.
        var expected: String
        /// The expected cells, or nil when the row is not all braille.
        var cells: [UInt8]? { ConformanceVectors.cells(fromBraille: expected) }
        var description: String { "line \(line): \(input.debugDescription)" }
    }

    /// A line of a vectors file that is not `input<TAB>braille`.
    struct Malformed: Error, CustomStringConvertible {
        var file: String
        var line: Int
        var reason: String
        var description: String { "\(file):\(line): \(reason)" }
    }

    static var directory: URL { PackagePaths.conformance }

    /// Whether the vectors file `name` is there.
    static func available(_ name: String) -> Bool {
        Requirements.shared("conformance/\(name)")
    }

    /// The reason shown when `name` is not there.
    static func missing(_ name: String) -> Comment {
        Requirements.sharedReason("conformance/\(name)")
    }

    /// The rows of `name` (e.g. `en-ueb-g1.tsv`): `input<TAB>expected` lines, where the input uses
    /// `\\`, `\xHHHH` and `\yHHHHH` escapes and the expected side is Unicode braille.
    ///
    /// - Throws: `Malformed` naming the file and line of a bad row, or the file's read error.
    static func rows(_ name: String) throws -> [Row] {
        let url = directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw Malformed(file: url.path, line: index + 1, reason: "no tab") }
            guard let input = unescape(parts[0]) else {
                throw Malformed(file: url.path, line: index + 1, reason: "bad escape in \(parts[0])")
            }
            let expected = parts[1].replacingOccurrences(of: " ", with: "\u{2800}")
            rows.append(Row(line: index + 1, input: input, expected: expected))
        }
        return rows
    }

    /// Decodes `\\`, `\xHHHH` and `\yHHHHH`; nil for any other escape.
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

    /// Unicode braille (U+2800...U+28FF, or an ASCII space for a blank cell) to cells; nil for
    /// anything else.
    static func cells(fromBraille text: some StringProtocol) -> [UInt8]? {
        var cells: [UInt8] = []
        for s in text.unicodeScalars {
            if s == " " { cells.append(0); continue }
            guard (0x2800...0x28FF).contains(s.value) else { return nil }
            cells.append(UInt8(s.value - 0x2800))
        }
        return cells
    }
}
