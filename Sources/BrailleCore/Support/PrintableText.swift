/// Text from outside (a document, an event, a key file, a table, a command line) made safe to
/// write on a terminal: control characters written as escapes, and, for messages, very long text
/// cut.
///
/// A feed line whose event type is `ESC [ 2 J` would otherwise clear the reader's terminal from an
/// error message, a title with `ESC ] 0 ;` would retitle the reader's terminal from `inspect`, and
/// a label with a newline would break the status line (issue 13, item 10; issue 26, item 6). This
/// is the one home of that escaping: every message, listing and line of print the programs write
/// passes through here once, where it is written.
///
/// ```swift
/// PrintableText.escaped("a\u{1B}]0;pwned\u{7}b")   // #"a\u{1B}]0;pwned\u{7}b"#
/// PrintableText.oneLine(String(repeating: "x", count: 1005))   // 1000 x, then "… (5 more characters)"
/// ```
package enum PrintableText {
    /// The most characters of a message printed; the rest is named by its count.
    package static let maximumLength = 1000

    /// `text` on one line: newline, tab and carriage return as `\n`, `\t`, `\r`; other C0 and
    /// C1 control characters, DEL, and the line and paragraph separators as `\u{1B}`; the text
    /// cut after ``maximumLength`` characters with `… (N more characters)`.
    package static func oneLine(_ text: String, maximumLength: Int = PrintableText.maximumLength) -> String {
        var result = ""
        var count = 0
        var total = 0
        for scalar in text.unicodeScalars {
            total += 1
            guard count < maximumLength else { continue }
            count += 1
            append(scalar, to: &result)
        }
        if total > count { result += "… (\(total - count) more characters)" }
        return result
    }

    /// `text` on one line with its control characters escaped as ``oneLine(_:maximumLength:)``
    /// does, but never cut: for listings and translated lines, whose every character counts.
    ///
    /// - Complexity: O(n) in the scalars of `text`; text without control characters is returned as it is.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// Whether a terminal may act on `scalar` instead of showing it: C0 and C1 control
    /// characters, DEL, and the line and paragraph separators (U+2028, U+2029).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Appends `scalar`, or its escape when it is a control character.
    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default:
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
}
