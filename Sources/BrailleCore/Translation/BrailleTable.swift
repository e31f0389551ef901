/// A compiled braille table, ready to translate.
///
/// Load one with `TableCatalog.table(named:)`. Copies are cheap: they share one immutable compiled
/// core (flat arrays and a trie), so a table can be passed between threads freely.
///
/// ```swift
/// let table = try TableCatalog.table(named: "en-ueb-g1")
/// let t = table.translate("Hello")
/// BrailleEncoding.unicode.encode(t.cells)   // "⠠⠓⠑⠇⠇⠕"
/// ```
public struct BrailleTable: Sendable {
    /// The table's name: the `table` statement's, else the file name without `.tbl` (`en-ueb-g1`).
    public var name: String
    /// A BCP 47 language tag, e.g. `en`.
    public var language: String
    /// A one-line description.
    public var description: String

    let compiled: CompiledTable

    init(compiled: CompiledTable) {
        self.compiled = compiled
        name = compiled.name
        language = compiled.language
        description = compiled.description
    }

    /// The number of dots a cell of this table has: 6 or 8.
    public var cellSize: Int { compiled.cellSize }

    /// Whether the table is contracted (grade 2): it says when a word stands alone
    /// (`wordbefore`, `wordafter`, `wordbreak`), which only wordsigns and shortforms need.
    public var isContracted: Bool { compiled.standingAlone != nil }

    /// Translates `text` into cells with both position maps.
    ///
    /// Positions count Unicode scalars (`text.unicodeScalars`). Any input is accepted: characters the
    /// table does not define are written with its `undefined` fallback, whose cells all map back to
    /// that character.
    ///
    /// - Parameter text: Any text; a line break is translated like any other character.
    /// - Returns: The cells (dots 1–8 as bits 0–7) and both maps, complete and non-decreasing.
    /// - Complexity: O(n) in the number of scalars (longest-match sequences add their length).
    public func translate(_ text: String) -> Translation {
        let translation = compiled.translate(text)
        translation._checkInvariants()
        return translation
    }

    /// Compiles the table file at `path` now, without the catalog's cache (for tools and load-time
    /// measurements; use `TableCatalog.table(named:)` otherwise).
    ///
    /// - Throws: `TableError` naming the file, line and column of the first problem.
    public init(contentsOfFile path: String) throws(TableError) {
        self.init(compiled: try TableParser.compile(path: path))
    }

    /// Compiles a table from text in memory (for tests and tools).
    ///
    /// - Parameters:
    ///   - source: The table, in the format of `Tables/README.md`.
    ///   - path: The name errors carry; `include` resolves relative to its folder.
    /// - Throws: `TableError` naming `path`, line and column of the first problem.
    public init(source: String, path: String = "<memory>.tbl") throws(TableError) {
        self.init(compiled: try TableParser.compile(source: source, path: path))
    }
}
