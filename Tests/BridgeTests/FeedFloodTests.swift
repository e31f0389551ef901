import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 26, items 3 and 4, end to end: a real `brl-bridge` child on a socket feed, an app that
/// pours 10⁵ value changes of 1 KB into it on a screen of 2,000 elements. Before, the bridge
/// decoded every line into an unbounded stream (411 MB for 800,000 events) and applied each in
/// time proportional to the screen, with keys queued behind them (`quit` answered 167 s late).
@Suite(.serialized, .timeLimit(.minutes(3))) struct FeedFloodTests {
    static let elements = 2_000
    static let events = 100_000

    /// The app's first screen: a list of `elements` rows, each with a value.
    static var screenLine: String {
        let rows = (0..<elements).map { i in
            #"{"identifier":"row\#(i)","label":"Row \#(i)","value":"\#(i)","frame":{"x":0,"y":\#(i * 50),"width":300,"height":44}}"#
        }
        return #"{"type":"screenChanged","screen":{"title":"Flood","elements":["# + rows.joined(separator: ",") + "]}}\n"
    }

    /// The peak resident memory of `pid` (VmHWM) in bytes.
    static func peakMemory(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kB = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return nil }
        return kB * 1024
    }

    static func waitFor(_ deadline: Duration, _ condition: () -> Bool) -> Duration? {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < deadline {
            if condition() { return ContinuousClock.now - start }
            usleep(2_000)
        }
        return nil
    }

    @Test func keysAreAnsweredAndMemoryStaysBoundedWhileAnAppFloodsTheFeed() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let socketPath = directory.appendingPathComponent("app.sock").path
        let scriptPath = directory.appendingPathComponent("script").path
        let outPath = directory.appendingPathComponent("out").path
        let errPath = directory.appendingPathComponent("err").path
        try #require(mkfifo(scriptPath, 0o600) == 0)
        // Opened read-write first, so the child's open for reading does not wait for a writer
        // (posix_spawn waits for the child's exec).
        let script = open(scriptPath, O_RDWR)
        try #require(script >= 0)
        defer { close(script) }
        let bridge = try ChildProcess(BridgeProcess.executable, ["--feed-socket", socketPath, "--cells", "24"],
                                      outputPath: outPath, errorPath: errPath,
                                      environment: ["BRLAPI_HOST": "127.0.0.1:97"], inputPath: scriptPath)
        defer { bridge.terminate() }
        // The script's lines are written when the test says.
        func say(_ line: String) { _ = line.withCString { write(script, $0, strlen($0)) } }
        func output() -> String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
        say("await-feed\n")

        var status = stat()
        try #require(Self.waitFor(.seconds(20)) { lstat(socketPath, &status) == 0 } != nil, "no socket")
        let app = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(socketPath.utf8) + [0])
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(app, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(connected == 0)
        defer { close(app) }
        @Sendable func send(_ line: String) -> Bool {
            var bytes = Array(line.utf8)[...]
            while !bytes.isEmpty {
                let sent = bytes.withUnsafeBytes { Glibc.send(app, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent <= 0 { return false }
                bytes = bytes.dropFirst(sent)
            }
            return true
        }
        try #require(send(Self.screenLine))
        try #require(Self.waitFor(.seconds(20)) { output().contains("> await-feed") } != nil, "the first screen: \(output())")

        // The flood, on a thread of its own: its writes block when the bridge stops reading.
        let padding = String(repeating: "x", count: 1_000)
        let flood = Thread {
            for i in 0..<Self.events {
                let target = i % 10 == 0 ? 0 : 1 + (i * 7) % (Self.elements - 1)
                guard send(#"{"type":"valueChanged","identifier":"row\#(target)","value":"\#(i) \#(padding)"}"# + "\n") else { return }
            }
        }
        flood.start()
        usleep(1_500_000)

        say("next\n")
        let answered = Self.waitFor(.seconds(30)) { output().contains("> next") }
        #expect(answered != nil && answered! < .seconds(1), "a key waited \(String(describing: answered)) behind the app's events")
        usleep(1_000_000)
        let peak = Self.peakMemory(of: bridge.pid)
        say("quit\n")
        let quit = Self.waitFor(.seconds(60)) { !bridge.isRunning }
        #expect(quit != nil && quit! < .seconds(1), "quit answered after \(String(describing: quit))")
        #expect(peak != nil && peak! <= 100 << 20, "peak RSS \(String(describing: peak.map { $0 >> 20 })) MB")

        // The app was told it was too fast.
        var told = [UInt8](repeating: 0, count: 4096)
        let count = recv(app, &told, told.count, Int32(MSG_DONTWAIT))
        #expect(count > 0 && String(decoding: told[0..<max(count, 0)], as: UTF8.self).contains(#"{"event":"slowDown"}"#))
    }
}
