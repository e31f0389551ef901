/// How many cells the virtual display shows in a terminal window: the width asked for
/// (`--cells`), but never more than the window has columns, so the braille row never wraps.
///
/// When the window grows again the display widens back up to the width asked for. A window
/// narrower than one column, or a size the terminal does not report, keeps the last width.
struct DisplayWidth: Hashable, Sendable {
    /// The width asked for (`--cells`).
    let requested: Int
    /// The width shown now.
    private(set) var cells: Int

    /// The width for a window of `terminalColumns` (`nil` when the terminal does not say).
    init(requested: Int, terminalColumns: Int?) {
        self.requested = requested
        cells = requested
        update(terminalColumns: terminalColumns)
    }

    /// Follows the window to `terminalColumns` (`nil` when the terminal does not say).
    /// - Returns: whether the width changed.
    @discardableResult
    mutating func update(terminalColumns: Int?) -> Bool {
        guard let terminalColumns, terminalColumns >= 1 else { return false }
        let old = cells
        cells = min(requested, terminalColumns)
        return cells != old
    }
}
