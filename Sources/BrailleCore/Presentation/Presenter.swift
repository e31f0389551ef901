/// Turns the focused element into a ``BrailleLine``: label, value, trait and state abbreviations,
/// position in its container, and the hint on request, translated in the element's language.
///
/// ```swift
/// let presenter = Presenter()
/// let line = try presenter.present(focus.focused!)   // "Photo btn 3/12"
/// line.targets[0]   // CellTarget(elementIdentifier: "Photo 2", part: .label, offset: 0)
/// ```
public struct Presenter: Sendable {
    /// Finds the table for a BCP 47 language tag.
    public var tableForLanguage: @Sendable (String) throws -> BrailleTable
    /// Finds the abbreviations for a BCP 47 language tag.
    public var abbreviationsForLanguage: @Sendable (String) -> Abbreviations

    /// A presenter over the bundled tables and the built-in abbreviations.
    public init(
        tableForLanguage: @escaping @Sendable (String) throws -> BrailleTable = { try TableCatalog.table(forLanguage: $0) },
        abbreviationsForLanguage: @escaping @Sendable (String) -> Abbreviations = { AbbreviationCatalog.abbreviations(forLanguage: $0) }
    ) {
        self.tableForLanguage = tableForLanguage
        self.abbreviationsForLanguage = abbreviationsForLanguage
    }

    /// The parts of an element's line, in order: label, value, traits, position (in its container,
    /// and for a book the page: "page 2 of 6"), and the hint when `showingHint`. Empty parts are
    /// left out when composed.
    public func segments(for placed: PlacedElement, showingHint: Bool = false) -> [(part: LinePart, text: String)] {
        let words = abbreviationsForLanguage(placed.language)
        let element = placed.element
        var position = placed.position.map { words.text(for: $0) } ?? ""
        if let book = element.book, !book.pages.isEmpty {
            let page = words.pageText(page: book.currentPage, of: book.pages.count)
            position = position.isEmpty ? page : position + " " + page
        }
        var segments: [(part: LinePart, text: String)] = [
            (.label, element.label),
            (.value, element.value ?? ""),
            (.traits, words.text(for: element.traits)),
            (.position, position),
        ]
        if showingHint { segments.append((.hint, element.hint ?? "")) }
        return segments
    }

    /// The braille line of a focused element.
    /// - Parameters:
    ///   - placed: the element as its screen places it.
    ///   - showingHint: whether to append the hint.
    /// - Throws: the error of ``tableForLanguage`` when no table serves the element's language.
    public func present(_ placed: PlacedElement, showingHint: Bool = false) throws -> BrailleLine {
        let table = try tableForLanguage(placed.language)
        return BrailleLine.compose(segments(for: placed, showingHint: showingHint),
                                   element: placed.element.identifier, table: table)
    }

    /// The braille line of one line of a book's current page, every cell a ``LinePart/content``
    /// target whose offset counts into that line.
    /// - Throws: the error of ``tableForLanguage``.
    public func presentContentLine(_ text: String, of placed: PlacedElement) throws -> BrailleLine {
        let table = try tableForLanguage(placed.language)
        return BrailleLine.compose([(.content, text)], element: placed.element.identifier, table: table)
    }

    /// The braille line of a flash message in `language`; its targets name no element.
    /// - Throws: the error of ``tableForLanguage``.
    public func presentMessage(_ text: String, language: String) throws -> BrailleLine {
        let table = try tableForLanguage(language)
        return BrailleLine.compose([(.message, text)], element: nil, table: table)
    }
}
