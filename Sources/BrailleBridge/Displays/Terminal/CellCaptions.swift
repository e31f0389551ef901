import BrailleCore

/// The print character each display cell stands for, for the row under the braille.
///
/// A character that takes several cells (a capital sign and its letter, a number sign and its
/// digit) is printed under its **last** cell, blanks before it: `⠠⠎⠞` over ` St`. Blank and
/// separator cells get a blank, and so does a control character (C0, DEL, C1: an escape would
/// take more than its column); the continuation mark (dots 7–8 on a cell that stands for
/// nothing) gets `→`. A wide (CJK) character takes two terminal columns, so it is printed over
/// the last two cells of its group, and as `·` when it has a single cell.
enum CellCaptions {
    /// One terminal column per display cell: exactly `cells.count` strings; a wide character
    /// is followed by an empty string for the column it overlaps.
    static func captions(cells: [UInt8], targets: [CellTarget?], characters: [Unicode.Scalar?]) -> [String] {
        let count = cells.count
        var captions = [String](repeating: " ", count: count)
        var start = 0
        while start < count {
            guard start < targets.count, let target = targets[start] else {
                if cells[start] == Viewport.continuationMark { captions[start] = "→" }
                start += 1
                continue
            }
            var end = start + 1
            while end < count, end < targets.count, targets[end] == target { end += 1 }
            defer { start = end }
            let blank = (start..<end).allSatisfy { cells[$0] == 0 }
            guard !blank, target.part != .separator, start < characters.count, let scalar = characters[start],
                  !PrintableText.isControl(scalar), !scalar.properties.isWhitespace else { continue }
            if isWide(scalar) {
                if end - start >= 2 {
                    captions[end - 2] = String(scalar)
                    captions[end - 1] = ""
                } else {
                    captions[end - 1] = "·"
                }
            } else {
                captions[end - 1] = String(scalar)
            }
        }
        return captions
    }

    /// Whether a terminal shows `scalar` two columns wide (East Asian wide and fullwidth).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
