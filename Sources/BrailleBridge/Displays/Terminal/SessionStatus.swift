import BrailleCore

/// The facts the status line under the virtual display shows.
///
///     Reader · element 2 of 4 · page 2 of 6 · line 1 of 3 · reading
///
/// The last part says what continuous reading does: `reading` while it runs, `paused` when a
/// key paused it, nothing when it is off.
struct SessionStatus: Hashable, Sendable {
    /// The focused element's 1-based place in reading order and the number of elements
    /// (`nil` on a screen with no element).
    var element: Place?
    /// The book page and line of the focused element, 1-based (`nil` when it is not a book).
    var page: Place?
    var line: Place?
    /// Continuous reading: `reading` while it advances, `paused` when a key stopped it (the
    /// reading key goes on from there), `off` when it never ran, ended, or a new screen came.
    var reading: Navigator.ReadingState
    /// What the keys do now, when it is not plain browsing: "adjusting", "choosing action",
    /// "message", "hint".
    var mode: String?
    /// The screen's title.
    var title: String

    /// A 1-based place among `count`.
    struct Place: Hashable, Sendable {
        var index: Int
        var count: Int
    }

    init(element: Place?, page: Place? = nil, line: Place? = nil, reading: Navigator.ReadingState = .off,
         mode: String?, title: String) {
        self.element = element
        self.page = page
        self.line = line
        self.reading = reading
        self.mode = mode
        self.title = title
    }

    /// The status of a navigator; while a panel shows (`panel`, at line `panelLine`), its name
    /// is the mode and the line is the panel's: `line 3 of 24 · key help`.
    init(_ status: NavigatorStatus, title: String, showingHint: Bool, panel: Panel? = nil, panelLine: Int? = nil) {
        element = status.elementNumber.map { Place(index: $0, count: status.elementCount) }
        if let number = status.pageNumber, let count = status.pageCount { page = Place(index: number, count: count) }
        if let number = status.lineNumber, let count = status.lineCount, count > 1 { line = Place(index: number, count: count) }
        reading = status.reading
        if let panel, let panelLine {
            page = nil
            line = Place(index: panelLine + 1, count: panel.lines.count)
        }
        if status.message != nil {
            mode = "message"
        } else if let panel {
            mode = panel.kind == .keyHelp ? "key help" : "preferences"
        } else {
            switch status.mode {
            case .adjusting: mode = "adjusting"
            case .choosingAction: mode = "choosing action"
            case .reviewingMessages: mode = "messages"
            case .browsing: mode = showingHint ? "hint" : nil
            }
        }
        self.title = title
    }
}

extension SessionStatus: CustomStringConvertible {
    var description: String {
        var parts: [String] = []
        if !title.isEmpty { parts.append(PrintableText.oneLine(title, maximumLength: 80)) }
        if let element {
            parts.append("element \(element.index) of \(element.count)")
        } else {
            parts.append("no element")
        }
        if let page { parts.append("page \(page.index) of \(page.count)") }
        if let line { parts.append("line \(line.index) of \(line.count)") }
        if let mode { parts.append(mode) }
        switch reading {
        case .reading: parts.append("reading")
        case .paused: parts.append("paused")
        case .off: break
        }
        return parts.joined(separator: " · ")
    }
}
