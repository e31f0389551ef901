import BrailleCore
import Foundation
import Synchronization
import Testing
@testable import BrailleBridge

/// Issue 26, item 4: what the feed decoded waits in a bounded queue; a newer value of an element
/// replaces one still waiting; the app hears when it is too fast.
@Suite(.timeLimit(.minutes(1))) struct FeedQueueTests {
    static func value(_ identifier: String, _ text: String, line: Int) -> SourceInput {
        .event(.elementChanged(identifier: identifier, ElementChange(value: text)), line: line)
    }

    /// Everything `queue` hands out until it finishes.
    static func drain(_ queue: FeedQueue) async -> [SourceInput] {
        var items: [SourceInput] = []
        for await item in queue.inputs { items.append(item) }
        return items
    }

    @Test func whenTheQueueIsFullANewerValueOfTheSameElementReplacesTheWaitingOne() async {
        let queue = FeedQueue(limits: .init(items: 2, bytes: 100))
        queue.push(Self.value("clock", "1", line: 1), bytes: 10)
        queue.push(Self.value("other", "a", line: 2), bytes: 10)
        queue.push(Self.value("clock", "2", line: 3), bytes: 10)
        queue.push(Self.value("clock", "3", line: 4), bytes: 10)
        queue.finish()
        let items = await Self.drain(queue)
        #expect(items.map(String.init(describing:)) == [
            "superseded(count: 2)",
            String(describing: Self.value("clock", "3", line: 4)),
            String(describing: Self.value("other", "a", line: 2)),
        ])
    }

    @Test(arguments: [
        ScreenEvent.focus(identifier: "clock"),
        .caretMoved(identifier: "clock", offset: 0),
        .elementChanged(identifier: "clock", ElementChange(traits: [.button])),
        .elementRemoved(identifier: "elsewhere"),
        .layoutChanged(elements: nil, focus: nil),
    ])
    func anEventNamingTheElementOrChangingTheLayoutIsNotPassed(between: ScreenEvent) async {
        // Full at the third line: it would replace the first if nothing stood between them.
        let queue = FeedQueue(limits: .init(items: 2, bytes: 100))
        let reader = Thread {
            queue.push(Self.value("clock", "1", line: 1), bytes: 10)
            queue.push(.event(between, line: 2), bytes: 10)
            queue.push(Self.value("clock", "2", line: 3), bytes: 10)
            queue.finish()
        }
        reader.start()
        #expect(await Self.drain(queue).count == 3)
    }

    @Test func belowTheLimitsEveryValueIsKept() async {
        let queue = FeedQueue()
        for i in 0..<3 { queue.push(Self.value("clock", "\(i)", line: i + 1), bytes: 10) }
        queue.finish()
        #expect(await Self.drain(queue).count == 3)
    }

    @Test func aValueAlreadyTakenIsNotReplaced() async {
        let queue = FeedQueue(limits: .init(items: 1, bytes: 100))
        queue.push(Self.value("clock", "1", line: 1), bytes: 10)
        let first = await queue.take()
        queue.push(Self.value("clock", "2", line: 2), bytes: 10)
        queue.finish()
        let rest = await Self.drain(queue)
        #expect(first.map(String.init(describing:)) == String(describing: Self.value("clock", "1", line: 1)))
        #expect(rest.map(String.init(describing:)) == [String(describing: Self.value("clock", "2", line: 2))])
    }

    @Test func theReaderWaitsWhenTheItemsOrBytesAreAtTheirLimitAndTheAppIsTold() async throws {
        let throttles = Mutex<[FeedQueue.Throttle]>([])
        let queue = FeedQueue(limits: .init(items: 4, bytes: 100)) { throttle in throttles.withLock { $0.append(throttle) } }
        let pushed = Atomic<Int>(0)
        let reader = Thread {
            for i in 0..<10 {
                queue.push(.event(.announcement("news \(i)"), line: i + 1), bytes: 10)
                pushed.add(1, ordering: .relaxed)
            }
            queue.finish()
        }
        reader.start()
        let deadline = ContinuousClock.now + .seconds(5)
        while throttles.withLock(\.isEmpty), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        let pushedBeforeTaking = pushed.load(ordering: .relaxed)
        #expect(pushedBeforeTaking == 4, "four wait; the fifth push blocks the reader")
        #expect(queue.count == 4)
        #expect(throttles.withLock { $0 } == [.init(slowingDown: true, superseded: 0)])
        let items = await Self.drain(queue)
        #expect(items.count == 10, "nothing lost: the reader went on as the loop took")
        #expect(throttles.withLock { $0.first } == .init(slowingDown: true, superseded: 0))
        #expect(throttles.withLock { $0.contains(.init(slowingDown: false, superseded: 0)) }, "the app is told to go on")

        let bytes = FeedQueue(limits: .init(items: 100, bytes: 100))
        let big = Thread {
            for i in 0..<3 { bytes.push(.event(.announcement("big \(i)"), line: i + 1), bytes: 60) }
            bytes.finish()
        }
        big.start()
        try await Task.sleep(for: .milliseconds(200))
        #expect(bytes.count == 1, "60 + 60 bytes are over 100: the second waits")
        #expect(await Self.drain(bytes).count == 3)
    }

    @Test func oneLineOverTheByteLimitPassesWhenNothingWaits() async {
        let queue = FeedQueue(limits: .init(items: 10, bytes: 100))
        queue.push(.event(.announcement("huge"), line: 1), bytes: 16 << 20)
        queue.finish()
        #expect(await Self.drain(queue).count == 1)
    }

    @Test func closingWakesAReaderThatWaits() async throws {
        let queue = FeedQueue(limits: .init(items: 1, bytes: 100))
        let done = Atomic<Bool>(false)
        let reader = Thread {
            for i in 0..<3 { queue.push(.event(.announcement("\(i)"), line: i + 1), bytes: 1) }
            done.store(true, ordering: .relaxed)
        }
        reader.start()
        try await Task.sleep(for: .milliseconds(100))
        let early = done.load(ordering: .relaxed)
        #expect(!early)
        queue.close()
        let deadline = ContinuousClock.now + .seconds(5)
        while !done.load(ordering: .relaxed), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        let woken = done.load(ordering: .relaxed)
        #expect(woken)
        let next = await queue.take()
        #expect(next == nil)
    }
}
