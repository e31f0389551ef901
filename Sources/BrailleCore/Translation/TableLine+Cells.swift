/// Reading dot patterns: one loop for every operand that holds cells, plain (`char € 4 15`) or
/// grouped per character with `|` (`seq 銀行 1456 2 | 1235 1346 2`).
extension Line {
    /// The cells written in the bytes `range`, appended to `pool`.
    ///
    /// A cell is `0` (blank) or dot numbers 1–8, run together (`125`) or joined by hyphens
    /// (`1-2-5`); cells are separated by spaces or tabs. With `groups` (`seq` and `word`), the cells
    /// may be grouped per character: groups separated by `|`, exactly one group of at least one
    /// cell for each of the string's `scalarCount` scalars, each group's cell count appended to
    /// `groups`. Without `groups`, `|` is an error like any other stray character.
    ///
    /// - Returns: the cells in `pool`, and the group counts in `groups` (`none` when the cells
    ///   are not grouped: then they all belong to the string's first character).
    func cells(in range: Range<Int>, into pool: BuildBuffer<UInt8>, groups: BuildBuffer<UInt8>? = nil,
               scalarCount: Int = 0) throws(TableError) -> (cells: CellRef, groups: CellRef) {
        // At most one cell per two bytes, plus one; at most one group per scalar.
        let cellStart = pool.count
        let cellOut = pool.reserve(range.count / 2 + 1)
        let groupStart = groups?.count ?? 0
        let groupOut = groups?.reserve(scalarCount)
        let (cellCount, groupCount) = try readCells(in: range, into: cellOut, groups: groupOut, scalarCount: scalarCount)
        pool.count &+= cellCount
        if cellCount > 255 || pool.count >= 1 << 24 { throw sizeError(cellCount, at: range.lowerBound) }
        guard let groups, groupCount > 0 else { return (CellRef(start: cellStart, count: cellCount), .none) }
        groups.count += groupCount
        return (CellRef(start: cellStart, count: cellCount), CellRef(start: groupStart, count: groupCount))
    }

    /// The error for a run of more than 255 cells, or for a pool past 16 million cells.
    @inline(never)
    private func sizeError(_ cellCount: Int, at offset: Int) -> TableError {
        error(at: offset, cellCount > 255 ? "more than 255 cells" : "the table has more than 16 million cells")
    }

    /// Operands `first` through `last` (default: to the end of the line) as cells, appended to `pool`.
    func dots(from first: Int, through last: Int? = nil, into pool: BuildBuffer<UInt8>) throws(TableError) -> CellRef {
        let last = last ?? tokens.count - 1
        guard first <= last else { throw error(at: end, "expected dots") }
        return try cells(in: tokens[first].lowerBound..<tokens[last].upperBound, into: pool).cells
    }

    /// The one dot-pattern loop: reads the bytes `range` as cells into `cells` and, when `groups`
    /// is given and the cells are grouped with `|`, each group's cell count into `groups` (room
    /// for `scalarCount`). Returns the number of cells and of groups (0 when there is no `|`).
    @inline(never)
    private func readCells(in range: Range<Int>, into cells: UnsafeMutablePointer<UInt8>,
                           groups: UnsafeMutablePointer<UInt8>?, scalarCount: Int) throws(TableError) -> (cells: Int, groups: Int) {
        // When a byte that is no dot digit follows the dots (the line end, a space), a run of
        // digits ends before `stop` by itself: the loop is compiled once without that check.
        let stop = range.upperBound
        if stop < bytes.count, bytes[stop] &- UInt8(ascii: "1") >= 8 {
            return try readCells(in: range, into: cells, groups: groups, scalarCount: scalarCount, fenced: true)
        }
        return try readCells(in: range, into: cells, groups: groups, scalarCount: scalarCount, fenced: false)
    }

    /// The body of `readCells`; `fenced`: the byte at the end of `range` exists and is no dot digit.
    ///
    /// A cell of dot digits (`1245`) ended by a space, a tab, a `|` or the end stays in this loop;
    /// a cell with anything else (hyphens, the blank cell `0`, errors) is read by `unusualCell`.
    @inline(__always)
    private func readCells(in range: Range<Int>, into cells: UnsafeMutablePointer<UInt8>, groups: UnsafeMutablePointer<UInt8>?,
                           scalarCount: Int, fenced: Bool) throws(TableError) -> (cells: Int, groups: Int) {
        let base = bytes.baseAddress!
        let bar = UInt8(ascii: "|")
        var group = GroupCursor(from: range.lowerBound)
        var n = 0
        var k = range.lowerBound
        let stop = range.upperBound
        let grouped = groups != nil
        while k < stop {
            var b = base[k]
            var dot = b &- UInt8(ascii: "1")
            if dot < 8 {
                // A cell of dot digits, each dot once.
                let cellStart = k
                var bits: UInt32 = 0
                repeat {
                    let bit = UInt32(1) &<< UInt32(dot)
                    if bits & bit != 0 { throw repeatedDot(at: k) }
                    bits |= bit
                    k &+= 1
                    if !fenced, k == stop { break }
                    b = base[k]
                    dot = b &- UInt8(ascii: "1")
                } while dot < 8
                var cell = UInt8(truncatingIfNeeded: bits)
                // `b` is the byte after the digits when there is one (always when `fenced`).
                if fenced || k < stop, b == 0x20 || b == 0x09 {
                    k &+= 1 // the separator, read here rather than by the next round (past `stop` ends the loop)
                } else if k < stop, b != bar || !grouped {
                    (cell, k) = try unusualCell(cell, at: k, cellStart: cellStart, stop: stop, grouped: grouped)
                }
                cells[n] = cell
                n &+= 1
            } else if b == 0x20 || b == 0x09 {
                k &+= 1
            } else if b == bar, let groups {
                try endGroup(&group, cellCount: n, at: k, into: groups, scalarCount: scalarCount)
                k &+= 1
            } else {
                // A cell that does not start with a dot digit: the blank cell `0`, or an error.
                let cell: UInt8
                (cell, k) = try unusualCell(0, at: k, cellStart: k, stop: stop, grouped: grouped)
                cells[n] = cell
                n &+= 1
            }
        }
        guard let groups, group.count > 0 else { return (n, 0) }
        // The end closes the last group; then every scalar must have had its group.
        try endGroup(&group, cellCount: n, at: stop, into: groups, scalarCount: scalarCount)
        if group.count != scalarCount { throw groupCountError(group.count, scalarCount: scalarCount, at: range.lowerBound) }
        return (n, group.count)
    }

