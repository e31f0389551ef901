/// A run of cells in a compiled table's cell pool, packed into 32 bits: start << 8 | count.
///
/// Count 0 means "none" (an indicator the table does not declare). At most 255 cells a run and
/// 16 M cells in a pool.
struct CellRef: Hashable, Sendable {
    var raw: UInt32

    static let none = CellRef(raw: 0)

    init(raw: UInt32) { self.raw = raw }

    init(start: Int, count: Int) {
        raw = UInt32(start) << 8 | UInt32(count)
    }

    @inline(__always) var start: Int { Int(raw >> 8) }
    @inline(__always) var count: Int { Int(raw & 0xFF) }
    @inline(__always) var isNone: Bool { raw & 0xFF == 0 }
}
