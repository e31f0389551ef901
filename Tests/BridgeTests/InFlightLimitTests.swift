import Synchronization
import Testing
@testable import BrailleBridge

/// Issue 26, item 3: keys never wait behind a burst of the source's events in the loop.
@Suite(.timeLimit(.minutes(1))) struct InFlightLimitTests {
    @Test func aProducerHandsOverAtMostTheLimitUntilTheLoopHandlesOne() async throws {
        let limit = InFlightLimit(limit: 3)
        let handedOver = Atomic<Int>(0)
        let producer = Task {
            for _ in 0..<10 {
                await limit.acquire()
                handedOver.add(1, ordering: .relaxed)
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        let first = handedOver.load(ordering: .relaxed)
        #expect(first == 3)
        limit.release()
        limit.release()
        try await Task.sleep(for: .milliseconds(100))
        let second = handedOver.load(ordering: .relaxed)
        #expect(second == 5)
        // Three in flight: each one the loop handles lets one more through.
        for _ in 0..<5 {
            limit.release()
            try await Task.sleep(for: .milliseconds(20))
        }
        await producer.value
        let all = handedOver.load(ordering: .relaxed)
        #expect(all == 10)
    }
}
