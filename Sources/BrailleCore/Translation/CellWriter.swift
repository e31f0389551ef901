/// Accumulates cells and both position maps while a text is translated, in raw buffers (no
/// per-cell uniqueness checks): it starts in the caller's scratch buffers and moves to the heap,
/// doubling, when they are full. `finish()` copies the result into the translation's arrays.
struct CellWriter: ~Copyable {
    private let pool: UnsafePointer<UInt8>
    private var cells: UnsafeMutablePointer<UInt8>
    private var owners: UnsafeMutablePointer<Int>
    private var ownsBuffers = false
    private var count = 0
    private var capacity: Int
    private let firstCell: UnsafeMutablePointer<Int>
    private let inputCount: Int

    init(pool: UnsafePointer<UInt8>, cells: UnsafeMutableBufferPointer<UInt8>, owners: UnsafeMutableBufferPointer<Int>,
         firstCell: UnsafeMutablePointer<Int>, inputCount: Int) {
        self.pool = pool
        self.cells = cells.baseAddress!
        self.owners = owners.baseAddress!
        capacity = min(cells.count, owners.count)
        self.firstCell = firstCell
        self.inputCount = inputCount
    }

    deinit {
        if ownsBuffers {
            cells.deallocate()
            owners.deallocate()
        }
    }

    /// Records that scalar `input` starts at the next cell.
    @inline(__always) mutating func startInput(_ input: Int) {
        firstCell[input] = count
    }

    /// Records that scalar `input` was translated together with scalar `owner`.
    @inline(__always) mutating func alias(_ input: Int, to owner: Int) {
        firstCell[input] = firstCell[owner]
    }

    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newCells = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newCells.initialize(from: cells, count: count)
        let newOwners = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
        newOwners.initialize(from: owners, count: count)
        if ownsBuffers {
            cells.deallocate()
            owners.deallocate()
        }
        cells = newCells
        owners = newOwners
        ownsBuffers = true
        capacity = newCapacity
    }

    @inline(__always) mutating func emit(_ ref: CellRef, for input: Int) {
        let c = ref.count
        if count &+ c > capacity { grow(to: count &+ c) }
        let source = pool + ref.start
        for j in 0..<c {
            cells[count &+ j] = source[j]
            owners[count &+ j] = input
        }
        count &+= c
    }

    /// The translation; a scalar whose start is past the last cell (it produced none) maps to the last cell.
    consuming func finish() -> Translation {
        if count > 0 {
            let last = count - 1
            var k = inputCount - 1
            while k >= 0, firstCell[k] > last {
                firstCell[k] = last
                k -= 1
            }
        }
        return Translation(cells: Array(UnsafeBufferPointer(start: cells, count: count)),
                           inputOffsetForCell: Array(UnsafeBufferPointer(start: owners, count: count)),
                           cellOffsetForInput: Array(UnsafeBufferPointer(start: firstCell, count: inputCount)))
    }
}
