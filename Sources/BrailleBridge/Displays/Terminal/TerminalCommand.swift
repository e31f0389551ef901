import BrailleCore

/// What a key of the terminal's virtual display gives: a display command, or one of the
/// terminal's own.
enum TerminalCommand: Hashable, Sendable {
    /// A command for the navigator, as a braille display key would give it.
    case display(BrailleCommand)
    /// Ask the source for a screen (`s`: the demo's screen list, `n`: its next screen).
    case request(SourceRequest)
    /// Show the key help.
    case help
    case quit
    /// Nothing to carry out, but the terminal should redraw (a digit was typed).
    case redraw
}
