import BrailleCore
/// A braille display the bridge can draw on and read commands from.
///
/// Implementations: `BrlAPIDisplay` (BRLTTY), `TerminalDisplay` (the virtual display in the
/// terminal), `ScriptDisplay` (a script's display: its frames go to the transcript) and
/// `RecordingDisplay` in the tests. The bridge's loop consumes `events` and does every `write`,
/// so writes stay in order; implementations read their keys on their own thread.
public protocol BrailleDisplay: AnyObject, Sendable {
    /// Commands, size changes and connection changes, in the order they happened.
    /// A display announces `.ready` before any command, and again after every reconnection
    /// or resize; the stream finishes when the display is closed.
    var events: AsyncStream<DisplayEvent> { get }

    /// Shows `cells` (dots 1–8 as bits 0–7), laid out for the last `.ready` width; shorter
    /// lines are padded with blank cells. A display that is not connected drops the write
    /// (the bridge redraws on the next `.ready`). The bridge writes only changed cells.
    func write(_ cells: [UInt8])

    /// Shows the whole picture of the session (cells, captions, status, last action), for
    /// displays that draw more than cells; called after every input. Default: nothing.
    func present(_ picture: SessionPicture)

    /// Signals a command that could do nothing. Default: nothing.
    func bell()

    /// Stops reading keys, releases the device, and finishes `events`.
    func close()
}

extension BrailleDisplay {
    public func present(_ picture: SessionPicture) {}
    public func bell() {}
}

/// What a session shows at one moment, for displays that draw more than the cells.
public struct SessionPicture: Sendable {
    var frame: TerminalFrame
    /// The last action sent to the app, as its JSON line.
    var lastAction: String?
    /// The last report of bad input.
    var note: String?
}
