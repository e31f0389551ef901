/// UTF-8 to Unicode scalar values: the one home of the bit arithmetic, for table files (which may
/// hold any bytes) and for translated text (a Swift string's storage, always well-formed).
enum UTF8Scalar {
    /// The scalar whose UTF-8 starts at `p` and its length in bytes; nil when the bytes there are
    /// not well-formed UTF-8 (a stray continuation byte, a sequence cut by `end`, an overlong
    /// form, a surrogate, a value past U+10FFFF).
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, at p: Int, end: Int) -> (value: UInt32, length: Int)? {
        let b0 = base[p]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 & 0xF0 == 0xE0, p &+ 3 <= end {
            let b1 = base[p &+ 1], b2 = base[p &+ 2]
            guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return nil }
            let value = UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F)
            guard value >= 0x800, value < 0xD800 || value > 0xDFFF else { return nil }
            return (value, 3)
        }
        if b0 & 0xF8 == 0xF0, p &+ 4 <= end {
            let b1 = base[p &+ 1], b2 = base[p &+ 2], b3 = base[p &+ 3]
            guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80, b3 & 0xC0 == 0x80 else { return nil }
            let value = UInt32(b0 & 0x07) << 18 | UInt32(b1 & 0x3F) << 12 | UInt32(b2 & 0x3F) << 6 | UInt32(b3 & 0x3F)
            guard value >= 0x1_0000, value <= 0x10_FFFF else { return nil }
            return (value, 4)
        }
        // Two bytes last: the tables are mostly ASCII and Han (three and four bytes).
        if b0 & 0xE0 == 0xC0, p &+ 2 <= end {
            let b1 = base[p &+ 1]
            guard b1 & 0xC0 == 0x80 else { return nil }
            let value = UInt32(b0 & 0x1F) << 6 | UInt32(b1 & 0x3F)
            guard value >= 0x80 else { return nil }
            return (value, 2)
        }
        return nil
    }

    /// The number of scalars in well-formed UTF-8: its bytes that are not continuation bytes.
    static func count(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var n = 0
        for byte in utf8 where byte & 0xC0 != 0x80 { n &+= 1 }
        return n
    }

    /// Decodes well-formed UTF-8 (a Swift string's storage) into `scalars` without checks;
    /// returns how many scalars were written (at most `utf8.count`).
    @inline(__always)
    static func decodeWellFormed(_ utf8: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutablePointer<UInt32>) -> Int {
        var n = 0
        var k = 0
        let count = utf8.count
        while k < count {
            let b0 = utf8[k]
            var value: UInt32
            if b0 < 0x80 {
                value = UInt32(b0)
                k &+= 1
            } else if b0 < 0xE0 {
                value = UInt32(b0 & 0x1F) << 6 | UInt32(utf8[k &+ 1] & 0x3F)
                k &+= 2
            } else if b0 < 0xF0 {
                value = UInt32(b0 & 0x0F) << 12 | UInt32(utf8[k &+ 1] & 0x3F) << 6 | UInt32(utf8[k &+ 2] & 0x3F)
                k &+= 3
            } else {
                value = UInt32(b0 & 0x07) << 18 | UInt32(utf8[k &+ 1] & 0x3F) << 12
                    | UInt32(utf8[k &+ 2] & 0x3F) << 6 | UInt32(utf8[k &+ 3] & 0x3F)
                k &+= 4
            }
            scalars[n] = value
            n &+= 1
        }
        return n
    }
}
