/// One statement line of a table file: its bytes, where it is, and its operands as byte ranges.
///
/// The decoding helpers read characters, strings and dot patterns straight from the bytes and
/// throw a `TableError` pointing at the offending column.
struct Line {
    /// The whole file; valid while the file is parsed.
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    let number: Int
    let start: Int
    let end: Int
    /// The operands' byte ranges, the opcode first; valid while the line is handled.
    let tokens: UnsafeBufferPointer<Range<Int>>

    /// An error at byte offset `offset` of the file; the column counts Unicode scalars.
    func error(at offset: Int, _ message: String) -> TableError {
        var column = 1
        var k = start
        while k < offset, k < bytes.count {
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        // A continuation byte at `offset` itself belongs to the previous column.
        if offset > start, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { column -= 1 }
        return TableError(file: path, line: number, column: max(column, 1), message: message)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func expectOperands(_ minimum: Int, _ what: String, _ opcode: Opcode) throws(TableError) {
        if tokens.count - 1 < minimum {
            let at = tokens.count > 1 ? tokens[tokens.count - 1].upperBound : tokens[0].upperBound
            throw error(at: at, "'\(opcode.rawValue)' needs \(what)")
        }
    }

    /// Decodes one UTF-8 scalar at `offset`; nil when the bytes are not valid UTF-8.
    private func decode(at offset: Int, limit: Int) -> (scalar: UInt32, length: Int)? {
        let b0 = bytes[offset]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        let length: Int
        var value: UInt32
        if b0 & 0xE0 == 0xC0 { length = 2; value = UInt32(b0 & 0x1F) }
        else if b0 & 0xF0 == 0xE0 { length = 3; value = UInt32(b0 & 0x0F) }
        else if b0 & 0xF8 == 0xF0 { length = 4; value = UInt32(b0 & 0x07) }
        else { return nil }
        guard offset + length <= limit else { return nil }
        for k in 1..<length {
            let b = bytes[offset + k]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x1_0000)
        guard value >= minimum, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Parses hex digits in `range` as a Unicode scalar value.
    private func scalar(hex range: Range<Int>) throws(TableError) -> UInt32 {
        guard (1...6).contains(range.count) else {
            throw error(at: range.lowerBound, "expected 1 to 6 hex digits")
        }
        var value: UInt32 = 0
        for k in range {
            guard let d = hexValue(bytes[k]) else {
                throw error(at: k, "'\(text(k..<k + 1))' is not a hex digit")
            }
            value = value << 4 | d
        }
        guard value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else {
            throw error(at: range.lowerBound, "U+\(String(value, radix: 16, uppercase: true)) is not a Unicode scalar value")
        }
        return value
    }

    /// Reads one element of a string operand at `offset`: an escape or a UTF-8 scalar.
    private func element(at offset: Int, limit: Int) throws(TableError) -> (scalar: UInt32, length: Int) {
        if bytes[offset] == UInt8(ascii: "\\") {
            guard offset + 1 < limit else { throw error(at: offset, "a backslash must start an escape: \\s \\t \\\\ or \\u{XXXX}") }
            switch bytes[offset + 1] {
            case UInt8(ascii: "s"): return (0x20, 2)
            case UInt8(ascii: "t"): return (0x09, 2)
            case UInt8(ascii: "\\"): return (0x5C, 2)
            case UInt8(ascii: "u"):
                guard offset + 2 < limit, bytes[offset + 2] == UInt8(ascii: "{") else {
                    throw error(at: offset, "expected '\\u{XXXX}'")
                }
                var close = offset + 3
                while close < limit, bytes[close] != UInt8(ascii: "}") { close += 1 }
                guard close < limit else { throw error(at: offset, "'\\u{' is not closed by '}'") }
                return (try scalar(hex: offset + 3..<close), close + 1 - offset)
            default:
                throw error(at: offset, "unknown escape '\\\(text(offset + 1..<min(offset + 2, limit)))'; use \\s \\t \\\\ or \\u{XXXX}")
            }
        }
        guard let decoded = decode(at: offset, limit: limit) else {
            throw error(at: offset, "invalid UTF-8")
        }
        return decoded
    }

    /// Operand `index` as one character: itself, `U+XXXX`, or an escape.
    func character(_ index: Int) throws(TableError) -> UInt32 {
        let range = tokens[index]
        // Three- and four-byte UTF-8 (Han in the BMP and in the ideographic planes) without the
        // general decoder; surrogates, overlong forms and anything odd take the slow path.
        if range.count == 3 {
            let p = range.lowerBound
            let b0 = bytes[p], b1 = bytes[p &+ 1], b2 = bytes[p &+ 2]
            if b0 & 0xF0 == 0xE0, b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 {
                let value = UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F)
                if value >= 0x800, value < 0xD800 || value > 0xDFFF { return value }
            }
        } else if range.count == 4 {
            let p = range.lowerBound
            let b0 = bytes[p], b1 = bytes[p &+ 1], b2 = bytes[p &+ 2], b3 = bytes[p &+ 3]
            if b0 & 0xF8 == 0xF0, b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80, b3 & 0xC0 == 0x80 {
                let value = UInt32(b0 & 0x07) << 18 | UInt32(b1 & 0x3F) << 12 | UInt32(b2 & 0x3F) << 6 | UInt32(b3 & 0x3F)
                if value >= 0x1_0000, value <= 0x10_FFFF { return value }
            }
        }
        if range.count >= 3, bytes[range.lowerBound] | 0x20 == UInt8(ascii: "u"), bytes[range.lowerBound + 1] == UInt8(ascii: "+") {
            return try scalar(hex: range.lowerBound + 2..<range.upperBound)
        }
        let (value, length) = try element(at: range.lowerBound, limit: range.upperBound)
        if length != range.count {
            throw error(at: range.lowerBound, "expected one character, found '\(text(range))' (write a sequence with 'seq')")
        }
        return value
    }

    /// Operand `index` as a string of scalars, escapes decoded, into `scalars` (emptied first).
    func string(_ index: Int, into scalars: inout [UInt32]) throws(TableError) {
        let range = tokens[index]
        scalars.removeAll(keepingCapacity: true)
        var k = range.lowerBound
        let limit = range.upperBound
        while k < limit {
            let b0 = bytes[k]
            if b0 < 0x80, b0 != UInt8(ascii: "\\") {
                scalars.append(UInt32(b0))
                k &+= 1
            } else if b0 & 0xF0 == 0xE0, k &+ 2 < limit, bytes[k &+ 1] & 0xC0 == 0x80, bytes[k &+ 2] & 0xC0 == 0x80 {
                // Three-byte UTF-8 (Han, most symbols); surrogates and overlong forms take the slow path.
                let value = UInt32(b0 & 0x0F) << 12 | UInt32(bytes[k &+ 1] & 0x3F) << 6 | UInt32(bytes[k &+ 2] & 0x3F)
                if value < 0x800 || (0xD800...0xDFFF).contains(value) {
                    _ = try element(at: k, limit: limit) // throws the precise error
                }
                scalars.append(value)
                k &+= 3
            } else if b0 & 0xF8 == 0xF0, k &+ 3 < limit, bytes[k &+ 1] & 0xC0 == 0x80, bytes[k &+ 2] & 0xC0 == 0x80,
                      bytes[k &+ 3] & 0xC0 == 0x80 {
                // Four-byte UTF-8 (the ideographic planes); overlong forms and values past U+10FFFF take the slow path.
                let value = UInt32(b0 & 0x07) << 18 | UInt32(bytes[k &+ 1] & 0x3F) << 12
                    | UInt32(bytes[k &+ 2] & 0x3F) << 6 | UInt32(bytes[k &+ 3] & 0x3F)
                if value < 0x1_0000 || value > 0x10_FFFF {
                    _ = try element(at: k, limit: limit) // throws the precise error
                }
                scalars.append(value)
                k &+= 4
            } else {
                let (value, length) = try element(at: k, limit: limit)
                scalars.append(value)
                k &+= length
            }
        }
    }

    /// Reads cells from the bytes `k0..<stop` into `buffer`; returns how many.
    ///
    /// The loop handles dot digits and separators; hyphens, the blank cell and errors take
    /// `unusualCellByte`, so the common path stays short.
    @inline(__always)
    private func parseCells(from k0: Int, to stop: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(TableError) -> Int {
        let base = bytes.baseAddress!
        var n = 0
        var k = k0
        var cell: UInt8 = 0
        var inCell = false
        var expectDot = true
        while k < stop {
            let b = base[k]
            let dot = b &- UInt8(ascii: "1")
            if dot < 8 {
                let bit = UInt8(1) << dot
                if cell & bit != 0 { throw error(at: k, "dot \(text(k..<k + 1)) is given twice") }
                cell |= bit
                inCell = true
                expectDot = false
            } else if b == 0x20 || b == 0x09 {
                if inCell {
                    if expectDot { throw error(at: k &- 1, "a hyphen must stand between two dot numbers") }
                    buffer[n] = cell
                    n &+= 1
                    cell = 0
                    inCell = false
                    expectDot = true
                }
            } else {
                try unusualCellByte(at: k, stop: stop, inCell: &inCell, expectDot: &expectDot)
            }
            k &+= 1
        }
        if inCell {
            if expectDot { throw error(at: stop &- 1, "a hyphen must stand between two dot numbers") }
            buffer[n] = cell
            n &+= 1
        }
        return n
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

    /// Appends the first `count` cells of `buffer` to `pool` one by one: cheaper than the
    /// generic `append(contentsOf:)` for the few cells of one definition.
    @inline(__always)
    static func append(_ buffer: UnsafeMutableBufferPointer<UInt8>, count: Int, to pool: inout [UInt8]) {
        if pool.capacity - pool.count < count { pool.reserveCapacity(max(pool.capacity * 2, pool.count + count)) }
        for j in 0..<count { pool.append(buffer[j]) }
    }

    /// The dots of a `seq` or `word` given per character, groups separated by `|`
    /// (`seq 銀行 1456 2 | 1235 1346 2`): exactly one group of at least one cell for each of the
    /// string's `scalarCount` scalars. All cells go to `pool` as one run (returned), each group's
    /// cell count to `groups`. One pass over the bytes.
    func groupedDots(in range: Range<Int>, scalarCount: Int, into pool: inout [UInt8], groups: inout [UInt8]) throws(TableError) -> CellRef {
        let bar = UInt8(ascii: "|")
        let start = pool.count
        let maxCells = range.count / 2 + 1
        let total = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxCells + scalarCount + 1) {
            (buffer) throws(TableError) -> Int in
            let cells = buffer.baseAddress!
            let counts = cells + maxCells
            let base = bytes.baseAddress!
            var n = 0
            var groupCount = 0
            var groupStart = 0
            var groupFrom = range.lowerBound
            var cell: UInt8 = 0
            var inCell = false
            var expectDot = true
            var k = range.lowerBound
            let stop = range.upperBound
            while true {
                let b: UInt8 = k < stop ? base[k] : bar // the end closes the last group
                let dot = b &- UInt8(ascii: "1")
                if dot < 8 {
                    let bit = UInt8(1) << dot
                    if cell & bit != 0 { throw error(at: k, "dot \(text(k..<k + 1)) is given twice") }
                    cell |= bit
                    inCell = true
                    expectDot = false
                } else if b == 0x20 || b == 0x09 || b == bar {
                    if inCell {
                        if expectDot { throw error(at: k &- 1, "a hyphen must stand between two dot numbers") }
                        cells[n] = cell
                        n &+= 1
                        cell = 0
                        inCell = false
                        expectDot = true
                    }
                    if b == bar {
                        let word = tokens[1]
                        if n == groupStart {
                            throw error(at: groupFrom, "group \(groupCount + 1) of the cells is empty: each character of '\(text(word))' needs at least one cell")
                        }
                        if groupCount == scalarCount {
                            throw error(at: groupFrom - 1, "more groups of cells than the \(scalarCount) characters of '\(text(word))': each character takes one group, separated by '|'")
                        }
                        if n - groupStart > 255 { throw error(at: groupFrom, "more than 255 cells") }
                        counts[groupCount] = UInt8(n - groupStart)
                        groupCount &+= 1
                        groupStart = n
                        groupFrom = k &+ 1
                        if k >= stop { break }
                    }
                } else {
                    try unusualCellByte(at: k, stop: stop, inCell: &inCell, expectDot: &expectDot)
                }
                k &+= 1
            }
            if groupCount != scalarCount {
                throw error(at: range.lowerBound, "\(groupCount) group\(groupCount == 1 ? "" : "s") of cells for the \(scalarCount) characters of '\(text(tokens[1]))': each character takes one group, separated by '|'")
            }
            pool.append(contentsOf: UnsafeBufferPointer(start: cells, count: n))
            groups.append(contentsOf: UnsafeBufferPointer(start: counts, count: groupCount))
            return n
        }
        if total > 255 { throw error(at: range.lowerBound, "more than 255 cells") }
        if pool.count >= 1 << 24 { throw error(at: range.lowerBound, "the table has more than 16 million cells") }
        return CellRef(start: start, count: total)
    }

    /// Operands `first` through `last` (default: to the end of the line) as cells.
    ///
    /// A cell is `0` (blank) or dot numbers 1–8, run together (`125`) or joined by hyphens (`1-2-5`).
    /// The cells are appended to `pool`; returns their reference.
    func dots(from first: Int, through last: Int? = nil, into pool: inout [UInt8]) throws(TableError) -> CellRef {
        let last = last ?? tokens.count - 1
        guard first <= last else { throw error(at: end, "expected dots") }
        return try dots(in: tokens[first].lowerBound..<tokens[last].upperBound, into: &pool)
    }

    /// The cells written in the bytes `range` (operands separated by spaces or tabs), appended to `pool`.
    func dots(in range: Range<Int>, into pool: inout [UInt8]) throws(TableError) -> CellRef {
        let k0 = range.lowerBound
        let stop = range.upperBound
        // At most one cell per two bytes of operands, plus one.
        let start = pool.count
        let count = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: (stop - k0) / 2 + 1) {
            (buffer) throws(TableError) -> Int in
            let n = try parseCells(from: k0, to: stop, into: buffer)
            Line.append(buffer, count: n, to: &pool)
            return n
        }
        if count > 255 { throw error(at: k0, "more than 255 cells") }
        if pool.count >= 1 << 24 { throw error(at: k0, "the table has more than 16 million cells") }
        return CellRef(start: start, count: count)
    }
}
