import BrailleCore
import Foundation
import Synchronization
import Testing
@testable import BrailleBridge

/// `BrlAPIDisplay` against a real BRLTTY: readiness, keys, resizing and BRLTTY restarts.
extension RealBRLTTY {
@Suite(.serialized)
struct BrlAPIDisplayTests {
    /// Collects a display's events on a task, for tests to wait on.
    final class EventLog: Sendable {
        private let events = Mutex<[DisplayEvent]>([])
        init(_ display: BrlAPIDisplay) {
            Task { [self] in for await event in display.events { events.withLock { $0.append(event) } } }
        }
        var all: [DisplayEvent] { events.withLock { $0 } }
        /// Waits for an event that must come: the timeout only bounds a failing test (3 s was
        /// seen to run out for the first `ready` while the whole suite ran).
        func wait(timeout: Duration = .seconds(10), for predicate: (DisplayEvent) -> Bool) async -> DisplayEvent? {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                if let found = events.withLock({ $0.first(where: predicate) }) { return found }
                try? await Task.sleep(for: .milliseconds(5))
            }
            return nil
        }
        func clear() { events.withLock { $0.removeAll() } }
    }

    /// A `BrlAPIDisplay` on the session's daemon, with a log of its events.
    static func connect(to session: BRLTTYSession) -> (BrlAPIDisplay, EventLog) {
        let display = BrlAPIDisplay(settings: .init(host: session.daemon.brlapiHost, auth: "none"))
        return (display, EventLog(display))
    }

    @Test func becomesReadyWithTheDisplayWidthAndDecodesKeys() async throws {
        let session = try await BRLTTYSession.start(columns: 24)
        defer { session.tearDown() }
        let (display, log) = Self.connect(to: session)
        defer { display.close() }
        let ready = await log.wait { if case .ready = $0 { true } else { false } }
        #expect(ready == .ready(columns: 24))
        try session.display.send("FWINRT")
        try session.display.send("ROUTE 3")
        let route = await log.wait { if case .command(.route, _) = $0 { true } else { false } }
        let commands = log.all.compactMap { event -> BrailleCommand? in
            if case .command(let command, _) = event { command } else { nil }
        }
        #expect(route != nil)
        #expect(commands == [.nextWindow, .route(cell: 3)])
    }

    @Test func aResizedDisplayIsReadyAgainWithItsNewWidth() async throws {
        let session = try await BRLTTYSession.start(columns: 40)
        defer { session.tearDown() }
        let (display, log) = Self.connect(to: session)
        defer { display.close() }
        #expect(await log.wait { $0 == .ready(columns: 40) } != nil)
        try session.display.resize(to: 20)
        // BRLTTY restarts its driver for the new size (the whole test takes 2.8 s alone); it was
        // seen to take more than 5 s while the whole suite runs (the driver at 20 cells in the
        // log, no `ready(20)` yet). The size check itself runs every 0.5 s.
        let resized = await log.wait(timeout: .seconds(15)) { $0 == .ready(columns: 20) }
        #expect(resized != nil, "events: \(log.all)\n\(session.display.log)")
        let before = session.display.frames.count
        display.write(BrailleText.cells("⠗⠑⠎⠊⠵⠑⠙"))
        let frame = await session.display.waitForFrame(after: before, timeout: .seconds(10)) { $0.cells.count == 20 && $0.cells.starts(with: BrailleText.cells("⠗⠑⠎⠊⠵⠑⠙")) }
        #expect(frame != nil, "\(session.display.log)")
    }

    @Test func survivesBRLTTYRestartingAndIsReadyAgain() async throws {
        let session = try await BRLTTYSession.start(columns: 40)
        defer { session.tearDown() }
        let (display, log) = Self.connect(to: session)
        defer { display.close() }
        #expect(await log.wait { $0 == .ready(columns: 40) } != nil)
        session.daemon.stop()
        let lost = await log.wait { if case .unavailable = $0 { true } else { false } }
        #expect(lost != nil)
        display.write(BrailleText.cells("⠁⠃"))  // a write while BRLTTY is gone is dropped, no crash
        log.clear()
        try session.daemon.start()
        let back = await log.wait(timeout: .seconds(15)) { $0 == .ready(columns: 40) }
        #expect(back != nil, "events: \(log.all)\n\(session.daemon.log)")
        let before = session.display.frames.count
        display.write(BrailleText.cells("⠓⠊"))
        let frame = await session.display.waitForFrame(after: before) { $0.cells.starts(with: BrailleText.cells("⠓⠊")) }
        #expect(frame != nil, "\(session.display.log)")
    }
}
}
