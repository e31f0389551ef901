/// App events: a new screen, the focus moving, the focused element changing, a text field's caret.
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
            overlay.announcements.dropScreenMessages(at: overlay.time)
            syncMessage()
            waitingForScreen = false
            reader.stop()
            enterElement(.start)
            return outcome
        }
        if case .caretMoved(let identifier, let offset) = event, identifier == focus.focusedIdentifier,
           let element = focused?.element, let part = ElementCursor.caretPart(of: element) {
            cursor.moveCaret(in: element, part: part, to: offset)
            representForCaret()
            return outcome
        }
        if case .selectionChanged(let identifier, let range) = event, identifier == focus.focusedIdentifier,
           let element = focused?.element, element.isTextField {
            let length = (element.value ?? "").unicodeScalars.count
            let clamped = Swift.min(range.lowerBound, length)..<Swift.min(range.upperBound, length)
            var placed = caret?.identifier == identifier ? caret! : Caret(identifier: identifier, part: .value, offset: clamped.upperBound)
            placed.selection = clamped.isEmpty ? nil : clamped
            caret = placed
            representForCaret()
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
}
