/// A language tag reduced to what table choice needs: language, script and region subtags.
///
/// Parses BCP 47 (`de`, `de-AT`, `zh-Hant-TW`, `sr-Latn`) and the POSIX locale spelling
/// (`de_DE.UTF-8`, `de_AT@euro`). Subtags are normalized to lowercase (language, script) and
/// uppercase (region); variants, extensions and private use are accepted and ignored.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The language assumed where none is given (a screen, a message, a line): English, whose
    /// table (``TableCatalog/fallbackTableName``) also writes languages without a table.
    public static let fallback = "en"

    /// The language of text whose language nobody says (BCP 47 `und`, undetermined): the desktop's
    /// apps give none through AT-SPI. No table is for it, so the reader's table writes it
    /// (`--table zh-tw`), and without one the fallback's.
    public static let undetermined = "und"

    /// The primary language subtag, lowercase (`de`).
    public var language: String
    /// The script subtag, lowercase (`hant`), if the tag has one.
    public var script: String?
    /// The region subtag, uppercase (`AT`, `419`), if the tag has one.
    public var region: String?

    /// Parses a BCP 47 tag or a POSIX locale name.
    ///
    /// - Throws: `LanguageTagError` naming the tag, the offending subtag and its position.
    public init(parsing text: String) throws(LanguageTagError) {
        var body = Substring(text)
        // POSIX: language[_territory][.codeset][@modifier]
        if let at = body.firstIndex(of: "@") { body = body[..<at] }
        if let dot = body.firstIndex(of: ".") { body = body[..<dot] }
        let subtags = body.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, !first.isEmpty else {
            throw LanguageTagError(tag: text, offset: 0, reason: "empty language tag")
        }
        guard (2...8).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            throw LanguageTagError(tag: text, offset: 0,
                                   reason: "'\(first)' is not a language subtag (2 to 8 letters)")
        }
        language = first.lowercased()
        script = nil
        region = nil
        var offset = first.count + 1
        var index = 1
        // script: 4 letters, right after the language
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isASCIILetter) {
            script = subtags[index].lowercased()
            offset += subtags[index].count + 1
            index += 1
        }
        // region: 2 letters or 3 digits
        if index < subtags.count {
            let candidate = subtags[index]
            if candidate.count == 2, candidate.allSatisfy(\.isASCIILetter) {
                region = candidate.uppercased()
                offset += candidate.count + 1
                index += 1
            } else if candidate.count == 3, candidate.allSatisfy(\.isASCIIDigit) {
                region = String(candidate)
                offset += candidate.count + 1
                index += 1
            }
        }
        // the rest: variants, extensions, private use (1-8 alphanumerics each)
        while index < subtags.count {
            let subtag = subtags[index]
            guard (1...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                throw LanguageTagError(tag: text, offset: offset,
                                       reason: "'\(subtag)' is not a subtag (1 to 8 letters or digits)")
            }
            offset += subtag.count + 1
            index += 1
        }
    }

    /// The language subtags written in Chinese characters: Chinese, Mandarin, Cantonese.
    public static let chineseLanguages: Set<String> = ["zh", "cmn", "yue"]

    /// Whether the language is written in Chinese characters (``chineseLanguages``).
    public var isChinese: Bool { Self.chineseLanguages.contains(language) }

    /// The primary language subtag of `tag`, lowercase (`de-AT` → `de`, `zh_TW.UTF-8` → `zh`), or
    /// nil when `tag` is not a language tag.
    public static func primaryLanguage(of tag: String) -> String? {
        try? LanguageTag(parsing: tag).language
    }

    /// Whether `tag` is a BCP 47 tag: ``init(parsing:)`` without the POSIX spellings (`_`, `.`, `@`).
    public static func isBCP47(_ tag: String) -> Bool {
        !tag.contains { $0 == "_" || $0 == "." || $0 == "@" } && (try? LanguageTag(parsing: tag)) != nil
    }

    /// The script, or the one the region implies for Chinese (`zh-TW` → `hant`, `zh-CN` → `hans`).
    public var effectiveScript: String? {
        if let script { return script }
        guard isChinese, let region else { return nil }
        switch region {
        case "TW", "HK", "MO": return "hant"
        case "CN", "SG", "MY": return "hans"
        default: return nil
        }
    }

    /// The canonical BCP 47 spelling, e.g. `zh-Hant-TW`.
    public var description: String {
        var parts = [language]
        if let script { parts.append(script.prefix(1).uppercased() + script.dropFirst()) }
        if let region { parts.append(region) }
        return parts.joined(separator: "-")
    }
}

/// A language tag that could not be parsed.
public struct LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tag as given.
    public var tag: String
    /// The offset of the offending subtag, in characters from the start of `tag`.
    public var offset: Int
    /// What is wrong.
    public var reason: String

    public var description: String {
        "language tag '\(tag)', column \(offset + 1): \(reason)"
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
