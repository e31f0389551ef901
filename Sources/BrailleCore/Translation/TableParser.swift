import Foundation

/// Reads table files byte by byte and feeds their statements to a `TableBuilder`.
///
/// The parser never builds a `String` per line: it finds lines and operands as byte ranges in the
/// file's UTF-8 and decodes characters and dot patterns straight from the bytes, so that a table of
/// tens of thousands of lines compiles in milliseconds.
struct TableParser {
    var builder = TableBuilder()
    /// Files being read, outermost first, to report include cycles.
    var includeStack: [String] = []
    /// Reused for the scalars of `seq`, `word`, `context` and `numjoin` strings.
    let scalarScratch = BuildBuffer<UInt32>(capacity: 256)

    /// Compiles the table file at `path` and everything it includes.
    ///
    /// - Throws: `TableError` naming the file, line and column of the first problem.
    static func compile(path: String) throws(TableError) -> CompiledTable {
        var parser = TableParser()
        try parser.parseFile(path: path, includedFrom: nil)
        let base = (path as NSString).lastPathComponent
        let defaultName = base.hasSuffix(".tbl") ? String(base.dropLast(4)) : base
        return try parser.builder.finish(defaultName: defaultName)
    }

    /// Compiles a table from text in memory; `path` names it in errors and anchors includes.
    static func compile(source: String, path: String) throws(TableError) -> CompiledTable {
        var parser = TableParser()
        parser.includeStack.append(path)
        try parser.parse(TableBytes(source), path: path)
        let base = (path as NSString).lastPathComponent
        return try parser.builder.finish(defaultName: base.hasSuffix(".tbl") ? String(base.dropLast(4)) : base)
    }

    mutating func parseFile(path: String, includedFrom: TableError?) throws(TableError) {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        if includeStack.contains(standardized) {
            var error = includedFrom ?? TableError(file: path, line: 0, column: 0, message: "")
            error.message = "include cycle: '\(path)' is already being read"
            throw error
        }
        guard let bytes = TableBytes.read(path: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let why = !exists ? "no such table file" : (isDirectory.boolValue ? "is a directory, not a table file" : "cannot be read")
            if var error = includedFrom {
                error.message = "cannot include '\(path)': \(why)"
                throw error
            }
            throw TableError(file: path, line: 0, column: 0, message: why)
        }
        includeStack.append(standardized)
        defer { includeStack.removeLast() }
        builder.reserve(forBytes: bytes.count)
        try parse(bytes, path: path)
    }