    /// The error for `count` groups of cells for a string of `scalarCount` scalars.
    @inline(never)
    private func groupCountError(_ count: Int, scalarCount: Int, at offset: Int) -> TableError {
        error(at: offset, "\(count) group\(count == 1 ? "" : "s") of cells for the \(scalarCount) characters of '\(text(tokens[1]))': each character takes one group, separated by '|'")
    }

    /// The error for a dot given twice in one cell, at byte `k`.
    @inline(never)
    private func repeatedDot(at k: Int) -> TableError {
        error(at: k, "dot \(text(k..<k + 1)) is given twice")
    }

    /// The groups `readCells` has closed and where the current one starts.
    private struct GroupCursor {
        /// Groups closed so far.
        var count = 0
        /// The number of cells before the current group.
        var firstCell = 0
        /// The byte offset where the current group starts.
        var from: Int
    }

    /// Ends the current group at the `|` at byte `k` (or at the end of the dots, `k` = their end),
    /// after `cellCount` cells.
    @inline(__always)
    private func endGroup(_ group: inout GroupCursor, cellCount: Int, at k: Int, into groups: UnsafeMutablePointer<UInt8>,
                          scalarCount: Int) throws(TableError) {
        if cellCount == group.firstCell || group.count == scalarCount || cellCount - group.firstCell > 255 {
            throw groupError(group, cellCount: cellCount, scalarCount: scalarCount)
        }
        groups[group.count] = UInt8(cellCount - group.firstCell)
        group.count &+= 1
        group.firstCell = cellCount
        group.from = k &+ 1
    }

    /// Finishes a cell that has a byte other than a dot digit at `k` (its digits so far in
    /// `cell`, from `cellStart`): hyphens between dots, `0` alone (the blank cell), or an error.
    /// Returns the cell and the offset of the space, tab, `|` (when `grouped`) or end after it.
    @inline(never)
    private func unusualCell(_ cell: UInt8, at k: Int, cellStart: Int, stop: Int, grouped: Bool) throws(TableError) -> (UInt8, Int) {
        var cell = cell
        var inCell = k > cellStart
        var expectDot = !inCell
        var k = k
        while k < stop {
            let b = bytes[k]
            let dot = b &- UInt8(ascii: "1")
            if dot < 8 {
                let bit = UInt8(1) << dot
                if cell & bit != 0 { throw repeatedDot(at: k) }
                cell |= bit
                inCell = true
                expectDot = false
            } else if b == 0x20 || b == 0x09 || (b == UInt8(ascii: "|") && grouped) {
                break
            } else {
                try unusualCellByte(at: k, stop: stop, inCell: &inCell, expectDot: &expectDot)
            }
            k += 1
        }
        // Every byte before here set `inCell` or threw; a cell cannot end in a hyphen.
        if expectDot { throw error(at: k - 1, "a hyphen must stand between two dot numbers") }
        return (cell, k)
    }

    /// Why the current group cannot end after `cellCount` cells: it is empty, it is one more
    /// than the string has characters, or it has more than 255 cells.
    @inline(never)
    private func groupError(_ group: GroupCursor, cellCount: Int, scalarCount: Int) -> TableError {
        if cellCount == group.firstCell {
            return error(at: group.from, "group \(group.count + 1) of the cells is empty: each character of '\(text(tokens[1]))' needs at least one cell")
        }
        if group.count == scalarCount {
            return error(at: group.from - 1, "more groups of cells than the \(scalarCount) characters of '\(text(tokens[1]))': each character takes one group, separated by '|'")
        }
        return error(at: group.from, "more than 255 cells")
    }

    /// A byte of a dots operand that is neither a dot digit nor a separator: a hyphen between
    /// dots, `0` alone (the blank cell), or an error.
    @inline(never)
    private func unusualCellByte(at k: Int, stop: Int, inCell: inout Bool, expectDot: inout Bool) throws(TableError) {
        let b = bytes[k]
        if b == UInt8(ascii: "-") {
            if !inCell || expectDot { throw error(at: k, "a hyphen must stand between two dot numbers") }
            expectDot = true
            return
        }
        if b == UInt8(ascii: "0"), !inCell, k + 1 == stop || bytes[k + 1] == 0x20 || bytes[k + 1] == 0x09 || bytes[k + 1] == UInt8(ascii: "|") {
            inCell = true // the blank cell: no dots
            expectDot = false
            return
        }
        if b == UInt8(ascii: "0") || b == UInt8(ascii: "9") {
            throw error(at: k, "dot \(text(k..<k + 1)) does not exist: dots are 1 to 8 ('0' alone is the blank cell)")
        }
        var from = k
        while from > start, bytes[from - 1] != 0x20, bytes[from - 1] != 0x09 { from -= 1 }
        var to = k
        while to < stop, bytes[to] != 0x20, bytes[to] != 0x09 { to += 1 }
        throw error(at: k, "expected dot numbers 1 to 8, found '\(text(from..<to))'")
    }
}
