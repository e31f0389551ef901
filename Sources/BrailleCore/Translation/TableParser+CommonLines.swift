/// The three shapes of line that make up nearly all of a large Chinese table, read in one pass
/// from the line's first byte to its newline: no search for the line's end, no operand ranges, no
/// `Line`.
///
/// - `char 丁 1245 2346 3`: one three- or four-byte character, then cells;
/// - `seq 銀行 1456 2 | 1235 1346 2`: three- and four-byte characters, then cells, grouped per
///   character or not;
/// - `weight 表單 1577`: three- and four-byte characters, then a frequency from 1 to 4294967295.
///
/// The opcode starts the line, one space separates the operands and the cells, each cell is dot
/// digits (each dot once) and the line ends right after the last digit. Any other line (leading
/// blanks, two blanks, a tab, a carriage return, a comment, hyphens, the blank cell `0`, anything
/// the general path would reject) is left to the general path, which then reads it from its start:
/// a line is read here only when the general path would do exactly the same with it, so errors
/// are the general path's.
///
/// The bytes are a `TableBytes`: a newline follows the last line, and loops stop at a newline
/// without checking for the end of the file.
extension TableParser {
    /// The most scalars of a common line's word, and cells of its dots.
    private static let commonWordLimit = 64
    private static let commonCellLimit = 255

    /// Reads the line at `p` if it is a common line and returns the offset after its newline; nil,
    /// with nothing done, for any other line.
    @inline(__always)
    mutating func commonLine(_ base: UnsafePointer<UInt8>, at p: Int) -> Int? {
        let word = TableBytes.word(base, at: p)
        // The most common first.
        if word == TableParser.weigWord, base[p &+ 4] == UInt8(ascii: "h"), base[p &+ 5] == UInt8(ascii: "t"), base[p &+ 6] == 0x20 {
            return weightLine(base, at: p &+ 7)
        }
        if word == TableParser.charWord, base[p &+ 4] == 0x20 { return charLine(base, at: p &+ 5) }
        if word & 0xFF_FFFF == TableParser.seqWord, base[p &+ 3] == 0x20 { return seqLine(base, at: p &+ 4) }
        return nil
    }

    /// `char 丁 1245 2346 3` from the character at `p`.
    private mutating func charLine(_ base: UnsafePointer<UInt8>, at p: Int) -> Int? {
        guard let (scalar, length) = TableParser.wideScalar(base, at: p), base[p &+ length] == 0x20,
              let (cells, _, next) = commonCells(base, at: p &+ length &+ 1, groupsFor: 0) else { return nil }
        builder.define(scalar, as: .sign, cells: cells)
        return next
    }

    /// `seq 銀行 1456 2 | 1235 1346 2` from the word at `p`.
    private mutating func seqLine(_ base: UnsafePointer<UInt8>, at p: Int) -> Int? {
        guard let (scalars, end) = commonWord(base, at: p),
              let (cells, groups, next) = commonCells(base, at: end &+ 1, groupsFor: scalars.count) else { return nil }
        builder.addSequence(scalars, cells: cells, wholeWord: false, groups: groups)
        return next
    }

    /// `weight 表單 1577` from the word at `p`.
    private mutating func weightLine(_ base: UnsafePointer<UInt8>, at p: Int) -> Int? {
        guard let (scalars, end) = commonWord(base, at: p) else { return nil }
        let first = end &+ 1
        var k = first
        var digit = base[k] &- UInt8(ascii: "0")
        guard digit &- 1 < 9 else { return nil } // no leading zero
        var value: UInt64 = 0
        repeat {
            guard k &- first < 10 else { return nil }
            value = value &* 10 &+ UInt64(digit)
            k &+= 1
            digit = base[k] &- UInt8(ascii: "0")
        } while digit < 10
        guard base[k] == 0x0A, value <= UInt64(UInt32.max) else { return nil }
        builder.addWeight(scalars, UInt32(truncatingIfNeeded: value))
        return k &+ 1
    }

