import BrailleCore
/// A braille display the bridge can draw on and read commands from.
///
/// Implementations: `BrlAPIDisplay` (BRLTTY), `TerminalDisplay` (the virtual display in the
/// terminal), `ScriptDisplay` (a script's display: its frames go to the transcript) and
/// `RecordingDisplay` in the tests. The bridge's loop consumes `events` and does every `write`,
/// so writes stay in order; implementations read their keys on their own thread.
protocol BrailleDisplay: AnyObject, Sendable {
    /// Commands, size changes and connection changes, in the order they happened.
    /// A display announces `.ready` before any command, and again after every reconnection
    /// or resize; the stream finishes when the display is closed.
    var events: AsyncStream<DisplayEvent> { get }

    /// The keys that give the navigator's commands on this display, named as the reader presses
    /// them: what the key help on the display lists (``KeyHelp``).
    var keys: [DisplayKey] { get }

    /// Shows `cells` (dots 1–8 as bits 0–7), laid out for the last `.ready` width; shorter
    /// lines are padded with blank cells. A display that is not connected drops the write
    /// (the bridge redraws on the next `.ready`). The bridge writes only changed cells.
    func write(_ cells: [UInt8])

    /// Signals a command that could do nothing. Default: nothing.
    func bell()

    /// Stops reading keys, releases the device, and finishes `events`.
    func close()
}

extension BrailleDisplay {
    func bell() {}
}

/// A display that draws more than cells: the whole picture of the session (captions, status,
/// the last action, reports) — the terminal display. The loop presents the picture after every
/// input to a display that is one.
protocol PictureDisplay: BrailleDisplay {
    func present(_ picture: SessionPicture)
}

/// What a session shows at one moment, for displays that draw more than the cells.
struct SessionPicture: Sendable {
    var frame: TerminalFrame
    /// The last action sent to the app, as its JSON line.
    var lastAction: String?
    /// The last report of bad input.
    var note: String?
}
