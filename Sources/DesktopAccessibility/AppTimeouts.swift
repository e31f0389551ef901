import CAtspi

/// How long the source waits for an app (libatspi's method-call timeout): an app that hangs or
/// is stopped must not freeze the display. libatspi waits 800 ms by default, and 25 s for an app
/// registered in the last 15 s; a stopped app then held every other app's events for 15–19 s.
enum AppTimeouts {
    /// A read (name, states, children…).
    static let read = Duration.seconds(1)
    /// An action the reader asked for (activate, typing, the caret).
    static let action = Duration.milliseconds(250)
    /// How long a new app may take to answer before the timeouts apply (it is starting up).
    static let startup = Duration.milliseconds(500)
    /// How long after an action ran out of ``action`` the app is judged: an event from it
    /// meanwhile says it is busy, not hung (Writer under load took more than 250 ms to set its
    /// caret, and set it).
    static let judgement = Duration.milliseconds(200)
    /// How long the app may then take to answer a cheap call (``AtspiObject/answers``) before
    /// it is said to be not responding. ``action``, ``judgement`` and this stay under a second.
    static let probe = Duration.milliseconds(250)
    /// How long an app that did not answer is left alone before it is asked again (sooner when
    /// it sends an event).
    static let retryAfter = Duration.seconds(3)

    /// The timeouts of reads; on the libatspi thread.
    static func forReading() { atspi_set_timeout(milliseconds(read), milliseconds(startup)) }

    /// The timeouts of actions; on the libatspi thread, for the action's calls only.
    static func forActions() { atspi_set_timeout(milliseconds(action), milliseconds(startup)) }

    /// The timeout of the cheap call that tells a busy app from a hung one (``probe``); on the
    /// libatspi thread, for that call only.
    static func forProbe() { atspi_set_timeout(milliseconds(probe), milliseconds(startup)) }

    /// `duration` in whole milliseconds, as libatspi takes its timeouts.
    static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
