extension Duration {
    /// The duration in seconds, as a `Double` (for sleeps, deadlines and printed figures).
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds, as a `Double`.
    public var inMilliseconds: Double { inSeconds * 1000 }
}
