import Testing
@testable import BrailleBridge

/// Issue 10: the latencies of a long session take bounded memory.
@Suite struct LatencyRecorderTests {
    @Test func onlyTheLatestSamplesAreKeptInOrder() {
        var recorder = LatencyRecorder()
        let total = LatencyRecorder.capacity + 10
        for n in 0..<total { recorder.record(.milliseconds(n)) }
        #expect(recorder.recorded == total)
        #expect(recorder.samples.count == LatencyRecorder.capacity)
        #expect(recorder.samples.first == .milliseconds(10))
        #expect(recorder.samples.last == .milliseconds(total - 1))
        #expect(recorder.summary?.count == LatencyRecorder.capacity)
    }
}
