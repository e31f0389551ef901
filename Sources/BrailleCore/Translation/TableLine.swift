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
        UTF8Scalar.decode(bytes.baseAddress!, at: offset, end: limit).map { ($0.value, $0.length) }
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

    /// The scalar whose three- or four-byte UTF-8 starts at `p` (Han in the BMP and in the
    /// ideographic planes) and its length, without the general decoder; nil for anything else
    /// (ASCII, two-byte forms, surrogates, overlong forms, bytes past `end`), which the general
    /// decoder then reads and reports.
    @inline(__always)
    static func wideScalar(_ base: UnsafePointer<UInt8>, at p: Int, end: Int) -> (value: UInt32, length: Int)? {
        guard let decoded = UTF8Scalar.decode(base, at: p, end: end), decoded.length >= 3 else { return nil }
        return decoded
    }

    /// The common shape of a Chinese `char` line's operand, read in one pass: one three- or
    /// four-byte character at `p`, then one space and a dot digit. Returns the scalar and where
    /// the operand ends (the space); nil for any other shape, which the general path reads.
    @inline(__always)
    static func wideCharacter(_ base: UnsafePointer<UInt8>, at p: Int, end: Int) -> (value: UInt32, end: Int)? {
        guard let (value, length) = wideScalar(base, at: p, end: end) else { return nil }
        let after = p &+ length
        guard after &+ 1 < end, base[after] == 0x20, base[after &+ 1] &- UInt8(ascii: "1") < 8 else { return nil }
        return (value, after)
    }

    /// The common shape of a Chinese `seq` or `weight` line's operand, read in one pass: three- and
    /// four-byte characters from `p`, then one space and a digit below `digitLimit` (a dot digit
    /// 1–8 after a `seq` word, 1–9 after a `weight` word). The scalars go to `scratch` (from its
    /// start); returns them and where the operand ends (the space); nil for any other shape,
    /// which the general path reads.
    @inline(__always)
    static func wideString(_ base: UnsafePointer<UInt8>, at p: Int, end: Int, into scratch: BuildBuffer<UInt32>,
                           digitLimit: UInt8 = 8) -> (scalars: UnsafeBufferPointer<UInt32>, end: Int)? {
        let out = scratch.reserve(end &- p)
        var n = 0
        var k = p
        while k < end, base[k] != 0x20 {
            guard let (value, length) = wideScalar(base, at: k, end: end) else { return nil }
            out[n] = value
            n &+= 1
            k &+= length
        }
        guard n > 0, k &+ 1 < end, base[k &+ 1] &- UInt8(ascii: "1") < digitLimit else { return nil }
        return (UnsafeBufferPointer(start: out, count: n), k)
    }

    /// Operand `index` as one character: itself, `U+XXXX`, or an escape.
    func character(_ index: Int) throws(TableError) -> UInt32 {
        let range = tokens[index]
        if let (value, length) = Line.wideScalar(bytes.baseAddress!, at: range.lowerBound, end: range.upperBound),
           length == range.count {
            return value
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

    /// Operand `index` as a string of scalars, escapes decoded, written to `scratch` (from its
    /// start; its `count` stays 0). Valid until `scratch` is used again.
    func string(_ index: Int, into scratch: BuildBuffer<UInt32>) throws(TableError) -> UnsafeBufferPointer<UInt32> {
        let range = tokens[index]
        // At most one scalar per byte.
        let scalars = scratch.reserve(range.count)
        var n = 0
        var k = range.lowerBound
        let limit = range.upperBound
        while k < limit {
            let b0 = bytes[k]
            if b0 < 0x80, b0 != UInt8(ascii: "\\") {
                scalars[n] = UInt32(b0)
                k &+= 1
            } else if b0 >= 0x80, let (value, length) = UTF8Scalar.decode(bytes.baseAddress!, at: k, end: limit) {
                // Multi-byte UTF-8 (Han, symbols, the ideographic planes); malformed bytes take
                // the slow path, which throws the precise error.
                scalars[n] = value
                k &+= length
            } else {
                let (value, length) = try element(at: k, limit: limit)
                scalars[n] = value
                k &+= length
            }
            n &+= 1
        }
        return UnsafeBufferPointer(start: scalars, count: n)
    }
}
