/// Key-to-write latencies measured inside the bridge: from the moment the display's reader
/// thread got a key to the moment the resulting write returned. Keeps the latest ``capacity``
/// samples, so a session of days holds a bounded amount of memory.
public struct LatencyRecorder: Sendable {
    /// The most samples kept.
    public static let capacity = 1024
    private var ring: [Duration] = []
    private var next = 0
    /// How many latencies were recorded in all.
    public private(set) var recorded = 0

    public init() {}

    public mutating func record(_ latency: Duration) {
        recorded += 1
        if ring.count < Self.capacity {
            ring.append(latency)
        } else {
            ring[next] = latency
            next = (next + 1) % Self.capacity
        }
    }

    /// The samples kept, oldest first.
    public var samples: [Duration] { Array(ring[next...] + ring[..<next]) }

    /// The median and the maximum, in milliseconds; `nil` without samples.
    public var summary: (median: Double, maximum: Double, count: Int)? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        return (sorted[sorted.count / 2].inMilliseconds, sorted.last!.inMilliseconds, sorted.count)
    }
}


/// One key's way through the bridge: from the reader thread to the loop (`queued`), the
/// navigator's work (`navigator`), and the display write (`write`).
public struct LatencySample: Sendable {
    public var queued: Duration
    public var navigator: Duration
    public var write: Duration
    public var total: Duration { queued + navigator + write }
}
