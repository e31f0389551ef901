import Foundation

/// A virtual display and a private BRLTTY connected to it, ready for BrlAPI clients.
public struct BRLTTYSession {
    public let display: VirtualDisplayPeer
    public let daemon: BRLTTYDaemon

    /// Starts both and waits until BRLTTY's driver is up (the display got its first frame).
    ///
    /// BRLTTY 6.5 now and then never draws on a loaded machine (its driver start races the
    /// display's first line); such a daemon is stopped and a new pair started, up to `attempts`.
    public static func start(columns: Int = 40, rows: Int = 1, attempts: Int = 3) async throws -> BRLTTYSession {
        var failures: [String] = []
        for _ in 0..<max(1, attempts) {
            let display = try VirtualDisplayPeer(columns: columns, rows: rows)
            let daemon = try BRLTTYDaemon(displayPort: display.port)
            let session = BRLTTYSession(display: display, daemon: daemon)
            if await display.waitForFrame(timeout: .seconds(8), where: { _ in true }) != nil {
                return session
            }
            failures.append("\(display.log)\n\(daemon.log)")
            session.tearDown()
        }
        throw HarnessError("BRLTTY never drew on the virtual display (\(failures.count) attempts).\n"
                           + failures.joined(separator: "\n---\n"))
    }

    /// Stops BRLTTY and the display. The display disconnects first: on a narrow display BRLTTY
    /// waits on its exit message (longer than one window) and ignores SIGTERM until SIGKILL.
    public func tearDown() {
        display.stop()
        daemon.tearDown()
    }
}
