import Foundation
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Writes action lines to the app on a thread of its own, so an app that stops reading never
/// stops the bridge: ``enqueue(_:)`` returns at once; at most ``capacity`` bytes wait, and a line
/// that does not fit is dropped and counted (issue 13, item 7).
///
/// Blocking writes happen only on the writer thread. When the app reads again, the next line
/// written is preceded by one report on standard error naming how many were dropped.
final class ActionWriter: @unchecked Sendable {
    /// Bytes of action lines that may wait for a slow app: 1 MiB (thousands of actions).
    static let capacity = 1 << 20

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [[UInt8]] = []
    private var head = 0
    private var pendingBytes = 0
    private var target: Int32?
    private var closed = false
    private var droppedSinceReport = 0
    private let name: String
    private let report: @Sendable (String) -> Void

    /// - Parameters:
    ///   - name: the feed's name in reports ("stdin", the socket path).
    ///   - report: where a report goes (standard error, with the bridge's prefix).
    init(name: String, report: @escaping @Sendable (String) -> Void) {
        self.name = name
        self.report = report
        let thread = Thread { [self] in run() }
        thread.name = "brl-bridge actions"
        thread.start()
    }

    /// Where the lines go from now on (stdout, or the app's socket once it connected).
    func setTarget(_ fd: Int32?) {
        condition.lock()
        target = fd
        condition.broadcast()
        condition.unlock()
    }

    /// Queues one line (a newline is added); `false` when it was dropped because the app has
    /// not read the lines before it, or no app is connected.
    @discardableResult
    func enqueue(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        condition.lock()
        defer { condition.unlock() }
        guard !closed, target != nil else { return false }
        guard pendingBytes + bytes.count <= Self.capacity else {
            if droppedSinceReport == 0 {
                report("feed \(name): the app is not reading its actions; \(Self.capacity) bytes wait, later actions are dropped until it reads")
            }
            droppedSinceReport += 1
            return false
        }
        queue.append(bytes)
        pendingBytes += bytes.count
        condition.signal()
        return true
    }

    /// The bytes waiting now (for tests).
    var waitingBytes: Int {
        condition.lock()
        defer { condition.unlock() }
        return pendingBytes
    }

    /// Stops the writer after the lines waiting are written, or after `patience` when the app
    /// does not read them (then they are dropped).
    func close(patience: Duration = .seconds(1)) {
        condition.lock()
        let deadline = Date().addingTimeInterval(patience.inSeconds)
        while head < queue.count, target != nil, condition.wait(until: deadline) {}
        closed = true
        queue.removeAll()
        head = 0
        pendingBytes = 0
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while !closed, head == queue.count || target == nil { condition.wait() }
            if closed { condition.unlock(); return }
            let line = queue[head]
            let fd = target!
            let dropped = droppedSinceReport
            condition.unlock()

            if dropped > 0 { report("feed \(name): the app reads its actions again; \(dropped) were dropped") }
            let written = Self.write(line, to: fd)

            condition.lock()
            if dropped > 0 { droppedSinceReport -= dropped }
            if !closed, head < queue.count {
                head += 1
                pendingBytes -= line.count
                if head * 2 >= queue.count { queue.removeSubrange(..<head); head = 0 }
            }
            condition.broadcast()
            if !written {
                // The app is gone: nothing more can reach it.
                queue.removeAll()
                head = 0
                pendingBytes = 0
                target = nil
            }
            condition.unlock()
        }
    }

    /// Writes all of `bytes` (blocking): to stdout with `write`, to a socket with `send` and
    /// `MSG_NOSIGNAL`; `false` when the other end is gone.
    private static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = try? bytes.withUnsafeBytes { raw throws(Errno) in
                let rest = UnsafeRawBufferPointer(rebasing: raw[offset...])
                return fd == STDOUT_FILENO
                    ? try SystemCall.typed { try FileDescriptor.standardOutput.write(rest) }
                    : try SystemCall.retrying { send(fd, rest.baseAddress, rest.count, Int32(MSG_NOSIGNAL)) }
            }
            guard let written, written > 0 else { return false }
            offset += written
        }
        return true
    }
}
