/// What a status line shows beside the braille window: where the reader is, what mode is on,
/// and what each cell of the window stands for.
///
/// ```swift
/// let status = navigator.status
/// "\(status.elementNumber ?? 0)/\(status.elementCount)"   // "2/4"
/// status.characters   // the print character under each display cell, for a terminal display
/// ```
public struct NavigatorStatus: Hashable, Sendable {
    /// The focused element's 1-based place in reading order; `nil` on an empty screen.
    public var elementNumber: Int?
    /// How many elements the screen has in reading order.
    public var elementCount: Int
    /// In a book: the 1-based page shown and the page count.
    public var pageNumber: Int?
    public var pageCount: Int?
    /// In a book: the 1-based line of the page shown and the page's line count.
    public var lineNumber: Int?
    public var lineCount: Int?
    /// The 1-based window of the line shown and the line's window count.
    public var windowNumber: Int
    public var windowCount: Int
    public var reading: Navigator.ReadingState
    public var mode: Navigator.Mode
    /// The text of the flash message showing, if any.
    public var message: String?
    /// For every display cell, what it stands for; `nil` for blank cells past the text and for
    /// the continuation mark.
    public var targets: [CellTarget?]
    /// For every display cell, the print character it stands for (the first, when a cell holds
    /// several); `nil` where ``targets`` is `nil` and for separators.
    public var characters: [Unicode.Scalar?]
    /// The print text the window's cells stand for: the line's text from the first to the last
    /// character a shown cell points at, without blanks at either end.
    public var windowText: String
}

extension Navigator {
    /// The status of the display now; see ``NavigatorStatus``.
    public var status: NavigatorStatus {
        let shown = overlay.showing?.viewport ?? panelReading?.viewport ?? focusedComposition?.viewport ?? viewport
        let w = shown.window
        var targets: [CellTarget?] = Array(repeating: nil, count: columns)
        var characters: [Unicode.Scalar?] = Array(repeating: nil, count: columns)
        var textRange: ClosedRange<Int>?
        let offset = textOffset
        for k in 0..<w.restatement.count + w.shownCount {
            guard let cell = shown.lineCell(forDisplayCell: k) else { continue }
            let target = shown.line.targets[cell]
            targets[offset + k] = target
            characters[offset + k] = Navigator.character(of: target, in: shown.line)
            if let segment = shown.line.parts.first(where: { $0.part == target.part }), target.part != .separator {
                let at = segment.scalarRange.lowerBound + target.offset
                textRange = textRange.map { Swift.min($0.lowerBound, at)...Swift.max($0.upperBound, at) } ?? at...at
            }
        }
        var windowText = ""
        if let textRange {
            let scalars = Array(shown.line.text.unicodeScalars)
            let upper = Swift.min(textRange.upperBound, scalars.count - 1)
            if textRange.lowerBound <= upper {
                let shownScalars = scalars[textRange.lowerBound...upper]
                let blank: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
                let start = shownScalars.firstIndex { !blank($0) } ?? shownScalars.endIndex
                let end = shownScalars.lastIndex { !blank($0) }.map { $0 + 1 } ?? start
                windowText = String(String.UnicodeScalarView(shownScalars[start..<Swift.max(start, end)]))
            }
        }
        let book = showingHint ? nil : focused?.element.book
        return NavigatorStatus(
            elementNumber: focus.focusedIndex.map { $0 + 1 },
            elementCount: screen.readingOrder.count,
            pageNumber: book.map { $0.currentPage + 1 },
            pageCount: book.map { $0.pages.count },
            lineNumber: showingBookTitle ? nil : book.map { _ in bookLine + 1 },
            lineCount: book.map { $0.page.lines.count },
            windowNumber: shown.windowIndex + 1,
            windowCount: shown.windows.count,
            reading: readingState,
            mode: mode,
            message: overlay.showing?.message.text,
            targets: targets,
            characters: characters,
            windowText: windowText)
    }

    /// The character of `line`'s text that `target` points at.
    static func character(of target: CellTarget, in line: BrailleLine) -> Unicode.Scalar? {
        guard target.part != .separator, let segment = line.parts.first(where: { $0.part == target.part }) else { return nil }
        let scalars = segment.text.unicodeScalars
        guard target.offset >= 0, target.offset < scalars.count else { return nil }
        return scalars[scalars.index(scalars.startIndex, offsetBy: target.offset)]
    }
}
