/// A parsed JSON value. Objects keep their members in document order.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One member of an object.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var value: JSONValue

        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The JSON type's name as error messages say it ("string", "object"...).
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Parses one JSON text (RFC 8259): a value with optional white space around it.
    /// - Throws: ``DocumentError`` with cause ``DocumentError/Cause/syntax(line:column:message:)``,
    ///   the line and column (1-based, column in Unicode scalars) where the text stops being JSON.
    /// - Complexity: O(*n*) in the length of the text.
    package static func parse<S: Sequence<UInt8>>(utf8 bytes: S) throws(DocumentError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        return try parser.parseDocument()
    }

    /// Parses one JSON text from a string.
    package static func parse(_ text: String) throws(DocumentError) -> JSONValue {
        try parse(utf8: text.utf8)
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(DocumentError) -> JSONValue {
        // Skip a UTF-8 byte order mark.
        if bytes.starts(with: ByteOrderMark.utf8) { index = ByteOrderMark.utf8.count }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeByte()) after the JSON value") }
        return value
    }

    mutating func parseValue() throws(DocumentError) -> JSONValue {
        guard index < bytes.count else { throw error("the text ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeByte()) where a value should be")
        }
    }

    mutating func parseObject() throws(DocumentError) -> JSONValue {
        var members: [JSONValue.Member] = []
        // The duplicate check: a scan while the object is small (no hashing for the few members of
        // an element), a set from 16 members on, so that it stays O(1) per member.
        var keys: Set<String>?
        try parseItems(closing: UInt8(ascii: "}"), in: "an object") { parser throws(DocumentError) in
            guard parser.peek(UInt8(ascii: "\"")) else { throw parser.error("expected a member name in quotes, found \(parser.describeByte())") }
            let key = try parser.parseString()
            parser.skipWhitespace()
            guard parser.peek(UInt8(ascii: ":")) else { throw parser.error("expected ':' after member name \"\(key)\", found \(parser.describeByte())") }
            parser.index += 1
            parser.skipWhitespace()
            let value = try parser.parseValue()
            let repeated: Bool
            if var set = keys {
                keys = nil
                repeated = !set.insert(key).inserted
                keys = set
            } else if members.count < 16 {
                repeated = members.contains { $0.key == key }
            } else {
                var set = Set(members.map(\.key))
                repeated = !set.insert(key).inserted
                keys = set
            }
            if repeated { throw parser.error("member \"\(key)\" appears twice in one object") }
            members.append(JSONValue.Member(key: key, value: value))
        }
        return .object(members)
    }

    mutating func parseArray() throws(DocumentError) -> JSONValue {
        var items: [JSONValue] = []
        try parseItems(closing: UInt8(ascii: "]"), in: "an array") { parser throws(DocumentError) in
            items.append(try parser.parseValue())
        }
        return .array(items)
    }

    /// What an object and an array share: from the opening bracket at `index` to `closing`,
    /// `item` read for each element (whitespace before it skipped), with commas between; one
    /// level deeper meanwhile.
    mutating func parseItems(closing: UInt8, in container: String,
                             _ item: (inout JSONParser) throws(DocumentError) -> Void) throws(DocumentError) {
        try enter()
        index += 1
        skipWhitespace()
        if peek(closing) { index += 1; depth -= 1; return }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(closing) { index += 1; break }
            throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))' in \(container), found \(describeByte())")
        }
        depth -= 1
    }

    /// Reads a string. Without escapes (nearly every string) the text is made once from its
    /// bytes; with escapes, the bytes between them are checked and copied with the escaped scalars.
    /// JSON text must be UTF-8, so bad bytes are an error rather than a silent U+FFFD.
    mutating func parseString() throws(DocumentError) -> String {
        index += 1  // opening quote
        var runStart = index
        var escaped: [UInt8]?
        // Whether the run read so far is ASCII: then it is valid UTF-8 and is made without the
        // standard library's validation, which is generic and costs more than the scan.
        var ascii = true
        /// The text of `range` of the bytes, `nil` when it is not UTF-8 (checked over contiguous
        /// memory, the fast path of the standard library).
        func text(_ range: Range<Int>) -> String? {
            bytes.withUnsafeBufferPointer { buffer in
                let run = UnsafeBufferPointer(rebasing: buffer[range])
                return ascii ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
            }
        }
        func append(_ range: Range<Int>, to out: inout [UInt8]) -> Bool {
            guard text(range) != nil else { return false }
            out.append(contentsOf: bytes[range])
            return true
        }
        while true {
            guard index < bytes.count else { throw error("the text ends inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let run = runStart..<index
                index += 1
                guard var out = escaped else {
                    guard let text = text(run) else { throw error("invalid UTF-8 in a string") }
                    return text
                }
                escaped = nil  // one owner, so that appending does not copy
                guard append(run, to: &out) else { throw error("invalid UTF-8 in a string") }
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                var out = escaped ?? []
                escaped = nil  // one owner, so that appending does not copy
                guard append(runStart..<index, to: &out) else { throw error("invalid UTF-8 in a string") }
                index += 1
                guard index < bytes.count else { throw error("the text ends inside a string escape") }
                let escape = bytes[index]
                index += 1
                let scalar: Unicode.Scalar
                switch escape {
                case UInt8(ascii: "\""): scalar = "\""
                case UInt8(ascii: "\\"): scalar = "\\"
                case UInt8(ascii: "/"): scalar = "/"
                case UInt8(ascii: "b"): scalar = "\u{08}"
                case UInt8(ascii: "f"): scalar = "\u{0C}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"):
                    let unit = try parseHex4()
                    if (0xD800...0xDBFF).contains(unit) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a high surrogate \\u\(String(unit, radix: 16)) without its low surrogate")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("\\u\(String(low, radix: 16)) is not a low surrogate") }
                        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                    } else if let single = Unicode.Scalar(unit) {
                        scalar = single
                    } else {
                        throw error("a lone low surrogate \\u\(String(unit, radix: 16))")
                    }
                default:
                    index -= 1
                    throw error("unknown escape '\\\(describeByte())' in a string")
                }
                UTF8.encode(scalar) { out.append($0) }
                escaped = out
                runStart = index
                ascii = true
            case 0..<0x20:
                throw error("a control character (U+\(String(byte, radix: 16, uppercase: true))) inside a string; write it as an escape")
            default:
                if byte >= 0x80 { ascii = false }
                index += 1
            }
        }
    }

    mutating func parseHex4() throws(DocumentError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else { throw error("expected four hex digits after \\u") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func parseNumber() throws(DocumentError) -> Double {
        let start = index
        func isDigit(_ i: Int) -> Bool { i < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) }
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard isDigit(index) else { throw error("expected a digit in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw error("a number must not start with 0 followed by digits") }
        } else {
            while isDigit(index) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard isDigit(index) else { throw error("expected a digit after the decimal point") }
            while isDigit(index) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { throw error("expected a digit in the exponent") }
            while isDigit(index) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is out of range")
        }
        return value
    }

    mutating func expectWord(_ word: String) throws(DocumentError) {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw error("unexpected \(describeByte()) where a value should be") }
        index += utf8.count
    }

    mutating func enter() throws(DocumentError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    func describeByte() -> String {
        guard index < bytes.count else { return "the end of the text" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// A syntax error at the current position, with 1-based line and column (column in scalars).
    func error(_ message: String) -> DocumentError {
        var line = 1
        var lineStart = 0
        let end = Swift.min(index, bytes.count)
        for i in 0..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).unicodeScalars.count + 1
        return DocumentError(path: JSONPath(), cause: .syntax(line: line, column: column, message: message))
    }
}
