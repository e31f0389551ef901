import BrailleCore

/// The virtual display driven by a script: its lines come as events (read on a thread of their
/// own), its frames go to the loop's transcript at the script's points, so `write` keeps nothing.
final class ScriptDisplay: BrailleDisplay {
    let events: AsyncStream<DisplayEvent>
    private let continuation: AsyncStream<DisplayEvent>.Continuation

    /// Starts reading the script; the display is ready with `columns` cells at once.
    /// - Throws: ``ScriptError`` when the file cannot be opened.
    init(source: LivePlan.ScriptSource, columns: Int, rows: Int = 1) throws(ScriptError) {
        let (events, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
        self.events = events
        self.continuation = continuation
        continuation.yield(.ready(columns: columns, rows: rows))
        try ScriptReader.start(source) { continuation.yield(.script($0)) }
    }

    func write(_ cells: [UInt8]) {}

    func close() { continuation.finish() }
}
