import Foundation

/// The text of a web page's block (a paragraph, a list item) cut where objects sit inside it: a
/// link in a paragraph is a U+FFFC in the paragraph's text (AT-SPI Hypertext), the n-th mark
/// standing for the n-th child (Firefox, WebKitGTK). The runs of text between them become
/// elements of their own and each object is read as itself (a link, routed to and followed), in
/// the order of the text.
///
/// ```swift
/// InlineText.pieces("Read \u{FFFC} now.")   // [.text("Read"), .object(0), .text("now.")]
/// ```
enum InlineText {
    /// One piece of a block, in the order of its text.
    enum Piece: Hashable, Sendable {
        /// A run of text between objects, trimmed; never empty.
        case text(String)
        /// The object at this index among the block's children.
        case object(Int)
    }

    /// The character that stands for an object inside a text.
    static let objectMark: Unicode.Scalar = "\u{FFFC}"

    /// Whether `text` holds an object.
    static func holdsObjects(_ text: String) -> Bool {
        text.unicodeScalars.contains(objectMark)
    }

    /// `text` cut at its object marks: runs of text (trimmed, empty ones left out) and objects.
    static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var run = String.UnicodeScalarView()
        var objects = 0
        func endRun() {
            let trimmed = String(run).trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { pieces.append(.text(trimmed)) }
            run = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if scalar == objectMark {
                endRun()
                pieces.append(.object(objects))
                objects += 1
            } else {
                run.append(scalar)
            }
        }
        endRun()
        return pieces
    }
}
