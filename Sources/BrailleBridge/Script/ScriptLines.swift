/// A script's lines as a source of the bridge's loop: commands for the navigator and the
/// session (`next`, `route 3`, `wait 2`, `await-feed`, `quit`), read on a thread of their own
/// (``ScriptReader``) and carried out in order by the ``ScriptDriver``, waiting where the script
/// awaits the feed. The frames go to the driver's transcript; the display of a script is
/// ``ScriptDisplay``.
final class ScriptLines: Sendable {
    /// The script's items in order, the last one ``ScriptItem/end``.
    let items: AsyncStream<ScriptItem>

    /// Starts reading the script.
    /// - Throws: ``ScriptError`` when the file cannot be opened.
    init(_ source: SessionPlan.Script) throws(ScriptError) {
        let (items, continuation) = AsyncStream.makeStream(of: ScriptItem.self)
        self.items = items
        try ScriptReader.start(source) { item in
            continuation.yield(item)
            if item == .end { continuation.finish() }
        }
    }
}
