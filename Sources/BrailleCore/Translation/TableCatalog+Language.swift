// SCAFFOLDING: the language-selection work (issue 3) replaces this file.
extension TableCatalog {
    /// Chooses the table for a BCP 47 language tag (`en`, `de-AT`, `zh-TW`), with a documented fallback.
    public static func table(forLanguage tag: String) throws -> BrailleTable {
        try table(named: "en-ueb-g1")
    }
}
