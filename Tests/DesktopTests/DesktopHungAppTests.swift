import BrailleCore
@testable import DesktopAccessibility
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 26, item 1: an app that hangs (here stopped with SIGSTOP) must not freeze the display.
/// Part of the serialized ``DesktopAppTests`` (they share one session and one source).
extension DesktopAppTests {
    /// The reader activates a button of a stopped app: within a second they are told the app is
    /// not responding (not that the action failed), and when another window takes the focus the
    /// display follows it within a second, while the first app is still stopped.
    @Test func aHungAppIsToldAndTheDisplayFollowsTheOtherApps() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let hung = try fixture.session.startApp("gtk3_app.py", title: "Hangs Soon")
        defer { hung.stop() }
        let other = try fixture.session.startApp("gtk3_editor.py", title: "Stays Awake", focus: false)
        defer { other.stop() }
        try fixture.session.focusWindow("Hangs Soon")
        try await log.wait("the app that will hang", timeout: 20) { _, focus in
            focus.screen.title == "Hangs Soon" && focus.focused?.element.label == "Start"
        }
        let start = try #require(await log.focus.focused?.element.identifier)

        kill(hung.process.pid, SIGSTOP)
        defer { kill(hung.process.pid, SIGCONT) }
        var mark = await log.mark
        let asked = ContinuousClock.now
        fixture.source.perform(.appAction(identifier: start, action: .activate))
        try await log.wait("the app said to be not responding", after: mark, timeout: 5) { events, _ in
            events.contains { if case .report(.notResponding) = $0 { return true } else { return false } }
        }
        let told = ContinuousClock.now - asked
        print("hung app: told 'not responding' after \(told)")
        #expect(told < .seconds(1))
        #expect(await !log.events[mark...].contains { if case .report(.actionFailed) = $0 { return true } else { return false } })
        // Asked again at once: told again without waiting for the app.
        mark = await log.mark
        let again = ContinuousClock.now
        fixture.source.perform(.appAction(identifier: start, action: .activate))
        try await log.wait("told again", after: mark, timeout: 5) { events, _ in
            events.contains { if case .report(.notResponding) = $0 { return true } else { return false } }
        }
        #expect(ContinuousClock.now - again < .milliseconds(200))

        // The other window takes the focus: the display follows it.
        let moved = ContinuousClock.now
        try fixture.session.focusWindow("Stays Awake")
        try await log.wait("the other app's editor", timeout: 10) { _, focus in
            focus.screen.title == "Stays Awake" && focus.focused?.element.value == "First line of notes.txt"
        }
        let followed = ContinuousClock.now - moved
        print("hung app: the other window shown \(followed) after it got the focus")
        #expect(followed < .seconds(1))
        try fixture.session.press("Down")
        try await log.wait("its next line", timeout: 5) { _, focus in
            focus.focused?.element.value?.hasPrefix("The second line") == true
        }
        kill(hung.process.pid, SIGCONT)
    }
}
