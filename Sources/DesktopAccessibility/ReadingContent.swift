import BrailleCore

/// The reading content of a document view: the text of a read-only multi-line text object (a
/// help page, a log, a message) as a ``Book`` of lines, so the reader goes through it line by
/// line and continuous reading turns its pages; each page turn scrolls the app there.
enum ReadingContent {
    /// The most characters read from one document (a long log stops here).
    static let characterLimit = 200_000
    /// The lines of one page.
    static let linesPerPage = 20

    /// Whether an object with `role` and `states` is read as a book: a multi-line text that is
    /// not editable (an editable one is a text field, with its caret).
    static func isDocument(role: DesktopRole, states: DesktopStates) -> Bool {
        [.text, .documentText].contains(role) && states.contains(.multiLine) && !states.contains(.editable)
    }

    /// The lines of `text` (a last empty line after the final newline left out).
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `text` as a book of pages of ``linesPerPage`` lines.
    static func book(_ text: String) -> Book {
        let lines = lines(text)
        let pages = stride(from: 0, to: lines.count, by: linesPerPage).map {
            Book.Page(lines: Array(lines[$0..<Swift.min($0 + linesPerPage, lines.count)]))
        }
        return Book(pages: pages)
    }

    /// The character offset where page `page` of `book` starts in the text it was read from (in
    /// Unicode scalars, as AT-SPI counts; each line ends with a newline); `nil` past the book.
    static func offset(ofPage page: Int, in book: Book) -> Int? {
        guard book.pages.indices.contains(page) else { return nil }
        return book.pages[..<page].reduce(0) { sum, page in
            page.lines.reduce(sum) { $0 + $1.unicodeScalars.count + 1 }
        }
    }
}
