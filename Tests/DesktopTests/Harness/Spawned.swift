import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process a desktop test started, with exactly the environment it is given (the session's,
/// not the test runner's): a ``ChildProcess`` (TestSupport), stopped and reaped by its pid.
final class Spawned: Sendable {
    let child: ChildProcess
    let name: String
    var pid: pid_t { child.pid }
    var isRunning: Bool { child.isRunning }

    /// Starts `executable`; stdout and stderr are appended to `output`; stdin is /dev/null.
    /// `environment` replaces the test's environment entirely.
    init(_ executable: String, _ arguments: [String], output: String, environment: [String: String]) throws {
        name = (executable as NSString).lastPathComponent
        do {
            child = try ChildProcess(executable, arguments, outputPath: output, environment: environment,
                                     inheritEnvironment: false)
        } catch {
            throw SessionError("cannot start \(executable): \(error)")
        }
    }

    /// SIGTERM, then SIGKILL after a few seconds; reaps the child.
    func stop() { child.terminate() }

    /// Runs a short command to its end (at most a minute); returns its exit status.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    output: String = "/dev/null") throws -> Int32 {
        let spawned = try Spawned(executable, arguments, output: output, environment: environment)
        guard spawned.child.waitForExit(timeout: .seconds(60)) else {
            spawned.stop()
            throw SessionError("\(executable) did not finish in a minute")
        }
        return spawned.child.exitStatus ?? -1
    }
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