    /// The three- and four-byte characters from `p` up to a space, into `scalarScratch`, and where
    /// the space is; nil when there is none of them or anything else comes before a space.
    @inline(__always)
    private func commonWord(_ base: UnsafePointer<UInt8>, at p: Int) -> (scalars: UnsafeBufferPointer<UInt32>, end: Int)? {
        let out = scalarScratch.reserve(TableParser.commonWordLimit)
        var n = 0
        var k = p
        while base[k] != 0x20 {
            guard n < TableParser.commonWordLimit, let (value, length) = TableParser.wideScalar(base, at: k) else { return nil }
            out[n] = value
            n &+= 1
            k &+= length
        }
        guard n > 0 else { return nil }
        return (UnsafeBufferPointer(start: out, count: n), k)
    }

    /// The well-formed three- or four-byte UTF-8 scalar at `p` (read as one four-byte word) and its
    /// length; nil for anything else (which the general decoder then reads and reports).
    @inline(__always)
    private static func wideScalar(_ base: UnsafePointer<UInt8>, at p: Int) -> (value: UInt32, length: Int)? {
        let w = TableBytes.word(base, at: p)
        if w & 0xC0_C0F0 == 0x80_80E0 {
            let value = (w & 0x0F) << 12 | (w >> 2 & 0xFC0) | (w >> 16 & 0x3F)
            guard value >= 0x800, value & 0xF800 != 0xD800 else { return nil }
            return (value, 3)
        }
        if w & 0xC0C0_C0F8 == 0x8080_80F0 {
            let value = (w & 0x07) << 18 | (w << 4 & 0x3_F000) | (w >> 10 & 0xFC0) | (w >> 24 & 0x3F)
            guard value >= 0x1_0000, value <= 0x10_FFFF else { return nil }
            return (value, 4)
        }
        return nil
    }

    /// Cells of dot digits separated by single spaces from `p` to the newline, into the pool; with
    /// `scalarCount` > 0 (a `seq`), optionally grouped per scalar by ` | `, exactly one non-empty
    /// group per scalar. Returns the cells, the groups (none without `|`) and the offset after the
    /// newline; nil, with nothing stored, for anything else.
    @inline(__always)
    private func commonCells(_ base: UnsafePointer<UInt8>, at p: Int, groupsFor scalarCount: Int)
        -> (cells: CellRef, groups: CellRef, next: Int)? {
        let pool = builder.pool
        let cellStart = pool.count
        guard cellStart < 1 << 24 &- TableParser.commonCellLimit else { return nil }
        let out = pool.reserve(TableParser.commonCellLimit)
        let groupPool = builder.groupPool
        let groupOut = groupPool.reserve(scalarCount)
        var groupCount = 0
        var groupFirst = 0
        var n = 0
        var k = p
        while true {
            var dot = base[k] &- UInt8(ascii: "1")
            guard dot < 8, n < TableParser.commonCellLimit else { return nil }
            // The dots' bits, and their sum: the same when no dot is given twice.
            var bits: UInt32 = 0
            var sum: UInt32 = 0
            repeat {
                let bit = UInt32(1) &<< UInt32(dot)
                bits |= bit
                sum &+= bit
                k &+= 1
                dot = base[k] &- UInt8(ascii: "1")
            } while dot < 8
            guard sum == bits else { return nil }
            out[n] = UInt8(truncatingIfNeeded: bits)
            n &+= 1
            let b = base[k]
            if b == 0x0A { break }
            guard b == 0x20 else { return nil }
            k &+= 1
            if base[k] == UInt8(ascii: "|"), scalarCount > 0 {
                // The end of a group: not past the last scalar's; a space and a digit follow.
                guard base[k &+ 1] == 0x20, groupCount < scalarCount &- 1 else { return nil }
                groupOut[groupCount] = UInt8(truncatingIfNeeded: n &- groupFirst)
                groupCount &+= 1
                groupFirst = n
                k &+= 2
            }
        }
        var groups = CellRef.none
        if groupCount > 0 {
            // The last group, which the line's end closes, is the last scalar's.
            guard groupCount == scalarCount &- 1 else { return nil }
            groupOut[groupCount] = UInt8(truncatingIfNeeded: n &- groupFirst)
            groups = CellRef(start: groupPool.count, count: scalarCount)
            groupPool.count &+= scalarCount
        }
        pool.count &+= n
        return (CellRef(start: cellStart, count: n), groups, k &+ 1)
    }
}
