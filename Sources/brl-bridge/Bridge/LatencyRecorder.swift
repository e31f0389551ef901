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
