import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The braille display side of BRLTTY's Virtual (`vr`) driver, played by the test.
///
/// It listens on a free TCP port of 127.0.0.1; BRLTTY started with `-b vr -d client:127.0.0.1:PORT`
/// connects to it. On every connection (BRLTTY restarted, too) it announces `cells COLUMNS`,
/// records every `Braille "..."` line BRLTTY sends and can send key lines (`FWINRT`, `ROUTE 5`).
public final class VirtualDisplayPeer: Sendable {
    /// One `Braille` line as received.
    public struct Frame: Sendable, CustomStringConvertible {
        public var received: ContinuousClock.Instant
        /// Dots 1–8 as bits 0–7, one entry a cell.
        public var cells: [UInt8]
        public var description: String { BrailleText.unicode(cells) }
    }

    public let port: UInt16
    /// The width announced on every connection.
    public var columns: Int { state.withLock { $0.columns } }
    private let listener: Int32
    private struct State {
        var client: Int32 = -1
        var frames: [Frame] = []
        var connections = 0
        var stopped = false
        var log: [String] = []
        var columns = 0
        /// The display's rows (`cells COLUMNS ROWS`), 1 for a one-row display.
        var rows = 1
        var lastSend: ContinuousClock.Instant?
    }
    private let state = Mutex(State())

    public init(columns: Int, rows: Int = 1) throws {
        state.withLock {
            $0.columns = columns
            $0.rows = rows
        }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HarnessError("socket: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
                guard bind(fd, pointer, length) == 0, listen(fd, 4) == 0 else { return -1 }
                return getsockname(fd, pointer, &length)
            }
        }
        guard bound == 0 else {
            close(fd)
            throw HarnessError("bind/listen on 127.0.0.1: errno \(errno)")
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in self.serve() }
        thread.start()
    }

    /// Every `Braille` frame received so far.
    public var frames: [Frame] { state.withLock { $0.frames } }
    /// The last frame, if any.
    public var lastFrame: Frame? { state.withLock { $0.frames.last } }
    /// How many times BRLTTY connected.
    public var connections: Int { state.withLock { $0.connections } }
    /// Every line exchanged, for failure messages.
    public var log: String { state.withLock { $0.log.suffix(40).joined(separator: "\n") } }

    /// Sends one line (a command name such as `FWINRT`, `ROUTE 5`, or `cells 30`).
    ///
    /// Lines go out at least 60 ms apart: BRLTTY 6.5's vr driver handles one line each time the
    /// socket becomes readable, so a second line that arrives in the same segment waits until
    /// more data comes (checked: `FWINRT\nROUTE 3\n` in one write delivers only FWINRT; ROUTE
    /// follows the next line).
    public func send(_ line: String) throws {
        let wait = state.withLock { state -> Duration in
            let now = ContinuousClock.now
            let next = (state.lastSend ?? now - .seconds(1)) + .milliseconds(60)
            state.lastSend = max(now, next)
            return max(next - now, .zero)
        }
        if wait > .zero { usleep(UInt32(wait.components.attoseconds / 1_000_000_000_000)) }
        let client = state.withLock { $0.client }
        guard client >= 0 else { throw HarnessError("no BRLTTY connected to send '\(line)'") }
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard written == bytes.count else { throw HarnessError("send '\(line)': errno \(errno)") }
        state.withLock { $0.log.append("> \(line)") }
    }

    /// Becomes a display of `columns` cells: asks BRLTTY's driver to restart (`quit`) and
    /// announces the new width when it connects again. (A second `cells` line on the same
    /// connection breaks BRLTTY 6.5's BrlAPI server: it fails to bind again.)
    public func resize(to columns: Int, rows: Int = 1) throws {
        state.withLock {
            $0.columns = columns
            $0.rows = rows
        }
        try send("quit")
    }

    /// Waits until a frame after `index` satisfies `predicate`; returns it, or `nil` after `timeout`.
    public func waitForFrame(after index: Int = 0, timeout: Duration = .seconds(3),
                      where predicate: (Frame) -> Bool) async -> Frame? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let found = state.withLock { state in
                state.frames.dropFirst(index).first(where: predicate)
            }
            if let found { return found }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }

    /// Waits until BRLTTY has connected `count` times.
    public func waitForConnection(count: Int = 1, timeout: Duration = .seconds(5)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if connections >= count { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    /// Stops listening and drops the connection.
    public func stop() {
        let client = state.withLock { state -> Int32 in
            state.stopped = true
            return state.client
        }
        if client >= 0 { shutdown(client, Int32(SHUT_RDWR)) }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    deinit { close(listener) }

    private func serve() {
        while !state.withLock({ $0.stopped }) {
            var pollFD = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&pollFD, 1, 100) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            state.withLock {
                $0.client = client
                $0.connections += 1
                $0.log.append("(BRLTTY connected)")
            }
            let rows = state.withLock { $0.rows }
            try? send(rows > 1 ? "cells \(columns) \(rows)" : "cells \(columns)")
            readLines(from: client)
            state.withLock {
                if $0.client == client { $0.client = -1 }
                $0.log.append("(BRLTTY disconnected)")
            }
            close(client)
        }
        // The listener is closed once, by deinit (this thread holds the peer until it ends): a
        // second close here closed whatever socket another test had opened with the same number.
    }

    private func readLines(from client: Int32) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            pending.append(contentsOf: buffer[0..<count])
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                received(line)
            }
        }
    }

    private func received(_ line: String) {
        let now = ContinuousClock.now
        state.withLock { state in
            state.log.append("< \(line)")
            if let cells = Self.parseBraille(line) {
                state.frames.append(Frame(received: now, cells: cells))
            }
        }
    }

    /// Parses `Braille "1257|12| |..."`: one entry a cell, the digits are the raised dots.
    public static func parseBraille(_ line: String) -> [UInt8]? {
        guard line.hasPrefix("Braille \""), line.hasSuffix("\"") else { return nil }
        let body = line.dropFirst("Braille \"".count).dropLast()
        return body.split(separator: "|", omittingEmptySubsequences: false).map { entry in
            entry.reduce(into: UInt8(0)) { cell, character in
                if let dot = character.wholeNumberValue, (1...8).contains(dot) { cell |= 1 << (dot - 1) }
            }
        }
    }
}

/// A failure of the test harness itself (a port, a process), with what went wrong.
public struct HarnessError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Unicode braille (U+2800 + dots) for readable expectations and failure messages.
public enum BrailleText {
    public static func unicode(_ cells: [UInt8]) -> String {
        String(String.UnicodeScalarView(cells.compactMap { Unicode.Scalar(0x2800 + UInt32($0)) }))
    }
    public static func cells(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value - 0x2800) }
    }
}
