/// A display-wide window onto a ``BrailleLine``, panned across it.
///
/// The line is cut into windows once, for the display width:
/// - Windows break between words (a word is a run of non-blank cells; blank is the empty cell).
///   The blanks after a window's last word belong to that window, even those past the display's
///   width (they are not shown), so the next window starts with a word and the windows' ranges,
///   joined, are exactly the line.
/// - A word longer than the display is split: its window shows as many of the word's cells as fit
///   in `width - 1` and, right after them, the continuation mark ``continuationMark`` (dots 7
///   and 8); the word goes on in the next window. The split falls **between characters**, never
///   inside the cells of one print character (``BrailleLine/isCharacterBoundary(_:)``: a capital
///   or number sign stays with its letter, UEB's `⠸⠌` stays whole, a Zhuyin syllable keeps its
///   tone); only a single character with more cells than the window has room for is cut.
/// - A window that goes on inside a word starts with the line's restatement for its first cell
///   (``BrailleLine/restatements``), so a number or a word in capitals reads on its own: `⠼`
///   again before the digits, `⠠⠠` before the capitals. The restated cells are shown, not part
///   of ``Window/range``; their routing keys lead to the window's first cell.
///   A 1-cell display has no room for the mark and shows one cell per window.
///
/// Panning past the last window (or before the first) changes nothing and says so, so the caller
/// can go on to the next element or turn the page.
///
/// ```swift
/// var viewport = try Viewport(line: line, width: 40)
/// viewport.displayCells            // 40 cells for the display
/// viewport.pan(.forward)           // .moved or .pastEnd
/// viewport.target(forRoutingKey: 3)   // what the 4th cell stands for
/// ```
public struct Viewport: Hashable, Sendable {
    /// Dots 7 and 8: the mark in the last cell of a window whose word goes on in the next window.
    public static let continuationMark: UInt8 = 0b1100_0000
    /// The widths a display can have.
    public static let widths: ClosedRange<Int> = 1...160

    /// The line the windows are cut from.
    public let line: BrailleLine
    /// The display's width in cells, 1...160.
    public let width: Int
    /// The windows, in order; at least one (an empty line has one empty window).
    public let windows: [Window]
    /// The index of the window shown.
    public private(set) var windowIndex: Int

    /// One window: the range of line cells it covers, the indicator cells restated before them,
    /// and whether it ends with the continuation mark.
    public struct Window: Hashable, Sendable {
        /// The line cells this window covers; ranges of consecutive windows meet.
        public var range: Range<Int>
        /// Whether the cell after the shown cells is ``Viewport/continuationMark``.
        public var continues: Bool
        /// How many of ``range``'s cells are shown (the rest are blanks past the display's width).
        public var shownCount: Int
        /// Indicator cells shown before the range's cells when the window goes on inside a word
        /// (a numeric or capitals-word indicator); empty otherwise.
        public var restatement: [UInt8] = []

        /// The display cells in use: the restatement, the shown cells and the mark.
        public var usedCount: Int { restatement.count + shownCount + (continues ? 1 : 0) }
    }

    /// A viewport on `line` showing the window that holds cell `cell` (the first window by default).
    /// - Throws: ``ViewportError/widthOutOfRange(_:)`` unless `width` is in ``widths``.
    /// - Complexity: O(*n*) in the number of cells.
    public init(line: BrailleLine, width: Int, showingCell cell: Int = 0) throws(ViewportError) {
        guard Viewport.widths.contains(width) else { throw .widthOutOfRange(width) }
        self.line = line
        self.width = width
        self.windows = Viewport.cut(line, width: width)
        self.windowIndex = 0
        self.windowIndex = windowIndex(holding: cell)
        _checkInvariants()
    }

    /// A viewport on `line` whose windows also break before line cell `cell`, showing the window
    /// that starts there: for a cell that no window of the usual cut shows (a blank past the
    /// display's width, where a caret after a word stands). Before and after that cell the line is
    /// cut as usual. `width` must be in ``widths``.
    init(line: BrailleLine, width: Int, startingAt cell: Int) {
        precondition(Viewport.widths.contains(width), "width \(width) outside \(Viewport.widths)")
        self.line = line
        self.width = width
        let start = Swift.min(Swift.max(cell, 0), line.cells.count)
        self.windows = Viewport.cut(line, width: width, breakingAt: start)
        self.windowIndex = 0
        self.windowIndex = windowIndex(holding: start)
        _checkInvariants()
    }

    /// The window shown.
    public var window: Window { windows[windowIndex] }

    /// Whether the window shown is the last (first) one.
    public var isAtLastWindow: Bool { windowIndex == windows.count - 1 }
    public var isAtFirstWindow: Bool { windowIndex == 0 }

    /// Exactly ``width`` cells for the display: the restated indicator (if any), the window's
    /// cells, the continuation mark if the word goes on, blanks after.
    public var displayCells: [UInt8] {
        let w = window
        var cells = w.restatement
        cells += line.cells[w.range.lowerBound..<w.range.lowerBound + w.shownCount]
        if w.continues { cells.append(Viewport.continuationMark) }
        cells.append(contentsOf: repeatElement(0, count: width - cells.count))
        return cells
    }

    /// Pans one window forward or backward.
    /// - Returns: ``PanResult/moved``, or ``PanResult/pastEnd`` / ``PanResult/beforeStart`` when there
    ///   is no window that way (nothing changes).
    @discardableResult
    public mutating func pan(_ direction: Direction) -> PanResult {
        defer { _checkInvariants() }
        switch direction {
        case .forward:
            guard windowIndex + 1 < windows.count else { return .pastEnd }
            windowIndex += 1
        case .backward:
            guard windowIndex > 0 else { return .beforeStart }
            windowIndex -= 1
        }
        return .moved
    }

