import BrailleCore
import Synchronization
@testable import BrailleBridge

/// A display for tests: records every write and lets the test send events.
final class RecordingDisplay: BrailleDisplay {
    let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation
    private let written = Mutex<[[UInt8]]>([])

    init() {
        (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
    }

    /// Every write, in order.
    var writes: [[UInt8]] { written.withLock { $0 } }

    /// Delivers `event` as if the display had reported it.
    func send(_ event: DisplayEvent) { continuation.yield(event) }

    /// BRLTTY's default keys, as a BRLTTY display has them.
    var keys: [DisplayKey] { KeyBindings.default.displayKeys }

    func write(_ cells: [UInt8]) { written.withLock { $0.append(cells) } }

    func close() { continuation.finish() }
}
