/// A sequence of up to 15 cells packed into two words with its length: the reverse maps' key,
/// built from a slice of the input without allocating.
struct CellKey: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The number of cells.
    var count: Int { Int(high >> 56) }

    /// The most cells a key holds; longer sequences are not read back.
    static let capacity = 15

    /// The key of `cells[start..<start + count]` (`count` at most ``capacity``).
    @inline(__always) init(_ cells: [UInt8], _ start: Int, _ count: Int) {
        for k in 0..<count {
            let cell = UInt64(cells[start + k])
            if k < 8 { low |= cell << (8 * UInt64(k)) } else { high |= cell << (8 * UInt64(k - 8)) }
        }
        high |= UInt64(count) << 56
    }
}
