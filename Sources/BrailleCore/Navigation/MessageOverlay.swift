/// The flash messages over the display, kept apart from what they cover, as NVDA keeps its
/// message buffer apart from the one the reader reads: the announcement queue, the message
/// showing with the window on it, and the time the queue counts by. The element's window under a
/// message is never touched, so it comes back exactly when the message goes.
///
/// The navigator makes the message's braille (``sync(width:line:)``); the overlay decides which
/// message shows and for how long.
struct MessageOverlay: Sendable {
    /// A message showing and the viewport on it (a long message pans with `FWINRT`).
    struct Showing: Sendable {
        var message: Announcement
        var viewport: Viewport
    }

    /// The flash messages (announcements, page-scrolled positions, "end of book") and their history.
    var announcements: AnnouncementQueue
    /// The queue's first message as the display shows it; `nil` when none shows.
    private(set) var showing: Showing?
    /// The instant the queue counts its time from: the first time given.
    private(set) var origin: Navigator.Instant?
    /// The latest time given.
    private(set) var latest: Navigator.Instant?

    init(announcements: AnnouncementQueue) {
        self.announcements = announcements
    }

    /// The latest time given, as the queue counts it (since ``origin``).
    var time: Duration {
        guard let origin, let latest else { return .zero }
        return latest - origin
    }

    /// When the message showing ends; `nil` when none shows or it shows until a key.
    var deadline: Navigator.Instant? {
        guard let origin, showing != nil, let end = announcements.currentEndsAt else { return nil }
        return origin + end
    }

    /// Records `now` as the latest time and lets the queue drop the messages whose time is over
    /// (``sync(width:line:)`` then shows what is left).
    mutating func advance(to now: Navigator.Instant) {
        if origin == nil { origin = now }
        latest = now
        _ = announcements.current(at: time)
    }

    /// Shows the queue's first message (or none), its braille made by `line` and cut for `width`
    /// cells; the message already showing keeps its window.
    mutating func sync(width: Int, line: (Announcement) -> BrailleLine) {
        let current = announcements.pending.first
        guard current != showing?.message else { return }
        showing = current.map { message in
            Showing(message: message,
                    viewport: (try? Viewport(line: line(message), width: width)) ?? Navigator.emptyViewport(width: width))
        }
    }

    /// Forgets the braille of the message showing, for ``sync(width:line:)`` to make it again
    /// (another table writes it).
    mutating func forgetShown() {
        showing = nil
    }

    /// Ends every message, showing and queued, at once, without showing the next one: the copy
    /// the rows below the first read ahead with shows content only.
    mutating func removeAll() {
        announcements.clear()
        showing = nil
    }

    /// Pans the message showing one window; whether it moved. A message the reader pans shows
    /// its full time again from here.
    mutating func pan(_ direction: Direction) -> Bool {
        guard var shown = showing, shown.viewport.pan(direction) == .moved else { return false }
        showing = shown
        announcements.restartCurrent(at: time)
        return true
    }

    /// Cuts the message showing again for `width` cells, keeping its window's first cell in view.
    mutating func relayOut(width: Int) {
        guard let viewport = showing?.viewport else { return }
        showing?.viewport = (try? Viewport(line: viewport.line, width: width,
                                           showingCell: viewport.window.range.lowerBound)) ?? viewport
    }

    /// Checks, in debug builds: the message's window is `width` cells and its viewport's own
    /// invariants hold; the clock has both its times or neither.
    func _checkInvariants(width: Int) {
        #if DEBUG
        if let showing {
            precondition(showing.viewport.width == width, "message viewport width \(showing.viewport.width) on \(width) cells")
            showing.viewport._checkInvariants()
        }
        precondition((origin == nil) == (latest == nil), "a message clock with one of its times")
        #endif
    }
}
