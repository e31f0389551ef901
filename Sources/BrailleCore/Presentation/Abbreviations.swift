/// The words a presentation adds to an element's own text, for one language: an abbreviation per
/// trait and the formats of positions and pages.
///
/// The built-in tables are data in ``AbbreviationCatalog``; see `docs/document-format.md` for why
/// these abbreviations were chosen.
public struct Abbreviations: Hashable, Sendable {
    /// The BCP 47 language (primary subtag) the words are in.
    public var language: String
    /// The abbreviation shown for each trait; a trait with no entry (or an empty one) shows nothing.
    public var traits: [AccessibilityTrait: String]
    /// The position in a container, with `{index}` and `{count}` ("{index}/{count}" → "3/12").
    public var positionFormat: String
    /// A book's page, with `{page}` and `{count}` ("page {page} of {count}").
    public var pageFormat: String
    /// What a line says when a book or list has no more pages or elements that way.
    public var endOfContent: String

    public init(language: String, traits: [AccessibilityTrait: String], positionFormat: String, pageFormat: String, endOfContent: String) {
        self.language = language
        self.traits = traits
        self.positionFormat = positionFormat
        self.pageFormat = pageFormat
        self.endOfContent = endOfContent
    }

    /// The order in which traits are shown: roles first (what the element is), then states
    /// (selected, not enabled). Traits missing here are not shown.
    public var order: [AccessibilityTrait] = AbbreviationCatalog.traitOrder

    /// The abbreviations of `traits`, in ``order``, joined by blanks.
    public func text(for traits: Traits) -> String {
        order.filter { traits.contains(Traits($0)) }
            .compactMap { self.traits[$0] }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// "3/12" for a position.
    public func text(for position: PlacedElement.Position) -> String {
        positionFormat.replacing("{index}", with: String(position.index)).replacing("{count}", with: String(position.count))
    }

    /// "page 3 of 5" for a zero-based page index of `count` pages.
    public func pageText(page: Int, of count: Int) -> String {
        pageFormat.replacing("{page}", with: String(page + 1)).replacing("{count}", with: String(count))
    }
}
