import BrailleCore

/// The session as a ``ScriptDriver`` sees it: what a script's lines do to it. The bridge's loop
/// is one (``BridgeLoop``). The driver sees the frames the script's display is shown
/// (``ScriptDisplay``).
protocol ScriptedSession: AnyObject {
    /// Shows the display the frame of now (a script's display is ready from the start).
    func showFrame()
    /// Whether the session's source delivers events a script can wait for (a feed, the desktop).
    var sourceDeliversEvents: Bool { get }
    /// When the navigator next has something to do by itself (continuous reading, a message
    /// that ends); `nil` when nothing is due.
    var nextDeadline: ContinuousClock.Instant? { get }

    /// Carries out a navigator command, as a key of the display would; the effects are delivered.
    func perform(_ command: BrailleCommand)
    /// Asks the source for a screen (the demo's list or its next) and shows it.
    func request(_ request: SourceRequest)
    /// Does the navigator's work due at the driver's time; the effects are not delivered yet.
    func tick() -> [NavigatorEffect]
    /// Delivers the navigator's effects (to the session, the source or stdout).
    func deliver(_ effects: [NavigatorEffect])
    /// Reports bad input on stderr.
    func report(_ message: String)
    /// Ends the session (`quit`, the script's end).
    func end()
}
