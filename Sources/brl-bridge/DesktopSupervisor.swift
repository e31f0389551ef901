import BrailleBridge
import CommandLineErrors
import Foundation
import SystemPackage
#if canImport(Glibc)
import Glibc
import Logging
#endif

/// Keeps `brl-bridge desktop` alive: the command runs as a child process of itself, and a child
/// that crashes (a segmentation fault in libatspi, an abort) is started again at once, so a
/// reader is never left with a dead display. The new child says so on the display ("brl-bridge
/// restarted after a crash (segmentation fault)") and shows the focus. A child that exits,
/// or is ended by the reader (SIGINT, SIGTERM), ends the command with the same status.
///
/// More than ``crashLimit`` crashes within ``crashWindow`` end the command with an error: a
/// crash at every start would otherwise restart forever.
enum DesktopSupervisor {
    /// Set in the child's environment: it is supervised (and a user who sets it runs unsupervised).
    static let childVariable = "BRL_DESKTOP_SUPERVISED"
    /// Set in a restarted child's environment: the signal that ended the one before.
    static let restartedVariable = "BRL_DESKTOP_RESTARTED"
    static let crashLimit = 5
    static let crashWindow = Duration.seconds(60)
    /// The signals of a crash, with their names for the reader.
    static let crashSignals: [Int32: String] = [
        SIGSEGV: "segmentation fault", SIGBUS: "bus error", SIGILL: "illegal instruction",
        SIGABRT: "abort", SIGFPE: "arithmetic error", SIGTRAP: "trap",
    ]

    /// What the display says at the start of a restarted child, or `nil`.
    static var restartMessage: String? {
        guard let reason = ProcessInfo.processInfo.environment[restartedVariable], !reason.isEmpty else { return nil }
        return "brl restarted after a crash (\(reason))"
    }

    /// In the parent: runs the command as a child until it ends, starting it again after each
    /// crash, and returns the child's exit status; `nil` in the child (run the command).
    static func superviseUnlessChild() throws -> Int32? {
        if ProcessInfo.processInfo.environment[childVariable] != nil {
            endWithTheParent()
            return nil
        }
        forwardTermination()
        var crashes: [ContinuousClock.Instant] = []
        var restartedReason: String?
        while true {
            let pid = try spawnChild(restartedReason: restartedReason)
            supervisedChild = pid
            let status = waitForExit(pid)
            supervisedChild = 0
            let signal = status & 0x7f
            if signal == 0 { return (status >> 8) & 0xff }
            guard let reason = crashSignals[signal] else {
                // Ended by the reader or the system: end the same way.
                Signals.end(by: signal)
                return 128 + signal
            }
            let now = ContinuousClock.now
            crashes = crashes.filter { now - $0 < crashWindow } + [now]
            guard crashes.count <= crashLimit else {
                throw CommandFailure(.failed, "desktop: crashed \(crashes.count) times within \(crashWindow.components.seconds) s (last: \(reason)); not starting again")
            }
            Logger.bridge.warning("desktop: crashed (\(reason)); starting again")
            restartedReason = reason
        }
    }

    /// Starts this program again with the same arguments, as the supervised child.
    private static func spawnChild(restartedReason: String?) throws -> pid_t {
        var environment = ProcessInfo.processInfo.environment
        environment[childVariable] = "1"
        environment[restartedVariable] = restartedReason
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child gets the default dispositions the parent changed for itself.
        var defaults = Signals.terminationSet
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/proc/self/exe", nil, &attributes, arguments, variables)
        guard result == 0 else {
            throw CommandFailure(.failed, "desktop: cannot start the supervised bridge: \(Errno(rawValue: result))")
        }
        return pid
    }

    /// In the child: ends it (SIGTERM) when its parent is gone, killed without a chance to
    /// pass the signal on, so no bridge is left behind holding the display.
    private static func endWithTheParent() {
        let parent = getppid()
        let watch = Thread {
            while getppid() == parent { Thread.sleep(forTimeInterval: 0.5) }
            kill(getpid(), SIGTERM)
        }
        watch.name = "brl-parent-watch"
        watch.start()
    }

    /// The child's wait status, waiting through signals.
    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        guard (try? SystemCall.retrying { waitpid(pid, &status, 0) }) != nil else { return 1 << 8 }
        return status
    }

    /// SIGTERM to the parent ends the child (systemd stops the parent); SIGINT, SIGHUP and
    /// SIGQUIT from the terminal reach the child by themselves (same process group), so the
    /// parent only waits for it.
    private static func forwardTermination() {
        Signals.handle([SIGTERM]) { signal in
            if supervisedChild > 0 { kill(supervisedChild, signal) }
        }
        Signals.handle(Signals.termination.filter { $0 != SIGTERM }) { _ in }
    }
}

/// The supervised child's pid, for the signal handler; 0 while none runs.
nonisolated(unsafe) private var supervisedChild: pid_t = 0
