/// The line the navigator shows and the window on it.
extension Navigator {
    /// The line for the current state: the custom action being chosen, the book line, or the
    /// focused element (with its hint on request). On a screen without elements, "no elements"
    /// (or "waiting for the app" before the app's first screen). When the focused element cannot
    /// be presented (no table for its language) the display says "no braille table" rather than
    /// going blank, and the error itself reaches the caller as ``presentationError``.
    func currentLine() -> BrailleLine {
        let history = announcements.history
        if case .reviewingMessages(let index) = mode, history.indices.contains(index) {
            let message = history[history.count - 1 - index]
            return (try? presenter.presentHistory(message, index: index, of: history.count))
                ?? presenter.wordsLine(message.text, language: LanguageTag.fallback)
        }
        guard let placed = focused else {
            let language = wordsLanguage(for: screen.language)
            let text = waitingForScreen ? NavigatorMessages.text(.waitingForApp, language: language)
                                        : NavigatorMessages.text(.noElements, language: language)
            return presenter.wordsLine(text, language: language)
        }
        do {
            return try presentFocused(placed)
        } catch {
            let language = presenter.interfaceLanguage ?? LanguageTag.fallback
            let text = NavigatorMessages.text(.noTable, language: language)
            return presenter.wordsLine(text, language: language)
        }
    }

    /// Why the focused element cannot be presented now (typically a `TableError` or a
    /// `LanguageTagError` from ``Presenter/tableForLanguage``), or nil when it can. The display
    /// then shows "no braille table"; a caller logs or reports this error.
    public var presentationError: (any Error)? {
        guard let placed = focused else { return nil }
        do {
            _ = try presentFocused(placed)
            return nil
        } catch {
            return error
        }
    }

    /// The line of the focused element in the current mode.
    private func presentFocused(_ placed: PlacedElement) throws -> BrailleLine {
        if case .choosingAction(let index) = mode, placed.element.customActions.indices.contains(index) {
            return try presenter.presentAction(index, of: placed)
        }
        if !showingHint, !showingBookTitle, mode != .adjusting, let book = placed.element.book, !book.page.lines.isEmpty {
            let line = book.page.lines[Swift.min(bookLine, book.page.lines.count - 1)]
            return try presenter.presentContentLine(line, of: placed)
        }
        return try presenter.present(placed, showingHint: showingHint, adjusting: mode == .adjusting,
                                     caret: caretOffset(in: placed.element))
    }

    /// The caret's offset in `element`'s value, when the line shows a caret there (no selection).
    private func caretOffset(in element: Element) -> Int? {
        guard let caret, caret.identifier == element.identifier, caret.part == .value, caret.selection == nil else { return nil }
        return caret.offset
    }

    /// Presents the focused text field's line again after its caret moved, when the word at the
    /// caret is written apart (in computer braille: ``Presenter/computerBrailleForText`` off and
    /// a contracted table); otherwise the line does not depend on the caret.
    mutating func representForCaret() {
        guard !presenter.computerBrailleForText, let placed = focused, placed.element.isTextField,
              (try? presenter.tableForLanguage(placed.language))?.isContracted == true else { return }
        representInPlace()
    }

    /// The language of the focused element's text, else the screen's.
    var focusedLanguage: String { focused?.language ?? screen.language }

    /// The language of the navigator's own words for text in `language`: the language of the
    /// table that writes it, so a language without a table (`zh-CN`, shown with `en-ueb-g1`)
    /// gets "last element", not escapes of 最後一個元素.
    func wordsLanguage(for language: String) -> String {
        guard let table = try? presenter.tableForLanguage(language) else { return presenter.interfaceLanguage ?? LanguageTag.fallback }
        return presenter.wordsLanguage(for: table)
    }

    /// A viewport on ``currentLine()`` at the display width showing the first cell of the first
    /// of `parts` the line has (a mode word before the text it is about), else its first window.
    func makeViewport(showingFirstOf parts: [LinePart]) -> Viewport {
        var viewport = makeViewport(showingCell: 0)
        if let cell = viewport.line.firstCell(ofFirstOf: parts) { viewport.show(cell: cell) }
        return viewport
    }

    /// A viewport on ``currentLine()`` showing the first of `parts` the line has with the whole
    /// of `whole` (a mode word and the value with its unit, "adjust: 55 percent"): when the usual
    /// window there would leave the end of `whole` to the next window, the window starts at that
    /// first part instead.
    func makeViewport(showingFirstOf parts: [LinePart], wholeOf whole: LinePart) -> Viewport {
        let viewport = makeViewport(showingFirstOf: parts)
        guard let first = viewport.line.firstCell(ofFirstOf: parts),
              let last = viewport.line.targets.lastIndex(where: { $0.part == whole }) else { return viewport }
        let window = viewport.window
        if (window.range.lowerBound..<window.range.lowerBound + window.shownCount).contains(last) { return viewport }
        return Viewport(line: viewport.line, width: textColumns, startingAt: first)
    }

    /// A viewport on ``currentLine()`` at the display width, showing the window that holds `cell`.
    func makeViewport(showingCell cell: Int) -> Viewport {
        (try? Viewport(line: currentLine(), width: textColumns, showingCell: cell)) ?? Navigator.emptyViewport(width: textColumns)
    }

    /// Presents the focused element's line again after it changed (a new value, label or traits),
    /// keeping the reader's place: an unchanged line keeps its window exactly; when the window
    /// showed part of the value, the value's first cell stays in view; else the cell that stands
    /// for the same part and character as the window's first cell (else that part's first cell).
    /// A window that showed the caret of a text field shows it again (typing at the end of a
    /// long line stays there).
    mutating func representInPlace() {
        let old = viewport
        let caretWasShown = cursor.isCaretShown
        let line = currentLine()
        if line == old.line { return }
        let oldWindow = old.window
        let oldTargets = old.line.targets[oldWindow.range]
        var anchor: Int?
        if oldTargets.contains(where: { $0.part == .mode }) {
            anchor = line.targets.firstIndex { $0.part == .mode }
        }
        if anchor == nil, oldTargets.contains(where: { $0.part == .value }) {
            anchor = line.targets.firstIndex { $0.part == .value }
        }
        if anchor == nil, let first = oldTargets.first {
            anchor = line.targets.firstIndex { $0.part == first.part && $0.offset >= first.offset }
                ?? line.targets.firstIndex { $0.part == first.part }
        }
        viewport = (try? Viewport(line: line, width: textColumns, showingCell: anchor ?? 0)) ?? Navigator.emptyViewport(width: textColumns)
        if let caret {
            // The text may have become shorter: the caret stays inside it or just after it.
            let length = line.parts.first(where: { $0.part == caret.part })?.scalarRange.count ?? 0
            self.caret?.offset = Swift.min(caret.offset, length)
            if let selection = caret.selection {
                let clamped = Swift.min(selection.lowerBound, length)..<Swift.min(selection.upperBound, length)
                self.caret?.selection = clamped.isEmpty ? nil : clamped
            }
        }
        if caretWasShown { cursor.showCaret() }
    }
}

extension Presenter {
    /// The navigator's own words (a message, a panel's line) in the braille of `language`, else
    /// of ``LanguageTag/fallback`` (no table for `language`), else an empty line; `flash`: as a
    /// flash message (``presentFlash(_:language:)``).
    func wordsLine(_ text: String, language: String, flash: Bool = false) -> BrailleLine {
        let present = flash ? presentFlash(_:language:) : presentMessage(_:language:)
        return (try? present(text, language)) ?? (try? present(text, LanguageTag.fallback)) ?? .empty
    }
}
