import BrailleCore
import Synchronization

/// The virtual display of a script: ready at once with its size, no keys (the script's lines
/// come from a ``ScriptLines``); it keeps the frame it was shown last, which the script's
/// ``ScriptDriver`` records in the transcript.
final class ScriptDisplay: BrailleDisplay {
    let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation
    private let lastShown = Mutex<DisplayFrame?>(nil)

    init(columns: Int, rows: Int = 1) {
        let (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
        self.events = events
        self.continuation = continuation
        continuation.yield(.ready(columns: columns, rows: rows))
    }

    /// A script's commands, by their names in scripts.
    var keys: [DisplayKey] { ScriptCommands.keys }

    /// The frame the display was shown last; `nil` before the first.
    var shownFrame: DisplayFrame? { lastShown.withLock { $0 } }

    func show(_ frame: DisplayFrame) { lastShown.withLock { $0 = frame } }

    func close() { continuation.finish() }
}
