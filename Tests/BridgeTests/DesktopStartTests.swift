import Foundation
import Testing

/// Issue 30: `brl-bridge desktop --script` before the desktop's first screen: the display says it
/// waits, as the feed does, and a key then says so too (it used to show and ring "no elements").
@Suite struct DesktopStartTests {
    @Test func beforeTheFirstScreenTheDisplaySaysItWaits() throws {
        // No bus answers here: the first screen never comes.
        let run = try TerminalHarness.run(["desktop", "--script", "-", "--cells", "30"], stdin: "next\nquit\n",
                                          environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/brl-test-bus",
                                                        "AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/brl-test-at-spi"])
        #expect(run.status == 0, "\(run.stderr)")
        let start = try #require(TerminalRowsTests.lastFrame(run.stdout, after: "start", rows: 1), "\(run.stdout)")
        #expect(start.captions[0] == "waiting for the app", "\(run.stdout)")
        #expect(run.stdout.contains("> next\n(bell)\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("no elements"), "\(run.stdout)")
    }
}
