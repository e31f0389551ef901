import BrailleCore

/// The print character each display cell stands for, for the row under the braille.
///
/// A character that takes several cells (a capital sign and its letter, a number sign and its
/// digit) is printed under its **last** cell, blanks before it: `⠠⠎⠞` over ` St`. Blank and
/// separator cells get a blank; the continuation mark gets `→`. A wide (CJK) character takes two
/// terminal columns, so it is printed over the last two cells of its group, and as `·` when it
/// has a single cell.
enum CellCaptions {
    /// One terminal column per display cell: exactly `viewport.width` strings; a wide character
    /// is followed by an empty string for the column it overlaps.
    static func captions(for viewport: Viewport) -> [String] {
        let window = viewport.window
        let line = viewport.line
        var captions = [String](repeating: " ", count: viewport.width)
        if window.continues, window.shownCount < viewport.width { captions[window.shownCount] = "→" }
        var start = 0
        while start < window.shownCount {
            let target = line.targets[window.range.lowerBound + start]
            var end = start + 1
            while end < window.shownCount, line.targets[window.range.lowerBound + end] == target { end += 1 }
            defer { start = end }
            let blank = (start..<end).allSatisfy { line.cells[window.range.lowerBound + $0] == 0 }
            guard !blank, target.part != .separator, let character = character(of: target, in: line),
                  !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { continue }
            if isWide(character) {
                if end - start >= 2 {
                    captions[end - 2] = String(character)
                    captions[end - 1] = ""
                } else {
                    captions[end - 1] = "·"
                }
            } else {
                captions[end - 1] = String(character)
            }
        }
        return captions
    }

    /// The character of `target`'s part at its offset (offsets count Unicode scalars).
    static func character(of target: CellTarget, in line: BrailleLine) -> Character? {
        guard let segment = line.parts.first(where: { $0.part == target.part }) else { return nil }
        let scalars = Array(segment.text.unicodeScalars)
        guard scalars.indices.contains(target.offset) else { return nil }
        // The grapheme that starts at this scalar (a base letter with its combining marks).
        var text = String.UnicodeScalarView()
        text.append(scalars[target.offset])
        var next = target.offset + 1
        while next < scalars.count, scalars[next].properties.generalCategory.isMark {
            text.append(scalars[next])
            next += 1
        }
        return String(text).first
    }

    /// Whether a terminal shows `character` two columns wide (East Asian wide and fullwidth).
    static func isWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

private extension Unicode.GeneralCategory {
    var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
