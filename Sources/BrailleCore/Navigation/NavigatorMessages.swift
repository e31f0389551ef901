/// The few texts the navigator flashes itself, per language.
///
/// Looked up by the primary language subtag of the element's language ("de-CH" → "de"); English
/// when the language has no entry.
package enum NavigatorMessages {
    /// "End of book" in the languages the project has tables for.
    static let endOfBook: [String: String] = [
        "en": "end of book",
        "de": "Ende des Buches",
        "zh": "全書完",
    ]

    /// What the display shows on a screen without elements.
    static let noElements: [String: String] = [
        "en": "no elements",
        "de": "keine Elemente",
        "zh": "沒有元素",
    ]

    /// What the display shows before the app's first screen has come.
    static let waitingForApp: [String: String] = [
        "en": "waiting for the app",
        "de": "warte auf die App",
        "zh": "等待應用程式",
    ]

    /// What the display shows when the focused element's language has no braille table.
    static let noTable: [String: String] = [
        "en": "no braille table",
        "de": "keine Brailletabelle",
        "zh": "沒有點字表",
    ]

    /// The "no braille table" message in `language`.
    package static func noTable(language: String) -> String {
        text(noTable, language: language)
    }

    /// The "end of book" message in `language`.
    package static func endOfBook(language: String) -> String {
        text(endOfBook, language: language)
    }

    /// "no elements" in `language`: the line of an empty screen.
    package static func noElements(language: String) -> String {
        text(noElements, language: language)
    }

    /// "waiting for the app" in `language`: the line before the app's first screen.
    package static func waitingForApp(language: String) -> String {
        text(waitingForApp, language: language)
    }

    /// The entry for `language`'s primary subtag, else English.
    package static func text(_ table: [String: String], language: String) -> String {
        LanguageTag.primaryLanguage(of: language).flatMap { table[$0] } ?? table["en"]!
    }
}
