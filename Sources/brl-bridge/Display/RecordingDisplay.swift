import BrailleCore
import Synchronization

/// A display for tests: records every write and lets the test send events.
public final class RecordingDisplay: BrailleDisplay {
    public let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation
    private let written = Mutex<[[UInt8]]>([])

    public init() {
        (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
    }

    /// Every write, in order.
    public var writes: [[UInt8]] { written.withLock { $0 } }

    /// Delivers `event` as if the display had reported it.
    public func send(_ event: DisplayEvent) { continuation.yield(event) }

    public func write(_ cells: [UInt8]) { written.withLock { $0.append(cells) } }

    public func close() { continuation.finish() }
}
