/// The caret of a text field on the line shown: where it is, the cells that show it and a
/// selection, and the window that shows it. The window follows the caret when the app moves it,
/// and keeps showing it when the text changes under it.
extension ElementCursor {
    /// A focused text field shows its caret from the start: until the app reports it
    /// (`caretMoved`), after the text, where typing goes on.
    mutating func placeTextFieldCaret() {
        guard let element = focus.focused?.element, element.isTextField else { return }
        caret = Caret(identifier: element.identifier, part: .value, offset: (element.value ?? "").unicodeScalars.count)
        caretAssumed = true
    }

    /// Carries out the app's `caretMoved` on the focused text or search field (or a document's
    /// block, in its `part`, ``caretPart(of:)``): the caret stands before the character at
    /// `offset` (clamped to the text), a selection is cleared,
    /// and when the caret moved (or the app reports it for the first time) the window that holds
    /// its cell is shown, as BRLTTY and NVDA follow the cursor. The same offset again leaves a
    /// window the reader panned to where it is.
    mutating func moveCaret(in element: Element, part: LinePart = .value, to offset: Int) {
        let id = element.identifier
        let text = part == .label ? element.label : element.value ?? ""
        let clamped = Swift.min(offset, text.unicodeScalars.count)
        let moved = caretAssumed || caret?.identifier != id || caret?.offset != clamped || caret?.part != part
        caret = Caret(identifier: id, part: part, offset: clamped)
        caretAssumed = false
        if moved { showCaret() }
    }

    /// The part of `element`'s line that holds the app's caret: a text or search field's value;
    /// the text of a document's block (a Writer paragraph: ``Element/document``, its text its
    /// label); `nil` for any other element, whose caret is not shown.
    static func caretPart(of element: Element) -> LinePart? {
        if element.isTextField { return .value }
        if element.document != nil, element.value == nil, !element.label.isEmpty { return .label }
        return nil
    }

    /// The line cell under the caret: the first cell of the caret's character (a capital or
    /// number sign before its letter), else the last cell before it (a contraction's cell holds
    /// several characters); `nil` when the line does not show the caret's element and part.
    func caretCell() -> Int? {
        guard let caret, caret.identifier == focus.focusedIdentifier, caret.selection == nil else { return nil }
        var before: Int?
        var last: Int?
        for (i, target) in viewport.line.targets.enumerated()
        where target.elementIdentifier == caret.identifier && target.part == caret.part {
            if target.offset == caret.offset { return i }
            if target.offset < caret.offset { before = i }
            last = i
        }
        // After the last character: the cell after the text.
        let length = viewport.line.parts.first { $0.part == caret.part }?.scalarRange.count ?? 0
        if let last, caret.offset >= length, last + 1 < viewport.line.cells.count { return last + 1 }
        // An empty text: the blank after what comes before it (the label).
        if last == nil, let previous = viewport.line.targets.lastIndex(where: { $0.elementIdentifier == caret.identifier && $0.part == .label }),
           previous + 1 < viewport.line.cells.count {
            return previous + 1
        }
        return before
    }

    /// The line cells of the selected characters of the focused element's text.
    func selectedCells() -> [Int] {
        guard let caret, caret.identifier == focus.focusedIdentifier, let selection = caret.selection else { return [] }
        return viewport.line.targets.indices.filter { i in
            let target = viewport.line.targets[i]
            return target.elementIdentifier == caret.identifier && target.part == caret.part && selection.contains(target.offset)
        }
    }

    /// Whether the display shows the caret's cell now (`false` without a caret on the line).
    var isCaretShown: Bool {
        caretCell().flatMap { viewport.displayCell(forLineCell: $0) } != nil
    }

    /// Shows the window that holds the caret's cell, when the window shown does not show it (the
    /// windows stay cut between words). A caret on a blank (after the text, before a space) that
    /// lies past the width of its window is shown by a window that starts at the word before it
    /// (at the blank itself when that word fills the display).
    mutating func showCaret() {
        guard mode == .browsing, let cell = caretCell(), viewport.displayCell(forLineCell: cell) == nil else { return }
        viewport.show(cell: cell)
        guard viewport.displayCell(forLineCell: cell) == nil else { return }
        let cells = viewport.line.cells
        var wordStart = cell
        while wordStart > 0, cells[wordStart - 1] != 0 { wordStart -= 1 }
        let start = cell - wordStart < viewport.width ? wordStart : cell
        viewport = Viewport(line: viewport.line, width: viewport.width, startingAt: start)
    }
}