    /// Shows the first or last window (after moving to a previous element, show its end).
    public mutating func moveToEnd(_ direction: Direction) {
        windowIndex = direction == .forward ? windows.count - 1 : 0
        _checkInvariants()
    }

    /// Shows the window that holds line cell `cell` (clamped to the line).
    public mutating func show(cell: Int) {
        windowIndex = windowIndex(holding: cell)
        _checkInvariants()
    }

    /// The line cell that display cell `cell` (0-based) shows, or `nil` for the continuation
    /// mark and the blanks after the text. A restated indicator cell shows the window's first cell.
    public func lineCell(forDisplayCell cell: Int) -> Int? {
        let w = window
        guard cell >= 0 else { return nil }
        if cell < w.restatement.count { return w.range.lowerBound }
        let k = cell - w.restatement.count
        return k < w.shownCount ? w.range.lowerBound + k : nil
    }

    /// The display cell (0-based) that shows line cell `cell` first, or `nil` when the window does
    /// not show it; a window's first cell with a restated indicator is shown from display cell 0.
    public func displayCell(forLineCell cell: Int) -> Int? {
        let w = window
        guard cell >= w.range.lowerBound, cell < w.range.lowerBound + w.shownCount else { return nil }
        if cell == w.range.lowerBound { return 0 }
        return w.restatement.count + cell - w.range.lowerBound
    }

    /// The line cell under routing key `key` (0-based within the display), or `nil` for a key over
    /// blank display cells. The continuation mark leads to the first cell of the next window.
    public func cellIndex(forRoutingKey key: Int) -> Int? {
        if let cell = lineCell(forDisplayCell: key) { return cell }
        let w = window
        if w.continues, key == w.restatement.count + w.shownCount, w.range.upperBound < line.cells.count { return w.range.upperBound }
        return nil
    }

    /// What the cell under routing key `key` stands for, or `nil` for a blank display cell.
    public func target(forRoutingKey key: Int) -> CellTarget? {
        cellIndex(forRoutingKey: key).flatMap { line.targets.indices.contains($0) ? line.targets[$0] : nil }
    }

    private func windowIndex(holding cell: Int) -> Int {
        let c = Swift.min(Swift.max(cell, 0), Swift.max(line.cells.count - 1, 0))
        return windows.firstIndex { $0.range.contains(c) } ?? 0
    }

    /// Cuts `line` into windows of at most `width` display cells, as the type's documentation says.
    /// With `extra`, a window also starts at that cell.
    static func cut(_ line: BrailleLine, width: Int, breakingAt extra: Int? = nil) -> [Window] {
        let cells = line.cells
        let n = cells.count
        guard n > 0 else { return [Window(range: 0..<0, continues: false, shownCount: 0)] }
        func blank(_ i: Int) -> Bool { cells[i] == 0 }
        var windows: [Window] = []
        var start = 0
        var restatement: [UInt8] = []
        while start < n {
            let room = width - restatement.count
            // Where this run of windows ends: the extra break ahead, else the line's end.
            let stop = extra.map { $0 > start && $0 < n ? $0 : n } ?? n
            var end: Int
            var continues = false
            if stop - start <= room {
                end = stop
            } else {
                // The furthest break within reach: before a blank, or after a blank before a word.
                end = start
                var e = start + room
                while e > start {
                    if blank(e) || blank(e - 1) { end = e; break }
                    e -= 1
                }
                if end == start {
                    // One word longer than the display: split it between two characters.
                    if room >= 2 {
                        let limit = start + room - 1
                        end = limit
                        while end > start, !line.isCharacterBoundary(end) { end -= 1 }
                        // A single character with more cells than the room: cut it.
                        if end == start { end = limit }
                        continues = true
                    } else {
                        end = start + 1
                    }
                }
            }
            let shown = end - start
            if !continues {
                while end < stop, blank(end) { end += 1 }
            }
            windows.append(Window(range: start..<end, continues: continues, shownCount: shown, restatement: restatement))
            start = end
            restatement = continues ? restatementFitting(line, at: start, width: width) : []
        }
        return windows
    }

    /// The restatement for a window that goes on inside a word at `cell`, when it leaves room for
    /// the cells of that cell's character and the continuation mark; else none.
    static func restatementFitting(_ line: BrailleLine, at cell: Int, width: Int) -> [UInt8] {
        guard let restatement = line.restatements[cell], !restatement.isEmpty else { return [] }
        var characterEnd = cell + 1
        while characterEnd < line.cells.count, !line.isCharacterBoundary(characterEnd) { characterEnd += 1 }
        return restatement.count + (characterEnd - cell) + 1 <= width ? restatement : []
    }
}

/// What panning did.
public enum PanResult: Hashable, Sendable {
    case moved
    /// There is no window after the last one: the line is done.
    case pastEnd
    /// There is no window before the first one.
    case beforeStart
}

/// A viewport that cannot be made.
public enum ViewportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A display width outside 1...160 cells.
    case widthOutOfRange(Int)

    public var description: String {
        switch self {
        case .widthOutOfRange(let width):
            return "display width \(width) is outside \(Viewport.widths.lowerBound)...\(Viewport.widths.upperBound) cells"
        }
    }
}
