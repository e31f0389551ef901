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

/// SplitMix64: a small seeded generator, so property tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
