/// App events, time passing, continuous reading and flash messages.
extension Navigator {
    /// Carries out an app event at time `now` (see ``Focus/apply(_:)`` for the focus rules).
    ///
    /// - Announcements and page-scrolled texts flash for the queue's display duration, then the
    ///   window comes back exactly.
    /// - A new screen opens at its initial focus and stops continuous reading.
    /// - When the focus moves, the new element's line opens at its start.
    /// - When the focused element stays but changes (its value, label, traits, a book's content),
    ///   its line is presented again keeping the reader's place (``representInPlace()``); when
    ///   nothing about it changed, the window stays exactly.
    /// - Returns: what the event did to the focus (``EventOutcome``): its announcements, whether
    ///   the focus moved, and an identifier it named that the screen does not have (or has twice),
    ///   for the caller to report. Events come from the app; nothing goes back to it.
    @discardableResult
    public mutating func apply(_ event: ScreenEvent, now: Instant) -> EventOutcome {
        advanceClock(to: now)
        defer { _checkInvariants() }
        let outcome = focus.apply(event)
        let language = focusedLanguage
        for text in outcome.announcements { flash(text, language: language) }
        if case .screenChanged = event {
            // Feedback on a key and page positions were about the screen that went.
            announcements.dropScreenMessages(at: announcementTime)
            syncMessage()
            waitingForScreen = false
            readingState = .off
            nextReadingStep = nil
            enterElement(.start)
            return outcome
        }
        if case .caretMoved(let identifier, let offset) = event, identifier == focus.focusedIdentifier,
           let element = focused?.element, let part = Self.caretPart(of: element) {
            moveCaret(in: element, part: part, to: offset)
            return outcome
        }
        if case .selectionChanged(let identifier, let range) = event, identifier == focus.focusedIdentifier,
           let element = focused?.element, element.isTextField {
            let length = (element.value ?? "").unicodeScalars.count
            let clamped = Swift.min(range.lowerBound, length)..<Swift.min(range.upperBound, length)
            var placed = caret?.identifier == identifier ? caret! : Caret(identifier: identifier, part: .value, offset: clamped.upperBound)
            placed.selection = clamped.isEmpty ? nil : clamped
            caret = placed
            return outcome
        }
        if outcome.focusMoved {
            enterElement(.start)
        } else if outcome.focusedElementChanged {
            let element = focused?.element
            if let lines = element?.book?.page.lines {
                bookLine = Swift.min(bookLine, Swift.max(lines.count - 1, 0))
            } else {
                bookLine = 0
            }
            if mode == .adjusting, !(element?.traits.contains(.adjustable) ?? false) { mode = .browsing }
            if case .choosingAction(let index) = mode, !(element?.customActions.indices.contains(index) ?? false) {
                mode = .browsing
            }
            if showingHint, (element?.hint ?? "").isEmpty { showingHint = false }
            representInPlace()
        }
        return outcome
    }

    /// Lets time pass to `now`: ends flash messages whose time is over and, when continuous
    /// reading is due, shows the next window (crossing elements, turning pages) and schedules the
    /// one after, or stops at the end (of the book, of the screen). Call it at ``nextDeadline``;
    /// calling it early or late is harmless.
    /// - Returns: the effects of the reading step: a page turn for the app, the end of the book.
    @discardableResult
    public mutating func tick(now: Instant) -> [NavigatorEffect] {
        advanceClock(to: now)
        defer { _checkInvariants() }
        guard readingState == .reading, let due = nextReadingStep, now >= due else { return [] }
        if messageViewport != nil, let origin, let end = announcements.currentEndsAt {
            // A message covers the window: show the window its full time again once the
            // message is gone, so no window goes unread.
            nextReadingStep = Swift.max(due, origin + end) + readingDwell(now: now)
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
            nextReadingStep = now + readingDwell(now: now)
        } else {
            readingState = .off
            nextReadingStep = nil
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

    /// Flashes a notice of the bridge's own (the table the table key chose: "table: de-g0"), in
    /// `language`, for the message time, as feedback: not kept in the message history.
    public mutating func showNotice(_ text: String, language: String, now: Instant) {
        advanceClock(to: now)
        flash(text, language: language, kind: .feedback)
        _checkInvariants()
    }

    /// Flashes `text` (in `language`, the focused element's by default) through the announcement
    /// queue, for `duration` (the queue's by default).
    mutating func flash(_ text: String, language: String? = nil, duration: Duration? = nil,
                        kind: Announcement.Kind = .announcement) {
        let now = announcementTime
        let language = language ?? focusedLanguage
        let words = wordsLanguage(for: language)
        announcements.post(text, language: language, at: now, duration: duration, kind: kind,
                           droppedFormat: presenter.abbreviationsForLanguage(words).moreMessagesFormat,
                           droppedLanguage: words)
        syncMessage()
    }

    /// Ends the messages showing and queued (a key was pressed: the reader goes on); they stay in
    /// the queue's history. A chatty app must not make the reader dismiss its messages one by one.
    mutating func dismissMessage(now: Instant) {
        advanceClock(to: now)
        announcements.clear()
        syncMessage()
    }

    /// Records `now` as the latest time and lets the announcement queue drop expired messages.
    mutating func advanceClock(to now: Instant) {
        if origin == nil { origin = now }
        latest = now
        _ = announcements.current(at: announcementTime)
        syncMessage()
    }

    /// The latest time given, as the announcement queue counts it (since ``origin``).
    var announcementTime: Duration {
        guard let origin, let latest else { return .zero }
        return latest - origin
    }

    /// Makes ``messageViewport`` show the queue's first message (or none).
    mutating func syncMessage() {
        let current = announcements.pending.first
        guard current != shownMessage || (current != nil && messageViewport == nil) else { return }
        shownMessage = current
        messageViewport = current.map { message in
            let line = wordsLine(message.text, language: message.language, flash: true)
            return (try? Viewport(line: line, width: textColumns)) ?? Navigator.emptyViewport(width: textColumns)
        }
    }
}
