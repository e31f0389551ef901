import Foundation
@testable import brl_bridge

/// A virtual display and a private BRLTTY connected to it, ready for BrlAPI clients.
struct BRLTTYSession {
    let display: VirtualDisplayPeer
    let daemon: BRLTTYDaemon

    /// Starts both and waits until BRLTTY's driver is up (the display got its first frame).
    static func start(columns: Int = 40) async throws -> BRLTTYSession {
        let display = try VirtualDisplayPeer(columns: columns)
        let daemon = try BRLTTYDaemon(displayPort: display.port)
        let session = BRLTTYSession(display: display, daemon: daemon)
        guard await display.waitForFrame(timeout: .seconds(8), where: { _ in true }) != nil else {
            session.tearDown()
            throw HarnessError("BRLTTY never drew on the virtual display.\n\(display.log)\n\(daemon.log)")
        }
        return session
    }

    /// Connects a client and waits until it sees a non-zero display size (notes, pitfall 1).
    func connect(timeout: Duration = .seconds(5)) async throws -> BrlAPIConnection {
        let deadline = ContinuousClock.now + timeout
        var lastError: (any Error)?
        while ContinuousClock.now < deadline {
            do {
                let connection = try BrlAPIConnection(host: daemon.brlapiHost, auth: "none")
                if try connection.displaySize().columns > 0 { return connection }
                connection.close()
            } catch {
                lastError = error
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw HarnessError("no usable BrlAPI connection to \(daemon.brlapiHost): \(String(describing: lastError))")
    }

    /// Stops BRLTTY and the display. The display disconnects first: on a narrow display BRLTTY
    /// waits on its exit message (longer than one window) and ignores SIGTERM until SIGKILL.
    func tearDown() {
        display.stop()
        daemon.tearDown()
    }
}
