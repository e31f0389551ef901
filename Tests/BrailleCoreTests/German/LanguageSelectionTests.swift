import Testing
@testable import BrailleCore

@Suite struct LanguageSelectionTests {
    @Test("A language tag chooses a table by name", arguments: [
        ("en", "en-ueb-g1"),
        ("en-US", "en-ueb-g1"),
        ("en-GB", "en-ueb-g1"),
        ("EN-us", "en-ueb-g1"),
        ("de", "de-g0-detailed"),
        ("de-DE", "de-g0-detailed"),
        ("de-AT", "de-g0-detailed"),
        ("de-CH", "de-g0-detailed"),
        ("de-LI", "de-g0-detailed"),
        ("de-Latn-CH", "de-g0-detailed"),
        ("de-CH-1996", "de-g0-detailed"),
        ("de-DE-u-co-phonebk", "de-g0-detailed"),
        ("gsw", "de-g0-detailed"),
        ("de_DE.UTF-8", "de-g0-detailed"),
        ("de_AT@euro", "de-g0-detailed"),
        ("zh-TW", "zh-tw"),
        ("zh-Hant", "zh-tw"),
        ("zh-Hant-TW", "zh-tw"),
        ("zh-HK", "zh-tw"),
        ("zh-MO", "zh-tw"),
        ("zh", "zh-tw"),
        ("zh_TW.UTF-8", "zh-tw"),
        ("yue-Hant", "zh-tw"),
        ("und-Hant", "zh-tw"),
        ("zh-Hans", "en-ueb-g1"),
        ("zh-CN", "en-ueb-g1"),
        ("fr-FR", "en-ueb-g1"),
        ("ja", "en-ueb-g1"),
    ])
    func tagChoosesTable(tag: String, expected: String) throws {
        #expect(try TableCatalog.tableChoice(forLanguage: tag).tableName == expected)
    }

    @Test func reasonSaysWhichPartOfTheTagDecided() throws {
        let german = try LanguageTag(parsing: "de-AT")
        #expect(try TableCatalog.tableChoice(forLanguage: "de-AT").reason == .language(german))
        let hant = try LanguageTag(parsing: "und-Hant")
        #expect(try TableCatalog.tableChoice(forLanguage: "und-Hant").reason == .script(hant, "hant"))
        let french = try LanguageTag(parsing: "fr")
        #expect(try TableCatalog.tableChoice(forLanguage: "fr").reason == .noTableForLanguage(french))
    }

    @Test("Tags are parsed into normalized subtags", arguments: [
        ("de", "de", nil, nil),
        ("DE-at", "de", nil, "AT"),
        ("zh-hant-tw", "zh", "hant", "TW"),
        ("es-419", "es", nil, "419"),
        ("de_CH.UTF-8", "de", nil, "CH"),
        ("sr-Latn", "sr", "latn", nil),
    ] as [(String, String, String?, String?)])
    func parsesSubtags(tag: String, language: String, script: String?, region: String?) throws {
        let parsed = try LanguageTag(parsing: tag)
        #expect(parsed.language == language)
        #expect(parsed.script == script)
        #expect(parsed.region == region)
    }

    @Test func canonicalSpelling() throws {
        #expect(try LanguageTag(parsing: "zh_hant_tw").description == "zh-Hant-TW")
    }

    @Test("Malformed tags are errors that name the place", arguments: [
        ("", 0, "empty language tag"),
        ("-de", 0, "empty language tag"),
        ("d", 0, "'d' is not a language subtag (2 to 8 letters)"),
        ("12", 0, "'12' is not a language subtag (2 to 8 letters)"),
        ("de--AT", 3, "'' is not a subtag (1 to 8 letters or digits)"),
        ("de-AT-überlang", 6, "'überlang' is not a subtag (1 to 8 letters or digits)"),
    ])
    func malformedTag(tag: String, offset: Int, reason: String) {
        #expect(throws: LanguageTagError(tag: tag, offset: offset, reason: reason)) {
            try TableCatalog.tableChoice(forLanguage: tag)
        }
    }

    @Test("The default table follows settings, then locale, then the fallback", arguments: [
        ([:], "en-ueb-g1", nil),
        (["BRL_TABLE": "de-g0", "BRL_LANGUAGE": "en", "LANG": "zh_TW.UTF-8"], "de-g0", "BRL_TABLE"),
        (["BRL_TABLE": "/tmp/my.tbl"], "/tmp/my.tbl", "BRL_TABLE"),
        (["BRL_TABLE": "", "BRL_LANGUAGE": "de-CH"], "de-g0-detailed", "BRL_LANGUAGE"),
        (["BRL_LANGUAGE": "de", "LC_ALL": "en_US.UTF-8"], "de-g0-detailed", "BRL_LANGUAGE"),
        (["LANG": "de_DE.UTF-8"], "de-g0-detailed", "LANG"),
        (["LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_US.UTF-8"], "de-g0-detailed", "LC_MESSAGES"),
        (["LC_ALL": "zh_TW.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "zh-tw", "LC_ALL"),
        (["LC_ALL": "", "LANG": "de_DE.UTF-8"], "de-g0-detailed", "LANG"),
        (["LANG": "C.UTF-8"], "en-ueb-g1", nil),
        (["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"], "en-ueb-g1", nil),
        (["LANG": "fr_FR.UTF-8"], "en-ueb-g1", "LANG"),
    ] as [([String: String], String, String?)])
    func defaultTable(environment: [String: String], expected: String, variable: String?) throws {
        let choice = try TableCatalog.defaultTableChoice(environment: environment)
        #expect(choice.tableName == expected)
        #expect(choice.variable == variable)
    }

    @Test func malformedSettingNamesTheVariable() {
        let cause = LanguageTagError(tag: "1de", offset: 0, reason: "'1de' is not a language subtag (2 to 8 letters)")
        #expect(throws: TableSelectionError(variable: "BRL_LANGUAGE", value: "1de", cause: cause)) {
            try TableCatalog.defaultTableChoice(environment: ["BRL_LANGUAGE": "1de", "LANG": "de_DE.UTF-8"])
        }
        let error = TableSelectionError(variable: "BRL_LANGUAGE", value: "1de", cause: cause)
        #expect(error.description == "BRL_LANGUAGE=1de: '1de' is not a language subtag (2 to 8 letters)")
    }
}
