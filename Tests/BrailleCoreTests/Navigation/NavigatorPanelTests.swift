import Testing
import BrailleCore

/// The key help and the preferences over the app's screen (issue 30): a panel opens on its key,
/// is read line by line like a book, keeps the app's keys from the app, and leaving it (the same
/// key, or escape) shows the app's window exactly as it was.
@Suite struct NavigatorPanelTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    static let help = Panel(kind: .keyHelp, language: "en", lines: [
        PanelLine("key help (leave: HELP, KEY_ESCAPE)"),
        PanelLine("FWINRT: next window; past the end, the next element (or page); pans a long message"),
        PanelLine("LNDN: next element"),
    ])

    static var preferences: Panel {
        Panel(kind: .preferences, language: "en", lines: [
            PanelLine("preferences"),
            PanelLine("status cells", setting: PanelSetting(name: "status-cells", values: ["auto", "off", "start"], value: "off")),
        ])
    }

    /// A navigator on the controls' slider, its value's second window showing, with both panels.
    func navigatorInTheMiddleOfALine() throws -> Navigator {
        var navigator = try F.navigator(focusedOn: "volume", columns: 12, now: clock.now)
        navigator.handle(.nextWindow, now: clock.now)
        navigator.panels = [.keyHelp: Self.help, .preferences: Self.preferences]
        return navigator
    }

    @Test func helpIsReadLikeABookAndLeavingItRestoresTheWindowExactly() throws {
        var navigator = try navigatorInTheMiddleOfALine()
        let before = navigator.window
        let text = navigator.shownText

        #expect(navigator.handle(.keyHelp, now: clock.now) == [])
        #expect(navigator.shownPanel?.kind == .keyHelp)
        #expect(navigator.shownText == "key help")
        // FWINRT pans through the line and goes on to the next line, as in a book.
        navigator.handle(.nextWindow, now: clock.now)
        #expect(navigator.shownText == "(leave:")
        var seen: [String] = []
        for _ in 0..<30 where navigator.panelLine != 2 {
            navigator.handle(.nextWindow, now: clock.now)
            seen.append(navigator.shownText)
        }
        #expect(seen.first == "HELP,")
        #expect(seen.contains("FWINRT:"))
        #expect(seen.contains("(or page);"))
        #expect(navigator.shownText == "LNDN: next")
        // LNUP goes back a line, FWINLT before a line's start to the previous line's last window.
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.shownText == "FWINRT:")
        navigator.handle(.previousWindow, now: clock.now)
        #expect(navigator.panelLine == 0)
        #expect(navigator.shownText == "CAPE)")
        // Before the first line: the reader is told, the panel stays.
        navigator.handle(.firstElement, now: clock.now)
        #expect(navigator.handle(.previousElement, now: clock.now) == [.bell])
        #expect(navigator.status.message == "first line")

        // The same key leaves: the app's window as it was, to the cell.
        navigator.handle(.keyHelp, now: clock.now)
        #expect(navigator.shownPanel == nil)
        #expect(navigator.window == before)
        #expect(navigator.shownText == text)
    }

    @Test func escapeLeavesAndTheAppsKeysDoNotReachTheApp() throws {
        var navigator = try navigatorInTheMiddleOfALine()
        let before = navigator.window
        navigator.handle(.keyHelp, now: clock.now)
        // Enter, a routing key, the magic tap, typing: nothing for the app while help shows.
        for command in [BrailleCommand.activate, .route(cell: 3), .magicTap, .nextCustomAction, .type(cell: 1)] {
            let effects = navigator.handle(command, now: clock.now)
            #expect(effects.allSatisfy { if case .appAction = $0 { false } else if case .keyInput = $0 { false } else { true } },
                    "\(command) gave \(effects)")
            #expect(navigator.shownPanel?.kind == .keyHelp)
        }
        #expect(navigator.focusedID == "volume")
        navigator.handle(.escape, now: clock.now)   // dismisses the "not here" message
        navigator.handle(.escape, now: clock.now)
        #expect(navigator.shownPanel == nil)
        #expect(navigator.window == before)
    }

    @Test func aSettingStepsWithTheAdjustKeysAndARoutingKeyAndAsksForEachChange() throws {
        var navigator = try navigatorInTheMiddleOfALine()
        navigator.handle(.preferences, now: clock.now)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.shownText == "status")
        navigator.handle(.nextWindow, now: clock.now)
        #expect(navigator.shownText == "cells: off")
        #expect(navigator.handle(.increment, now: clock.now) == [.settingChanged(name: "status-cells", value: "start")])
        #expect(navigator.shownText == "cells: start")
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.status.message == "maximum")
        navigator.handle(.escape, now: clock.now)
        // A routing key takes the next value, after the last the first.
        #expect(navigator.handle(.route(cell: 0), now: clock.now) == [.settingChanged(name: "status-cells", value: "auto")])
        #expect(navigator.handle(.decrement, now: clock.now) == [.bell])
        // Reopened, the panel shows the value chosen.
        navigator.handle(.preferences, now: clock.now)
        navigator.handle(.preferences, now: clock.now)
        navigator.handle(.lastElement, now: clock.now)
        #expect(navigator.shownPanel?.lines[1].shown == "status cells: auto")
        // On a line of text, the adjust keys say so.
        navigator.handle(.firstElement, now: clock.now)
        #expect(navigator.handle(.increment, now: clock.now) == [.bell])
        #expect(navigator.status.message == "not adjustable")
    }

    @Test func theTableKeyAsksTheBridgeAndAPanelWithoutContentIsUnavailable() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        #expect(navigator.handle(.nextTable, now: clock.now) == [.nextTable])
        #expect(navigator.handle(.keyHelp, now: clock.now) == [.bell])
        #expect(navigator.status.message == "unavailable")
        #expect(navigator.shownPanel == nil)
    }

    @Test func aDisplayOfSeveralRowsShowsTheFollowingLinesBelow() throws {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.panels[.keyHelp] = Self.help
        navigator.handle(.keyHelp, now: clock.now)
        let rows = navigator.rows(3, now: clock.now)
        #expect(rows[0] == navigator.window)
        var ahead = navigator
        ahead.handle(.nextWindow, now: clock.now)
        #expect(rows[1] == ahead.window)
        #expect(ahead.shownText != navigator.shownText)
        #expect(ahead.shownPanel?.kind == .keyHelp)
    }
}
