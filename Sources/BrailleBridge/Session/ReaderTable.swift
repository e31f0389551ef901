import BrailleCore

/// The braille table the reader chose (`--table`, `--lang`, `BRL_TABLE`, `BRL_LANGUAGE`), and the
/// text it writes.
///
/// Elements carry their own language, so one table for everything (as `brl-translate` uses)
/// would write an English label in German braille. The reader's table therefore takes the place
/// of the table of **its own language** — `de-g0` for all German text (`de`, `de-AT`, `de-CH`),
/// `en-us-comp8` for all English text — and of the fallback for text in a language that has no
/// table (`zh-CN`, `fr`), which it writes instead of `en-ueb-g1`. Text in another language with a
/// table of its own keeps that table. Without a choice, every language has its default table
/// (docs/languages.md); the locale is not a choice here (it already sets `--ui-language`).
public struct ReaderTable: Sendable {
    /// The chosen table.
    public var table: BrailleTable
    /// The language subtag the table replaces (`de` for `de-g0`, `en` for `en-us-comp8`).
    public var language: String
    /// Where the choice came from, for messages: `--table`, `--lang`, `BRL_TABLE`, `BRL_LANGUAGE`.
    public var setting: String

    /// Whether text in `tag` is written with the reader's table.
    public func writes(language tag: String) -> Bool {
        guard let parsed = try? LanguageTag(parsing: tag) else { return false }
        if parsed.language == language { return true }
        if case .noTableForLanguage = TableCatalog.tableChoice(for: parsed).reason { return true }
        return false
    }

    /// The reader's choice, in the order `brl-translate` reads it: `--table`, `--lang`, then the
    /// `BRL_TABLE` and `BRL_LANGUAGE` variables (empty counts as unset); `nil` when none is given.
    /// - Throws: ``ReaderTableError`` naming the setting and the cause (an unknown table, a
    ///   malformed language tag).
    public static func choose(table: String?, lang: String?, environment: [String: String]) throws(ReaderTableError) -> ReaderTable? {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        let name: String
        let setting: String
        var language: String?
        if let table {
            (name, setting) = (table, "--table")
        } else if let lang {
            (name, setting, language) = try byLanguage(lang, setting: "--lang")
        } else if let table = nonEmpty(environment[TableCatalog.tableVariable]) {
            (name, setting) = (table, TableCatalog.tableVariable)
        } else if let lang = nonEmpty(environment[TableCatalog.languageVariable]) {
            (name, setting, language) = try byLanguage(lang, setting: TableCatalog.languageVariable)
        } else {
            return nil
        }
        let loaded: BrailleTable
        do {
            loaded = try TableCatalog.table(named: name)
        } catch {
            throw ReaderTableError(setting: setting, value: name, cause: String(describing: error))
        }
        let tableLanguage = (try? LanguageTag(parsing: language ?? loaded.language))?.language ?? loaded.language
        return ReaderTable(table: loaded, language: tableLanguage, setting: setting)
    }

    private static func byLanguage(_ tag: String, setting: String) throws(ReaderTableError) -> (String, String, String?) {
        do {
            return (try TableCatalog.tableChoice(forLanguage: tag).tableName, setting, tag)
        } catch {
            throw ReaderTableError(setting: setting, value: tag, cause: error.description)
        }
    }
}

/// A reader's table choice that cannot be used: `--table 'de-g9': no table named ...`.
public struct ReaderTableError: Error, CustomStringConvertible {
    public var setting: String
    public var value: String
    public var cause: String
    public var description: String {
        setting.hasPrefix("--") ? "\(setting) '\(value)': \(cause)" : "\(setting)=\(value): \(cause)"
    }
}
