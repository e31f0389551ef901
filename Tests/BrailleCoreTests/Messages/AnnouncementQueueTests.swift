import Testing
import BrailleCore

@Suite struct AnnouncementQueueTests {
    @Test func aMessageShowsForFourSecondsByDefault() {
        var queue = AnnouncementQueue()
        queue.post("Saved", at: .seconds(10))
        #expect(queue.current(at: .seconds(10))?.text == "Saved")
        #expect(queue.current(at: .milliseconds(13_999))?.text == "Saved")
        #expect(queue.currentEndsAt == .seconds(14))
        #expect(queue.current(at: .seconds(14)) == nil)
        #expect(queue.currentEndsAt == nil)
    }

    @Test func theDurationIsConfigurable() {
        var queue = AnnouncementQueue(displayDuration: .milliseconds(1500))
        queue.post("Saved", at: .zero)
        #expect(queue.isShowing(at: .seconds(1)))
        #expect(!queue.isShowing(at: .milliseconds(1500)))
    }

    @Test func messagesQueueOneAfterAnother() {
        var queue = AnnouncementQueue()
        queue.post("One", at: .zero)
        queue.post("Two", at: .seconds(1))
        queue.post("Three", at: .seconds(2))
        #expect(queue.current(at: .seconds(3))?.text == "One")
        #expect(queue.current(at: .seconds(4))?.text == "Two")
        #expect(queue.current(at: .seconds(11))?.text == "Three")
        #expect(queue.current(at: .seconds(12)) == nil)
    }

    @Test func aLateReaderSkipsMessagesWhoseTimeIsOver() {
        var queue = AnnouncementQueue()
        queue.post("One", at: .zero)
        queue.post("Two", at: .zero)
        #expect(queue.current(at: .seconds(5))?.text == "Two")
    }

    @Test func dismissingShowsTheNextMessageForItsFullTime() {
        var queue = AnnouncementQueue()
        queue.post("One", at: .zero)
        queue.post("Two", at: .zero)
        queue.dismissCurrent(at: .seconds(1))
        #expect(queue.current(at: .seconds(4))?.text == "Two")
        #expect(queue.current(at: .seconds(5)) == nil)
    }

    @Test func historyKeepsTheMostRecentMessages() {
        var queue = AnnouncementQueue(historyLimit: 3)
        for (i, text) in ["a", "b", "c", "d", "e"].enumerated() {
            queue.post(text, at: .seconds(i * 10))
        }
        #expect(queue.history.map(\.text) == ["c", "d", "e"])
        #expect(queue.history.map(\.postedAt) == [.seconds(20), .seconds(30), .seconds(40)])
    }
}
