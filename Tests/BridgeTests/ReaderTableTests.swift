import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

/// The reader chooses a table for the bridge with `--table`, `--lang`, `BRL_TABLE` or
/// `BRL_LANGUAGE`, as for brl-translate; it writes its own language and languages without a table.
@Suite struct ReaderTableTests {
    @Test func withoutAChoiceEveryLanguageKeepsItsTable() throws {
        #expect(try ReaderTable.choose(table: nil, lang: nil, environment: ["LANG": "de_DE.UTF-8"]) == nil)
        #expect(try ReaderTable.choose(table: nil, lang: nil, environment: ["BRL_TABLE": "", "BRL_LANGUAGE": ""]) == nil)
    }

    @Test func theTableWritesItsOwnLanguageAndLanguagesWithoutATable() throws {
        let reader = try #require(try ReaderTable.choose(table: "de-g0", lang: nil, environment: [:]))
        #expect(reader.table.name == "de-g0")
        #expect(reader.writes(language: "de"))
        #expect(reader.writes(language: "de-AT"))
        #expect(reader.writes(language: "zh-CN"), "zh-CN has no table: the reader's table writes it, not en-ueb-g1")
        #expect(!reader.writes(language: "en"), "English keeps UEB")
        #expect(!reader.writes(language: "zh-TW"))
    }

    @Test func theOptionsComeBeforeTheEnvironment() throws {
        let environment = ["BRL_TABLE": "en-us-comp8", "BRL_LANGUAGE": "de"]
        #expect(try ReaderTable.choose(table: "de-g0", lang: nil, environment: environment)?.setting == "--table")
        #expect(try ReaderTable.choose(table: nil, lang: "de-CH", environment: environment)?.table.name == "de-g0-detailed")
        #expect(try ReaderTable.choose(table: nil, lang: nil, environment: environment)?.table.name == "en-us-comp8")
        #expect(try ReaderTable.choose(table: nil, lang: nil, environment: ["BRL_LANGUAGE": "de"])?.setting == "BRL_LANGUAGE")
    }

    @Test func aBadChoiceNamesTheSettingAndTheCause() {
        #expect(throws: ReaderTableError.self) { try ReaderTable.choose(table: nil, lang: nil, environment: ["BRL_TABLE": "de-g9"]) }
        do {
            _ = try ReaderTable.choose(table: nil, lang: nil, environment: ["BRL_LANGUAGE": "1de"])
            Issue.record("a malformed BRL_LANGUAGE is accepted")
        } catch {
            #expect(error.description.hasPrefix("BRL_LANGUAGE=1de: language tag '1de'"), "\(error)")
        }
    }

    @Test func theBridgeWritesGermanWithTheReadersTable() throws {
        let german = TerminalHarness.example("german.json")
        let standard = try TerminalHarness.run([german, "--cells", "30"], stdin: "quit\n")
        let chosen = try TerminalHarness.run([german, "--cells", "30", "--table", "de-g0"], stdin: "quit\n")
        let byVariable = try TerminalHarness.run([german, "--cells", "30"], stdin: "quit\n", environment: ["BRL_TABLE": "de-g0"])
        #expect(standard.stdout.contains("⠨⠁⠥⠋⠛⠁⠃⠑⠝"), "de-g0-detailed marks the capital: \(standard.stdout)")
        #expect(chosen.stdout.contains("\n⠁⠥⠋⠛⠁⠃⠑⠝⠀⠳⠎"), "de-g0 does not: \(chosen.stdout)")
        #expect(byVariable.stdout == chosen.stdout)
    }

    @Test func aTextFieldIsInComputerBrailleUnlessTheReaderTurnsItOff() throws {
        let counter = TerminalHarness.example("counter.json")
        let computer = try TerminalHarness.run([counter, "--cells", "30"], stdin: "next\n")
        let own = try TerminalHarness.run([counter, "--cells", "30", "--no-computer-braille-text"], stdin: "next\n")
        // "Write report" with the caret after it: ⡺ is the capital W of computer braille, ⠠⠺ UEB's.
        #expect(computer.stdout.contains("⠠⠞⠁⠎⠅⠀⠝⠁⠍⠑⠀⡺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⣀⠑⠙⠞"), "\(computer.stdout)")
        #expect(own.stdout.contains("⠠⠞⠁⠎⠅⠀⠝⠁⠍⠑⠀⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⣀⠑⠙⠞"), "\(own.stdout)")
    }

    @Test func anUnknownTableStopsTheBridgeWithOneLine() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("german.json")], stdin: "quit\n", environment: ["BRL_TABLE": "de-g9"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("brl-bridge: BRL_TABLE=de-g9: "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
}
