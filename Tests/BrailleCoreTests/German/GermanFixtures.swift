import Foundation
import Testing
@testable import BrailleCore

/// Files and conversions the German table tests share.
enum GermanFixtures {
    /// This folder's data files.
    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Data")

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
}
