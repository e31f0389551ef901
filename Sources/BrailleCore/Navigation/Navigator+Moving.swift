/// Moving through windows, book lines, pages and elements.
extension Navigator {
    /// How far a move goes: one window (`FWINRT`/`FWINLT`) or one line (`LNDN`/`LNUP`: a book's
    /// next line, else the next element).
    enum MoveUnit { case window, line }

    /// What a move did.
    struct Step {
        var moved: Bool
        var effects: [NavigatorEffect]
    }

    /// Where to open an element's line when the focus arrives.
    enum Entry {
        /// The first window (of the first book line).
        case start
        /// The first window of the last book line (`LNUP` from below).
        case lastLine
        /// The last window of the last book line (`FWINLT` from below).
        case end
    }

    /// Moves forward by a window or a line: the next window, the next book line, the next page,
    /// the next element.
    /// - Parameters:
    ///   - passBookEnd: the previous command reported the end of the book; leave it now.
    ///   - reading: continuous reading is moving; it stops at the end of the book or document.
    mutating func forward(_ unit: MoveUnit, passBookEnd: Bool, reading: Bool) -> Step {
        let unit = isReadingDocument || isReadingBook ? .window : unit
        if unit == .window, viewport.pan(.forward) == .moved { return Step(moved: true, effects: []) }
        if let placed = focused, let book = placed.element.book, !showingHint, case .browsing = mode {
            let id = placed.element.identifier
            if showingBookTitle, !book.page.lines.isEmpty {
                // From the book's own line into its page.
                showingBookTitle = false
                bookLine = 0
                viewport = makeViewport(showingCell: 0)
                return Step(moved: true, effects: [])
            }
            if bookLine + 1 < book.page.lines.count {
                bookLine += 1
                viewport = makeViewport(showingCell: 0)
                return Step(moved: true, effects: [])
            }
            switch focus.turnPage(.forward) {
            case .turned(let page):
                bookLine = 0
                viewport = makeViewport(showingCell: 0)
                flashPage()
                return Step(moved: true, effects: [.appAction(identifier: id, action: .scrollForward(page: page))])
            case .noMorePages, .notABook:
                if reading || !passBookEnd {
                    cursor.endOfBookReported = !reading
                    let language = wordsLanguage(for: placed.language)
                    flash(NavigatorMessages.text(.endOfBook, language: language), language: language)
                    return Step(moved: false, effects: [.endOfBook(identifier: id)])
                }
            }
        }
        if reading, isAtDocumentEnd { return Step(moved: false, effects: []) }
        guard focus.move(.forward) == .moved else {
            return Step(moved: false, effects: fail(focused == nil ? .noElements : .lastElement))
        }
        enterElement(.start)
        return Step(moved: true, effects: scrollToDocumentBlock())
    }

    /// Moves backward by a window or a line: the previous window, the previous book line (its
    /// last window for `FWINLT`), the previous page's last line, the previous element's end.
    mutating func backward(_ unit: MoveUnit) -> Step {
        let unit = isReadingDocument || isReadingBook ? .window : unit
        if unit == .window, viewport.pan(.backward) == .moved { return Step(moved: true, effects: []) }
        if let placed = focused, placed.element.book != nil, !showingHint, !showingBookTitle, case .browsing = mode {
            let id = placed.element.identifier
            if bookLine > 0 {
                bookLine -= 1
                viewport = makeViewport(showingCell: 0)
                if unit == .window { viewport.moveToEnd(.forward) }
                return Step(moved: true, effects: [])
            }
            if case .turned(let page) = focus.turnPage(.backward) {
                bookLine = Swift.max((focused?.element.book?.page.lines.count ?? 1) - 1, 0)
                viewport = makeViewport(showingCell: 0)
                if unit == .window { viewport.moveToEnd(.forward) }
                flashPage()
                return Step(moved: true, effects: [.appAction(identifier: id, action: .scrollBackward(page: page))])
            }
            // Before the first line of the first page: the book's own line, then the element before.
            showingBookTitle = true
            bookLine = 0
            viewport = makeViewport(showingCell: 0)
            if unit == .window { viewport.moveToEnd(.forward) }
            return Step(moved: true, effects: [])
        }
        guard focus.move(.backward) == .moved else {
            return Step(moved: false, effects: fail(focused == nil ? .noElements : .firstElement))
        }
        enterElement(unit == .window ? .end : .lastLine)
        return Step(moved: true, effects: scrollToDocumentBlock())
    }

