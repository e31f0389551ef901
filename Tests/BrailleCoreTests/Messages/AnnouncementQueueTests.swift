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

    // Issue 26, item 5: an app that announces faster than anyone reads.

    @Test func atMostTheHistorysLimitOfMessagesWaitAndTheOldestWaitingAreCounted() {
        var queue = AnnouncementQueue(historyLimit: 5)
        for i in 0..<1_000 { queue.post("m\(i)", at: .milliseconds(i)) }
        #expect(queue.pending.count == 5)
        #expect(queue.pending.map(\.text) == ["m0", "996 more messages", "m997", "m998", "m999"])
        #expect(queue.pending[1].kind == .dropped(count: 996))
        #expect(queue.history.map(\.text) == ["m995", "m996", "m997", "m998", "m999"])
    }

    @Test func theCountShowsInItsTurnThenTheNewestMessages() {
        var queue = AnnouncementQueue(historyLimit: 4)
        for i in 0..<10 { queue.post("m\(i)", at: .zero) }
        #expect(queue.current(at: .seconds(4))?.text == "7 more messages")
        #expect(queue.current(at: .seconds(8))?.text == "m8")
        // Dropping starts again behind the count when it shows.
        for i in 10..<20 { queue.post("m\(i)", at: .seconds(8)) }
        #expect(queue.pending.map(\.text) == ["m8", "9 more messages", "m18", "m19"])
    }

    @Test func theCountIsInTheWordsGiven() {
        var queue = AnnouncementQueue(historyLimit: 3)
        for i in 0..<5 {
            queue.post("m\(i)", language: "de", at: .zero, droppedFormat: "{count} weitere Meldungen")
        }
        #expect(queue.pending.map(\.text) == ["m0", "3 weitere Meldungen", "m4"])
        #expect(queue.pending[1].language == "de")
    }

    @Test func aNewScreenKeepsTheCount() {
        var queue = AnnouncementQueue(historyLimit: 3)
        for i in 0..<5 { queue.post("m\(i)", at: .zero) }
        queue.dropScreenMessages(at: .zero)
        #expect(queue.pending.map(\.text) == ["m0", "3 more messages", "m4"])
    }
}
