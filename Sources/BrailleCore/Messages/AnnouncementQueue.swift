/// Flash messages: each announcement shows for ``displayDuration``, then the next queued one, and
/// when none is left the display shows its window again (the caller keeps its ``Viewport``
/// untouched meanwhile, so the window comes back exactly). Recent announcements stay in
/// ``history`` for review.
///
/// At most ``waitingLimit`` messages wait: past it the oldest waiting ones are dropped and one
/// message of kind ``Announcement/Kind/dropped(count:)`` stands in for them where they were, so
/// an app that announces faster than the reader can read neither fills memory nor keeps the
/// reader hours behind.
///
/// Time is an input: every call takes `now`, the time since an origin of the caller's choosing
/// (e.g. `clock.now - start`), so tests never sleep.
///
/// ```swift
/// var queue = AnnouncementQueue()
/// queue.post("Saved", at: .seconds(0))
/// queue.current(at: .seconds(1))?.text   // "Saved"
/// queue.current(at: .seconds(5))         // nil: back to the window
/// ```
public struct AnnouncementQueue: Hashable, Sendable {
    /// How long one message shows. 4 seconds unless configured; `.zero` (or less) keeps each
    /// message until it is dismissed (a key).
    public var displayDuration: Duration
    /// How many past announcements ``history`` keeps.
    public var historyLimit: Int

    /// How many messages may wait, the one showing and the count of dropped ones included:
    /// ``historyLimit``, and at least 3.
    public var waitingLimit: Int { Swift.max(historyLimit, 3) }

    /// Messages waiting, the first one showing (or about to) .
    public private(set) var pending: [Announcement] = []
    /// When the first pending message began to show.
    private var shownSince: Duration?
    /// The most recent announcements, oldest first, at most ``historyLimit``.
    public private(set) var history: [Announcement] = []

    public init(displayDuration: Duration = .seconds(4), historyLimit: Int = 50) {
        self.displayDuration = displayDuration
        self.historyLimit = max(historyLimit, 0)
    }

    /// Queues `text`; it shows at once if nothing else is showing.
    /// - Parameters:
    ///   - duration: how long it shows; `nil` for ``displayDuration``.
    ///   - kind: an announcement (kept in ``history``) or feedback (not kept).
    ///   - droppedFormat: the words for messages dropped to keep ``waitingLimit``, with
    ///     `{count}` ("{count} more messages"), in `droppedLanguage` (`language` when `nil`).
    public mutating func post(_ text: String, language: String = LanguageTag.fallback, at now: Duration,
                              duration: Duration? = nil, kind: Announcement.Kind = .announcement,
                              droppedFormat: String = "{count} more messages", droppedLanguage: String? = nil) {
        let announcement = Announcement(text: text, language: language, postedAt: now, duration: duration, kind: kind)
        advance(to: now)
        pending.append(announcement)
        if pending.count == 1 { shownSince = now }
        dropOldestWaiting(at: now, format: droppedFormat, language: droppedLanguage ?? language)
        guard kind == .announcement else { return }
        history.append(announcement)
        if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
    }

    /// How long `message` shows; `nil` until it is dismissed.
    func duration(of message: Announcement) -> Duration? {
        let duration = message.duration ?? displayDuration
        return duration > .zero ? duration : nil
    }

    /// Shows the message showing for its full time again from `now` (the reader panned it: they
    /// are reading it, so it must not vanish under their fingers).
    public mutating func restartCurrent(at now: Duration) {
        advance(to: now)
        if !pending.isEmpty { shownSince = now }
    }

    /// The message showing at `now`, dropping those whose time is over; `nil` when the display
    /// should show its window.
    public mutating func current(at now: Duration) -> Announcement? {
        advance(to: now)
        return pending.first
    }

    /// When the message showing now ends (for a timer), or `nil` when none shows or it shows
    /// until a key.
    public var currentEndsAt: Duration? {
        guard let since = shownSince, let first = pending.first, let duration = duration(of: first) else { return nil }
        return since + duration
    }

    /// Whether a message shows at `now` (without dropping anything).
    public func isShowing(at now: Duration) -> Bool {
        var copy = self
        return copy.current(at: now) != nil
    }

    /// Ends the message showing now (the user pressed a key); the next one, if any, shows from `now`.
    public mutating func dismissCurrent(at now: Duration) {
        advance(to: now)
        guard !pending.isEmpty else { return }
        pending.removeFirst()
        shownSince = pending.isEmpty ? nil : now
    }

    /// Drops the queued messages about the screen shown (feedback on a key, a page position): a
    /// new screen makes them wrong. The app's announcements stay; one that comes first now shows
    /// its full time from `now`.
    package mutating func dropScreenMessages(at now: Duration) {
        advance(to: now)
        let first = pending.first
        pending.removeAll {
            if case .dropped = $0.kind { return false }
            return $0.kind != .announcement
        }
        if pending.isEmpty {
            shownSince = nil
        } else if pending.first != first {
            shownSince = now
        }
    }

    /// Drops every queued message.
    public mutating func clear() {
        pending.removeAll()
        shownSince = nil
    }

    /// Keeps at most ``waitingLimit`` messages: the oldest waiting after the one showing are
    /// dropped and counted in the ``Announcement/Kind/dropped(count:)`` message right after it.
    private mutating func dropOldestWaiting(at now: Duration, format: String, language: String) {
        guard pending.count > waitingLimit else { return }
        if case .dropped = pending[1].kind {} else {
            pending.insert(Announcement(text: "", language: language, postedAt: now, kind: .dropped(count: 0)), at: 1)
        }
        guard case .dropped(var count) = pending[1].kind else { return }
        let excess = pending.count - waitingLimit
        pending.removeSubrange(2..<(2 + excess))
        count += excess
        pending[1].kind = .dropped(count: count)
        pending[1].text = format.replacing("{count}", with: String(count))
        pending[1].language = language
    }

    private mutating func advance(to now: Duration) {
        while let since = shownSince, let first = pending.first, let duration = duration(of: first), now >= since + duration {
            pending.removeFirst()
            shownSince = pending.isEmpty ? nil : since + duration
        }
    }
}
