extension AnnouncementQueue {
    /// The cells the display shows at `now`: the first window of the message showing, else the
    /// viewport's window, which the queue never changes, so it comes back exactly when the
    /// messages are over.
    ///
    /// - Parameters:
    ///   - now: the time since the caller's origin.
    ///   - viewport: the window the display shows when no message does.
    ///   - render: turns a message into a braille line (e.g. ``Presenter/presentMessage(_:language:)``).
    /// - Returns: exactly `viewport.width` cells.
    public mutating func displayCells(at now: Duration, over viewport: Viewport,
                                      render: (Announcement) throws -> BrailleLine) rethrows -> [UInt8] {
        guard let message = current(at: now) else { return viewport.displayCells }
        let line = try render(message)
        // The viewport's width is valid, so this cannot throw.
        let flash = (try? Viewport(line: line, width: viewport.width)) ?? viewport
        return flash.displayCells
    }
}
