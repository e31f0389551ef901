/// A display of several rows (multi-line braille displays; BRLTTY reports them as columns × rows).
///
/// The first row is ``window``, exactly as on a one-row display: the focused element's window
/// (or a book line, a mode, a message) with its status cells. Each row below shows what
/// ``BrailleCommand/nextWindow`` would show next from the row above: the rest of the focused
/// element's line, then the following elements in reading order (in a book: its following
/// lines), each window cut as the one-row viewport cuts it, never inside a braille sign and, where
/// it can, at a word's end. The rows stop (blank) at the end of the screen or of a book's page,
/// which the app must turn.
extension Navigator {
    /// `count` rows of ``columns`` cells, row-major, the first being ``window``.
    /// - Parameter now: the time of the display (the rows below never show a message).
    public func rows(_ count: Int, now: Instant) -> [[UInt8]] {
        var rows = [window]
        guard count > 1 else { return rows }
        var ahead = rowsAhead(now: now)
        while rows.count < count {
            guard let next = ahead.advancedOneRow(now: now) else { break }
            ahead = next
            rows.append(ahead.window)
        }
        let blank = [UInt8](repeating: 0, count: columns)
        while rows.count < count { rows.append(blank) }
        return rows
    }

    /// How many rows ahead of ``window`` the rows show the same state as after `n` FWINRT: the
    /// navigator a routing key on row `n` (0-based) acts on, or `nil` when that row is blank.
    public func row(_ n: Int, now: Instant) -> Navigator? {
        guard n > 0 else { return self }
        var ahead = rowsAhead(now: now)
        for _ in 0..<n {
            guard let next = ahead.advancedOneRow(now: now) else { return nil }
            ahead = next
        }
        return ahead
    }

    /// Carries out the commands that act on the rows as a whole (``handle(_:now:)`` on a display
    /// of ``rowsShown`` rows): `FWINRT`/`FWINLT` move a screenful (``moveScreenful(_:now:)``), and
    /// a routing key on a lower row first brings that row to the top (as many `FWINRT`), then
    /// routes there. `nil` for any other command, which acts as on one row.
    mutating func handleOnRows(_ command: BrailleCommand, now: Instant) -> [NavigatorEffect]? {
        switch command {
        case .nextWindow, .previousWindow:
            return moveScreenful(command, now: now)
        case .route(let cell) where cell >= columns:
            let row = cell / columns
            guard self.row(row, now: now) != nil else { return handleOnFirstRow(command, now: now) }
            for _ in 0..<row { _ = handleOnFirstRow(.nextWindow, now: now) }
            return handleOnFirstRow(.route(cell: cell % columns), now: now)
        default:
            return nil
        }
    }

    /// `FWINRT` (`.nextWindow`) or `FWINLT` (`.previousWindow`) on a display of ``rowsShown``
    /// rows: a screenful, as many windows as rows, stopping where one could not move on by itself
    /// (the end of the screen, a page the app must turn).
    ///
    /// As on one row, a key that pauses continuous reading or dismisses a page turn's flash does
    /// only that: the page's first line, under the flash on the first row, is shown next. Back
    /// across a page, the display shows the page's last screenful (its last window on the last
    /// row), so that no row is blank.
    /// - Returns: the effects, as ``handle(_:now:)``'s.
    private mutating func moveScreenful(_ command: BrailleCommand, now: Instant) -> [NavigatorEffect] {
        advanceClock(to: now)
        defer { _checkInvariants() }
        if isTakenByReadingOrMessage(command, now: now) { return [] }
        var effects: [NavigatorEffect] = []
        for _ in 0..<rowsShown where effects.isEmpty {
            effects = carryOut(command, now: now)
        }
        let turnedBack = effects.contains {
            if case .appAction(_, .scrollBackward) = $0 { return true }
            return false
        }
        if turnedBack {
            // The last window of the page is on the last row: the rows above show the windows
            // before it on the same page (the page's flash stays on the first).
            for _ in 1..<rowsShown where bookLine > 0 || !viewport.isAtFirstWindow {
                _ = backward(.window)
            }
        }
        return effects
    }

    /// A copy to read ahead with: no message (the rows below show content), not reading.
    func rowsAhead(now: Instant) -> Navigator {
        var ahead = self
        ahead.overlay.removeAll()
        ahead.reader.stop()
        ahead.pendingFeedback = nil
        return ahead
    }

    /// The navigator after one FWINRT, or `nil` when FWINRT would not move on by itself (the
    /// last window of the screen, a book page's end that the app must turn, a mode it leaves).
    func advancedOneRow(now: Instant) -> Navigator? {
        var next = self
        let effects = next.handleOnFirstRow(.nextWindow, now: now)
        guard effects.isEmpty, next.overlay.showing == nil, next.window != window || next.focus != focus else { return nil }
        return next
    }
}
