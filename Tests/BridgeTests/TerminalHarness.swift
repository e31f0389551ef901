import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `brl-bridge` for the terminal, feed, demo and inspector tests.
enum TerminalHarness {
    /// What a finished run printed and how it ended.
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("brl-terminal-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// An example document's path.
    static func example(_ name: String) -> String {
        BridgeProcess.packageRoot.appendingPathComponent("Examples/\(name)").path
    }

    /// Runs `brl-bridge arguments` (or another `executable`) with `stdin` as its standard input
    /// (a pipe, or a regular file when `stdinAsFile`), waits up to `timeout`, and returns what it
    /// printed. `inheritEnvironment` false: the child has only `environment` (and the two
    /// variables below).
    static func run(_ arguments: [String], stdin: String = "", stdinAsFile: Bool = false,
                    directory: URL? = nil, environment: [String: String] = [:],
                    executable: String = BridgeProcess.executable, inheritEnvironment: Bool = true,
                    timeout: Duration = .seconds(30)) throws -> Run {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        var merged: [String: String] = [:]
        // Never reach a BRLTTY that happens to run on the machine.
        merged["BRLAPI_HOST"] = "127.0.0.1:97"
        // Never read the preferences of the user who runs the tests (a test gives its own).
        merged["BRL_PREFERENCES"] = work.appendingPathComponent("brl.conf").path
        for (key, value) in environment { merged[key] = value }
        let outURL = work.appendingPathComponent("out")
        let errURL = work.appendingPathComponent("err")
        var inputPath: String?
        if stdinAsFile {
            let inURL = work.appendingPathComponent("in")
            try Data(stdin.utf8).write(to: inURL)
            inputPath = inURL.path
        }
        // posix_spawn and waitpid by pid, not Foundation's Process: in the whole suite the
        // desktop tests load GLib, whose SIGCHLD handling made Process miss a child's exit and
        // wait forever.
        let child = try ChildProcess(executable, arguments, outputPath: outURL.path, errorPath: errURL.path,
                                     environment: merged, input: stdinAsFile ? nil : Array(stdin.utf8),
                                     inputPath: inputPath, directory: directory?.path, inheritEnvironment: inheritEnvironment)
        let finished = child.waitForExit(timeout: timeout)
        if !finished { child.terminate() }
        let run = Run(stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
                      status: finished ? (child.exitStatus ?? -1) : -1)
        #expect(finished, "\(executable) \(arguments) did not end within \(timeout); stderr: \(run.stderr)")
        return run
    }

    /// A run started on a thread of its own: a synchronous test goes on (starts the app, checks
    /// a socket) and then takes the result. Synchronous on purpose: an async test waiting for
    /// its turn on the few threads of the cooperative pool could miss the bridge's own deadlines.
    final class PendingRun: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var outcome: Result<Run, any Error>?

        init(_ body: @escaping @Sendable () throws -> Run) {
            Thread { [self] in
                outcome = Result { try body() }
                done.signal()
            }.start()
        }

        /// Waits for the run to end (its own timeout bounds the wait) and returns what it printed.
        func result() throws -> Run {
            done.wait()
            return try outcome!.get()
        }
    }

    /// Starts `brl-bridge arguments` on a thread of its own (see ``PendingRun``).
    static func start(_ arguments: [String], stdin: String = "") -> PendingRun {
        PendingRun { try run(arguments, stdin: stdin) }
    }

    static func waitForExit(_ process: Process, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now >= deadline { return false }
            usleep(10_000)
        }
        return true
    }

    /// The frames of a transcript: blocks separated by blank lines, each starting with its
    /// `> command` (or `@ time`) line.
    static func frames(_ transcript: String) -> [String] {
        transcript.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map {
            $0.hasSuffix("\n") ? String($0.dropLast()) : $0
        }
    }
}
