/// Accumulates cells and both position maps while a text is translated, in raw buffers (no
/// per-cell uniqueness checks): cells and their owners start in the caller's scratch buffers and
/// move to the heap, doubling, when they are full; each scalar's first cell is written in place
/// into the array that becomes ``Translation/cellOffsetForInput``. `finish` copies cells and owners
/// into the translation's arrays.
struct CellWriter: ~Copyable {
    private let pool: UnsafePointer<UInt8>
    private var cells: UnsafeMutablePointer<UInt8>
    private var owners: UnsafeMutablePointer<UInt32>
    private var ownsBuffers = false
    private var count = 0
    private var capacity: Int
    private var firstCell: UnsafeMutablePointer<UInt32>?
    private var inputCount = 0

    init(pool: UnsafePointer<UInt8>, cells: UnsafeMutableBufferPointer<UInt8>, owners: UnsafeMutableBufferPointer<UInt32>) {
        self.pool = pool
        self.cells = cells.baseAddress!
        self.owners = owners.baseAddress!
        capacity = min(cells.count, owners.count)
    }

    deinit {
        if ownsBuffers {
            cells.deallocate()
            owners.deallocate()
        }
    }

    /// Starts writing the cells of `inputCount` scalars, their first cells to `firstCell`.
    mutating func start(firstCell: UnsafeMutablePointer<UInt32>, inputCount: Int) {
        self.firstCell = firstCell
        self.inputCount = inputCount
    }

    /// Records that scalar `input` starts at the next cell.
    @inline(__always) mutating func startInput(_ input: Int) {
        firstCell.unsafelyUnwrapped[input] = UInt32(truncatingIfNeeded: count)
    }

    /// Records that scalar `input` was translated together with scalar `owner`.
    @inline(__always) mutating func alias(_ input: Int, to owner: Int) {
        let firstCell = firstCell.unsafelyUnwrapped
        firstCell[input] = firstCell[owner]
    }

    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newCells = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newCells.initialize(from: cells, count: count)
        let newOwners = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
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
        let owner = UInt32(truncatingIfNeeded: input)
        for j in 0..<c {
            cells[count &+ j] = source[j]
            owners[count &+ j] = owner
        }
        count &+= c
    }

    /// The number of cells written so far.
    var cellCount: Int { count }

    /// Whether a cell written at index `start` or later has dot 1 or dot 4 (an upper sign).
    func hasUpperDot(from start: Int) -> Bool {
        var k = start
        while k < count {
            if cells[k] & 0x09 != 0 { return true }
            k += 1
        }
        return false
    }

    /// Maps each scalar whose start is past the last cell (it produced none) to the last cell.
    mutating func mapInputsWithoutCells() {
        guard count > 0, let firstCell else { return }
        let last = UInt32(truncatingIfNeeded: count - 1)
        var k = inputCount - 1
        while k >= 0, firstCell[k] > last {
            firstCell[k] = last
            k -= 1
        }
    }

    /// The translation, with the map from scalars to cells that `start` wrote.
    consuming func finish(cellOffsetForInput: [UInt32]) -> Translation {
        precondition(count <= Int(UInt32.max), "a translation is limited to 2³² − 1 cells")
        let cellArray = Array(UnsafeBufferPointer(start: cells, count: count))
        let ownerArray = Array(UnsafeBufferPointer(start: owners, count: count))
        return Translation(cells: cellArray, inputOffsetForCell: PositionMap(storage: ownerArray),
                           cellOffsetForInput: PositionMap(storage: cellOffsetForInput))
    }
}
