/// A growable array of a plain value type in memory the table builder owns: appends and writes are
/// plain stores, without the uniqueness check and bounds logic of `Array`, which matter when a
/// table has tens of thousands of statements. `array` copies the elements out once, at the end.
///
/// The elements are `BitwiseCopyable` (bytes, scalars, `CellRef`s), so the memory needs no
/// deinitialisation.
final class BuildBuffer<Element: BitwiseCopyable> {
    /// The first element; valid until the next `reserve` or `append`, which may move the storage.
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    /// The number of elements in use.
    var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` elements after the first `count` and returns where the first of them
    /// goes. They count only once the caller raises `count`.
    @inline(__always)
    func reserve(_ extra: Int) -> UnsafeMutablePointer<Element> {
        if capacity &- count < extra { grow(to: count + extra) }
        return base + count
    }

    /// Appends one element.
    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Appends `count` copies of `element` (usually one: then without a call to `memset`).
    @inline(__always)
    func append(_ element: Element, count: Int) {
        if count == 1 { return append(element) }
        let out = reserve(count)
        for k in 0..<count { (out + k).initialize(to: element) }
        self.count &+= count
    }

    /// The elements in use.
    @inline(__always)
    var elements: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// The elements in use, copied into an array.
    var array: [Element] { Array(elements) }

    /// Moves the elements to a block at least twice as large and at least `minimum` long.
    @inline(never)
    private func grow(to minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

extension BuildBuffer where Element == CellRef {
    /// A buffer holding one `CellRef.none`: per-node data of a trie that has only its root.
    static var root: BuildBuffer<CellRef> {
        let buffer = BuildBuffer<CellRef>()
        buffer.append(.none)
        return buffer
    }
}
