import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import BrailleBridge

/// The live feed: JSON events from an app in, actions back out, bad lines reported and skipped.
@Suite struct FeedTests {
    /// The example app: a Python 3 standard-library script.
    static let app = BridgeProcess.packageRoot.appendingPathComponent("Examples/app/timer_app.py").path
    /// The app's interpreter and its arguments: Debian's python3 (package `python3`), else the
    /// first python3 on PATH.
    static let python: (executable: String, prefix: [String]) =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? ("/usr/bin/python3", []) : ("/usr/bin/env", ["python3"])

    @Test func theExampleAppPlaysItsScreenThroughTheSocketAndAnswersActions() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let socketPath = directory.appendingPathComponent("feed.sock").path
        let script = """
            await-feed
            next
            route 1
            await-feed 3
            escape
            next
            increment
            await-feed
            action
            activate
            await-feed
            magic-tap
            await-feed 3
            wait 4
            messages
            messages
            escape

            """
        // The bridge waits for the app on the socket; the app connects when it is there.
        let bridge = TerminalHarness.start(["--feed-socket", socketPath, "--cells", "24"], stdin: script)
        let deadline = ContinuousClock.now + .seconds(20)
        var status = stat()
        while lstat(socketPath, &status) != 0, ContinuousClock.now < deadline { usleep(20_000) }
        #expect(status.st_mode & S_IFMT == S_IFSOCK)
        #expect(status.st_mode & 0o777 == 0o600, "the socket is for its owner only")

        let app = Process()
        app.executableURL = URL(fileURLWithPath: Self.python.executable)
        app.arguments = Self.python.prefix + [Self.app, "--socket", socketPath]
        let appErrors = directory.appendingPathComponent("app.err")
        _ = FileManager.default.createFile(atPath: appErrors.path, contents: nil)
        app.standardError = try FileHandle(forWritingTo: appErrors)
        app.standardInput = FileHandle.nullDevice
        try app.run()
        let run = try bridge.result()
        #expect(TerminalHarness.waitForExit(app, timeout: .seconds(10)), "the app ends when the bridge closes the feed")
        #expect(app.terminationStatus == 0, "app: \((try? String(contentsOf: appErrors, encoding: .utf8)) ?? "")")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "", "app: \((try? String(contentsOf: appErrors, encoding: .utf8)) ?? "")")
        #expect(!FileManager.default.fileExists(atPath: socketPath), "the socket file is removed at the end")
        #expect(run.stdout == """
            > start
            ⠺⠁⠊⠞⠊⠝⠛⠀⠋⠕⠗⠀⠞⠓⠑⠀⠁⠏⠏⠀⠀⠀⠀⠀
            waiting for the app
            no element

            > await-feed
            ⠠⠞⠊⠍⠑⠗⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Timer hdg
            Timer · element 1 of 4

            > next
            ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Start btn
            Timer · element 2 of 4

            > route 1
            {"action":"activate","identifier":"start"}
            ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Start btn
            Timer · element 2 of 4

            > await-feed 3
            ⠍⠎⠛⠒⠀⠠⠞⠊⠍⠑⠗⠀⠎⠞⠁⠗⠞⠑⠙⠀⠀⠀⠀⠀
            msg:  Timer started
            Timer · element 2 of 4 · message

            > escape
            ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠥⠝⠁⠧⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Start btn unav
            Timer · element 2 of 4

            > next
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠚⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  10 seconds
            Timer · element 3 of 4

            > increment
            {"action":"increment","identifier":"duration","value":"15 seconds"}
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠑⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  15 seconds
            Timer · element 3 of 4

            > await-feed
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠑⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  15 seconds
            Timer · element 3 of 4

            > action
            ⠁⠉⠞⠊⠕⠝⠀⠼⠁⠸⠌⠼⠁⠒⠀⠠⠗⠑⠎⠑⠞⠀⠀⠀
            action  1 / 1:  Reset
            Timer · element 3 of 4 · choosing action

            > activate
            {"action":"customAction","identifier":"duration","name":"reset"}
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠑⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  15 seconds
            Timer · element 3 of 4

