import BrailleCore

/// Where screens and their events come from besides a document or the demo: an app's JSON feed
/// (``FeedConnection``, on stdin or a socket) or the desktop through AT-SPI2
/// (``DesktopScreenSource``). The bridge's loop merges a source's inputs with the display's
/// events on its one task; the app's actions go back through ``deliver(_:)``. A new source is
/// one type and one line in ``Session/openSource(_:demo:)``.
protocol ScreenSource: AnyObject, Sendable {
    /// The source's name in messages: `feed stdin`, `feed /tmp/app.sock`, `desktop`.
    var name: String { get }
    /// What the source delivers, in order; finishes when the source ends.
    var inputs: AsyncStream<SourceInput> { get }
    /// Stops the source (closes the feed, leaves the desktop).
    func close()
    /// Whether a script may wait for this source's events (`await-feed`).
    var deliversEvents: Bool { get }
    /// Carries a navigator effect to the app: the feed writes its JSON line, the desktop acts in
    /// the app, the demo answers with the screen the reader activated (applied at once, before
    /// the next frame). An effect the source declines goes to stdout.
    func deliver(_ effect: NavigatorEffect) -> Delivery
    /// The screen a session request asks for (the demo's list or next screen), if the source has one.
    func request(_ request: SourceRequest) -> ScreenEvent?
}

extension ScreenSource {
    var deliversEvents: Bool { true }
    func deliver(_ effect: NavigatorEffect) -> Delivery { .declined }
    func request(_ request: SourceRequest) -> ScreenEvent? { nil }
}

/// What a source did with a navigator effect (``ScreenSource/deliver(_:)``).
enum Delivery {
    /// Sent to the app.
    case delivered
    /// Not the source's: the effect goes to stdout.
    case declined
    /// Answered at once with an event for the navigator (the demo opens a screen); the effect
    /// goes nowhere else.
    case answered(ScreenEvent)
}

/// What the session asks a source for, from the keys of a display (the terminal's `s`, `n`) or
/// a script (`screens`, `next-screen`).
enum SourceRequest: Hashable, Sendable {
    /// The list of screens.
    case screenList
    /// The next screen.
    case nextScreen
}

/// What a source delivers to the bridge.
enum SourceInput: Sendable {
    /// A valid event; `line` is its 1-based line in a feed (problems are reported with it),
    /// `nil` for a source whose events are not lines (the desktop).
    case event(ScreenEvent, line: Int?)
    /// Lines of value changes the feed left out because a newer value of the same element
    /// replaced them while they waited (``FeedQueue``); counted like events by `await-feed`.
    case superseded(count: Int)
    /// A line that is not a valid event; `message` names the line, the JSON path and the cause.
    case malformed(message: String)
    /// Something the user should know about the source itself (the desktop's bus is gone, an
    /// app closed); `flash`: also shown on the display as a message.
    case report(String, flash: Bool)
    /// The app connected (socket feeds): actions now go to it.
    case connected
    /// The source ended (end of file, or the app closed the socket); `reason` when it failed.
    case closed(reason: String?)
}
