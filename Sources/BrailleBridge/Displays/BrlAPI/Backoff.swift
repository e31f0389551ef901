/// Retry delays that double from `initial` up to `cap`: 250 ms, 500 ms, 1 s, 2 s, 4 s, 5 s, 5 s…
struct Backoff: Sendable, Equatable {
    let initial: Duration
    let cap: Duration
    private var current: Duration

    init(initial: Duration = .milliseconds(250), cap: Duration = .seconds(5)) {
        precondition(initial > .zero && cap >= initial, "Backoff needs 0 < initial <= cap")
        self.initial = initial
        self.cap = cap
        self.current = initial
    }

    /// The delay before the next attempt; each call doubles the following one, up to `cap`.
    mutating func next() -> Duration {
        let delay = current
        current = min(current * 2, cap)
        return delay
    }

    /// Starts again from `initial` (after a successful connection).
    mutating func reset() { current = initial }
}
