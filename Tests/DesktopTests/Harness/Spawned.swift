import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A process a test started with `posix_spawn` (signal mask and dispositions cleared, as the
/// test runner blocks signals), stopped and reaped by its pid.
final class Spawned: Sendable {
    let pid: pid_t
    let name: String
    private let reaped = Mutex(false)

    /// Starts `executable`; stdout and stderr are appended to `output`; stdin is /dev/null.
    /// `environment` replaces the test's environment entirely.
    init(_ executable: String, _ arguments: [String], output: String, environment: [String: String]) throws {
        name = (executable as NSString).lastPathComponent
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SessionError("cannot start \(executable): error \(result)") }
        pid = child
    }

    var isRunning: Bool {
        reaped.withLock { reaped in
            if reaped { return false }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { reaped = true }
            return !reaped
        }
    }

    /// SIGTERM, then SIGKILL after 2 s; reaps the child.
    func stop() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        for _ in 0..<100 {
            if !isRunning { return }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        reaped.withLock { reaped in
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            reaped = true
        }
    }

    /// Runs a short command to its end; returns its exit status.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    output: String = "/dev/null") throws -> Int32 {
        let child = try Spawned(executable, arguments, output: output, environment: environment)
        var status: Int32 = 0
        waitpid(child.pid, &status, 0)
        child.reaped.withLock { $0 = true }
        return (status >> 8) & 0xff
    }
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
