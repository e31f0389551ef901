/// Reading cells written in a `BrailleEncoding` (the reverse of `BrailleEncoding.encode`).
extension BrailleEncoding {
    /// Why a line of braille could not be read: the 1-based column (in characters) and the cause.
    public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// 1-based column of the first bad character (`unicode`, `ascii`) or dot group (`dots`).
        public var column: Int
        /// What is wrong there.
        public var reason: String
        public var description: String { "column \(column): \(reason)" }
    }

    /// Reads one line of cells in this encoding.
    ///
    /// - Throws: `DecodingError` naming the column of the first character that is not a cell.
    public func decode(_ line: String) throws(DecodingError) -> [UInt8] {
        switch self {
        case .unicode:
            var cells: [UInt8] = []
            for (k, s) in line.unicodeScalars.enumerated() {
                guard (0x2800...0x28FF).contains(s.value) else {
                    throw DecodingError(column: k + 1, reason: "U+\(String(s.value, radix: 16, uppercase: true)) is not a braille pattern (U+2800–U+28FF)")
                }
                cells.append(UInt8(s.value - 0x2800))
            }
            return cells
        case .ascii:
            var cells: [UInt8] = []
            for (k, s) in line.unicodeScalars.enumerated() {
                var v = s.value
                if (0x60...0x7E).contains(v) { v -= 0x20 } // lowercase Braille ASCII is the same cell
                guard (0x20...0x5F).contains(v), let cell = BrailleEncoding.cellForASCII[Int(v - 0x20)] else {
                    throw DecodingError(column: k + 1, reason: "'\(s)' is not a Braille ASCII character")
                }
                cells.append(cell)
            }
            return cells
        case .dots:
            var cells: [UInt8] = []
            var column = 1
            for group in line.split(separator: " ", omittingEmptySubsequences: false) {
                defer { column += group.count + 1 }
                if group.isEmpty { continue }
                if group == "0" { cells.append(0); continue }
                var cell: UInt8 = 0
                for ch in group.unicodeScalars {
                    guard ("1"..."8").contains(ch), cell & (1 << (ch.value - 0x31)) == 0 else {
                        throw DecodingError(column: column, reason: "'\(group)' is not a cell's dot numbers (1–8 once each, or 0)")
                    }
                    cell |= 1 << (ch.value - 0x31)
                }
                cells.append(cell)
            }
            return cells
        }
    }

    /// The six-dot cell of each Braille ASCII character 0x20–0x5F.
    static let cellForASCII: [UInt8?] = {
        var result = [UInt8?](repeating: nil, count: 64)
        for (cell, ascii) in asciiForCell.enumerated() { result[Int(ascii) - 0x20] = UInt8(cell) }
        return result
    }()
}
