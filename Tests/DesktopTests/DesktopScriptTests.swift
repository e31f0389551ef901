import BrailleCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `brl-bridge desktop` end to end on the scripted terminal display: the test feeds the script
/// a line at a time through a FIFO while it drives the real GTK 3 app, and reads the frames a
/// person would see. Part of the serialized ``DesktopAppTests`` (it shares their session).
extension DesktopAppTests {
    @Test func brlBridgeDesktopScriptedFramesFollowAndDriveTheApp() async throws {
        let fixture = try await DesktopFixture.shared()
        let session = fixture.session
        // The focus at start, without a key.
        let bridge = try await scriptedBridgeOnStart(fixture)
        defer { bridge.stop() }
        // Tab in the app moves the display.
        try session.press("Tab")
        let bold = try bridge.run("await-text Bold")
        #expect(bold.contains("Bold checked chk"))
        // A routing key clicks the button: the app reacts, its announcement flashes, and its new
        // name is shown in place.
        try session.press("shift+Tab")
        let start = try bridge.run("await-text Start btn")
        let startCell = try #require(ScriptedBridge.cell(of: "Start", in: start))
        var mark = fixture.gtk3.outputMark
        try bridge.run("route \(startCell)")
        try fixture.gtk3.waitForOutput("clicked Start", after: mark)
        try bridge.run("await-text Timer started")
        try bridge.run("wait 10")
        let stop = try bridge.run("await-text Stop btn")
        #expect(stop.contains("element 1 of"))
        mark = fixture.gtk3.outputMark
        try bridge.run("route \(startCell)")
        try fixture.gtk3.waitForOutput("clicked Stop", after: mark)
        try bridge.run("wait 10")
        try bridge.run("await-text Start btn")
        // Increment on the slider changes the app's value.
        try session.press("Tab", "Tab")
        try bridge.run("await-text Volume")
        mark = fixture.gtk3.outputMark
        try bridge.run("increment")
        try fixture.gtk3.waitForOutput("volume 45", after: mark)
        try bridge.run("await-text 45")
        mark = fixture.gtk3.outputMark
        try bridge.run("decrement")
        try fixture.gtk3.waitForOutput("volume 40", after: mark)
        // A routing key on the entry's "w" puts the app's caret there.
        try session.press("Tab")
        let entry = try bridge.run("await-text Hello world")
        mark = fixture.gtk3.outputMark
        try bridge.run("route \(try #require(ScriptedBridge.cell(of: "world", in: entry)))")
        try fixture.gtk3.waitForOutput("caret 6", after: mark)
        // An app that closes: the bridge says so and goes on with the next window.
        let other = try session.startApp("gtk3_app.py", title: "Closing Soon")
        defer { other.stop() }
        try bridge.run("await-text Closing Soon")
        other.stop()
        try bridge.run("await-text app.py closed")
        try bridge.run("wait 10")
        try session.focusWindow("Desktop Test GTK3")
        try session.press("shift+Tab", "shift+Tab", "shift+Tab")
        try bridge.run("await-text Desktop Test GTK3")
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
        #expect(!bridge.errors.contains("did not show"), "\(bridge.errors)")
        // Back to "Start" focused for the other tests.
        try session.focusWindow("Desktop Test GTK3")
        try await focus(label: "Start", fixture)
    }
}

extension DesktopAppTests {
    /// Issue 24: the display follows the app's caret off the window it shows, in a tabbed
    /// editor: End on a line of 88 characters shows the line's last window, and typing there
    /// keeps it (the window used to stay on the line's start).
    @Test func theDisplayFollowsTheCaretToTheEndOfALongLine() async throws {
        let fixture = try await DesktopFixture.shared()
        let session = fixture.session
        let app = try session.startApp("gtk3_editor.py", title: "Caret Follows")
        defer { app.stop() }
        let bridge = try ScriptedBridge(session: session)
        defer { bridge.stop() }
        try bridge.run("await-text First line of notes")
        try session.press("Down")
        try bridge.run("await-text The second line")
        try session.press("End")
        let end = try bridge.run("await-text two windows.")
        #expect(!end.contains("The second line"))
        try session.press("space", "X")
        let typed = try bridge.run("await-text windows. X")
        #expect(!typed.contains("The second line"))
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
    }

    /// Issue 26, item 2: a crash of the desktop source (SIGSEGV in libatspi, as Firefox's start
    /// once caused) must not leave a dead display: the bridge starts itself again, says so, and
    /// shows the focus.
    @Test func aCrashedBridgeStartsAgainSaysSoAndShowsTheFocus() async throws {
        let fixture = try await DesktopFixture.shared()
        let bridge = try await scriptedBridgeOnStart(fixture)
        defer { bridge.stop() }
        let child = try #require(ScriptedBridge.children(of: bridge.process.pid).first, "no supervised bridge")
        kill(child, SIGSEGV)
        // The next line only once the new bridge reads the script: the crashed one may still
        // have read it ahead from the FIFO as it died.
        try HeadlessSession.poll("the bridge to start again", timeout: 10) {
            bridge.errors.contains("connected to the AT-SPI bus\nbrl-bridge: desktop: crashed")
                && ScriptedBridge.children(of: bridge.process.pid).contains { $0 != child }
                && bridge.errors.components(separatedBy: "connected to the AT-SPI bus").count == 3
        }
        try bridge.run("await-text restarted after a crash")
        try bridge.run("wait 10")
        try bridge.run("await-text Start btn")
        #expect(bridge.errors.contains("crashed (segmentation fault); starting again"), "\(bridge.errors)")
        let restarted = ScriptedBridge.children(of: bridge.process.pid)
        #expect(!restarted.isEmpty && !restarted.contains(child))
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
    }
}

extension DesktopAppTests {
    /// The GTK 3 test window focused on "Start", and a scripted bridge that shows it.
    fileprivate func scriptedBridgeOnStart(_ fixture: DesktopFixture) async throws -> ScriptedBridge {
        try fixture.session.focusWindow("Desktop Test GTK3")
        try await focus(label: "Start", fixture)
        // Let what the app says late about earlier tests ("Timer stopped") go by first: on
        // simulated time a flash that arrives before the first frame would stay over it.
        var mark = await fixture.log.mark
        for _ in 0..<25 {
            try await Task.sleep(for: .milliseconds(200))
            let now = await fixture.log.mark
            if now == mark { break }
            mark = now
        }
        let bridge = try ScriptedBridge(session: fixture.session)
        do {
            try bridge.run("await-text Start btn")
        } catch {
            bridge.stop()
            throw error
        }
        return bridge
    }
}
