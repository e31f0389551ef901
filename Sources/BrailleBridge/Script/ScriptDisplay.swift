import BrailleCore

/// The virtual display of a script: ready at once with its size, no keys (the script's lines
/// come from a ``ScriptLines``), and nothing to draw: the ``ScriptDriver`` records the frames
/// in the script's transcript.
final class ScriptDisplay: BrailleDisplay {
    let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation

    init(columns: Int, rows: Int = 1) {
        let (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
        self.events = events
        self.continuation = continuation
        continuation.yield(.ready(columns: columns, rows: rows))
    }

    /// A script's commands, by their names in scripts.
    var keys: [DisplayKey] { ScriptCommands.keys }

    /// Nothing to draw: the script's driver records the frames in its transcript.
    func show(_ frame: DisplayFrame) {}

    func close() { continuation.finish() }
}
