import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with `posix_spawn`, stopped and reaped by its pid.
///
/// Unlike Foundation's `Process`, it clears the signal mask and dispositions of the child:
/// the test runner blocks signals in its threads, and a BRLTTY started with SIGTERM blocked
/// ignores the SIGTERM that is supposed to stop it.
public final class ChildProcess: Sendable {
    public let pid: pid_t
    public let executable: String
    private let status = Mutex<Int32?>(nil)

    /// Starts `executable` with `arguments`; stdout is appended to `outputPath`, stderr to
    /// `errorPath` (or `outputPath`), stdin is `/dev/null`. `environment` entries are added to
    /// (or replace) the test's own.
    ///
    /// `inheritEnvironment` false: `environment` is the child's whole environment.
    ///
    /// `input`: the child's stdin is a pipe that gets these bytes and is then closed (written on
    /// a thread of its own, so a child that reads late cannot block the test); `inputPath`: stdin
    /// is that file. Neither: `/dev/null`.
    public init(_ executable: String, _ arguments: [String], outputPath: String, errorPath: String? = nil,
         environment: [String: String] = [:], input: [UInt8]? = nil, inputPath: String? = nil,
         directory: String? = nil, inheritEnvironment: Bool = true) throws {
        self.executable = executable
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if input != nil {
            guard pipe(&pipeEnds) == 0 else { throw HarnessError("pipe: errno \(errno)") }
            _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        } else if let inputPath {
            posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        if let errorPath {
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }

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

        var merged = inheritEnvironment ? ProcessInfo.processInfo.environment : [:]
        for (key, value) in environment { merged[key] = value }
        // In another directory through env(1) -C (posix_spawn has no portable chdir).
        let command = directory.map { ["/usr/bin/env", "-C", $0, executable] } ?? [executable]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, command[0], &actions, &attributes, argv, envp)
        if let input {
            close(pipeEnds[0])
            let writeEnd = pipeEnds[1]
            Thread {
                var offset = 0
                while offset < input.count {
                    let written = input.withUnsafeBytes { write(writeEnd, $0.baseAddress! + offset, $0.count - offset) }
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { break }
                    offset += written
                }
                close(writeEnd)
            }.start()
        }
        guard result == 0 else { throw HarnessError("posix_spawn \(executable): error \(result)") }
        pid = child
    }

    /// Whether the child is still running (reaps it when it has exited).
    public var isRunning: Bool {
        status.withLock { status in
            if status != nil { return false }
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid { status = raw; return false }
            return true
        }
    }

    /// The exit status (`WEXITSTATUS`) once the child has exited normally.
    public var exitStatus: Int32? {
        guard !isRunning, let raw = status.withLock({ $0 }), raw & 0x7f == 0 else { return nil }
        return (raw >> 8) & 0xff
    }

    /// Sends `signal` to the child.
    public func signal(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    /// Waits up to `timeout` for the child to exit; returns whether it did.
    public func waitForExit(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while isRunning {
            if ContinuousClock.now >= deadline { return false }
            usleep(5_000)
        }
        return true
    }

    /// SIGTERM, wait up to 3 s, then SIGKILL; always reaps the child.
    public func terminate() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        if waitForExit(timeout: .seconds(3)) { return }
        kill(pid, SIGKILL)
        _ = waitForExit(timeout: .seconds(3))
    }
}
