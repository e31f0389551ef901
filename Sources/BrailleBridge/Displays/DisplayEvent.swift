import BrailleCore
/// Something a braille display reports to the bridge.
enum DisplayEvent: Sendable, Equatable {
    /// The display is usable with `columns` cells in each of its `rows`: connected, reconnected
    /// or resized. Whatever it showed before is gone; the bridge lays out and redraws.
    case ready(columns: Int, rows: Int = 1)
    /// A user command, with the moment its key was read (for the latency measurement).
    case command(BrailleCommand, received: ContinuousClock.Instant)
    /// The display went away (BRLTTY stopped); `reason` is a sentence for stderr.
    case unavailable(reason: String)
    /// A key of the display asks the source for a screen (the terminal's `s` and `n`: the
    /// demo's list and its next screen).
    case request(SourceRequest)
}
