import CLouis

/// liblouis's `lou_translateString`, with Unicode braille output (`unicode.dis`), so that its
/// result compares directly with BrailleCore's cells + U+2800.
struct Liblouis {
    let tableList: String
    private var output: [widechar] = []

    init(table: String) {
        tableList = "unicode.dis," + table
    }

    /// Whether liblouis finds and compiles the table.
    var isAvailable: Bool { lou_getTable(tableList) != nil }

    /// The size of liblouis's widechar in bytes (2 or 4, depending on how it was built).
    static var charSize: Int { Int(lou_charSize()) }

    /// Translates pre-decoded input; returns the number of output characters (in `output`).
    @inline(__always)
    mutating func translate(_ input: [widechar]) -> Int {
        let capacity = input.count * 10 + 64
        if output.count < capacity { output = [widechar](repeating: 0, count: capacity) }
        var inlen = Int32(input.count)
        var outlen = Int32(capacity)
        let ok = input.withUnsafeBufferPointer { inbuf in
            output.withUnsafeMutableBufferPointer { outbuf in
                lou_translateString(tableList, inbuf.baseAddress, &inlen, outbuf.baseAddress, &outlen, nil, nil, 0)
            }
        }
        return ok == 1 ? Int(outlen) : -1
    }

    /// Translates and returns the output as a string (for the equality check).
    mutating func translateToString(_ text: String) -> String? {
        let input = text.unicodeScalars.map { widechar($0.value) }
        let n = translate(input)
        guard n >= 0 else { return nil }
        var s = String.UnicodeScalarView()
        for k in 0..<n { s.append(Unicode.Scalar(UInt32(output[k])) ?? "\u{FFFD}") }
        return String(s)
    }

    /// Back-translates pre-decoded Unicode braille; returns the number of output characters.
    @inline(__always)
    mutating func backTranslate(_ input: [widechar]) -> Int {
        let capacity = input.count * 4 + 64
        if output.count < capacity { output = [widechar](repeating: 0, count: capacity) }
        var inlen = Int32(input.count)
        var outlen = Int32(capacity)
        let ok = input.withUnsafeBufferPointer { inbuf in
            output.withUnsafeMutableBufferPointer { outbuf in
                lou_backTranslateString(tableList, inbuf.baseAddress, &inlen, outbuf.baseAddress, &outlen, nil, nil, 0)
            }
        }
        return ok == 1 ? Int(outlen) : -1
    }

    /// Forgets every compiled table (to time loading).
    static func freeTables() { lou_free() }
}
