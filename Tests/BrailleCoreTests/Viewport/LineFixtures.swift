import BrailleCore

/// Lines made straight from cells, so viewport tests do not depend on a braille table.
enum LineFixtures {
    /// A line whose cell `i` targets offset `i` of the label; a space in `pattern` is a blank cell,
    /// any other character the cell with dot 1 (+ its position for variety).
    static func line(_ pattern: String) -> BrailleLine {
        let cells: [UInt8] = pattern.unicodeScalars.enumerated().map { i, scalar in
            scalar == " " ? 0 : UInt8(1 + (i % 63) * 2)
        }
        return line(cells: cells)
    }

    static func line(cells: [UInt8]) -> BrailleLine {
        BrailleLine(text: String(repeating: "x", count: cells.count), cells: cells,
                    targets: cells.indices.map { CellTarget(elementIdentifier: "e", part: .label, offset: $0) },
                    parts: [], language: "en")
    }
}
