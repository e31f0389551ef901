/// The few texts the navigator shows itself, per language.
///
/// Looked up by the primary language subtag of the element's language ("de-CH" → "de"); English
/// when the language has no entry.
package enum NavigatorMessages {
    /// What a text says.
    package enum Phrase: Hashable, Sendable, CaseIterable {
        /// Flashed at the end of a book.
        case endOfBook
        /// The line of a screen without elements.
        case noElements
        /// The line before the app's first screen has come.
        case waitingForApp
        /// The line of an element whose language has no braille table.
        case noTable
    }

    /// Every phrase in the languages the project has tables for.
    static let texts: [Phrase: [String: String]] = [
        .endOfBook: ["en": "end of book", "de": "Ende des Buches", "zh": "全書完"],
        .noElements: ["en": "no elements", "de": "keine Elemente", "zh": "沒有元素"],
        .waitingForApp: ["en": "waiting for the app", "de": "warte auf die App", "zh": "等待應用程式"],
        .noTable: ["en": "no braille table", "de": "keine Brailletabelle", "zh": "沒有點字表"],
    ]

    /// `phrase` in `language`.
    package static func text(_ phrase: Phrase, language: String) -> String {
        text(texts[phrase]!, language: language)
    }

    /// The entry for `language`'s primary subtag, else English.
    package static func text(_ table: [String: String], language: String) -> String {
        LanguageTag.primaryLanguage(of: language).flatMap { table[$0] } ?? table["en"]!
    }
}
