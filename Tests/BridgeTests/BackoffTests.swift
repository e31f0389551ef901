import Testing
@testable import BrailleBridge

@Suite struct BackoffTests {
    @Test func doublesFrom250MillisecondsUpToFiveSeconds() {
        var backoff = Backoff()
        let delays = (0..<8).map { _ in backoff.next() }
        #expect(delays == [.milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2),
                           .seconds(4), .seconds(5), .seconds(5), .seconds(5)])
    }

    @Test func resetStartsAgainFromTheInitialDelay() {
        var backoff = Backoff()
        _ = backoff.next()
        _ = backoff.next()
        backoff.reset()
        #expect(backoff.next() == .milliseconds(250))
    }
}
