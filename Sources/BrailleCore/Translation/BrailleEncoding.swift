/// Ways to write cells as text.
public enum BrailleEncoding: String, CaseIterable, Sendable {
    /// Unicode braille patterns, U+2800 + the cell's bits: `⠠⠓⠊`.
    case unicode
    /// Dot numbers, cells separated by spaces, the blank cell `0`: `6 125 24`.
    case dots
    /// North American Braille ASCII (the 64 six-dot cells as printable ASCII): `,HI`. Dots 7 and 8
    /// are ignored.
    case ascii

    /// Writes `cells` in this encoding.
    public func encode(_ cells: [UInt8]) -> String {
        switch self {
        case .unicode:
            var s = String.UnicodeScalarView()
            for cell in cells { s.append(Unicode.Scalar(0x2800 + UInt32(cell))!) }
            return String(s)
        case .dots:
            return cells.map(BrailleEncoding.dotNumbers).joined(separator: " ")
        case .ascii:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(cells.count)
            for cell in cells { bytes.append(BrailleEncoding.asciiForCell[Int(cell & 0x3F)]) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The dot numbers of one cell, `0` for the blank cell: `0x13` → `125`.
    public static func dotNumbers(_ cell: UInt8) -> String {
        if cell == 0 { return "0" }
        var s = ""
        for dot in 0..<8 where cell & (1 << dot) != 0 { s.append(Character(Unicode.Scalar(UInt8(ascii: "1") + UInt8(dot)))) }
        return s
    }

    /// North American Braille ASCII, indexed by the six-dot cell value.
    static let asciiForCell: [UInt8] = {
        // The standard assignment, listed by character from 0x20 to 0x5F with each one's dots.
        let table: [(Character, String)] = [
            (" ", ""), ("!", "2346"), ("\"", "5"), ("#", "3456"), ("$", "1246"), ("%", "146"), ("&", "12346"),
            ("'", "3"), ("(", "12356"), (")", "23456"), ("*", "16"), ("+", "346"), (",", "6"), ("-", "36"),
            (".", "46"), ("/", "34"), ("0", "356"), ("1", "2"), ("2", "23"), ("3", "25"), ("4", "256"),
            ("5", "26"), ("6", "235"), ("7", "2356"), ("8", "236"), ("9", "35"), (":", "156"), (";", "56"),
            ("<", "126"), ("=", "123456"), (">", "345"), ("?", "1456"), ("@", "4"), ("A", "1"), ("B", "12"),
            ("C", "14"), ("D", "145"), ("E", "15"), ("F", "124"), ("G", "1245"), ("H", "125"), ("I", "24"),
            ("J", "245"), ("K", "13"), ("L", "123"), ("M", "134"), ("N", "1345"), ("O", "135"), ("P", "1234"),
            ("Q", "12345"), ("R", "1235"), ("S", "234"), ("T", "2345"), ("U", "136"), ("V", "1236"),
            ("W", "2456"), ("X", "1346"), ("Y", "13456"), ("Z", "1356"), ("[", "246"), ("\\", "1256"),
            ("]", "12456"), ("^", "45"), ("_", "456"),
        ]
        var result = [UInt8](repeating: UInt8(ascii: "?"), count: 64)
        for (ch, dots) in table {
            var cell = 0
            for d in dots.utf8 { cell |= 1 << Int(d - UInt8(ascii: "1")) }
            result[cell] = ch.asciiValue!
        }
        return result
    }()
}
