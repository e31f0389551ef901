import BrailleCore
import Foundation
import Synchronization
import SystemPackage
#if canImport(Glibc)
import Glibc
import Logging
#endif

/// The live feed from an app: JSON event lines in, action JSON lines out.
///
/// - On stdin: events are read from stdin, actions written to stdout.
/// - On a Unix socket (`--feed-socket PATH`): the bridge creates the socket with mode 0600,
///   waits for one app to connect, reads its event lines and writes the actions back on the same
///   connection. When the app closes the connection the feed ends; the socket file is removed.
///
/// Lines are read on a thread of their own and delivered in order through ``inputs``, which
/// the loop pulls from a bounded ``FeedQueue``: an app that sends faster than the bridge shows
/// is slowed down (its writes block) and told so (`{"event":"slowDown"}`, docs/feed.md).
final class FeedConnection: ScreenSource {
    let inputs: AsyncStream<SourceInput>
    private let queue: FeedQueue
    /// The feed's name in messages: "stdin" or the socket path.
    let source: String
    var name: String { "feed \(source)" }
    private let output = Mutex<Int32?>(nil)
    /// Writes the actions on a thread of its own: an app that stops reading does not stop the bridge.
    private let writer: ActionWriter
    /// The listening socket until the app connects (one app a session): closed then, and the
    /// socket file removed, so a later client is refused instead of queued and never read.
    private let listener: Mutex<Int32?>
    private let socketPath: String?

    /// A feed on stdin; actions go to stdout.
    init(standardInput: Void = ()) {
        source = "stdin"
        listener = Mutex(nil)
        socketPath = nil
        output.withLock { $0 = STDOUT_FILENO }
        writer = ActionWriter(name: "stdin", report: Self.report)
        writer.setTarget(STDOUT_FILENO)
        queue = Self.makeQueue(writer)
        inputs = queue.inputs
        Self.startReading(fd: STDIN_FILENO, source: "stdin", queue)
    }

    /// A feed on a new Unix socket at `path`.
    /// - Throws: ``FeedError`` when the socket cannot be created (the path is too long, taken
    ///   by another file or by a running bridge, or its directory is not writable).
    init(socketPath path: String) throws(FeedError) {
        source = path
        socketPath = path
        writer = ActionWriter(name: path, report: Self.report)
        let capacity = MemoryLayout.size(ofValue: sockaddr_un().sun_path)
        let pathBytes = Array(path.utf8)
        guard !pathBytes.isEmpty, pathBytes.count < capacity else {
            throw FeedError(path: path, cause: "a socket path must have 1 to \(capacity - 1) bytes")
        }
        try Self.clearStaleSocket(path, address: Self.address(pathBytes))
        let fd: Int32
        do {
            fd = try Self.listen(at: path, capacity: capacity)
        } catch {
            throw FeedError(path: path, cause: error.description)
        }
        listener = Mutex(fd)
        let queue = Self.makeQueue(writer)
        self.queue = queue
        inputs = queue.inputs
        let thread = Thread { [self] in
            let client: Int32
            do throws(FeedError) {
                client = try Self.acceptApp(listener: fd, path: path)
            } catch {
                queue.push(.closed(reason: error.cause), bytes: 0)
                queue.finish()
                return
            }
            self.stopListening()
            self.output.withLock { $0 = client }
            self.writer.setTarget(client)
            queue.push(.connected, bytes: 0)
            Self.read(fd: client, source: path, queue)
        }
        thread.name = "brl-bridge feed socket"
        thread.start()
    }

