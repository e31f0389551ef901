import BrailleCore
import Foundation
import Testing

/// Issue 27: Chinese typed in Zhuyin braille on a real BRLTTY (Virtual driver) reaches a GTK
/// entry as characters. Part of the serialized ``DesktopAppTests`` (they share one session).
extension DesktopAppTests {
    /// `brl-bridge desktop --table zh-tw`: 你好世界 typed as zh-tw writes it (`PASSDOTS`, a
    /// cell at a time) shows on the display as typed, with its candidates; the space bar commits
    /// the best candidate, and the entry, read through AT-SPI, holds the characters, no space.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: BRLTTYDaemon.executable),
                   "needs brltty (Debian brltty) to run a Virtual display"))
    func zhuyinTypedOnARealBRLTTYReachesTheEntryAsCharacters() async throws {
        let fixture = try await DesktopFixture.shared()
        try fixture.session.focusWindow("Desktop Test GTK3")
        let name = try await focus(label: "Name", trait: .textField, fixture)
        fixture.source.perform(.appAction(identifier: name, action: .setCaret(part: .value, offset: 11)))
        try fixture.gtk3.waitForState("caret 11", prefix: "caret ")
        let brltty = try await BRLTTYSession.start(columns: 40)
        defer { brltty.tearDown() }
        let output = "\(fixture.session.runDirectory)/bridge-\(UInt32.random(in: 0...99999)).out"
        let bridge = try Spawned(Self.bridge, ["desktop", "--display", "brltty", "--brlapi-host", brltty.daemon.brlapiHost,
                                               "--brlapi-auth", "none", "--table", "zh-tw"],
                                 output: output, environment: fixture.session.environment)
        defer { bridge.stop() }
        func log() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        // The entry on the display: its value in computer braille, "world" on dots 1-6.
        let world = try TableCatalog.table(named: "en-us-comp8").translate("world").cells
        let entry = await brltty.display.waitForFrame(timeout: .seconds(15)) {
            BrailleText.unicode($0.cells.map { $0 & 0x3F }).contains(BrailleText.unicode(world))
        }
        try #require(entry != nil, "the entry on the display; frames: \(brltty.display.frames.map(\.description))\nbridge: \(log())")

        let typed = try TableCatalog.table(named: "zh-tw").translate("你好世界").cells
        #expect(BrailleText.unicode(typed) == "⡝⠡⠈⠗⠩⠈⠊⠱⠐⠅⠬⠐")
        let frames = brltty.display.frames.count
        for cell in typed { try brltty.display.send("PASSDOTS \(cell)") }
        // The composition as typed, a blank, then the first candidate: the four characters
        // (after the status cells of a 40-cell display).
        let composing = await brltty.display.waitForFrame(after: frames, timeout: .seconds(10)) {
            BrailleText.unicode($0.cells).contains(BrailleText.unicode(typed + [0] + typed))
        }
        try #require(composing != nil, "the composition and its first candidate; frames: \(brltty.display.frames.dropFirst(frames).map(\.description))\nbridge: \(log())")
        let mark = fixture.gtk3.outputMark
        try brltty.display.send("PASSCHAR 32")
        try fixture.gtk3.waitForOutput("name Hello world你好世界", after: mark)
        // Read back from the app through AT-SPI: the entry's text.
        try await fixture.log.wait("the entry's text with the characters", timeout: 10) { _, focus in
            focus.focused?.element.value == "Hello world你好世界"
        }
        #expect(bridge.isRunning)
        // Back to "Hello world" for the other tests.
        let back = fixture.gtk3.outputMark
        for _ in 0..<4 { fixture.source.perform(.keyInput(identifier: name, input: .deleteBackward)) }
        try fixture.gtk3.waitForOutput("name Hello world", after: back)
    }
}
