import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `brl-bridge desktop` reading its script from a FIFO that the test writes a line at a time;
/// its transcript (stdout) and its messages (stderr) in files of the session.
final class ScriptedBridge {
    let process: ChildProcess
    let transcriptPath: String
    let errorsPath: String
    private var fifo: Int32

    /// Starts the bridge in `session`, with `extra` added to its environment.
    init(session: HeadlessSession, environment extra: [String: String] = [:]) throws {
        let base = "\(session.runDirectory)/scripted-\(UInt32.random(in: 0...99999))"
        let fifoPath = base + ".fifo"
        transcriptPath = base + ".out"
        errorsPath = base + ".err"
        guard mkfifo(fifoPath, 0o600) == 0 else { throw SessionError("mkfifo: errno \(errno)") }
        // Opened for reading and writing, which does not wait for a reader: the bridge's stdin
        // is opened in the child before it runs, and both waiting on each other would hang.
        fifo = open(fifoPath, O_RDWR | O_CLOEXEC)
        guard fifo >= 0 else { throw SessionError("open \(fifoPath): errno \(errno)") }
        var environment = session.environment
        environment["BRLAPI_HOST"] = "127.0.0.1:97"  // never a BRLTTY that happens to run here
        // A signal sent from outside ends the process as a real fault would: Swift's backtracer
        // prints a backtrace and lets the process go on after a signal it did not cause.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(extra) { $1 }
        do {
            process = try ChildProcess(DesktopAppTests.bridge, ["desktop", "--cells", "40", "--script", "-"],
                                       outputPath: transcriptPath, errorPath: errorsPath, environment: environment,
                                       inputPath: fifoPath, inheritEnvironment: false)
        } catch {
            close(fifo)
            throw error
        }
    }

    var transcript: String { (try? String(contentsOfFile: transcriptPath, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "" }

    /// Sends one script line and returns the frame it printed (after `> line`), waiting up to
    /// 15 s (an `await-text` waits up to 10 s inside the bridge).
    @discardableResult
    func run(_ line: String) throws -> String {
        let header = "> \(line)\n"
        let before = transcript.components(separatedBy: header).count
        let bytes = Array((line + "\n").utf8)
        guard write(fifo, bytes, bytes.count) == bytes.count else { throw SessionError("write to the script: errno \(errno)") }
        if line == "quit" { return "" }
        var frame = ""
        do {
            try HeadlessSession.poll("the frame of '\(line)'", timeout: 15) {
                let parts = transcript.components(separatedBy: header)
                guard parts.count > before, let last = parts.last, let end = last.range(of: "\n\n") else { return false }
                frame = String(last[..<end.lowerBound])
                return true
            }
        } catch {
            throw SessionError("\(error); the bridge said: \(errors)\nthe transcript ends: \(transcript.suffix(600))")
        }
        if errors.contains("did not show") { throw SessionError("\(line): \(errors)\nthe frame:\n\(frame)") }
        return frame
    }

    /// Sends `line` again and again, at most `limit` times, until a frame it printed satisfies
    /// `last`; returns the frames, in order (the last is the one that satisfied it, if any did).
    func frames(of line: String, atMost limit: Int, until last: (String) -> Bool) throws -> [String] {
        var frames: [String] = []
        for _ in 0..<limit {
            let frame = try run(line)
            frames.append(frame)
            if last(frame) { break }
        }
        return frames
    }

    /// The processes whose parent is `pid` (from /proc).
    static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { candidate in
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }

    /// The cell (1 is the leftmost) under the first character of `text` in a frame's text line,
    /// which shows each cell's print under it.
    static func cell(of text: String, in frame: String) -> Int? {
        guard let line = frame.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first,
              let found = line.range(of: text) else { return nil }
        return line.distance(from: line.startIndex, to: found.lowerBound) + 1
    }

    /// Closes the script and waits for the bridge to end; its exit status.
    func waitForExit() -> Int32? {
        closeScript()
        _ = process.waitForExit(timeout: .seconds(10))
        return process.exitStatus
    }

    func stop() {
        closeScript()
        process.terminate()
    }

    /// Closes the FIFO once (a second close could hit a descriptor opened since).
    private func closeScript() {
        guard fifo >= 0 else { return }
        close(fifo)
        fifo = -1
    }
}
