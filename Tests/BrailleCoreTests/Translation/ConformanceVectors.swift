import Foundation

/// liblouis's own forward-translation vectors in `../shared/conformance` (found as
/// `../shared/conformance` beside the package root). Read, never copied into the project.
struct ConformanceVectors {
    struct Row {
        var line: Int
        var input: String
        /// Expected Unicode braille; an ASCII space in the file is the blank cell.
        var expected: String
    }

    /// The package root, from this file's place in `Tests/BrailleCoreTests/Translation`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let directory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")

    /// Whether the vectors file `name` is there.
    static func available(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    /// The rows of `name` (e.g. `en-ueb-g1.tsv`), or nil when the folder is not there.
    static func rows(_ name: String) throws -> [Row]? {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let input = unescape(String(line[..<tab]))
            let expected = String(line[line.index(after: tab)...]).replacingOccurrences(of: " ", with: "\u{2800}")
            rows.append(Row(line: index + 1, input: input, expected: expected))
        }
        return rows
    }

    /// Decodes `\\`, `\xHHHH` and `\yHHHHH`.
    static func unescape(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\", i + 1 < scalars.count {
                let kind = scalars[i + 1]
                if kind == "\\" { out.append("\\"); i += 2; continue }
                let width = kind == "x" ? 4 : (kind == "y" ? 5 : 0)
                if width > 0, i + 2 + width <= scalars.count,
                   let v = UInt32(String(String.UnicodeScalarView(scalars[(i + 2)..<(i + 2 + width)])), radix: 16),
                   let u = Unicode.Scalar(v) {
                    out.append(u)
                    i += 2 + width
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }
}
