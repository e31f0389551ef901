/// Continuous reading (``ContinuousReader``): time passing shows the next window, across
/// elements and pages, a screenful a step on a display of several rows.
extension Navigator {
    /// Lets time pass to `now`: ends flash messages whose time is over and, when continuous
    /// reading is due, shows the next window (crossing elements, turning pages) and schedules the
    /// one after, or stops at the end (of the book, of the screen). Call it at ``nextDeadline``;
    /// calling it early or late is harmless.
    /// - Returns: the effects of the reading step: a page turn for the app, the end of the book.
    @discardableResult
    public mutating func tick(now: Instant) -> [NavigatorEffect] {
        advanceClock(to: now)
        defer { _checkInvariants() }
        guard let due = reader.stepDue(at: now) else { return [] }
        if let end = overlay.deadline {
            // A message covers the window: show the window its full time again once the
            // message is gone, so no window goes unread.
            reader.read(nextStepAt: Swift.max(due, end) + readingDwell(now: now))
            return []
        }
        var step = readingStep()
        var effects = step.effects
        // On a display of several rows, a screenful a step: the rows below move up to the first.
        var rowsMoved = 1
        // A document's block scrolled into view is no page turn to stop at.
        while rowsMoved < rowsShown, step.moved, effects.allSatisfy(Self.isBlockScroll) {
            step = readingStep()
            effects += step.effects
            rowsMoved += 1
            if !step.moved { step.moved = true; break }
        }
        // Reading past the last element just stops: no bell, no feedback over the last window.
        pendingFeedback = nil
        effects = effects.filter { $0 != .bell }
        if step.moved {
            reader.read(nextStepAt: now + readingDwell(now: now))
        } else {
            reader.stop()
        }
        return effects
    }

    /// Whether `effect` only scrolls a document's block into view (``AppAction/scrollToVisible``).
    static func isBlockScroll(_ effect: NavigatorEffect) -> Bool {
        if case .appAction(_, .scrollToVisible) = effect { return true }
        return false
    }

    /// One step of continuous reading: the next window, past the blank lines of a book (the gap
    /// between paragraphs is not a window to wait on), stopping at a page turn or the end.
    mutating func readingStep() -> Step {
        var step = forward(.window, passBookEnd: false, reading: true)
        while step.moved, step.effects.isEmpty, isOnBlankBookLine {
            let next = forward(.window, passBookEnd: false, reading: true)
            step.effects += next.effects
            // Blank lines to the end: the reading ends there.
            if !next.moved { step.moved = false }
        }
        return step
    }

    /// Whether the window shows a blank line of a book's page.
    var isOnBlankBookLine: Bool {
        guard focused?.element.book != nil, !showingBookTitle, !showingHint, case .browsing = mode else { return false }
        return viewport.line.cells.allSatisfy { $0 == 0 }
    }

    /// How long continuous reading leaves what is shown: the window's time, or on a display of
    /// several rows (``rowsShown``) the time of every row shown.
    func readingDwell(now: Instant) -> Duration {
        guard rowsShown > 1 else { return currentDwell() }
        var total = currentDwell()
        var ahead = rowsAhead(now: now)
        for _ in 1..<rowsShown {
            guard let next = ahead.advancedOneRow(now: now) else { break }
            ahead = next
            total += ahead.currentDwell()
        }
        return total
    }

    /// How long the window shown stays during continuous reading.
    func currentDwell() -> Duration {
        let endOfLine = viewport.isAtLastWindow
        var endOfPage = false
        if let book = focused?.element.book, !showingHint, !showingBookTitle {
            endOfPage = endOfLine && bookLine + 1 >= book.page.lines.count
        }
        return reader.settings.dwell(cells: viewport.window.restatement.count + viewport.window.shownCount, endOfElement: endOfLine, endOfPage: endOfPage)
    }
}