    /// A socket listening at `path` with mode 0600, or what failed (`bind: Address already in use`).
    ///
    /// The socket is bound and listening under a temporary name and only then linked to
    /// `path`: an app that sees the path can connect at once (bound but not yet listening,
    /// it would be refused). A path too long for the temporary name is bound directly.
    private static func listen(at path: String, capacity: Int) throws(ListenFailure) -> Int32 {
        let fd: Int32
        do { fd = try SystemCall.once { socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0) } }
        catch { throw ListenFailure(call: "socket", error: error) }
        let staging = path + ".listening"
        let stagingFits = staging.utf8.count < capacity
        let boundPath = stagingFits ? staging : path
        if stagingFits { unlink(staging) }
        var address = Self.address(Array(boundPath.utf8))
        // Mode 0600 from the start: no moment in which others could connect.
        let previousMask = umask(0o177)
        let bound = Result { () throws(Errno) in
            try SystemCall.once {
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
                }
            }
        }
        umask(previousMask)
        do {
            _ = try bound.get()
        } catch {
            Glibc.close(fd)
            throw ListenFailure(call: "bind", error: error)
        }
        chmod(boundPath, 0o600)
        do {
            _ = try SystemCall.once { Glibc.listen(fd, 1) }
        } catch {
            Glibc.close(fd)
            unlink(boundPath)
            throw ListenFailure(call: "listen", error: error)
        }
        guard stagingFits else { return fd }
        defer { unlink(staging) }
        do {
            _ = try SystemCall.once { link(staging, path) }
        } catch {
            Glibc.close(fd)
            throw ListenFailure(call: "link", error: error)
        }
        return fd
    }

    /// A call of ``listen(at:capacity:)`` that failed: `bind: Address already in use`.
    private struct ListenFailure: Error, CustomStringConvertible {
        var call: String
        var error: Errno
        var description: String { "\(call): \(error)" }
    }

    /// Waits for the app: the first connection that sends something. A connection that closes
    /// before its first byte is not an app but a probe (another bridge started on the same path
    /// checks whether this one is alive) or an app that died at once: it is closed and the
    /// bridge keeps waiting, so a second bridge never ends this one's session.
    private static func acceptApp(listener: Int32, path: String) throws(FeedError) -> Int32 {
        while true {
            let client: Int32
            do {
                client = try SystemCall.retrying { accept(listener, nil, nil) }
            } catch .connectionAbort {
                continue
            } catch {
                throw FeedError(path: path, cause: "accept on \(path): \(error)")
            }
            // Not inherited by anything the bridge may start.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            var first: UInt8 = 0
            let peeked = try? SystemCall.retrying { recv(client, &first, 1, Int32(MSG_PEEK)) }
            if let peeked, peeked > 0 { return client }
            Glibc.close(client)
        }
    }

    /// Writes the effect's action line to the app (a bell has none).
    func deliver(_ effect: NavigatorEffect) -> Delivery {
        if let line = effect.jsonLine { send(line) }
        return .delivered
    }

    /// Queues one action line for the app (stdout, or the socket once the app connected) and
    /// returns at once; see ``ActionWriter`` for what happens when the app does not read.
    func send(_ line: String) {
        writer.enqueue(line)
    }

    private static let report: @Sendable (String) -> Void = { message in
        Logger.bridge.warning("\(message)")
    }

    /// The queue between the reader thread and the loop; its throttle is told to the app.
    private static func makeQueue(_ writer: ActionWriter) -> FeedQueue {
        FeedQueue { throttle in
            writer.enqueue(throttle.slowingDown ? #"{"event":"slowDown"}"#
                : #"{"event":"resume","superseded":\#(throttle.superseded)}"#)
        }
    }

    /// Closes the connection and removes the socket file.
    func close() {
        queue.close()
        writer.close()
        output.withLock { fd in
            if let target = fd, target != STDOUT_FILENO {
                shutdown(target, Int32(SHUT_RDWR))
                Glibc.close(target)
            }
            fd = nil
        }
        stopListening()
    }

    /// Closes the listening socket and removes the socket file, once.
    private func stopListening() {
        listener.withLock { fd in
            guard let listening = fd else { return }
            Glibc.close(listening)
            if let socketPath { unlink(socketPath) }
            fd = nil
        }
    }

    private static func startReading(fd: Int32, source: String, _ queue: FeedQueue) {
        let thread = Thread { read(fd: fd, source: source, queue) }
        thread.name = "brl-bridge feed"
        thread.start()
    }

    private static func read(fd: Int32, source: String, _ queue: FeedQueue) {
        var reader = LineReader(fd: fd)
        var number = 0
        do {
            while let line = try reader.next() {
                number += 1
                switch line {
                case .text(let bytes):
                    if let input = FeedDecoder.decode(bytes, line: number, source: source) {
                        queue.push(input, bytes: bytes.count)
                    }
                case .tooLong(let count):
                    queue.push(.malformed(message: FeedDecoder.tooLong(count, line: number, source: source)), bytes: 0)
                }
            }
            queue.push(.closed(reason: nil), bytes: 0)
        } catch {
            queue.push(.closed(reason: "reading the feed \(source): \(error)"), bytes: 0)
        }
        queue.finish()
    }

    /// Removes a socket file left by a bridge that is gone; refuses a live socket or another file.
    /// A Unix socket address for `pathBytes`, which fit in `sun_path` with their terminating zero.
    private static func address(_ pathBytes: [UInt8]) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: pathBytes)
            raw[pathBytes.count] = 0
        }
        return address
    }

    private static func clearStaleSocket(_ path: String, address: sockaddr_un) throws(FeedError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard (status.st_mode & S_IFMT) == S_IFSOCK else {
            throw FeedError(path: path, cause: "the path exists and is not a socket")
        }
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { Glibc.close(probe) }
        var copy = address
        let connected = withUnsafePointer(to: &copy) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if connected == 0 { throw FeedError(path: path, cause: "another program is listening on this socket") }
        unlink(path)
    }
}

/// A feed that cannot be opened.
struct FeedError: Error, CustomStringConvertible {
    var path: String
    var cause: String
    var description: String { "feed socket \(path): \(cause)" }
}
