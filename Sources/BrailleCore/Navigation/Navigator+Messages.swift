/// Flash messages (``MessageOverlay``): announcements, feedback and the bridge's notices over
/// the window, and the time they count by.
extension Navigator {
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
        let language = language ?? focusedLanguage
        let words = wordsLanguage(for: language)
        overlay.announcements.post(text, language: language, at: overlay.time, duration: duration, kind: kind,
                                   droppedFormat: presenter.abbreviationsForLanguage(words).moreMessagesFormat,
                                   droppedLanguage: words)
        syncMessage()
    }

    /// Ends the messages showing and queued (a key was pressed: the reader goes on); they stay in
    /// the queue's history. A chatty app must not make the reader dismiss its messages one by one.
    mutating func dismissMessage(now: Instant) {
        advanceClock(to: now)
        overlay.announcements.clear()
        syncMessage()
    }

    /// Records `now` as the latest time and lets the announcement queue drop expired messages.
    mutating func advanceClock(to now: Instant) {
        overlay.advance(to: now)
        syncMessage()
    }

    /// Makes the overlay show the queue's first message (or none).
    mutating func syncMessage() {
        let presenter = presenter
        let width = textColumns
        overlay.sync(width: width) { presenter.wordsLine($0.text, language: $0.language, flash: true) }
    }
}
