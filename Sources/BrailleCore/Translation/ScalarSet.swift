/// A small set of Unicode scalars, asked at almost every letter of a translation: ASCII members
/// answer from a 128-bit mask, the few others from a sorted array, with no hashing.
struct ScalarSet: Sendable, Hashable, Sequence {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var others: [UInt32] = []

    init() {}

    init<S: Sequence>(_ scalars: S) where S.Element == UInt32 {
        for scalar in scalars { insert(scalar) }
    }

    var isEmpty: Bool { low == 0 && high == 0 && others.isEmpty }

    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return low & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return high & (1 << UInt64(scalar - 64)) != 0 }
        return !others.isEmpty && others.contains(scalar)
    }

    mutating func insert(_ scalar: UInt32) {
        if scalar < 64 {
            low |= 1 << UInt64(scalar)
        } else if scalar < 128 {
            high |= 1 << UInt64(scalar - 64)
        } else if !others.contains(scalar) {
            others.append(scalar)
            others.sort()
        }
    }

    func makeIterator() -> IndexingIterator<[UInt32]> {
        var all: [UInt32] = []
        for k in 0..<128 where contains(UInt32(k)) { all.append(UInt32(k)) }
        return (all + others).makeIterator()
    }
}
