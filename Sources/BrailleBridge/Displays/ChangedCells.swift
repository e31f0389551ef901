/// The cells a braille display wrote last, so that it writes a frame's cells only when they
/// changed (or when it became ready since: it lost what it showed).
struct ChangedCells {
    private var written: [UInt8]?

    /// The cells of `frame` to write, `nil` when the display shows them already; they count as
    /// written from now on.
    mutating func toWrite(_ frame: DisplayFrame) -> [UInt8]? {
        let cells = frame.cells
        guard frame.isFirstSinceReady || cells != written else { return nil }
        written = cells
        return cells
    }

    /// Forgets the cells written (a new connection shows nothing yet).
    mutating func forget() { written = nil }
}
