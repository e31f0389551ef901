extension Navigator {
    /// Checks, in debug builds, after every command, event and tick: the window is exactly
    /// ``columns`` cells and the viewport's own invariants hold; the line belongs to the focused
    /// element (or to no element); the book line, the chosen custom action and the caret exist;
    /// continuous reading is scheduled exactly when it runs.
    package func _checkInvariants() {
        #if DEBUG
        precondition(Viewport.widths.contains(columns), "columns \(columns) outside \(Viewport.widths)")
        precondition(viewport.width == textColumns, "viewport width \(viewport.width) on \(textColumns) text cells")
        viewport._checkInvariants()
        if let messageViewport {
            precondition(messageViewport.width == textColumns, "message viewport width \(messageViewport.width) on \(textColumns) cells")
            messageViewport._checkInvariants()
            precondition(shownMessage != nil, "a message viewport without a message")
        }
        if let panelReading {
            precondition(panelReading.viewport.width == textColumns, "panel viewport width \(panelReading.viewport.width) on \(textColumns) cells")
            panelReading.viewport._checkInvariants()
            precondition(panelReading.panel.lines.indices.contains(panelReading.line), "panel line \(panelReading.line) of \(panelReading.panel.lines.count)")
        }
        precondition(window.count == columns, "window of \(window.count) cells on a \(columns)-cell display")
        let id = focus.focusedIdentifier
        precondition(viewport.line.targets.allSatisfy { $0.elementIdentifier == nil || $0.elementIdentifier == id },
                     "the line shows another element than the focused \(id ?? "nil")")
        if let book = focused?.element.book {
            precondition(bookLine >= 0 && bookLine < Swift.max(book.page.lines.count, 1), "book line \(bookLine) out of \(book.page.lines.count)")
        } else {
            precondition(bookLine == 0, "a book line \(bookLine) on an element without a book")
        }
        if case .choosingAction(let index) = mode {
            precondition(focused?.element.customActions.indices.contains(index) ?? false, "custom action \(index) does not exist")
        }
        if case .reviewingMessages(let index) = mode {
            precondition(announcements.history.indices.contains(index), "history entry \(index) of \(announcements.history.count)")
        }
        if let caret { precondition(caret.offset >= 0, "caret offset \(caret.offset)") }
        precondition((readingState == .reading) == (nextReadingStep != nil), "reading \(readingState) with next step \(String(describing: nextReadingStep))")
        #endif
    }
}
