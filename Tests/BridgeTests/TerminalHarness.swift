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

    /// Runs `brl-bridge arguments` with `stdin` as its standard input (a pipe, or a regular file
    /// when `stdinAsFile`), waits up to `timeout`, and returns what it printed.
    static func run(_ arguments: [String], stdin: String = "", stdinAsFile: Bool = false,
                    directory: URL? = nil, environment: [String: String] = [:],
                    timeout: Duration = .seconds(30)) throws -> Run {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BridgeProcess.executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var merged = ProcessInfo.processInfo.environment
        // Never reach a BRLTTY that happens to run on the machine.
        merged["BRLAPI_HOST"] = "127.0.0.1:97"
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let outURL = work.appendingPathComponent("out")
        let errURL = work.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        var input: Pipe?
        if stdinAsFile {
            let inURL = work.appendingPathComponent("in")
            try Data(stdin.utf8).write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            input = Pipe()
            process.standardInput = input
        }
        try process.run()
        if let input {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let finished = waitForExit(process, timeout: timeout)
        if !finished {
            process.terminate()
            process.waitUntilExit()
        }
        let run = Run(stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
                      status: finished ? process.terminationStatus : -1)
        #expect(finished, "brl-bridge \(arguments) did not end within \(timeout); stderr: \(run.stderr)")
        return run
    }

    /// ``run(_:stdin:stdinAsFile:directory:environment:timeout:)`` on a thread of its own, for a
    /// bridge that must run beside other blocking work in the same test (a task of the
    /// cooperative pool may not start while the pool's few threads are blocked).
    static func runOnThread(_ arguments: [String], stdin: String = "") async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try run(arguments, stdin: stdin) })
            }.start()
        }
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
