import BrailleCore

/// What a session shows at one moment, built once by the loop and given to the display
/// (``BrailleDisplay/show(_:)``) and to a script's transcript: the cells of each row, the print
/// character under each cell, the status line, the last action and the last report.
///
///     ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀
///      Start btn  1 / 3
///     Task · element 3 of 5
///
/// A braille display writes ``cells``; the terminal draws ``lines`` and the rest. The braille row
/// is exactly one Unicode braille character per display cell (blank cells are U+2800), so it
/// lines up with the caption row in a monospaced terminal.
struct DisplayFrame: Hashable, Sendable {
    /// The display's rows, top first: the first shows the navigator's window, the rows below
    /// what follows it.
    var rows: [Row]
    var status: SessionStatus
    /// The last action sent to the app, as its JSON line.
    var lastAction: String?
    /// The last report of bad input.
    var note: String?
    /// Whether the display became ready (connected, reconnected, resized) since the last frame:
    /// what it showed before is gone, so it shows this frame whole, changed or not.
    var isFirstSinceReady = false

    /// One row of the display.
    struct Row: Hashable, Sendable {
        /// The row's cells, dots 1–8 as bits 0–7.
        var cells: [UInt8]
        /// One terminal column per cell (see ``CellCaptions``); empty for a blank row.
        var captions: [String]

        /// - Parameters:
        ///   - targets: what each display cell stands for (`nil` past the text and for the mark).
        ///   - characters: the print character of each cell.
        init(cells: [UInt8], targets: [CellTarget?], characters: [Unicode.Scalar?]) {
            self.cells = cells
            self.captions = CellCaptions.captions(cells: cells, targets: targets, characters: characters)
        }

        /// A row with nothing on it, `columns` blank cells.
        init(blank columns: Int) {
            cells = [UInt8](repeating: 0, count: columns)
            captions = []
        }

        /// The cells as Unicode braille.
        var braille: String { BrailleEncoding.unicode.encode(cells) }

        /// The captions, trailing blanks removed.
        var captionLine: String {
            var line = captions.joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    init(rows: [Row], status: SessionStatus) {
        self.rows = rows
        self.status = status
    }

    /// What a braille display writes: every row's cells, row after row.
    var cells: [UInt8] { rows.count == 1 ? rows[0].cells : rows.flatMap(\.cells) }

    /// The lines of the frame: the braille row and its captions (for each row of the display),
    /// then the status line.
    var lines: [String] {
        rows.flatMap { [$0.braille, $0.captionLine] } + [status.description]
    }
}
