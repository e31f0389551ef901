import BrailleCore
/// A braille display the bridge can draw on and read commands from.
///
/// Implementations: `BrlAPIDisplay` (BRLTTY), the terminal's virtual display, and
/// `RecordingDisplay` for tests. The bridge's main task consumes `events` and does every
/// `write`, so writes stay in order; implementations read their keys on their own thread.
public protocol BrailleDisplay: AnyObject, Sendable {
    /// Commands, size changes and connection changes, in the order they happened.
    /// A display announces `.ready` before any command, and again after every reconnection
    /// or resize; the stream finishes when the display is closed.
    var events: AsyncStream<DisplayEvent> { get }

    /// Shows `cells` (dots 1–8 as bits 0–7), laid out for the last `.ready` width; shorter
    /// lines are padded with blank cells. A display that is not connected drops the write
    /// (the bridge redraws on the next `.ready`).
    func write(_ cells: [UInt8])

    /// Stops reading keys, releases the device, and finishes `events`.
    func close()
}
