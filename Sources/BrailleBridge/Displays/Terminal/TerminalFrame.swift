import BrailleCore

/// What the virtual display shows at one moment: the braille row, the character under each
/// cell, and a status line.
///
///     ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀
///      Start btn  1 / 3
///     Task · element 3 of 5
///
/// The braille row is exactly one Unicode braille character per display cell (blank cells are
/// U+2800), so it lines up with the caption row in a monospaced terminal.
struct TerminalFrame: Hashable, Sendable {
    /// The display cells, dots 1–8 as bits 0–7.
    var cells: [UInt8]
    /// One terminal column per cell (see ``CellCaptions``).
    var captions: [String]
    var status: SessionStatus
    /// The rows below the first on a display of several rows: each its braille and its captions.
    var rowsBelow: [Row] = []

    /// A row of a display of several rows, below the first.
    struct Row: Hashable, Sendable {
        var braille: String
        var captions: String
    }

    /// - Parameters:
    ///   - targets: what each display cell stands for (`nil` past the text and for the mark).
    ///   - characters: the print character of each cell.
    init(cells: [UInt8], targets: [CellTarget?], characters: [Unicode.Scalar?], status: SessionStatus) {
        self.cells = cells
        self.captions = CellCaptions.captions(cells: cells, targets: targets, characters: characters)
        self.status = status
    }

    /// The cells as Unicode braille.
    var brailleRow: String { BrailleEncoding.unicode.encode(cells) }

    /// The captions, trailing blanks removed.
    var captionRow: String {
        var row = captions.joined()
        while row.last == " " { row.removeLast() }
        return row
    }

    /// The lines of the frame: the braille row and its captions (for each row of the display),
    /// then the status line.
    var lines: [String] {
        [brailleRow, captionRow] + rowsBelow.flatMap { [$0.braille, $0.captions] } + [status.description]
    }
}