    /// Parses the statements of one file's bytes.
    ///
    /// The common lines of a large Chinese table (`char`, `seq` and `weight` of one shape: nearly
    /// every line) are read by `commonLine` in one pass. Other definitions (`char X dots`,
    /// `seq WORD dots`) take a short path: the opcode and the first operand are found as byte
    /// ranges and the dots are read straight from the rest of the line, with no token list. Every
    /// other statement is split into operands.
    private mutating func parse(_ file: TableBytes, path: String) throws(TableError) {
        let bytes = file.buffer
        let base = UnsafePointer(file.base)
        let count = file.count
        // The opcode and first operand of a definition, as the `Line`'s tokens.
        let pair = UnsafeMutablePointer<Range<Int>>.allocate(capacity: 2)
        pair.initialize(repeating: 0..<0, count: 2)
        defer { pair.deallocate() }
        var tokens: [Range<Int>] = []
        tokens.reserveCapacity(16)
        var lineStart = 0
        var lineNumber = 0
        // A UTF-8 byte order mark (`ByteOrderMark`) at the very start is allowed.
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { lineStart = 3 }
        while lineStart < count {
            lineNumber += 1
            if let next = commonLine(base, at: lineStart) {
                lineStart = next
                continue
            }
            var lineEnd = count
            if let newline = memchr(base + lineStart, 0x0A, count - lineStart) {
                lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            }
            var contentEnd = lineEnd
            if contentEnd > lineStart, base[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let opcodeStart = TableParser.skipBlanks(base, from: lineStart, to: contentEnd)
            // Blank lines and comments have nothing to do.
            if opcodeStart < contentEnd, base[opcodeStart] != UInt8(ascii: "#") {
                let (opcode, opcodeEnd) = TableParser.opcode(in: bytes, from: opcodeStart, to: contentEnd)
                let operandStart = TableParser.skipBlanks(base, from: opcodeEnd, to: contentEnd)
                if opcode == .weight,
                   let (scalars, operandEnd) = Line.wideString(base, at: operandStart, end: contentEnd, into: scalarScratch, digitLimit: 9),
                   let weight = TableParser.wholeNumber(base, from: operandEnd + 1, to: contentEnd) {
                    // `weight 表單 1577`: a Chinese word's frequency, most lines of a segmenting table.
                    builder.addWeight(scalars, weight)
                } else if operandStart < contentEnd, let op = opcode, op.isDefinition {
                    pair[0] = opcodeStart..<opcodeEnd
                    if op == .char, let (scalar, operandEnd) = Line.wideCharacter(base, at: operandStart, end: contentEnd) {
                        // `char 丁 1245 2346 3`: most of a Chinese table.
                        pair[1] = operandStart..<operandEnd
                        let line = Line(bytes: bytes, path: path, number: lineNumber, start: lineStart, end: contentEnd,
                                        tokens: UnsafeBufferPointer(start: pair, count: 2))
                        builder.define(scalar, as: .sign, cells: try line.cells(in: operandEnd + 1..<contentEnd, into: builder.pool).cells)
                    } else if op == .seq, let (scalars, operandEnd) = Line.wideString(base, at: operandStart, end: contentEnd, into: scalarScratch) {
                        // `seq 銀行 1456 2 | 1235 1346 2`: the rest of it.
                        pair[1] = operandStart..<operandEnd
                        let line = Line(bytes: bytes, path: path, number: lineNumber, start: lineStart, end: contentEnd,
                                        tokens: UnsafeBufferPointer(start: pair, count: 2))
                        let (cells, groups) = try line.cells(in: operandEnd + 1..<contentEnd, into: builder.pool,
                                                             groups: builder.groupPool, scalarCount: scalars.count)
                        builder.addSequence(scalars, cells: cells, wholeWord: false, groups: groups)
                    } else {
                        let operandEnd = TableParser.tokenEnd(base, from: operandStart, to: contentEnd)
                        let dotsStart = TableParser.skipBlanks(base, from: operandEnd, to: contentEnd)
                        pair[1] = operandStart..<operandEnd
                        let line = Line(bytes: bytes, path: path, number: lineNumber, start: lineStart, end: contentEnd,
                                        tokens: UnsafeBufferPointer(start: pair, count: 2))
                        try definition(op, line, dots: dotsStart..<contentEnd)
                    }
                } else {
                    // Everything else: all operands as tokens.
                    tokens.removeAll(keepingCapacity: true)
                    tokens.append(opcodeStart..<opcodeEnd)
                    var i = operandStart
                    while i < contentEnd {
                        let end = TableParser.tokenEnd(base, from: i, to: contentEnd)
                        tokens.append(i..<end)
                        i = TableParser.skipBlanks(base, from: end, to: contentEnd)
                    }
                    try tokens.withUnsafeBufferPointer { (ranges) throws(TableError) in
                        try statement(Line(bytes: bytes, path: path, number: lineNumber, start: lineStart, end: contentEnd, tokens: ranges))
                    }
                }
            }
            lineStart = lineEnd + 1
        }
    }

    /// The first byte at or after `i` (before `end`) that is not a space or tab.
    @inline(__always)
    private static func skipBlanks(_ base: UnsafePointer<UInt8>, from i: Int, to end: Int) -> Int {
        var i = i
        while i < end, base[i] == 0x20 || base[i] == 0x09 { i &+= 1 }
        return i
    }

    /// The end of the operand starting at `i`: the next space or tab, or `end`.
    @inline(__always)
    private static func tokenEnd(_ base: UnsafePointer<UInt8>, from i: Int, to end: Int) -> Int {
        var i = i
        while i < end {
            let b = base[i]
            if b <= 0x20, b == 0x20 || b == 0x09 { break } // one comparison for most bytes
            i &+= 1
        }
        return i
    }

    /// The whole number from 1 to 4294967295 that `start..<end` spells with nothing else, if any.
    @inline(__always)
    private static func wholeNumber(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> UInt32? {
        guard start < end, end - start <= 10 else { return nil }
        var value: UInt64 = 0
        for k in start..<end {
            let digit = base[k] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + UInt64(digit)
        }
        guard value > 0, value <= UInt64(UInt32.max) else { return nil }
        return UInt32(value)
    }

    /// `char` and `seq` as little-endian 32-bit words (`seq` in the low three bytes).
    static let charWord = UInt32(0x72_61_68_63)
    static let seqWord = UInt32(0x71_65_73)
    /// The first four bytes of `weight`.
    static let weigWord = UInt32(0x67_69_65_77)

    /// The opcode starting at `i` (nil if there is none of that spelling) and where it ends.
    /// `char` and `seq` followed by a blank, most lines of a large table, are recognised with one
    /// four-byte load.
    @inline(__always)
    private static func opcode(in bytes: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (opcode: Opcode?, end: Int) {
        let base = bytes.baseAddress!
        if end - i >= 5 {
            let word = TableBytes.word(base, at: i)
            if word == charWord, base[i + 4] == 0x20 || base[i + 4] == 0x09 { return (.char, i + 4) }
            if word & 0xFF_FFFF == seqWord, base[i + 3] == 0x20 || base[i + 3] == 0x09 { return (.seq, i + 3) }
            if word == weigWord, end - i >= 7, base[i + 4] == UInt8(ascii: "h"), base[i + 5] == UInt8(ascii: "t"),
               base[i + 6] == 0x20 || base[i + 6] == 0x09 {
                return (.weight, i + 6)
            }
        }
        let opcodeEnd = tokenEnd(base, from: i, to: end)
        return (Opcode(bytes: bytes, range: i..<opcodeEnd), opcodeEnd)
    }
}
