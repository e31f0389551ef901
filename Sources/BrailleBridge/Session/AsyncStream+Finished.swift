extension AsyncStream {
    /// A stream that has already ended: the input of a session that has no such input (no
    /// source, no script).
    static var finished: AsyncStream {
        AsyncStream { $0.finish() }
    }
}
