import Foundation
import Testing

/// `brl-translate --lang`, run as a user runs it (the built executable beside the test bundle).
@Suite(.serialized) struct BrlTranslateLanguageTests {
    /// Runs the built brl-translate (the runner of `BrlTranslateTests`: the variables that choose
    /// a table are cleared, then `environment` is added).
    static func run(_ arguments: [String], input: String, environment: [String: String] = [:]) throws -> BrlTranslateTests.Run {
        try BrlTranslateTests.run(arguments, input: input, environment: environment)
    }

    @Test func langWorksLikeTable() throws {
        let byLanguage = try Self.run(["--lang", "de-AT"], input: "Größe: 3,5 %\n")
        let byTable = try Self.run(["--table", "de-g0-detailed"], input: "Größe: 3,5 %\n")
        #expect(byLanguage.status == 0)
        #expect(byLanguage.stdout == "⠨⠛⠗⠪⠮⠑⠒⠀⠼⠉⠂⠑⠼⠚⠴\n")
        #expect(byLanguage.stdout == byTable.stdout)
    }

    @Test func defaultComesFromTheLocale() throws {
        let german = try Self.run([], input: "Öl\n", environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.stdout == "⠨⠪⠇\n")
        let setting = try Self.run([], input: "Öl\n", environment: ["BRL_TABLE": "de-g0", "LANG": "en_US.UTF-8"])
        #expect(setting.stdout == "⠪⠇\n")
    }

    @Test func badLanguageIsAClearError() throws {
        let result = try Self.run(["--lang", "1de"], input: "x\n")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("brl-translate: --lang: language tag '1de', column 1: '1de' is not a language subtag (2 to 8 letters)"))
        let both = try Self.run(["--lang", "de", "--table", "de-g0"], input: "x\n")
        #expect(both.status == 64)
        #expect(both.stderr == "brl-translate: Give either --table or --lang, not both (see 'brl-translate --help')\n")
    }
}
