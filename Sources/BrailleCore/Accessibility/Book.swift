/// The reading content of an element with the ``AccessibilityTrait/causesPageTurn`` trait: pages of lines and
/// the page shown now (`UIAccessibilityReadingContent`).
///
/// Turning past the last page changes nothing and says so; that is how the reader knows the book
/// has ended.
///
/// ```swift
/// var book = Book(pages: [Book.Page(lines: ["One"]), Book.Page(lines: ["Two"])])
/// book.turnPage(.forward)   // .turned(page: 1)
/// book.turnPage(.forward)   // .noMorePages, still on page 1
/// ```
public struct Book: Hashable, Sendable {
    /// One page: its lines of text, in reading order.
    public struct Page: Hashable, Sendable {
        /// The page's lines of text.
        public var lines: [String]

        public init(lines: [String]) {
            self.lines = lines
        }
    }

    /// The pages, at least one.
    public private(set) var pages: [Page]
    /// The index of the page shown now, zero-based; always an index of ``pages``.
    public private(set) var currentPage: Int

    /// A book open at `currentPage` (clamped to the pages there are). A book has at least one
    /// page: no pages make one empty page.
    public init(pages: [Page], currentPage: Int = 0) {
        self.pages = pages.isEmpty ? [Page(lines: [])] : pages
        self.currentPage = Swift.min(Swift.max(currentPage, 0), self.pages.count - 1)
    }

    /// The page shown now.
    public var page: Page { pages[currentPage] }

    /// Turns one page in `direction`.
    /// - Returns: ``PageTurn/turned(page:)`` with the new zero-based page index, or
    ///   ``PageTurn/noMorePages`` when there is no page that way (the book is unchanged).
    @discardableResult
    public mutating func turnPage(_ direction: Direction) -> PageTurn {
        let target = currentPage + (direction == .forward ? 1 : -1)
        guard pages.indices.contains(target) else { return .noMorePages }
        currentPage = target
        return .turned(page: target)
    }

    /// Opens the book at `page` (zero-based).
    /// - Returns: ``PageTurn/noMorePages`` when there is no such page (the book is unchanged).
    @discardableResult
    public mutating func open(at page: Int) -> PageTurn {
        guard pages.indices.contains(page) else { return .noMorePages }
        currentPage = page
        return .turned(page: page)
    }
}

/// A direction in reading order.
public enum Direction: Hashable, Sendable {
    case forward
    case backward
}

/// What turning a page did.
public enum PageTurn: Hashable, Sendable {
    /// The book now shows this page (zero-based).
    case turned(page: Int)
    /// There is no page that way: the book has ended (or not begun), nothing changed.
    case noMorePages
    /// The element holds no book.
    case notABook
}
