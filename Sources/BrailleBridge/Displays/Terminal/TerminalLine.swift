/// A line of text as a terminal lays it out: how many columns it takes, and the line cut to a
/// window's width so that it never wraps.
enum TerminalLine {
    /// The columns `line` takes: two for a wide (CJK) character, none for a combining mark or
    /// a variation selector, one for anything else.
    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { $0 + columns($1) }
    }

    /// `line` when it fits in `width` columns; else as much of it as fits before a `…` in the
    /// last column.
    static func clipped(_ line: String, toColumns width: Int) -> String {
        guard columns(line) > width else { return line }
        guard width >= 1 else { return "" }
        var kept = String.UnicodeScalarView()
        var used = 0
        for scalar in line.unicodeScalars {
            let next = columns(scalar)
            if used + next > width - 1 { break }
            kept.append(scalar)
            used += next
        }
        return String(kept) + "…"
    }

    private static func columns(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0xFE00...0xFE0F).contains(scalar.value) { return 0 }
        return CellCaptions.isWide(scalar) ? 2 : 1
    }
}
