/// The few texts the navigator flashes itself, per language.
///
/// Looked up by the primary language subtag of the element's language ("de-CH" → "de"); English
/// when the language has no entry.
public enum NavigatorMessages {
    /// "End of book" in the languages the project has tables for.
    static let endOfBook: [String: String] = [
        "en": "end of book",
        "de": "Ende des Buches",
        "zh": "全书完",
    ]

    /// The "end of book" message in `language`.
    public static func endOfBook(language: String) -> String {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? "en"
        return endOfBook[primary] ?? endOfBook["en"]!
    }
}
