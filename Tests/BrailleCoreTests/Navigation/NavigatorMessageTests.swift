import Testing
import BrailleCore

/// Messages the reader can finish reading (issue 12, defect 3): panning restarts a message's
/// time, the time is a setting (`.zero`: until a key), and a key shows the message history.
@Suite struct NavigatorMessageTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()
    static let long = "The download of the update finished; restart the app to use version 2."

    @Test func panningAMessageRestartsItsTime() {
        var navigator = Navigator(screen: F.threeElements, columns: 20)
        navigator.apply(.announcement(Self.long), now: clock.now)
        // The reader pans to the message's second window at 3 s ...
        #expect(navigator.handle(.nextWindow, now: clock.at(.seconds(3))) == [])
        #expect(navigator.status.windowNumber == 2)
        // ... and at 4 s (when it used to vanish) it is still there, until 3 s + 4 s.
        navigator.tick(now: clock.at(.seconds(4)))
        #expect(navigator.status.message == Self.long)
        #expect(navigator.nextDeadline == clock.at(.seconds(7)))
        navigator.tick(now: clock.at(.seconds(7)))
        #expect(navigator.status.message == nil)
        #expect(navigator.focusedID == "one")
    }

    @Test func aMessageDurationOfZeroKeepsTheMessageUntilAKey() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.messageDuration = .zero
        navigator.apply(.announcement("Saved"), now: clock.now)
        #expect(navigator.nextDeadline == nil)
        navigator.tick(now: clock.at(.seconds(600)))
        #expect(navigator.status.message == "Saved")
        navigator.handle(.nextElement, now: clock.at(.seconds(601)))
        #expect(navigator.status.message == nil)
        #expect(navigator.focusedID == "two")
        // Feedback stays brief all the same.
        navigator.handle(.lastElement, now: clock.at(.seconds(602)))
        navigator.handle(.nextElement, now: clock.at(.seconds(602)))
        #expect(navigator.status.message == "last element")
        navigator.tick(now: clock.at(.seconds(602) + NavigatorFeedback.duration))
        #expect(navigator.status.message == nil)
    }

    @Test func theHistoryKeyShowsTheMessagesNewestFirstThenTheWindowComesBack() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        let window = navigator.window
        navigator.apply(.announcement("Timer started"), now: clock.at(.seconds(1)))
        navigator.apply(.announcement("Timer stopped"), now: clock.at(.seconds(10)))
        navigator.handle(.firstElement, now: clock.at(.seconds(20)))
        navigator.handle(.nextElement, now: clock.at(.seconds(20)))
        navigator.handle(.previousElement, now: clock.at(.seconds(20)))
        navigator.handle(.previousElement, now: clock.at(.seconds(20)))   // "first element": feedback, not history
        navigator.handle(.nextElement, now: clock.at(.seconds(21)))
        #expect(navigator.window == window)
        #expect(navigator.handle(.messageHistory, now: clock.at(.seconds(22))) == [])
        #expect(navigator.mode == .reviewingMessages(index: 0))
        #expect(navigator.status.windowText == "history 1/2: Timer stopped")
        navigator.handle(.messageHistory, now: clock.at(.seconds(23)))
        #expect(navigator.status.windowText == "history 2/2: Timer started")
        navigator.handle(.messageHistory, now: clock.at(.seconds(24)))
        #expect(navigator.status.windowText == "history 1/2: Timer stopped")
        #expect(navigator.handle(.escape, now: clock.at(.seconds(25))) == [])
        #expect(navigator.mode == .browsing)
        #expect(navigator.window == window)
        // Any other key leaves the history and is carried out.
        navigator.handle(.messageHistory, now: clock.at(.seconds(26)))
        navigator.handle(.nextElement, now: clock.at(.seconds(27)))
        #expect(navigator.mode == .browsing)
        #expect(navigator.focusedID == "three")
    }

    @Test func theHistoryKeyBeforeAnyMessageSaysSo() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        #expect(navigator.handle(.messageHistory, now: clock.now) == [.bell])
        #expect(navigator.status.windowText == "msg: no messages")
        #expect(navigator.mode == .browsing)
    }
}

/// Issue 26, item 5: a flood of announcements keeps the history's cap and says how many it skipped.
@Suite struct NavigatorAnnouncementFloodTests {
    let clock = NavigatorFixtures.FakeClock()

    @Test(arguments: [("en", "201 more messages"), ("de", "201 weitere Meldungen"), ("zh-TW", "另有201則訊息")])
    func aFloodOfAnnouncementsWaitsNoLongerThanTheHistoryKeeps(language: String, text: String) {
        let screen = Screen(language: language, elements: [NavigatorFixtures.row(0, "one", label: "One")])
        var navigator = Navigator(screen: screen, columns: 40)
        for i in 0..<250 { navigator.apply(.announcement("news \(i)"), now: clock.now) }
        #expect(navigator.announcements.pending.count == navigator.announcements.historyLimit)
        #expect(navigator.status.message == "news 0")
        navigator.tick(now: clock.at(.seconds(4)))
        #expect(navigator.status.message == text)
        navigator.tick(now: clock.at(.seconds(8)))
        #expect(navigator.status.message == "news 202")
    }
}
