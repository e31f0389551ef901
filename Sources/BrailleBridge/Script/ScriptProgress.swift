/// Where a script is: the lines read and not yet carried out, and its waits for the source's
/// events (`await-feed N`), which count every event from the start, so that an event that
/// arrives before the script gets to its `await-feed` is not waited for twice.
struct ScriptProgress {
    /// Lines read and not yet carried out (the driver carries them out up to a wait).
    var pending: [ScriptItem] = []
    /// The wait in progress: the count of events it waits for, and its generation (a timeout of
    /// an older wait is ignored).
    var awaiting: (target: Int, generation: Int)?
    /// The `await-text` in progress: the text, and its generation (as ``awaiting``).
    var awaitingText: (text: String, generation: Int)?
    /// Whether the script waits now (for events or for a text).
    var isWaiting: Bool { awaiting != nil || awaitingText != nil }
    var generation = 0
    /// The source's events so far, and how many of them earlier waits took.
    var events = 0
    var eventsAwaited = 0
    /// The source ended: no wait can be met any more.
    var sourceClosed = false
    /// A line was not a command (the exit status says so).
    var hadErrors = false
    /// The script ended (`quit`, or its last line): no line runs any more.
    var ended = false
}
