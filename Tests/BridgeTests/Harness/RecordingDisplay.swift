import BrailleCore
import Synchronization
@testable import BrailleBridge

/// A display for tests: records every frame shown and the cells a braille display would write
/// (``ChangedCells``), and lets the test send events.
final class RecordingDisplay: BrailleDisplay {
    let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation
    private let shown = Mutex<(frames: [DisplayFrame], writes: [[UInt8]], cells: ChangedCells)>(([], [], ChangedCells()))

    init() {
        (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
    }

    /// Every write, in order.
    var writes: [[UInt8]] { shown.withLock { $0.writes } }

    /// Every frame shown, in order.
    var frames: [DisplayFrame] { shown.withLock { $0.frames } }

    /// Delivers `event` as if the display had reported it.
    func send(_ event: DisplayEvent) { continuation.yield(event) }

    /// BRLTTY's default keys, as a BRLTTY display has them.
    var keys: [DisplayKey] { KeyBindings.default.displayKeys }

    func show(_ frame: DisplayFrame) {
        shown.withLock { state in
            state.frames.append(frame)
            if let cells = state.cells.toWrite(frame) { state.writes.append(cells) }
        }
    }

    func close() { continuation.finish() }
}
