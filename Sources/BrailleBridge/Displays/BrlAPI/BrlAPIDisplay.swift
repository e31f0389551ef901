import BrailleCore
import Foundation
import Synchronization
import Logging

/// The BRLTTY display: a `BrailleDisplay` over `BrlAPIConnection` that survives BRLTTY
/// stopping and restarting.
///
/// A dedicated thread connects, enters tty mode, reads keys (`brlapi__readKeyWithTimeout`,
/// 100 ms at a time) and asks for the display size every 500 ms. When BRLTTY goes away it says
/// so on stderr, closes the connection and retries with `Backoff` (250 ms doubling to 5 s);
/// once connected again (and the driver reports a non-zero size; until then it asks every
/// 100–500 ms) it sends `.ready`, so the bridge redraws exactly what it showed. A display
/// with a new size is connected again (BRLTTY's restarted driver no longer shows this
/// client's tty) and announced with `.ready` and its new width.
public final class BrlAPIDisplay: BrailleDisplay {
    public struct Settings: Sendable {
        /// `--brlapi-host`; `nil` lets BrlAPI read `BRLAPI_HOST`, else use BRLTTY's default.
        public var host: String?
        /// `--brlapi-auth`; `nil` lets BrlAPI read `BRLAPI_AUTH`, else use BRLTTY's key file.
        public var auth: String?
        public var bindings: KeyBindings
        var backoff: Backoff

        public init(host: String? = nil, auth: String? = nil, bindings: KeyBindings = .default) {
            self.init(host: host, auth: auth, bindings: bindings, backoff: Backoff())
        }

        init(host: String?, auth: String?, bindings: KeyBindings, backoff: Backoff) {
            self.host = host
            self.auth = auth
            self.bindings = bindings
            self.backoff = backoff
        }
    }

    let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation
    private let settings: Settings
    private let log: @Sendable (String) -> Void

    private struct State {
        var connection: BrlAPIConnection?
        /// The cells of a write: columns × rows.
        var columns = 0
        /// The display's rows (multi-line displays report several).
        var rows = 1
        var closed = false
        var writeFailed = false
        /// The cells written on this connection.
        var written = ChangedCells()
    }
    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    /// Starts connecting in the background; `events` reports when the display is ready.
    /// - Parameter log: where state changes are reported (stderr by default).
    public init(settings: Settings, log: @escaping @Sendable (String) -> Void = BrlAPIDisplay.standardError) {
        self.settings = settings
        self.log = log
        Signals.ignoreBrokenPipes()
        (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
        let thread = Thread { [self] in self.run() }
        thread.name = "brl-bridge BrlAPI"
        thread.start()
    }

    /// The keys of the bindings (the defaults with a key file's changes), by BRLTTY's names.
    var keys: [DisplayKey] { settings.bindings.displayKeys }

    /// Writes the frame's cells when they changed (or the display became ready since).
    func show(_ frame: DisplayFrame) {
        state.withLock { state in
            guard let cells = state.written.toWrite(frame) else { return }
            Self.write(cells, in: &state)
        }
    }

    /// Writes `cells` now (dots 1–8 as bits 0–7), padded with blank cells to the display's
    /// size; dropped while BRLTTY is gone.
    func write(_ cells: [UInt8]) {
        state.withLock { Self.write(cells, in: &$0) }
    }

    private static func write(_ cells: [UInt8], in state: inout State) {
        guard let connection = state.connection, !state.writeFailed else { return }
        do {
            try connection.write(cells: cells, columns: state.columns)
        } catch {
            // The reader thread sees the same loss on its next read and reconnects.
            state.writeFailed = true
        }
    }

    func close() {
        let alreadyClosed = state.withLock { state -> Bool in
            defer { state.closed = true }
            return state.closed
        }
        guard !alreadyClosed else { return }
        finished.wait()
    }

    deinit { close() }

    /// Reports `message` through ``Logging/Logger/bridge`` (`brl-bridge: message` on stderr).
    public static let standardError: @Sendable (String) -> Void = { message in
        Logger.bridge.warning("\(message)")
    }

    private var isClosed: Bool { state.withLock { $0.closed } }

    private func run() {
        var backoff = settings.backoff
        // While BRLTTY answers but its driver reports no cells (starting, or no display
        // attached): ask again soon, then every half second.
        var driverBackoff = Backoff(initial: .milliseconds(100), cap: .milliseconds(500))
        var lastProblem: String?
        var wasConnected = false
        while !isClosed {
            do {
                let connection = try connect()
                backoff.reset()
                driverBackoff.reset()
                lastProblem = nil
                if wasConnected { log("BRLTTY is back (\(connection.host))") }
                wasConnected = true
                try serve(connection)
            } catch let resized as DisplayResized {
                log("the display now has \(resized.columns) cells; connecting again")
                continue
            } catch is DriverNotReady {
                let problem = "BRLTTY answers but its display reports no cells yet"
                if problem != lastProblem {
                    log("\(problem); waiting for it")
                    lastProblem = problem
                }
                sleep(driverBackoff.next())
                continue
            } catch let error as BrlAPIError {
                let problem = error.description
                if problem != lastProblem {
                    log("BRLTTY unavailable (\(problem)); retrying from \(settings.backoff.initial) on, backing off to \(settings.backoff.cap)")
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
            try connection.acceptTypedDots()
            let rows = max(size.rows, 1)
            state.withLock {
                $0.connection = connection
                $0.columns = size.columns * rows
                $0.rows = rows
                $0.writeFailed = false
                $0.written.forget()
            }
            // Each row is a row of the layout (issue 16); BrlAPI's cells are row-major.
            continuation.yield(.ready(columns: size.columns, rows: rows))
            return connection
        } catch {
            connection.close()
            throw error
        }
    }

    /// BRLTTY answers but its braille driver reports no cells yet.
    private struct DriverNotReady: Error {}

    /// The display reports another size than the connection started with.
    private struct DisplayResized: Error { var columns: Int }

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
                let size = try state.withLock { _ in try connection.currentDisplaySize() }
                let columns = size.columns * max(size.rows, 1)
                if columns > 0, columns != state.withLock({ $0.columns }) || max(size.rows, 1) != state.withLock({ $0.rows }) {
                    // BRLTTY restarted its driver for the new size and no longer shows this
                    // client's tty: connect again, which takes the display at its new size.
                    throw DisplayResized(columns: columns)
                }
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
            Thread.sleep(forTimeInterval: min(0.05, max(left.inSeconds, 0)))
        }
    }
}

extension BrlAPIDisplay {
    /// Whether BRLTTY answers now with a display of at least one cell (a BRLTTY without a
    /// braille display reports 0 columns: the terminal serves the user better then).
    static func answersWithADisplay(_ settings: Settings) -> Bool {
        guard let connection = try? BrlAPIConnection(host: settings.host, auth: settings.auth) else { return false }
        defer { connection.close() }
        return ((try? connection.displaySize().columns) ?? 0) > 0
    }
}
