/// The UTF-8 byte order mark (EF BB BF, U+FEFF) that some editors write at the start of a file.
///
/// It says the file is UTF-8 and is not text: every reader of a file takes it only at the very
/// start (key files, scripts, `brl-translate`'s input through here; the JSON parser and the
/// table parser check the same three bytes in their byte loops). Anywhere else U+FEFF is a
/// character like any other (issue 26, item 8).
///
/// ```swift
/// ByteOrderMark.dropped(from: "\u{FEFF}next")   // "next"
/// ```
package enum ByteOrderMark {
    /// The mark's bytes in UTF-8.
    package static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `text` without the mark at its start (unchanged when it has none).
    package static func dropped(from text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }
}