            > await-feed
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠚⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  10 seconds
            Timer · element 3 of 4

            > magic-tap
            {"action":"magicTap"}
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠚⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  10 seconds
            Timer · element 3 of 4

            > await-feed 3
            ⠍⠎⠛⠒⠀⠠⠞⠊⠍⠑⠗⠀⠎⠞⠕⠏⠏⠑⠙⠀⠀⠀⠀⠀
            msg:  Timer stopped
            Timer · element 3 of 4 · message

            > wait 4
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠚⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  10 seconds
            Timer · element 3 of 4

            > messages
            ⠓⠊⠎⠞⠕⠗⠽⠀⠼⠁⠸⠌⠼⠃⠒⠀⠠⠞⠊⠍⠑⠗⠀⠀
            history  1 / 2:  Timer
            Timer · element 3 of 4 · messages

            > messages
            ⠓⠊⠎⠞⠕⠗⠽⠀⠼⠃⠸⠌⠼⠃⠒⠀⠠⠞⠊⠍⠑⠗⠀⠀
            history  2 / 2:  Timer
            Timer · element 3 of 4 · messages

            > escape
            ⠠⠙⠥⠗⠁⠞⠊⠕⠝⠀⠼⠁⠚⠀⠎⠑⠉⠕⠝⠙⠎⠀⠀⠀
             Duration  10 seconds
            Timer · element 3 of 4


            """)
    }

    static let feedLines = """
        {"type":"screenChanged","screen":{"title":"Two","elements":[{"identifier":"a","label":"Alpha","traits":["button"],"frame":{"x":0,"y":0,"width":100,"height":40}},{"identifier":"b","label":"Beta","traits":["button"],"frame":{"x":0,"y":50,"width":100,"height":40}}]}}
        {"type":"focus"}
        {"type":"focus","identifier":"nope"}
        not json

        {"type":"teleport"}
        {"type":"valueChanged","identifier":"b","value":true}
        {"type":"elementChanged","identifier":"b","traits":["buton"]}
        {"type":"announcement","text":"Ready"}
        {"type":"focus","identifier":"b"}

        """

    @Test func badFeedLinesAreReportedWithLineAndPathAndSkippedWhileTheBridgeKeepsItsState() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try "await-feed 9\nactivate\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try TerminalHarness.run(["--feed", "--script", script.path, "--cells", "16"], stdin: Self.feedLines)
        #expect(run.status == 0, "a closed feed ends the session cleanly")
        // With the feed on stdin, stdout carries only the actions; the frames go to stderr.
        #expect(run.stdout == #"{"action":"activate","identifier":"b"}"# + "\n")
        let reports = run.stderr.split(separator: "\n").filter { $0.hasPrefix("brl-bridge: ") }
        #expect(reports == [
            #"brl-bridge: feed stdin:2: (the event): missing field "identifier"; line skipped"#,
            #"brl-bridge: feed stdin:3: no element has the identifier "nope""#,
            "brl-bridge: feed stdin:4:1: unexpected 'n' where a value should be; line skipped",
            #"brl-bridge: feed stdin:6: type: unknown event type "teleport"; known: focus, valueChanged, elementChanged, announcement, layoutChanged, screenChanged, pageScrolled, elementAdded, elementRemoved, caretMoved, selectionChanged; line skipped"#,
            "brl-bridge: feed stdin:7: value: expected a string, a number or null, found boolean; line skipped",
            #"brl-bridge: feed stdin:8: traits[0]: unknown trait "buton"; line skipped"#,
        ])
        #expect(run.stderr.hasSuffix("""
            > activate
            {"action":"activate","identifier":"b"}
            ⠠⠃⠑⠞⠁⠀⠃⠞⠝⠀⠀⠀⠀⠀⠀⠀
             Beta btn
            Two · element 2 of 2


