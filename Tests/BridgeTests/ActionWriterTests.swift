import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import BrailleBridge

/// Issue 13, item 7: an app that never reads its actions must not stop the bridge. Before, the
/// loop blocked in `send()` after 279 actions; now actions queue on a writer thread, bounded,
/// and the rest are dropped and counted.
@Suite(.timeLimit(.minutes(1))) struct ActionWriterTests {
    /// A connected pair of stream sockets: the bridge's end and the app's.
    static func socketPair() throws -> (bridge: Int32, app: Int32) {
        var fds: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0)
        return (fds[0], fds[1])
    }

    @Test func anAppThatNeverReadsDoesNotBlockTheBridgeAndDropsAreCounted() async throws {
        let (bridge, app) = try Self.socketPair()
        defer { close(bridge); close(app) }
        let reports = Mutex<[String]>([])
        let writer = ActionWriter(name: "app.sock") { message in reports.withLock { $0.append(message) } }
        writer.setTarget(bridge)
        let line = #"{"action":"activate","identifier":"# + String(repeating: "x", count: 80) + #""}"#
        // 20,000 actions of 110 bytes: 2.2 MB, twice the queue and far beyond the socket buffer.
        // Every call returns (the test would hang here before the fix).
        var accepted = 0
        for _ in 0..<20_000 where writer.enqueue(line) { accepted += 1 }
        #expect(accepted < 20_000, "some were dropped")
        #expect(writer.waitingBytes <= ActionWriter.capacity)
        #expect(reports.withLock { $0 }.first?.hasPrefix("feed app.sock: the app is not reading its actions") == true,
                "a report when dropping starts: \(reports.withLock { $0 })")

        // The app reads again: every accepted line arrives whole and in order, then the count.
        var received = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var rest = ""
        let deadline = ContinuousClock.now + .seconds(20)
        while received < accepted, ContinuousClock.now < deadline {
            let count = read(app, &buffer, buffer.count)
            guard count > 0 else { break }
            rest += String(decoding: buffer[0..<count], as: UTF8.self)
            var lines = rest.components(separatedBy: "\n")
            rest = lines.removeLast()
            for got in lines { #expect(got == line); received += 1 }
        }
        #expect(received == accepted)
        try await Task.sleep(for: .milliseconds(100))
        // Every dropped action is counted in a "reads again" report (the writer may get a line
        // into the socket's buffer between drops, which ends one run of drops and starts another).
        let counted = reports.withLock { $0 }.compactMap { report -> Int? in
            guard report.hasPrefix("feed app.sock: the app reads its actions again; ") else { return nil }
            return Int(report.split(separator: " ").dropLast(2).last ?? "")
        }
        #expect(counted.reduce(0, +) == 20_000 - accepted, "\(reports.withLock { $0 })")
        writer.close(patience: .zero)
    }

    @Test func closingWritesWhatIsWaitingFirst() throws {
        let (bridge, app) = try Self.socketPair()
        defer { close(app) }
        let writer = ActionWriter(name: "stdin") { _ in }
        writer.setTarget(bridge)
        for index in 0..<100 { writer.enqueue("{\"n\":\(index)}") }
        writer.close()
        close(bridge)
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(app, &buffer, buffer.count)
            if count <= 0 { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        #expect(text == (0..<100).map { "{\"n\":\($0)}\n" }.joined())
    }
}

/// Issue 13, item 8: after the app of a session disconnects (a script keeps the session going),
/// a new client was accepted into the listen queue and never read. The socket now stops
/// listening when its app connects: a later client is refused at once.
@Suite(.timeLimit(.minutes(1))) struct FeedSocketOneAppTests {
    static func connect(_ path: String) -> Int32? {
        // Close-on-exec: a child another test spawns meanwhile (a tmux server) must not keep our
        // end open, or closing it would never reach the bridge.
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if result == 0 { return fd }
        close(fd)
        return nil
    }

    @Test func aClientAfterTheAppIsRefusedNotQueued() async throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("feed.sock").path
        let feed = try FeedConnection(socketPath: path)
        defer { feed.close() }
        let app = try #require(Self.connect(path))
        let event = Array(#"{"type":"announcement","text":"hi"}"#.utf8) + [0x0A]
        _ = event.withUnsafeBytes { write(app, $0.baseAddress, $0.count) }
        var inputs = feed.inputs.makeAsyncIterator()
        guard case .connected = await inputs.next() else { Issue.record("no connection"); return }
        guard case .event = await inputs.next() else { Issue.record("no event"); return }
        #expect(!FileManager.default.fileExists(atPath: path), "the socket file goes when the app is there")
        close(app)
        guard case .closed = await inputs.next() else { Issue.record("the feed did not close"); return }
        #expect(Self.connect(path) == nil, "a later client is refused")
    }
}
