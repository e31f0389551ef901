import BrailleCore
/// A braille display the bridge can show frames on and read commands from: its events plus
/// ``show(_:)``.
///
/// Implementations: `BrlAPIDisplay` (BRLTTY: writes the cells), `TerminalDisplay` (the virtual
/// display in the terminal: draws the whole picture), `ScriptDisplay` (a script's display) and
/// `RecordingDisplay` in the tests. The bridge's loop consumes `events` and shows every frame,
/// so frames stay in order; implementations read their keys on their own thread. Adding a
/// display is one such type and one line in `Session.openDisplay`.
protocol BrailleDisplay: AnyObject, Sendable {
    /// Commands, size changes and connection changes, in the order they happened.
    /// A display announces `.ready` before any command, and again after every reconnection
    /// or resize; the stream finishes when the display is closed.
    var events: AsyncStream<DisplayEvent> { get }

    /// The keys that give the navigator's commands on this display, named as the reader presses
    /// them: what the key help on the display lists (``KeyHelp``).
    var keys: [DisplayKey] { get }

    /// Shows `frame`, laid out for the last `.ready` width, as the display can: a braille
    /// display writes its cells (only when they changed, see ``ChangedCells``), the terminal
    /// draws its picture. The loop shows a frame after every change, while the display is
    /// ready; a display that is not connected drops it (the loop shows the frame again on the
    /// next `.ready`).
    func show(_ frame: DisplayFrame)

    /// Signals a command that could do nothing. Default: nothing.
    func bell()

    /// Stops reading keys, releases the device, and finishes `events`.
    func close()
}

extension BrailleDisplay {
    func bell() {}
}
