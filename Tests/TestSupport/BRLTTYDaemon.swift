import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A private `brltty` with the Virtual driver, started for one test and stopped by pid.
///
/// Every file lives in a temporary directory (empty config, no `/etc/brltty.conf`); BrlAPI
/// listens on TCP `4101 + number` of 127.0.0.1 with `auth=none`, never on the global socket.
public final class BRLTTYDaemon: Sendable {
    /// The BrlAPI host string for clients, `127.0.0.1:N`.
    public let brlapiHost: String
    public let directory: URL
    public let displayPort: UInt16
    private let process = Mutex<ChildProcess?>(nil)

    /// Prepares the daemon's directory and port, and starts it unless `startNow` is false.
    public init(displayPort: UInt16, startNow: Bool = true) throws {
        self.displayPort = displayPort
        let number = try Self.freeBrlAPINumber()
        brlapiHost = "127.0.0.1:\(number)"
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("brl-bridge-test-\(getpid())-\(number)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("brltty.conf"))
        if startNow { try start() }
    }

    /// The pid of the running daemon, if any.
    public var pid: Int32? { process.withLock { $0?.isRunning == true ? $0?.pid : nil } }

    /// Starts (or restarts) the daemon with the same BrlAPI port and display port.
    public func start() throws {
        let path = directory.path
        let arguments = [
            "-n", "-e", "-q", "-l", "info",
            "-f", "\(path)/brltty.conf", "-F", "\(path)/brltty.prefs", "-P", "\(path)/brltty.pid",
            "-W", path, "-U", path,
            "-t", "en-nabcc", "-b", "vr", "-d", "client:127.0.0.1:\(displayPort)", "-x", "no", "-s", "no",
            "-A", "host=\(brlapiHost),auth=none",
        ]
        let brltty = try ChildProcess(Self.executable, arguments, outputPath: "\(path)/brltty.log")
        process.withLock { $0 = brltty }
    }

    /// SIGTERM, wait up to 3 s, then SIGKILL — by pid.
    public func stop() {
        let running = process.withLock { process -> ChildProcess? in
            defer { process = nil }
            return process
        }
        running?.terminate()
    }

    /// Kills the daemon with SIGKILL (a crash, no goodbye to its clients) and reaps it.
    public func kill() {
        let running = process.withLock { process -> ChildProcess? in
            defer { process = nil }
            return process
        }
        running?.signal(SIGKILL)
        _ = running?.waitForExit(timeout: .seconds(3))
    }

    /// The daemon's log so far (for failure messages).
    public var log: String {
        (try? String(contentsOf: directory.appendingPathComponent("brltty.log"), encoding: .utf8)) ?? ""
    }

    /// Stops the daemon and removes its directory.
    public func tearDown() {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    public static let executable: String = {
        for candidate in ["/usr/bin/brltty", "/bin/brltty", "/usr/local/bin/brltty"]
        where FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        return "/usr/bin/brltty"
    }()

    /// Picks N so that TCP 4101 + N is free: 50 numbers a process, chosen by its pid and
    /// below the ephemeral range (so no client socket takes a port a restarted BRLTTY needs),
    /// each used once in the process, then probed.
    private static func freeBrlAPINumber() throws -> Int {
        let base = 6000 + Int(getpid() % 400) * 50
        for _ in 0..<50 {
            let number = base + nextOffset() % 50
            if TCPPort.isFree(UInt16(4101 + number)) { return number }
        }
        throw HarnessError("no free BrlAPI port in \(4101 + base)..<\(4151 + base)")
    }

    private static let counter = Atomic<Int>(0)
    private static func nextOffset() -> Int { counter.add(1, ordering: .relaxed).oldValue }
}

public enum TCPPort {
    /// Whether 127.0.0.1:`port` can be bound now.
    public static func isFree(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
