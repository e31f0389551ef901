import Foundation

/// Reads table files byte by byte and feeds their statements to a `TableBuilder`.
///
/// The parser never builds a `String` per line: it finds lines and operands as byte ranges in the
/// file's UTF-8 and decodes characters and dot patterns straight from the bytes, so that a table of
/// tens of thousands of lines compiles in milliseconds.
struct TableParser {
    private var builder = TableBuilder()
    /// Files being read, outermost first, to report include cycles.
    private var includeStack: [String] = []
    /// Reused for the scalars of `seq`, `word`, `context` and `numjoin` strings.
    private let scalarScratch = BuildBuffer<UInt32>(capacity: 256)

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
        let bytes = Array(source.utf8)
        try bytes.withUnsafeBufferPointer { (buffer) throws(TableError) in try parser.parse(bytes: buffer, path: path) }
        let base = (path as NSString).lastPathComponent
        return try parser.builder.finish(defaultName: base.hasSuffix(".tbl") ? String(base.dropLast(4)) : base)
    }

    private mutating func parseFile(path: String, includedFrom: TableError?) throws(TableError) {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        if includeStack.contains(standardized) {
            var error = includedFrom ?? TableError(file: path, line: 0, column: 0, message: "")
            error.message = "include cycle: '\(path)' is already being read"
            throw error
        }
        guard let data = FileManager.default.contents(atPath: path) else {
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
        builder.reserve(forBytes: data.count)
        // The file's bytes are parsed where they are, without a copy.
        var failure: TableError?
        data.withUnsafeBytes { raw in
            do throws(TableError) {
                try parse(bytes: raw.bindMemory(to: UInt8.self), path: path)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Parses the statements of one file's bytes.
    ///
    /// Definitions (`char X dots`, `seq WORD dots`: nearly every line of a large table) take a short
    /// path: the opcode and the first operand are found as byte ranges and the dots are read straight
    /// from the rest of the line, with no token list. Every other statement is split into operands.
    private mutating func parse(bytes: UnsafeBufferPointer<UInt8>, path: String) throws(TableError) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
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

    /// The text of a rule's string (its scalars as the line reader decoded them).
    private static func text(of scalars: UnsafeBufferPointer<UInt32>) -> String {
        var text = String.UnicodeScalarView()
        for value in scalars { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
        return String(text)
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
    private static let charWord = UInt32(0x72_61_68_63)
    private static let seqWord = UInt32(0x71_65_73)
    /// The first four bytes of `weight`.
    private static let weigWord = UInt32(0x67_69_65_77)

    /// The opcode starting at `i` (nil if there is none of that spelling) and where it ends.
    /// `char` and `seq` followed by a blank, most lines of a large table, are recognised with one
    /// four-byte load.
    @inline(__always)
    private static func opcode(in bytes: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (opcode: Opcode?, end: Int) {
        let base = bytes.baseAddress!
        if end - i >= 5 {
            let word = UInt32(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt32.self))
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

    // MARK: - Statements

    /// A definition (a character or string, then dots) whose dots are the bytes `dots`.
    private mutating func definition(_ op: Opcode, _ line: Line, dots: Range<Int>) throws(TableError) {
        if dots.isEmpty {
            throw line.error(at: line.tokens[1].upperBound, "'\(op.rawValue)' needs \(op == .seq || op == .word || op == .lowerword || op == .lowerwordjoined ? "a string" : "a character") and dots")
        }
        switch op {
        case .seq, .word, .lowerword, .lowerwordjoined:
            let scalars = try line.string(1, into: scalarScratch)
            let (cells, groups) = try line.cells(in: dots, into: builder.pool, groups: builder.groupPool, scalarCount: scalars.count)
            builder.addSequence(scalars, cells: cells, wholeWord: op != .seq, groups: groups,
                                 lower: op == .lowerword ? .strict : op == .lowerwordjoined ? .joined : nil)
        case .beforeletter, .betweenletters, .wordstart, .wordend, .capitalform:
            let scalar = try line.character(1)
            let cells = try line.cells(in: dots, into: builder.pool).cells
            switch op {
            case .beforeletter: builder.contextForms[scalar, default: .init()].beforeLetter = cells
            case .betweenletters: builder.contextForms[scalar, default: .init()].betweenLetters = cells
            case .wordstart: builder.contextForms[scalar, default: .init()].wordStart = cells
            case .wordend: builder.contextForms[scalar, default: .init()].wordEnd = cells
            default: builder.capitalForms[scalar] = cells
            }
        default:
            let scalar = try line.character(1)
            let cells = try line.cells(in: dots, into: builder.pool).cells
            let cls: CharacterClass = switch op {
            case .letter: .lowercase
            case .digit: .digit
            case .punctuation: .punctuation
            case .space: .space
            case .combining: .combining
            default: .sign
            }
            builder.define(scalar, as: cls, cells: cells)
        }
    }

    private mutating func statement(_ line: Line) throws(TableError) {
        let opcode = line.tokens[0]
        guard let op = Opcode(bytes: line.bytes, range: opcode) else {
            throw line.error(at: opcode.lowerBound, "unknown opcode '\(line.text(opcode))'")
        }
        switch op {
        case .letter, .digit, .punctuation, .sign, .char, .space, .combining,
             .beforeletter, .betweenletters, .wordstart, .wordend, .capitalform:
            // Definitions with both operands take the fast path; here the dots are missing.
            try line.expectOperands(2, "a character and dots", op)
        case .seq, .word, .lowerword, .lowerwordjoined:
            try line.expectOperands(2, "a string and dots", op)
        case .vowels:
            try line.expectOperands(1, "one or more letters", op)
            for k in 1..<line.tokens.count { builder.vowels.insert(CompiledTable.lowercased(try line.character(k))) }
        case .wordbefore, .wordbreak:
            try line.expectOperands(1, "one or more characters", op)
            for k in 1..<line.tokens.count {
                let scalar = try line.character(k)
                if op == .wordbefore { builder.standingAlone.before.insert(scalar) } else { builder.standingAlone.breaks.insert(scalar) }
            }
            builder.declaresStandingAlone = true
        case .wordafter:
            try line.expectOperands(1, "one or more strings", op)
            for k in 1..<line.tokens.count {
                builder.standingAlone.after.append(Array(try line.string(k, into: scalarScratch)))
            }
            builder.standingAlone.after.sort { $0.count > $1.count }
            builder.declaresStandingAlone = true
        case .context:
            try line.expectOperands(4, "BEFORE STRING AFTER and dots", op)
            let before = try ContextClass(line, 1)
            let scalars = try line.string(2, into: scalarScratch)
            let after = try ContextClass(line, 3)
            let cells = try line.dots(from: 4, into: builder.pool)
            builder.addContextRule(scalars, ContextRule(before: before, after: after, cells: cells, joinsNumber: false))
            // Read back the same way, after the table's own `readback` rules.
            builder.contextReadbacks.append(ReadbackRule(before: before, after: after, cells: cells, text: Self.text(of: scalars), fromContext: true))
        case .readback:
            try line.expectOperands(4, "BEFORE STRING AFTER and dots", op)
            // BEFORE is a context class, or an opening mark that must be the innermost one open.
            let beforeText = line.text(line.tokens[1])
            let inside: Unicode.Scalar? = beforeText.unicodeScalars.count == 1
                && beforeText.unicodeScalars.first!.properties.generalCategory == .openPunctuation
                ? beforeText.unicodeScalars.first : nil
            let before: ContextClass = inside == nil ? try ContextClass(line, 1) : .any
            let scalars = try line.string(2, into: scalarScratch)
            let after = try ContextClass(line, 3)
            let cells = try line.dots(from: 4, into: builder.pool)
            builder.readbacks.append(ReadbackRule(before: before, inside: inside, after: after, cells: cells, text: Self.text(of: scalars)))
        case .readhex:
            guard line.tokens.count == 4 else {
                throw line.error(at: line.tokens[0].lowerBound, "'readhex' needs three cells: OPEN BACKSLASH CLOSE")
            }
            builder.readHex = HexEscapeReading(open: try line.dots(from: 1, through: 1, into: builder.pool),
                                               backslash: try line.dots(from: 2, through: 2, into: builder.pool),
                                               close: try line.dots(from: 3, through: 3, into: builder.pool))
        case .weight:
            guard line.tokens.count == 3 else {
                throw line.error(at: line.tokens[0].lowerBound, "'weight' needs a string and a frequency (a whole number from 1)")
            }
            let text = line.text(line.tokens[2])
            guard let weight = UInt32(text), weight > 0 else {
                throw line.error(at: line.tokens[2].lowerBound, "weight must be a whole number from 1 to 4294967295, not '\(text)'")
            }
            builder.addWeight(try line.string(1, into: scalarScratch), weight)
        case .numjoin:
            try line.expectOperands(2, "a string and dots", op)
            let scalars = try line.string(1, into: scalarScratch)
            let cells = try line.dots(from: 2, into: builder.pool)
            builder.addContextRule(scalars, ContextRule(before: .digit, after: .digit, cells: cells, joinsNumber: true))
            // Read back inside a number, as a digit is.
            builder.contextReadbacks.append(ReadbackRule(before: .digit, after: .digit, cells: cells, text: Self.text(of: scalars),
                                                         fromContext: true, joinsNumber: true))
        case .addressmark, .addresscapital:
            try line.expectOperands(1, "dots", op)
            let cells = try line.dots(from: 1, into: builder.pool)
            if op == .addressmark { builder.addressMark = cells } else { builder.addressCapital = cells }
        case .addresschar:
            try line.expectOperands(2, "a character and dots", op)
            let scalar = try line.character(1)
            builder.addressForms[scalar] = try line.dots(from: 2, into: builder.pool)
        case .singlecapsword, .numcontinuebetweendigits, .foldcase, .nocontractionafterdigit, .preferstrong:
            if line.tokens.count > 1 { throw line.error(at: line.tokens[1].lowerBound, "'\(op.rawValue)' takes no operands") }
            switch op {
            case .singlecapsword: builder.singleCapsWord = true
            case .foldcase: builder.foldCase = true
            case .nocontractionafterdigit: builder.noContractionAfterDigit = true
            case .preferstrong: builder.preferStrong = true
            default: builder.numContinueBetweenDigits = true
            }
        case .capital, .capsword, .capspassage, .capsterminator, .numsign, .lettersign, .numspace:
            try line.expectOperands(1, "dots", op)
            let cells = try line.dots(from: 1, into: builder.pool)
            switch op {
            case .capital: builder.indicators.capital = cells
            case .capsword: builder.indicators.capsWord = cells
            case .capspassage: builder.indicators.capsPassage = cells
            case .capsterminator: builder.indicators.capsTerminator = cells
            case .numsign: builder.indicators.numberSign = cells
            case .lettersign: builder.indicators.letterSign = cells
            default: builder.indicators.numericSpace = cells
            }
        case .numcontinue, .lettersignafter:
            try line.expectOperands(1, "one or more characters", op)
            for k in 1..<line.tokens.count {
                let scalar = try line.character(k)
                if op == .numcontinue { builder.numberContinuation.append(scalar) } else { builder.letterSignAfter.append(scalar) }
            }
        case .undefined:
            try line.expectOperands(1, "'hex', 'escape OPEN BACKSLASH CLOSE' or dots", op)
            builder.undefinedLocation = line.error(at: line.tokens[0].lowerBound, "")
            let word = line.text(line.tokens[1])
            if word == "hex" {
                if line.tokens.count != 2 { throw line.error(at: line.tokens[2].lowerBound, "'undefined hex' takes no further operands") }
                builder.undefined = .hex
            } else if word == "escape" {
                guard line.tokens.count == 5 else {
                    throw line.error(at: line.tokens[1].lowerBound, "'undefined escape' needs three cells: OPEN BACKSLASH CLOSE")
                }
                let open = try line.dots(from: 2, through: 2, into: builder.pool)
                let backslash = try line.dots(from: 3, through: 3, into: builder.pool)
                let close = try line.dots(from: 4, through: 4, into: builder.pool)
                builder.undefined = .escape(open: open, backslash: backslash, close: close)
            } else {
                builder.undefined = .cells(try line.dots(from: 1, into: builder.pool))
            }
        case .cells:
            try line.expectOperands(1, "6 or 8", op)
            switch line.text(line.tokens[1]) {
            case "6": builder.cellSize = 6
            case "8": builder.cellSize = 8
            default: throw line.error(at: line.tokens[1].lowerBound, "cell size must be 6 or 8, not '\(line.text(line.tokens[1]))'")
            }
        case .table:
            try line.expectOperands(2, "a name, a language tag and a description", op)
            guard includeStack.count <= 1 else { return } // only the outermost file names the table
            builder.name = line.text(line.tokens[1])
            builder.language = line.text(line.tokens[2])
            if line.tokens.count > 3 {
                builder.description = line.text(line.tokens[3].lowerBound..<line.end)
            }
        case .include:
            try line.expectOperands(1, "a file name", op)
            let operand = line.text(line.tokens[1])
            let target = operand.hasPrefix("/") ? operand
                : ((line.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(operand)
            try parseFile(path: target, includedFrom: line.error(at: line.tokens[1].lowerBound, ""))
        }
    }
}

/// The opcodes of the table format (see `Tables/README.md`).
enum Opcode: String, CaseIterable {
    case table, include, letter, digit, punctuation, sign, char, space, seq, word
    case capital, capsword, capspassage, capsterminator, numsign, numcontinue, lettersign, lettersignafter
    case undefined, cells, numspace, beforeletter, betweenletters, wordstart, wordend, capitalform, combining
    case context, numjoin, singlecapsword, addressmark, addresscapital, addresschar, numcontinuebetweendigits
    case readback, readhex, weight, foldcase, lowerword, lowerwordjoined, vowels, wordbefore, wordafter, wordbreak, nocontractionafterdigit, preferstrong

    /// A character or string operand followed by dots.
    var isDefinition: Bool {
        switch self {
        case .letter, .digit, .punctuation, .sign, .char, .space, .combining, .seq, .word, .lowerword, .lowerwordjoined,
             .beforeletter, .betweenletters, .wordstart, .wordend, .capitalform: true
        default: false
        }
    }

    private static let spellings: [(bytes: [UInt8], opcode: Opcode)] = allCases.map { (Array($0.rawValue.utf8), $0) }

    /// Recognises an opcode without building a string.
    init?(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        let length = range.count
        // The statements large tables are made of, without a search.
        let p = range.lowerBound
        if length == 3, bytes[p] == UInt8(ascii: "s"), bytes[p + 1] == UInt8(ascii: "e"), bytes[p + 2] == UInt8(ascii: "q") {
            self = .seq
            return
        }
        if length == 4, bytes[p] == UInt8(ascii: "c"), bytes[p + 1] == UInt8(ascii: "h"), bytes[p + 2] == UInt8(ascii: "a"),
           bytes[p + 3] == UInt8(ascii: "r") {
            self = .char
            return
        }
        for (spelling, opcode) in Opcode.spellings where spelling.count == length {
            var k = 0
            while k < length, spelling[k] == bytes[range.lowerBound + k] { k += 1 }
            if k == length { self = opcode; return }
        }
        return nil
    }
}
