/// One of a translation's maps between text positions and cells: a non-decreasing list of
/// offsets, read as `Int`s and stored in 32 bits each (half the memory of `[Int]`, which matters
/// for long texts: a 10 MB line has two maps of ten million entries).
///
/// Offsets are limited to `UInt32.max`, so a translated text may have at most 2³² − 1 scalars
/// and cells.
public struct PositionMap: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible {
    /// The offsets, as stored.
    var storage: [UInt32]

    /// A map holding the storage as it is (no copy).
    init(storage: [UInt32]) { self.storage = storage }

    /// A map of the given offsets; each must be in `0...UInt32.max`.
    public init(_ offsets: some Sequence<Int>) {
        storage = offsets.map { UInt32($0) }
    }

    public init(arrayLiteral offsets: Int...) { self.init(offsets) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    @inline(__always)
    public subscript(position: Int) -> Int { Int(storage[position]) }

    public var description: String { Array(self).description }
}
