import BrailleCore
import Foundation
import Synchronization

/// The BRLTTY display: a `BrailleDisplay` over `BrlAPIConnection` that survives BRLTTY
/// stopping and restarting.
///
/// A dedicated thread connects, enters tty mode, reads keys (`brlapi__readKeyWithTimeout`,
/// 100 ms at a time) and checks the display size every 500 ms. When BRLTTY goes away it says
/// so on stderr, closes the connection and retries with `Backoff` (250 ms doubling to 5 s);
/// once connected again (and the driver reports a non-zero size) it sends `.ready`, so the
/// bridge redraws exactly what it showed.
public final class BrlAPIDisplay: BrailleDisplay {
    public struct Settings: Sendable {
        /// `--brlapi-host`; `nil` lets BrlAPI read `BRLAPI_HOST`, else use BRLTTY's default.
        public var host: String?
        /// `--brlapi-auth`; `nil` lets BrlAPI read `BRLAPI_AUTH`, else use BRLTTY's key file.
        public var auth: String?
        public var bindings: KeyBindings
        public var backoff: Backoff

        public init(host: String? = nil, auth: String? = nil, bindings: KeyBindings = .default,
                    backoff: Backoff = Backoff()) {
            self.host = host
            self.auth = auth
            self.bindings = bindings
            self.backoff = backoff
        }
    }

    public let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation
    private let settings: Settings
    private let log: @Sendable (String) -> Void

    private struct State {
        var connection: BrlAPIConnection?
        var columns = 0
        var closed = false
        var writeFailed = false
    }
    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    /// Starts connecting in the background; `events` reports when the display is ready.
    /// - Parameter log: where state changes are reported (stderr by default).
    public init(settings: Settings, log: @escaping @Sendable (String) -> Void = BrlAPIDisplay.standardError) {
        self.settings = settings
        self.log = log
        (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
        let thread = Thread { [self] in self.run() }
        thread.name = "brl-bridge BrlAPI"
        thread.start()
    }

    public func write(_ cells: [UInt8]) {
        state.withLock { state in
            guard let connection = state.connection, !state.writeFailed else { return }
            do {
                try connection.write(cells: cells, columns: state.columns)
            } catch {
                // The reader thread sees the same loss on its next read and reconnects.
                state.writeFailed = true
            }
        }
    }

    public func close() {
        let alreadyClosed = state.withLock { state -> Bool in
            defer { state.closed = true }
            return state.closed
        }
        guard !alreadyClosed else { return }
        finished.wait()
    }

    deinit { close() }

    /// Writes `brl-bridge: message` to stderr.
    public static let standardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("brl-bridge: \(message)\n".utf8))
    }

    private var isClosed: Bool { state.withLock { $0.closed } }

    private func run() {
        var backoff = settings.backoff
        var lastProblem: String?
        var wasConnected = false
        while !isClosed {
            do {
                let connection = try connect()
                backoff.reset()
                lastProblem = nil
                if wasConnected { log("BRLTTY is back (\(connection.host))") }
                wasConnected = true
                try serve(connection)
            } catch is DriverNotReady {
                // BRLTTY is there and its driver is starting: ask again soon, without backing off.
                sleep(.milliseconds(100))
                continue
            } catch let error as BrlAPIError {
                let problem = error.description
                if problem != lastProblem {
                    log("BRLTTY unavailable (\(problem)); retrying with backoff up to \(settings.backoff.cap)")
                    lastProblem = problem
                }
                continuation.yield(.unavailable(reason: problem))
            } catch {
                continuation.yield(.unavailable(reason: String(describing: error)))
            }
            sleep(backoff.next())
        }
        continuation.finish()
        finished.signal()
    }

    /// Connects, checks that the driver reports cells, and enters tty mode.
    ///
    /// A BRLTTY whose driver is not up yet reports 0×0 and loses writes (brltty-notes,
    /// pitfall 1): the connection is closed again and `DriverNotReady` thrown.
    private func connect() throws -> BrlAPIConnection {
        let connection = try BrlAPIConnection(host: settings.host, auth: settings.auth)
        do {
            let size = try connection.displaySize()
            guard size.columns > 0 else { throw DriverNotReady() }
            try connection.enterTTYMode()
            let columns = size.columns * max(size.rows, 1)
            state.withLock {
                $0.connection = connection
                $0.columns = columns
                $0.writeFailed = false
            }
            continuation.yield(.ready(columns: columns))
            return connection
        } catch {
            connection.close()
            throw error
        }
    }

    /// BRLTTY answers but its braille driver reports no cells yet.
    private struct DriverNotReady: Error {}

    /// Reads keys until the connection fails or the display is closed.
    private func serve(_ connection: BrlAPIConnection) throws {
        defer {
            state.withLock { $0.connection = nil }
            connection.close()
        }
        var nextSizeCheck = ContinuousClock.now + .milliseconds(500)
        while !isClosed {
            if let key = try connection.readKey(timeoutMilliseconds: 100) {
                let received = ContinuousClock.now
                if let command = settings.bindings.command(for: key) {
                    continuation.yield(.command(command, received: received))
                }
            }
            if ContinuousClock.now >= nextSizeCheck {
                nextSizeCheck = ContinuousClock.now + .milliseconds(500)
                let size = try state.withLock { _ in try connection.displaySize() }
                let columns = size.columns * max(size.rows, 1)
                let changed = state.withLock { state -> Bool in
                    guard columns > 0, columns != state.columns else { return false }
                    state.columns = columns
                    return true
                }
                if changed { continuation.yield(.ready(columns: columns)) }
            }
            if state.withLock({ $0.writeFailed }) {
                throw BrlAPIError(code: .libc, systemErrno: EPIPE, operation: "brlapi__writeDots",
                                  message: "the connection to BRLTTY was lost")
            }
        }
    }

    private func sleep(_ duration: Duration) {
        let deadline = ContinuousClock.now + duration
        while !isClosed && ContinuousClock.now < deadline {
            let left = deadline - ContinuousClock.now
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            Thread.sleep(forTimeInterval: min(0.05, max(seconds, 0)))
        }
    }
}
