/// Status cells: a few cells at the start or end of the display that always say where the reader
/// is and what mode is on, as BRLTTY and displays with status cells offer; the line's windows use
/// the rest of the display, after a blank cell.
///
/// The status is written in 8-dot computer braille (`en-us-comp8`, one cell per character, its
/// digits in the lower dots, so no number sign is needed): the element `3/5`, in a book the page
/// and line `p2:1` instead, then one letter for the mode: `a` adjusting, `c` choosing an action,
/// `h` the hint, `m` a message, `l` the message history, `r` reading, `p` reading paused. A
/// status longer than the cells keeps its end (the mode letter and the nearest digits); a book's
/// place keeps its page letter (``fitted(_:count:)``).
///
/// ```swift
/// navigator.statusCells = StatusCells(side: .start, count: 5)   // "3/5" + blank + the window
/// ```
public struct StatusCells: Hashable, Sendable {
    /// Where the status cells are.
    public enum Side: String, Hashable, Sendable, CaseIterable { case start, end }

    public var side: Side
    /// How many cells the status takes (the blank between it and the text is one more).
    public var count: Int

    public init(side: Side = .start, count: Int = 5) {
        self.side = side
        self.count = Swift.max(count, 1)
    }

    /// The default for a display `columns` wide: off below 40 cells (every cell is needed for
    /// text), 5 cells at the start from 40 cells up.
    public static func automatic(columns: Int) -> StatusCells? {
        columns >= 40 ? StatusCells() : nil
    }

    /// The cells the status and its blank take on a display `columns` wide; 0 when the display is
    /// too narrow to give the text at least 8 cells.
    func width(columns: Int) -> Int {
        columns - (count + 1) >= 8 ? count + 1 : 0
    }
}

extension Navigator {
    /// The status text the status cells show (see ``StatusCells``).
    public var statusText: String {
        let status = self.status
        var text: String
        if let page = status.pageNumber {
            text = "p\(page)" + (status.lineNumber.map { ":\($0)" } ?? "")
        } else if let element = status.elementNumber {
            text = "\(element)/\(status.elementCount)"
        } else {
            text = "-"
        }
        var letter = ""
        switch mode {
        case .adjusting: letter = "a"
        case .choosingAction: letter = "c"
        case .reviewingMessages: letter = "l"
        case .browsing:
            if showingHint { letter = "h" }
        }
        if overlay.showing != nil { letter = "m" }
        if letter.isEmpty {
            switch readingState {
            case .reading: letter = "r"
            case .paused: letter = "p"
            case .off: break
            }
        }
        return text + letter
    }

    /// The status cells, exactly `count` of them, blank-padded.
    func statusFieldCells(count: Int) -> [UInt8] {
        guard let table = try? TableCatalog.table(named: "en-us-comp8") else { return Array(repeating: 0, count: count) }
        let cells = table.translate(StatusCells.fitted(statusText, count: count)).cells
        return Array(cells.prefix(count)) + Array(repeating: 0, count: Swift.max(count - cells.count, 0))
    }

    /// The display cells the status cells and their blank take now (0 when off or too narrow).
    var statusWidth: Int { statusCells?.width(columns: columns) ?? 0 }

    /// The cells the line's windows get.
    var textColumns: Int { columns - statusWidth }

    /// The first display cell of the text (after status cells at the start).
    var textOffset: Int { statusCells?.side == .start ? statusWidth : 0 }
}

extension StatusCells {
    /// `status` cut to `count` characters (one cell each). An element's place keeps its end (the
    /// mode letter and the nearest digits). A book's place keeps its page letter `p`, so that
    /// it never reads as an element's: the mode letter goes first ("p1:10r" in 5 cells is
    /// "p1:10"), then the page's digits ("p12:10" in 5 cells is "p:10").
    static func fitted(_ status: String, count: Int) -> String {
        guard status.count > count else { return status }
        guard status.hasPrefix("p"), count > 1 else { return String(status.suffix(count)) }
        let place = status.last?.isNumber == true ? status : String(status.dropLast())
        guard place.count > count else { return place }
        // The line's number changes as the reader reads: the page's digits go.
        let rest = place.dropFirst()
        let line = rest.firstIndex(of: ":").map { rest[$0...] } ?? rest
        return "p" + String(line.suffix(count - 1))
    }
}
