import BrailleCore
import Testing
@testable import BrailleBridge

/// The key help lists the keys in effect (a key file's changes included) with the command
/// catalog's words, in English or German.
@Suite struct KeyHelpTests {
    static let keyFile = "HELP none\nLEARN keyHelp\nCSRTRK toggleContinuousReading\n"

    @Test func aKeyFilesBindingsAreWhatTheHelpLists() throws {
        let bindings = try KeyBindings(parsing: Self.keyFile, file: "keys.conf")
        let help = KeyHelp.panel(keys: bindings.displayKeys, language: "en")
        #expect(help.lines[0].text == "key help (leave: LEARN, KEY_ESCAPE, space+15)")
        #expect(help.lines.contains { $0.text == "CSRTRK, SAY_ALL, space+1235: start or resume continuous reading; any key pauses it" })
        #expect(help.lines.contains { $0.text == "FWINRT, space+5: " + CommandCatalog.entry(.nextWindow).summary })
        #expect(help.lines.contains { $0.text.hasPrefix("ROUTE n: routing key") })
        #expect(help.lines.contains { $0.text.hasPrefix("space: the braille keyboard's space bar") })
        // Every command of the catalog has a key on a BRLTTY display: a line each, after the title.
        #expect(KeyHelp.panel(keys: KeyBindings.default.displayKeys, language: "en").lines.count == CommandCatalog.entries.count + 1)
        #expect(!help.lines.contains { $0.text.hasPrefix("HELP") }, "HELP is unbound")
        // Every command a key gives has its line: one line a bound command, after the title.
        let bound = Set(bindings.displayKeys.map { CommandCatalog.entry($0.command).fileName })
        #expect(help.lines.count == bound.count + 1)
    }

    @Test func inGermanTheWordsAreGerman() throws {
        let bindings = try KeyBindings(parsing: Self.keyFile, file: "keys.conf")
        let help = KeyHelp.panel(keys: bindings.displayKeys, language: "de-AT")
        #expect(help.language == "de-AT")
        #expect(help.lines[0].text == "Tastenhilfe (verlassen: LEARN, KEY_ESCAPE, space+15)")
        #expect(help.lines.contains { $0.text == "CSRTRK, SAY_ALL, space+1235: fortlaufendes Lesen starten oder fortsetzen; jede Taste hält es an" })
        // Every command has German words of its own.
        for entry in CommandCatalog.entries {
            #expect(entry.summary(language: "de") != entry.summary, "\(entry.fileName)")
        }
        #expect(KeyHelp.panel(keys: bindings.displayKeys, language: "fr").lines[0].text.hasPrefix("key help"), "English otherwise")
    }
}
