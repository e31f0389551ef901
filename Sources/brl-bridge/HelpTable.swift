import BrailleBridge
import Foundation

/// A two-column table for `--help` text: a name, then what it does, wrapped at words so that
/// every line fits the help's width and each description's next lines start under its column.
///
/// ArgumentParser wraps any line of its discussion text at 80 columns back to the line's start,
/// which cut the key table mid-sentence; lines of at most ``width`` characters it leaves as they
/// are.
///
/// ```swift
/// HelpTable.rows([("LNUP", "previous element (in a book: previous line); adjusting: increment")])
/// // "  LNUP               previous element (in a book: previous line); adjusting:\n"
/// // + "                     increment"
/// ```
enum HelpTable {
    /// The longest line, in characters: below ArgumentParser's 80 columns, where it wraps.
    static let width = 79
    /// Where the second column starts: two blanks, the name padded to 19.
    static let column = 21

    /// `rows` as lines: each name at column 2, its text at ``column``, wrapped at blanks.
    static func rows(_ rows: [(name: String, text: String)]) -> String {
        rows.map { row in
            let name = "  " + row.name
            let lead = name.count < column ? name.padding(toLength: column, withPad: " ", startingAt: 0) : name + " "
            return wrap(row.text, first: lead, next: String(repeating: " ", count: column))
        }.joined(separator: "\n")
    }

    /// `text` wrapped at blanks into lines of at most ``width`` characters, the first after
    /// `first`, the others after `next`; a word longer than a line stands on a line of its own.
    static func wrap(_ text: String, first: String, next: String) -> String {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in text.split(separator: " ") {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = next
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
