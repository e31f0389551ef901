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
}
