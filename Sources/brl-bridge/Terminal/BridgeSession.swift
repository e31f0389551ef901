import BrailleCore

/// The state every front end of the bridge drives (the terminal display, scripts, the feed, the
/// BRLTTY display): BrailleCore's ``Navigator`` and what the front ends need besides it.
///
/// Time is an input (`now`), so scripts can run on simulated time.
struct BridgeSession {
    private(set) var navigator: Navigator

    init(screen: Screen, columns: Int, reading: ReadingSettings) {
        navigator = Navigator(screen: screen, columns: columns, reading: reading)
    }

    /// The screen shown.
    var screen: Screen { navigator.screen }

    /// Lays the line out for a display of `columns` cells.
    mutating func layOut(columns: Int) { navigator.layOut(columns: columns) }

    /// Carries out a display command.
    /// - Returns: the effects: actions for the app, the bell, the end of a book.
    mutating func handle(_ command: BrailleCommand, now: ContinuousClock.Instant) -> [NavigatorEffect] {
        navigator.handle(command, now: now)
    }

    /// What an app event named that the screen does not have, for the feed to report.
    struct EventReport: Hashable {
        /// An identifier the event named that the screen does not have; the rest was carried out.
        var unknownIdentifier: String?
        /// An added element's identifier that the screen already has; the element was not added.
        var duplicateIdentifier: String?
    }

    /// Carries out an app event: moves the focus, changes elements, flashes announcements,
    /// replaces the screen (the navigator keeps the reader's place where it can).
    mutating func apply(_ event: ScreenEvent, now: ContinuousClock.Instant) -> EventReport {
        // The navigator applies the event to its focus; a copy tells what the event named in vain.
        var probe = navigator.focus
        let outcome = probe.apply(event)
        navigator.apply(event, now: now)
        return EventReport(unknownIdentifier: outcome.unknownIdentifier, duplicateIdentifier: outcome.duplicateIdentifier)
    }

    /// Replaces the screen (the demo's screens), focusing its first element.
    mutating func show(_ screen: Screen, now: ContinuousClock.Instant) {
        navigator.apply(.screenChanged(screen), now: now)
    }

    /// Continuous reading and message expiry: call when ``nextDeadline`` has come.
    mutating func tick(now: ContinuousClock.Instant) -> [NavigatorEffect] {
        navigator.tick(now: now)
    }

    /// When ``tick(now:)`` must be called next; `nil` when nothing is due.
    var nextDeadline: ContinuousClock.Instant? { navigator.nextDeadline }

    /// The cells for the display now.
    var displayCells: [UInt8] { navigator.window }

    /// The frame the virtual display shows now.
    var frame: TerminalFrame {
        let status = navigator.status
        return TerminalFrame(cells: navigator.window, targets: status.targets, characters: status.characters,
                             status: SessionStatus(status, title: screen.title, showingHint: navigator.showingHint))
    }
}
