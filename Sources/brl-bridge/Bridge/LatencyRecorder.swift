/// Key-to-write latencies measured inside the bridge: from the moment the display's reader
/// thread got a key to the moment the resulting write returned.
public struct LatencyRecorder: Sendable {
    public private(set) var samples: [Duration] = []

    public init() {}

    public mutating func record(_ latency: Duration) { samples.append(latency) }

    /// The median and the maximum, in milliseconds; `nil` without samples.
    public var summary: (median: Double, maximum: Double, count: Int)? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        return (milliseconds(sorted[sorted.count / 2]), milliseconds(sorted.last!), sorted.count)
    }
}

/// `duration` in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// One key's way through the bridge: from the reader thread to the loop (`queued`), the
/// navigator's work (`navigator`), and the display write (`write`).
public struct LatencySample: Sendable {
    public var queued: Duration
    public var navigator: Duration
    public var write: Duration
    public var total: Duration { queued + navigator + write }
}
