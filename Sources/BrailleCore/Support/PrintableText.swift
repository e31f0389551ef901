/// Text from outside (a document, an event, a key file, a command line) made safe to echo on a
/// terminal in one line: control characters written as escapes, and very long text cut.
///
/// A feed line whose event type is `ESC [ 2 J` would otherwise clear the reader's terminal from an
/// error message, and a title with a newline would break the status line (issue 13, item 10).
/// Every message the programs print passes through here once, where it is written.
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
        if total > count { result += "… (\(total - count) more characters)" }
        return result
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