            """))
    }

    /// Issue 12, defects 7 and 8: a change that breaks the document rules is refused whole and
    /// reported with the feed's line and the field's path; the display keeps the range's text.
    @Test func aChangeThatBreaksTheDocumentRulesIsReportedWithLineAndPath() throws {
        let lines = """
            {"type":"screenChanged","screen":{"title":"T","elements":[{"identifier":"d","label":"Duration","traits":["adjustable"],"adjustable":{"value":10,"minimum":0,"maximum":60,"step":5,"format":"{value} seconds"}},{"identifier":"n","label":"Name"}]}}
            {"type":"valueChanged","identifier":"d","value":"4 seconds"}
            {"type":"elementChanged","identifier":"n","traits":["adjustable"]}
            {"type":"valueChanged","identifier":"d","value":4}

            """
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try "await-feed 4\nincrement\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try TerminalHarness.run(["--feed", "--script", script.path, "--cells", "24"], stdin: lines)
        #expect(run.status == 0)
        let reports = run.stderr.split(separator: "\n").filter { $0.hasPrefix("brl-bridge: ") }
        #expect(reports == [
            #"brl-bridge: feed stdin:2: value: "d" is adjustable: its value text comes from its range, so send the number ("value": 10), not a text; the change was not made"#,
            #"brl-bridge: feed stdin:3: traits: an element with the trait "adjustable" needs an "adjustable" range (minimum, maximum, step, value); "n" has none, and a change cannot add one: send it in the element (elementAdded, layoutChanged, screenChanged); the change was not made"#,
        ])
        // The number was taken: the increment goes on from 4.
        #expect(run.stdout == #"{"action":"increment","identifier":"d","value":"9 seconds"}"# + "\n")
    }

    @Test func aClosedFeedEndsTheSessionCleanly() throws {
        // BRLTTY is away (the bridge retries), but the end of the feed ends the session.
        let run = try TerminalHarness.run(["--feed", "--display", "brltty", "--brlapi-auth", "none"],
                                          stdin: Self.feedLines, timeout: .seconds(10))
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("feed stdin:8: traits[0]: unknown trait \"buton\"; line skipped"))
    }

    @Test func theExampleAppWorksOverStdioToo() throws {
        // The app's events on the bridge's stdin, the bridge's actions on the app's stdin.
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try "await-feed\nnext\nactivate\nawait-feed 3\nquit\n".write(to: script, atomically: true, encoding: .utf8)
        let toBridge = Pipe()
        let toApp = Pipe()
        let app = Process()
        app.executableURL = URL(fileURLWithPath: Self.python.executable)
        app.arguments = Self.python.prefix + [Self.app, "--stdio"]
        app.standardInput = toApp
        app.standardOutput = toBridge
        let bridge = Process()
        bridge.executableURL = URL(fileURLWithPath: BridgeProcess.executable)
        bridge.arguments = ["--feed", "--script", script.path, "--cells", "20"]
        bridge.standardInput = toBridge
        bridge.standardOutput = toApp
        let transcript = directory.appendingPathComponent("frames")
        _ = FileManager.default.createFile(atPath: transcript.path, contents: nil)
        bridge.standardError = try FileHandle(forWritingTo: transcript)
        try app.run()
        try bridge.run()
        try toBridge.fileHandleForWriting.close()
        try toApp.fileHandleForReading.close()
        let bridgeEnded = TerminalHarness.waitForExit(bridge, timeout: .seconds(20))
        try toApp.fileHandleForWriting.close()
        let appEnded = TerminalHarness.waitForExit(app, timeout: .seconds(10))
        if !bridgeEnded { bridge.terminate() }
        if !appEnded { app.terminate() }
        #expect(bridgeEnded && appEnded)
        let frames = try String(contentsOf: transcript, encoding: .utf8)
        #expect(frames.contains("""
            > await-feed 3
            ⠍⠎⠛⠒⠀⠠⠞⠊⠍⠑⠗⠀⠎⠞⠁⠗⠞⠑⠙⠀
            msg:  Timer started
            Timer · element 2 of 4 · message
            """), "\(frames)")
    }

    @Test func aSecondBridgeOnTheSameSocketIsRefusedAndTheFirstKeepsServing() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // On a thread of its own: the blocking runs below must not wait for a free task thread.
        let (first, socketPath) = Self.startAwaitingFeed(in: directory, polling: 20_000)
        var status = stat()

        let second = try TerminalHarness.run(["--feed-socket", socketPath, "--cells", "24"], stdin: "quit\n")
        #expect(second.status != 0)
        #expect(second.stderr.contains("feed socket \(socketPath): another program is listening on this socket"), "\(second.stderr)")
        #expect(lstat(socketPath, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK, "the first bridge's socket is still there")

        // The real app still reaches the first bridge, which shows its screen.
        let run = try Self.serveExampleApp(on: socketPath, to: first)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("""
            > await-feed
            ⠠⠞⠊⠍⠑⠗⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            """), "\(run.stdout)")
    }

    @Test func theSocketPathAppearsOnlyWhenAnAppCanConnect() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // An app that polls for the path connects the moment it appears, as an app would.
        let (bridge, socketPath) = Self.startAwaitingFeed(in: directory, polling: 100)
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: Array(socketPath.utf8) + [0]) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        let connectError = errno
        close(probe)
        #expect(connected == 0, "connect at once: \(String(cString: strerror(connectError)))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["feed.sock"],
                "no temporary name is left beside the socket")

        // The probe closed without a byte: the bridge keeps waiting and serves the real app.
        let run = try Self.serveExampleApp(on: socketPath, to: bridge)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("> await-feed"), "\(run.stdout)")
    }

    /// A bridge on a feed socket in `directory`, its script `await-feed`, once the socket's path
    /// is there (looked for every `polling` microseconds, 20 s at most).
    private static func startAwaitingFeed(in directory: URL, polling: useconds_t) -> (TerminalHarness.PendingRun, String) {
        let socketPath = directory.appendingPathComponent("feed.sock").path
        let bridge = TerminalHarness.start(["--feed-socket", socketPath, "--cells", "24"], stdin: "await-feed\n")
        let deadline = ContinuousClock.now + .seconds(20)
        var status = stat()
        while lstat(socketPath, &status) != 0, ContinuousClock.now < deadline { usleep(polling) }
        return (bridge, socketPath)
    }

    /// Runs the example app on `socketPath` until `bridge` ends; the bridge's run.
    private static func serveExampleApp(on socketPath: String, to bridge: TerminalHarness.PendingRun) throws -> TerminalHarness.Run {
        let app = Process()
        app.executableURL = URL(fileURLWithPath: python.executable)
        app.arguments = python.prefix + [Self.app, "--socket", socketPath]
        app.standardInput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        let run = try bridge.result()
        if !TerminalHarness.waitForExit(app, timeout: .seconds(10)) { app.terminate() }
        return run
    }

    @Test func aSocketPathTakenByAnotherFileIsRefused() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("taken").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("keep me".utf8))
        let run = try TerminalHarness.run(["--feed-socket", path], stdin: "quit\n")
        #expect(run.status != 0)
        #expect(run.stderr.contains("feed socket \(path): the path exists and is not a socket"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
    }

    @Test(arguments: [
        ("", nil as String?),
        ("   ", nil),
        (#"{"type":"focus","identifier":"b"}"#, "event"),
        (#"{"type":"focus","identifier":"b","extra":1}"#, #"feed app:5: extra: unknown field "extra"; line skipped"#),
        (#"{"type":"announcement","text":"Hi"#, "feed app:5:34: the text ends inside a string; line skipped"),
        (#"[1]"#, "feed app:5: (the event): expected an object, found array; line skipped"),
    ])
    func feedLinesDecode(line: String, expected: String?) {
        let input = FeedDecoder.decode(Array(line.utf8), line: 5, source: "app")
        switch input {
        case nil: #expect(expected == nil)
        case .event?: #expect(expected == "event")
        case .malformed(let message)?:
            #expect(message.hasPrefix(expected ?? "(no message expected)"), "\(message)")
        default: Issue.record("unexpected \(String(describing: input))")
        }
    }
}
