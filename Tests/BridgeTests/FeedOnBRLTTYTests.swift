import BrailleCore
import Foundation
import Testing

/// The live feed with BRLTTY's display: the app's screen shows on the braille display, the
/// display's keys become actions for the app, and the app's answers show again. (One of the
/// real-BRLTTY suites, which run one test at a time across suites.)
extension RealBRLTTY {
@Suite(.serialized) struct FeedOnBRLTTYTests {
    /// Cells from Unicode braille, padded with blanks to `width`.
    static func cells(_ braille: String, width: Int) -> [UInt8] {
        let cells = braille.unicodeScalars.map { UInt8($0.value - 0x2800) }
        return cells + Array(repeating: 0, count: width - cells.count)
    }

    @Test func theExampleAppPlaysOnABrailleDisplayThroughTheSocket() async throws {
        let width = 24
        let session = try await BRLTTYSession.start(columns: width)
        defer { session.tearDown() }
        let directory = session.daemon.directory
        let socketPath = directory.appendingPathComponent("feed-\(UUID().uuidString.prefix(6)).sock").path
        let bridgeLog = directory.appendingPathComponent("bridge-feed.log").path
        let bridge = try ChildProcess(BridgeProcess.executable,
                                      ["--feed-socket", socketPath, "--display", "brltty",
                                       "--brlapi-host", session.daemon.brlapiHost, "--brlapi-auth", "none"],
                                      outputPath: bridgeLog)
        defer { bridge.terminate() }
        let deadline = ContinuousClock.now + .seconds(10)
        while !FileManager.default.fileExists(atPath: socketPath), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let app = try ChildProcess(FeedTests.python.executable, FeedTests.python.prefix + [FeedTests.app, "--socket", socketPath],
                                   outputPath: directory.appendingPathComponent("app.log").path)
        defer { app.terminate() }
        func log() -> String { (try? String(contentsOfFile: bridgeLog, encoding: .utf8)) ?? "" }

        let title = Self.cells("⠠⠞⠊⠍⠑⠗⠀⠓⠙⠛", width: width)
        #expect(await session.display.waitForFrame(timeout: .seconds(10)) { $0.cells == title } != nil,
                "the app's screen on the display; bridge: \(log())")
        var index = session.display.frames.count
        try session.display.send("LNDN")
        let start = Self.cells("⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝", width: width)
        #expect(await session.display.waitForFrame(after: index) { $0.cells == start } != nil, "LNDN: Start")
        index = session.display.frames.count
        try session.display.send("ROUTE 1")
        // The app answers the activation: its announcement flashes on the display.
        let started = Self.cells("⠍⠎⠛⠒⠀⠠⠞⠊⠍⠑⠗⠀⠎⠞⠁⠗⠞⠑⠙", width: width)   // "msg: Timer started"
        #expect(await session.display.waitForFrame(after: index, timeout: .seconds(5)) { $0.cells == started } != nil,
                "Timer started; bridge: \(log()); frames: \(session.display.frames.suffix(4).map { BrailleText.unicode($0.cells) }); display: \(session.display.log)")
    }
}
}
