/// Choosing a bundled table from a language (BCP 47 tag or POSIX locale) and from the user's
/// environment. See `docs/languages.md` for the policy in prose.
///
/// The mapping is by table **name**; loading is a separate step (`TableCatalog.table(named:)`), so
/// the choice can be made and tested even for a table that lives on another branch.
extension TableCatalog {
    /// The table used when neither the user's settings nor the locale name a language we have a
    /// table for.
    public static let fallbackTableName = "en-ueb-g1"

    /// The environment variable that names a table (a bundled name or a path). Checked first.
    public static let tableVariable = "BRL_TABLE"
    /// The environment variable that names a language (BCP 47 tag, e.g. `de-AT`). Checked second.
    public static let languageVariable = "BRL_LANGUAGE"
    /// The POSIX locale variables, in the order of precedence POSIX gives them for messages.
    public static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// Chooses the table name for a language.
    ///
    /// The tag is parsed as BCP 47 (POSIX spellings such as `de_DE.UTF-8` are accepted too). The
    /// language subtag decides (`de`, `de-AT`, `de-CH` → `de-g0-detailed`; `en-*` → `en-ueb-g1`);
    /// for Chinese the script decides, and without a script the region implies one (`zh-TW`,
    /// `zh-HK`, `zh-MO`, `zh-Hant` → `zh-tw`). A language without a table of its own falls back to
    /// the table for its script (`und-Hant` → `zh-tw`), and then to `en-ueb-g1`.
    ///
    /// - Parameter tag: A language tag such as `de`, `de-AT`, `zh-Hant-TW` or `de_CH.UTF-8`.
    /// - Returns: The chosen table name and why it was chosen.
    /// - Throws: `LanguageTagError` if `tag` is not a well-formed language tag.
    ///
    /// ```swift
    /// try TableCatalog.tableChoice(forLanguage: "de-AT").tableName  // "de-g0-detailed"
    /// ```
    public static func tableChoice(forLanguage tag: String) throws(LanguageTagError) -> TableChoice {
        let parsed = try LanguageTag(parsing: tag)
        return tableChoice(for: parsed)
    }

    /// Chooses the table name for a parsed language tag; never fails (see `tableChoice(forLanguage:)`).
    public static func tableChoice(for tag: LanguageTag) -> TableChoice {
        if let name = tableName(language: tag.language, script: tag.effectiveScript) {
            return TableChoice(tableName: name, reason: .language(tag))
        }
        if let script = tag.effectiveScript, let name = scriptTables[script] {
            return TableChoice(tableName: name, reason: .script(tag, script))
        }
        return TableChoice(tableName: fallbackTableName, reason: .noTableForLanguage(tag))
    }

    /// Loads the bundled table for a language (see `tableChoice(forLanguage:)` for the policy),
    /// resolved once per tag (``TableLibrary/table(forLanguage:)``).
    ///
    /// - Throws: `LanguageTagError` for a malformed tag, or the error of `table(named:)`.
    public static func table(forLanguage tag: String) throws -> BrailleTable {
        try TableLibrary.bundled.table(forLanguage: tag)
    }

    /// Chooses the default table from an environment.
    ///
    /// In order: `BRL_TABLE` (a table name or path, used as is), `BRL_LANGUAGE` (a language tag),
    /// the locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first one set and not empty),
    /// then `en-ueb-g1`. A locale of `C` or `POSIX` names no language and stops the search at the
    /// fallback, as it would for gettext. A malformed `BRL_LANGUAGE` or locale value is an error
    /// rather than a silent fallback, so that a typo in a setting is seen.
    ///
    /// - Parameter environment: The variables to read, e.g. `ProcessInfo.processInfo.environment`.
    /// - Throws: `TableSelectionError` naming the variable and its value.
    public static func defaultTableChoice(environment: [String: String]) throws(TableSelectionError) -> TableChoice {
        if let name = nonEmpty(environment[tableVariable]) {
            return TableChoice(tableName: name, reason: .setting(variable: tableVariable), variable: tableVariable)
        }
        var sources = [languageVariable]
        if let locale = localeVariables.first(where: { nonEmpty(environment[$0]) != nil }) {
            sources.append(locale)
        }
        for variable in sources {
            guard let value = nonEmpty(environment[variable]) else { continue }
            if variable != languageVariable, value == "C" || value == "POSIX" || value.hasPrefix("C.") {
                return TableChoice(tableName: fallbackTableName, reason: .fallback)
            }
            do {
                let tag = try LanguageTag(parsing: value)
                var choice = tableChoice(for: tag)
                choice.variable = variable
                return choice
            } catch {
                throw TableSelectionError(variable: variable, value: value, cause: error)
            }
        }
        return TableChoice(tableName: fallbackTableName, reason: .fallback)
    }

    /// Loads the default table for an environment (see `defaultTableChoice(environment:)`).
    public static func defaultTable(environment: [String: String]) throws -> BrailleTable {
        try table(named: defaultTableChoice(environment: environment).tableName)
    }

    // MARK: - The mapping

    /// Tables by language subtag, for languages whose braille code does not depend on the script.
    static let languageTables: [String: String] = [
        "en": "en-ueb-g1",
        "de": "de-g0-detailed",
        // Swiss German and the Alemannic/Bavarian varieties are written with German braille.
        "gsw": "de-g0-detailed",
        "bar": "de-g0-detailed",
        "nds": "de-g0-detailed",
    ]

    /// Tables by script, for a language we have no table for (`und-Hant`, `yue-Hant`).
    static let scriptTables: [String: String] = [
        "hant": "zh-tw",
    ]

    /// Chinese braille codes differ by region, not only by script: the `zh-tw` table is Taiwanese
    /// (Zhuyin-based) braille for Traditional characters. Mainland (Hans) text has no table yet.
    static func tableName(language: String, script: String?) -> String? {
        guard LanguageTag.chineseLanguages.contains(language) else { return languageTables[language] }
        switch script {
        case "hant", nil: return "zh-tw"
        default: return nil
        }
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}

/// A chosen table name and the reason it was chosen.
public struct TableChoice: Hashable, Sendable {
    /// Why a table was chosen.
    public enum Reason: Hashable, Sendable {
        /// The language subtag (with its script) has a table.
        case language(LanguageTag)
        /// The language has no table, but its script has.
        case script(LanguageTag, String)
        /// Nothing matched the language: the fallback table.
        case noTableForLanguage(LanguageTag)
        /// A setting named the table directly.
        case setting(variable: String)
        /// No setting or locale named a language.
        case fallback
    }

    /// The bundled table name (or a path, when `BRL_TABLE` gave one).
    public var tableName: String
    /// Why it was chosen.
    public var reason: Reason
    /// The environment variable the choice came from, if any.
    public var variable: String?
}

/// A setting in the environment that could not be used.
public struct TableSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variable, e.g. `LANG`.
    public var variable: String
    /// Its value.
    public var value: String
    /// Why the value is not a language tag.
    public var cause: LanguageTagError

    public var description: String {
        "\(variable)=\(value): \(cause.reason)"
    }
}
