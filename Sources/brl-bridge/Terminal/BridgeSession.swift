import BrailleCore

/// The state every front end of the bridge drives (the terminal display, scripts, the feed, the
/// BRLTTY display): the navigator, the screen it shows, and the flash messages from app events.
///
/// The one place that talks to the navigator, so the bridge's front ends do not depend on its
/// details. Time is an input (`now`), so scripts can run on simulated time.
struct BridgeSession {
    private(set) var navigator: BridgeNavigator
    let reading: ReadingSettings
    /// Announcements from the app, flashed instead of the window.
    private var messages = AnnouncementQueue()
    /// The origin of the announcement queue's time.
    private let origin: ContinuousClock.Instant
    private let presenter = Presenter()

    init(screen: Screen, columns: Int, reading: ReadingSettings, now: ContinuousClock.Instant) {
        self.reading = reading
        self.origin = now
        self.navigator = BridgeNavigator(screen: screen, columns: columns, reading: reading)
    }

    /// The screen shown.
    var screen: Screen { navigator.focus.screen }

    /// The display width in cells.
    var columns: Int { navigator.columns }

    /// The focused element.
    var focused: PlacedElement? { navigator.focused }

    /// Lays the line out for a display of `columns` cells.
    mutating func layOut(columns: Int) { navigator.layOut(columns: columns) }

    /// Carries out a display command.
    /// - Returns: the actions for the app.
    mutating func handle(_ command: BrailleCommand, now: ContinuousClock.Instant) -> [BridgeAction] {
        if messages.current(at: now - origin) != nil {
            // A key dismisses the flash messages and brings the window back; escape does nothing
            // else, other keys then act on the window.
            messages = AnnouncementQueue(displayDuration: messages.displayDuration)
            if command == .escape { return [] }
        }
        return navigator.handle(command, now: now)
    }

    /// What an app event did, for the feed to report.
    struct EventReport {
        /// An identifier the event named that the screen does not have.
        var unknownIdentifier: String?
        /// An added element's identifier that the screen already has.
        var duplicateIdentifier: String?
    }

    /// Carries out an app event: moves the focus, changes elements, flashes announcements,
    /// replaces the screen.
    mutating func apply(_ event: ScreenEvent, now: ContinuousClock.Instant) -> EventReport {
        var focus = navigator.focus
        let outcome = focus.apply(event)
        for text in outcome.announcements {
            messages.post(text, language: focused?.language ?? screen.language, at: now - origin)
        }
        if focus != navigator.focus {
            let firstCell = navigator.viewport.window.range.lowerBound
            let keepWindow = !outcome.focusMoved
            var next = BridgeNavigator(screen: focus.screen, columns: navigator.columns, reading: reading)
            if let target = focus.focusedIdentifier { Self.move(&next, to: target, now: now) }
            if keepWindow && firstCell > 0 {
                // Stay near the cell the reader was at: pan until the window holds it.
                while next.viewport.window.range.upperBound <= firstCell,
                      next.viewport.isAtLastWindow == false {
                    _ = next.handle(.nextWindow, now: now)
                }
            }
            navigator = next
        }
        return EventReport(unknownIdentifier: outcome.unknownIdentifier, duplicateIdentifier: outcome.duplicateIdentifier)
    }

    /// Moves a fresh navigator's focus to `identifier` with element steps.
    private static func move(_ navigator: inout BridgeNavigator, to identifier: String, now: ContinuousClock.Instant) {
        var steps = 0
        while navigator.focus.focusedIdentifier != identifier, steps < 100_000 {
            let before = navigator.focus.focusedIdentifier
            let beforeLine = navigator.bookLine
            _ = navigator.handle(.nextElement, now: now)
            if navigator.focus.focusedIdentifier == before && navigator.bookLine == beforeLine { break }
            steps += 1
        }
    }

    /// Replaces the screen (the demo's screen list), focusing its first element.
    mutating func show(_ screen: Screen) {
        navigator = BridgeNavigator(screen: screen, columns: navigator.columns, reading: reading)
        messages = AnnouncementQueue(displayDuration: messages.displayDuration)
    }

    /// Continuous reading and message expiry: call when `nextDeadline` has come.
    mutating func tick(now: ContinuousClock.Instant) -> [BridgeAction] {
        _ = messages.current(at: now - origin)
        guard let due = navigator.nextAdvance, now >= due else { return [] }
        return navigator.advance(now: now)
    }

    /// When `tick` must be called next: the next continuous-reading step or the end of the
    /// message shown; `nil` when nothing is due.
    var nextDeadline: ContinuousClock.Instant? {
        let messageEnd = messages.pending.isEmpty ? nil : messages.currentEndsAt.map { origin + $0 }
        switch (messageEnd, navigator.nextAdvance) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b): return b
        }
    }

    /// The viewport shown at `now`: a flash message or the navigator's window.
    func viewport(at now: ContinuousClock.Instant) -> Viewport {
        var queue = messages
        if let message = queue.current(at: now - origin),
           let line = try? presenter.presentMessage(message.text, language: message.language),
           let viewport = try? Viewport(line: line, width: navigator.columns) {
            return viewport
        }
        return navigator.viewport
    }

    /// The cells for the display at `now`.
    func displayCells(at now: ContinuousClock.Instant) -> [UInt8] { viewport(at: now).displayCells }

    /// The status line's facts at `now`.
    func status(at now: ContinuousClock.Instant) -> SessionStatus {
        let order = screen.readingOrder
        let element = navigator.focus.focusedIndex.map { (index: $0 + 1, count: order.count) }
        let page = focused?.element.book.map { (index: $0.currentPage + 1, count: $0.pages.count) }
        var mode: String?
        if messages.isShowing(at: now - origin) {
            mode = "message"
        } else {
            switch navigator.mode {
            case .adjusting: mode = "adjusting"
            case .choosingAction: mode = "choosing action"
            case .browsing: mode = navigator.showingHint ? "hint" : nil
            }
        }
        return SessionStatus(element: element, page: page, isReading: navigator.nextAdvance != nil,
                             mode: mode, title: screen.title)
    }

    /// The frame the virtual display shows at `now`.
    func frame(at now: ContinuousClock.Instant) -> TerminalFrame {
        TerminalFrame(viewport: viewport(at: now), status: status(at: now))
    }
}
