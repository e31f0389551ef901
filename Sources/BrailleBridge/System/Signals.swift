#if canImport(Glibc)
import Glibc
#endif

/// The one place where brl's programs change what a signal does: every `sigaction` goes
/// through here, so what the process does on each signal can be read in one file.
///
/// - SIGPIPE is ignored for the whole process, once (``ignoreBrokenPipes()``): a write to a
///   BRLTTY that died, or to an app that closed its end of stdout or of the feed's socket,
///   then fails with EPIPE instead of killing the bridge.
/// - SIGWINCH tells the terminal display that the window was resized (``WindowSize``).
/// - SIGINT, SIGTERM, SIGHUP and SIGQUIT (``termination``) restore the terminal before the
///   process dies of them (``RawMode``), and are passed on or waited out by the desktop's
///   supervisor.
///
/// A handler runs on whatever thread the signal interrupts and may only make async-signal-safe
/// calls (`write`, `tcsetattr`, `kill`, `raise`): no locks, no allocation, no Swift runtime.
/// A plain `sigaction`, not swift-service-lifecycle: the handlers here must act inside the
/// signal (restore the terminal, then die of it), not after the main task notices.
public enum Signals {
    /// The signals a terminal or a service manager ends a program with.
    public static let termination: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// A signal handler (a C function: it cannot capture anything).
    public typealias Handler = @convention(c) (Int32) -> Void

    /// Ignores SIGPIPE for the whole process; the first call does it, later ones nothing.
    public static func ignoreBrokenPipes() { _ = brokenPipesIgnored }

    private static let brokenPipesIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Runs `handler` on each of `signals` from now on.
    /// - Parameters:
    ///   - once: the default action comes back as the handler starts (`SA_RESETHAND`), so a
    ///     handler that raises the signal again ends the process by it.
    ///   - restartingCalls: a system call the signal interrupts goes on (`SA_RESTART`) instead
    ///     of failing with EINTR.
    public static func handle(_ signals: [Int32], once: Bool = false, restartingCalls: Bool = false, with handler: Handler) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = (once ? Int32(truncatingIfNeeded: SA_RESETHAND) : 0)
            | (restartingCalls ? Int32(truncatingIfNeeded: SA_RESTART) : 0)
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Puts the default action of `signal` back.
    public static func restoreDefault(_ signal: Int32) {
        Glibc.signal(signal, SIG_DFL)
    }

    /// Ends the process by `signal`, as its default action does (a shell then reports it as
    /// such); returns only when the signal is blocked.
    public static func end(by signal: Int32) {
        restoreDefault(signal)
        raise(signal)
    }

    /// The termination signals as a set, for a child started with their default actions.
    public static var terminationSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in termination { sigaddset(&set, signal) }
        return set
    }
}