    /// Whether the reader is in a document's text (``Element/document``), where a line is the
    /// display's line: `LNDN`/`LNUP` move by window through the block and on to the next one,
    /// as continuous reading does. A block that is a book keeps its own lines.
    var isReadingDocument: Bool {
        guard let element = focused?.element, element.document != nil, element.book == nil, !showingHint,
              case .browsing = mode else { return false }
        return true
    }

    /// Whether the reader is in a book's lines (``Element/book``): a book line longer than the
    /// display is read window by window by `LNDN`/`LNUP` too, before the next line, so no part
    /// of it is passed over.
    var isReadingBook: Bool {
        guard focused?.element.book != nil, !showingHint, case .browsing = mode else { return false }
        return true
    }

    /// Whether the reader is in a document's last block: the element after it (the browser's
    /// status bar, the app's next pane) is of no document or another. Continuous reading stops
    /// there, at the end of what is read, as it stops at the end of a book.
    var isAtDocumentEnd: Bool {
        guard let element = focused?.element, let document = element.document else { return false }
        return focus.screen.neighbour(of: element.identifier, .forward)?.element.document != document
    }

    /// The page turn of a document: arriving at one of its blocks asks the app to scroll it
    /// into view, so what is read is on screen. Nothing for an element of no document.
    func scrollToDocumentBlock() -> [NavigatorEffect] {
        guard let element = focused?.element, element.document != nil else { return [] }
        return [.appAction(identifier: element.identifier, action: .scrollToVisible)]
    }

    /// `TOP` (`.backward`) or `BOT` (`.forward`): the first or last element, at its start.
    mutating func moveToEnd(_ direction: Direction) -> [NavigatorEffect] {
        let before = (focus.focusedIdentifier, viewport, bookLine, showingBookTitle, mode, showingHint)
        guard focus.moveToEnd(direction) == .moved else {
            return fail(focused == nil ? .noElements : direction == .forward ? .lastElement : .firstElement)
        }
        enterElement(.start)
        // In the book it is already in (a screen that is one text view): the book's own end.
        if before.0 == focus.focusedIdentifier, let turned = openBookAtEnd(direction) { return turned }
        // Already there: say so rather than do nothing the reader can feel.
        if before == (focus.focusedIdentifier, viewport, bookLine, showingBookTitle, mode, showingHint) {
            return fail(direction == .forward ? .lastElement : .firstElement)
        }
        return scrollToDocumentBlock()
    }

    /// `TOP` or `BOT` in the book the reader is in: its first line of its first page (`.backward`)
    /// or its last line of its last page, the app asked to turn there (`nil` when the focus is
    /// no book, or no page was turned).
    private mutating func openBookAtEnd(_ direction: Direction) -> [NavigatorEffect]? {
        guard let id = focused?.element.identifier, let start = focused?.element.book?.currentPage else { return nil }
        var page = start
        while case .turned(let turned) = focus.turnPage(direction) { page = turned }
        let lines = focused?.element.book?.page.lines.count ?? 1
        let line = direction == .forward ? Swift.max(lines - 1, 0) : 0
        showingBookTitle = false
        bookLine = line
        viewport = makeViewport(showingCell: 0)
        // On the same page: the caller says whether anything moved.
        guard page != start else { return nil }
        flashPage()
        return [.appAction(identifier: id, action: direction == .forward ? .scrollForward(page: page) : .scrollBackward(page: page))]
    }

    /// Shows the newly focused element: modes, hint and caret reset, the line opened at `entry`.
    mutating func enterElement(_ entry: Entry) {
        mode = .browsing
        showingHint = false
        caret = nil
        cursor.caretAssumed = false
        bookLine = 0
        // A book arrived at from above shows its own line first: which book, which page.
        showingBookTitle = entry == .start && focused?.element.book != nil

        if entry != .start, let lines = focused?.element.book?.page.lines {
            bookLine = Swift.max(lines.count - 1, 0)
        }
        viewport = makeViewport(showingCell: 0)
        cursor.placeTextFieldCaret()
        representForCaret()
        if entry == .end { viewport.moveToEnd(.forward) }
    }

    /// Flashes the page a page turn arrived at ("page 3 of 6"), briefly, whether or not the app
    /// sends `pageScrolled`: the reader feels the turn. The key after it only dismisses it (the
    /// page's first window under it has not been read yet).
    mutating func flashPage() {
        guard let placed = focused, let book = placed.element.book else { return }
        let language = wordsLanguage(for: placed.language)
        let text = presenter.abbreviationsForLanguage(language).pageText(page: book.currentPage, of: book.pages.count)
        flash(text, language: language, duration: NavigatorFeedback.duration, kind: .position)
    }
}
