import BrailleCore
import Foundation
import Testing

extension RealBRLTTY.BridgeEndToEndTests {
    /// How many times the soak restarts BRLTTY: `BRL_SOAK_RESTARTS`, unset in a normal run.
    static let soakRestarts = ProcessInfo.processInfo.environment["BRL_SOAK_RESTARTS"].flatMap(Int.init)

    /// Issue 13: the soak of the reconnect path, run by hand (`bash scripts/soak-reconnect.sh 20`):
    /// BRLTTY is killed and started again N times while the bridge runs; after every restart the
    /// display shows the same window and a key works, and the bridge's restore times are printed.
    /// One restart is part of every run (`restartingBRLTTYRestoresTheSameWindow`).
    @Test(.enabled(if: soakRestarts != nil, "a soak run by hand: BRL_SOAK_RESTARTS=20 (scripts/soak-reconnect.sh)"))
    func theSameWindowComesBackAfterEveryRestart() async throws {
        let restarts = Self.soakRestarts ?? 0
        let screen = try Self.screen("counter.json")
        let width = 12
        let windows = try Self.windows(of: screen.readingOrder[0].element.identifier, in: screen, width: width)
        try #require(windows.count >= 2)
        let rig = try await Rig.start(document: "counter.json", columns: width)
        defer { rig.tearDown() }
        guard await rig.expectShown(windows[0], timeout: Rig.startTimeout, "first window") else { return }
        var times: [Duration] = []
        var shown = 0
        for restart in 1...restarts {
            // Alternate windows, so that each restart must bring back the window the reader had.
            let target = restart % 2
            guard try await rig.press(target == 1 ? "FWINRT" : "FWINLT", expecting: windows[target], "restart \(restart): key before") else { return }
            let unavailable = rig.bridge.errors.components(separatedBy: "BRLTTY unavailable").count - 1
            rig.session.daemon.kill()
            let deadline = ContinuousClock.now + .seconds(5)
            while rig.bridge.errors.components(separatedBy: "BRLTTY unavailable").count - 1 == unavailable, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            let before = rig.session.display.frames.count
            let started = ContinuousClock.now
            try rig.session.daemon.start()
            guard await rig.expectShown(windows[target], after: before, timeout: .seconds(5), "restart \(restart): the same window") else { return }
            times.append(ContinuousClock.now - started)
            shown += 1
        }
        #expect(shown == restarts)
        let sorted = times.sorted()
        func ms(_ d: Duration) -> String { String(format: "%.0f ms", Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15) }
        print("soak: \(shown) of \(restarts) restarts showed the same window; restored after min \(ms(sorted.first!)), "
              + "median \(ms(sorted[sorted.count / 2])), max \(ms(sorted.last!)) (BRLTTY's own start included)")
    }
}
