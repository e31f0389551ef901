import BrailleCore
import Testing
@testable import BrailleBridge

@Suite struct KeyBindingsTests {
    static func command(_ name: String, _ argument: Int = 0) -> BrlAPIKey {
        BrlAPIKey(code: 0, kind: .command, name: name, argument: argument, flags: 0)
    }
    static func keysym(_ name: String) -> BrlAPIKey {
        BrlAPIKey(code: 0, kind: .keysym, name: name, argument: 0, flags: 0)
    }

    @Test(arguments: [
        (command("FWINRT"), BrailleCommand.nextWindow), (command("FWINLT"), .previousWindow),
        (command("LNDN"), .nextElement), (command("LNUP"), .previousElement),
        (command("TOP"), .firstElement), (command("BOT"), .lastElement),
        (command("ROUTE", 0), .route(cell: 0)), (command("ROUTE", 17), .route(cell: 17)),
        (keysym("LINEFEED"), .activate), (keysym("ESCAPE"), .escape),
        (command("MENU_NEXT_SETTING"), .increment), (command("MENU_PREV_SETTING"), .decrement),
        (command("MENU_NEXT_ITEM"), .nextCustomAction), (command("MENU_PREV_ITEM"), .previousCustomAction),
        (command("DESC_CURR_CHAR"), .hint), (command("MUTE"), .magicTap), (command("SAY_ALL"), .toggleContinuousReading),
        (command("GUI_APP_ALERTS"), .messageHistory), (command("HELP"), .keyHelp), (command("PREFMENU"), .preferences),
        (command("CONTRACTED"), .nextTable),
    ])
    func defaultBindingFollowsBRLTTYNames(key: BrlAPIKey, expected: BrailleCommand) {
        #expect(KeyBindings.default.command(for: key) == expected)
    }

    @Test func aFileWithCRLFLineEndingsReadsLikeOneWithLF() throws {
        let bindings = try KeyBindings(parsing: "CSRTRK toggleContinuousReading\r\nKEY_ENTER none\r\n", file: "keys.conf")
        #expect(bindings.command(for: Self.command("CSRTRK")) == .toggleContinuousReading)
        #expect(bindings.command(for: Self.keysym("LINEFEED")) == nil)
    }

    @Test func unboundKeysGiveNoCommand() {
        #expect(KeyBindings.default.command(for: Self.command("CSRTRK")) == nil)
        #expect(KeyBindings.default.command(for: Self.keysym("HOME")) == nil)
        #expect(KeyBindings.default.command(for: Self.command("HOME")) == nil)
    }

    @Test func aFileOverridesSingleKeysAndKeepsTheRest() throws {
        let text = """
            # continuous reading on the cursor-tracking key, as some BRLTTY users expect
            CSRTRK      toggleContinuousReading
            key_enter   none   # unbind
            KEY_CURSOR_UP increment
            """
        let bindings = try KeyBindings(parsing: text, file: "keys.conf")
        #expect(bindings.command(for: Self.command("CSRTRK")) == .toggleContinuousReading)
        #expect(bindings.command(for: Self.keysym("LINEFEED")) == nil)
        #expect(bindings.command(for: Self.keysym("UP")) == .increment)
        #expect(bindings.command(for: Self.command("SAY_ALL")) == .toggleContinuousReading)
        #expect(bindings.command(for: Self.command("FWINRT")) == .nextWindow)
    }

    @Test(arguments: [
        ("FWINRT nextWindw", "keys.conf:1:8: unknown command 'nextWindw'"),
        ("\n  LNDN", "keys.conf:2:3: expected a command name after 'LNDN'"),
        ("HELP hint again", "keys.conf:1:11: unexpected 'again': one key and one command a line"),
        ("KEY_NOSUCH hint", "keys.conf:1:1: unknown key 'KEY_NOSUCH'"),
        ("# ok\n\tROUTE hint", "keys.conf:2:2: ROUTE always routes to its cell and cannot be rebound"),
        ("FW-INRT hint", "keys.conf:1:1: unknown key 'FW-INRT'"),
        ("LNDN next\n  FWINRTT hint", "keys.conf:1:6: unknown command 'next'"),
        ("  FWINRTT hint", "keys.conf:1:3: unknown key 'FWINRTT'"),
    ])
    func mistakesNameTheirPlace(text: String, expected: String) throws {
        let error = #expect(throws: KeyBindingError.self) { try KeyBindings(parsing: text, file: "keys.conf") }
        let description = try #require(error?.description)
        #expect(description.hasPrefix(expected), "\(description)")
    }

    @Test(arguments: [
        ("KEY_ENTER", KeyName(kind: .keysym, name: "LINEFEED")), ("key_cursor_up", KeyName(kind: .keysym, name: "UP")),
        ("KEY_FUNCTION_2", KeyName(kind: .keysym, name: "F2")), ("KEY_HOME", KeyName(kind: .keysym, name: "HOME")),
        ("home", KeyName(kind: .command, name: "HOME")), ("csrtrk", KeyName(kind: .command, name: "CSRTRK")),
    ])
    func bindingNamesMatchWhatBrlAPIReports(text: String, expected: KeyName) {
        #expect(KeyName(bindingName: text) == expected)
    }

    @Test func everyDefaultIsListedAndNamedInTheFileFormat() {
        for entry in KeyBindings.defaultList {
            #expect(KeyName(bindingName: entry.key) != nil, "\(entry.key)")
            if !entry.key.hasPrefix("KEY_") {
                #expect(BrlAPIConnection.commandNames.contains(entry.key), "\(entry.key) is a BRLTTY command")
            }
            #expect(KeyBindings.commandNames[KeyBindings.fileName(of: entry.command)] != nil || entry.key == "ROUTE" || entry.key == "PASSDOTS")
        }
    }
}

/// The braille keyboard's keys as BrlAPI delivers them: PASSDOTS with the dots, and with the
/// space bit (BRLAPI_DOTC) for a chord.
@Suite struct BrailleKeyboardBindingsTests {
    static func passdots(_ argument: Int) -> BrlAPIKey {
        BrlAPIConnection.describe(0x2022_0000 | UInt64(argument))
    }

    @Test func typedDotsAreCellsAndTheSpaceBarIsASpace() {
        #expect(KeyBindings.default.command(for: Self.passdots(0x13)) == .type(cell: 0x13))
        #expect(KeyBindings.default.command(for: Self.passdots(0)) == .typeSpace)
        #expect(KeyBindings.default.command(for: Self.passdots(0x100)) == .typeSpace)
        #expect(KeyBindings.default.command(for: BrlAPIConnection.describe(0x20)) == .typeSpace, "PASSCHAR 32")
        #expect(KeyBindings.default.command(for: BrlAPIConnection.describe(0xFF08)) == .deleteBackward)
    }

    @Test(arguments: KeyBindings.defaultChordList.map { ($0.dots, $0.command) })
    func spaceWithDotsIsTheChordsCommand(dots: String, command: BrailleCommand) throws {
        let cell = try #require(KeyBindings.cell(dots: dots))
        #expect(KeyBindings.default.command(for: Self.passdots(0x100 | Int(cell))) == command)
    }

    @Test func aKeyFileRebindsAndUnbindsChords() throws {
        let bindings = try KeyBindings(parsing: "CHORD_4 none\nchord_2456 hint\n", file: "keys.conf")
        #expect(bindings.command(for: Self.passdots(0x108)) == nil)
        #expect(bindings.command(for: Self.passdots(0x100 | 0x3A)) == .hint)
        #expect(bindings.command(for: Self.passdots(0x101)) == .previousElement)
    }

    @Test(arguments: [
        ("CHORD_19 hint", "keys.conf:1:1: a chord is CHORD_ and its dots, distinct digits 1 to 8 (e.g. CHORD_125), not 'CHORD_19'"),
        ("CHORD_11 hint", "keys.conf:1:1: a chord is CHORD_ and its dots, distinct digits 1 to 8 (e.g. CHORD_125), not 'CHORD_11'"),
        ("PASSDOTS hint", "keys.conf:1:1: PASSDOTS always types its dots and cannot be rebound; bind chords as CHORD_ and their dots"),
    ])
    func badChordsNameTheirPlace(text: String, message: String) {
        #expect(throws: KeyBindingError.self) { try KeyBindings(parsing: text, file: "keys.conf") }
        do { _ = try KeyBindings(parsing: text, file: "keys.conf") } catch { #expect(String(describing: error) == message) }
    }
}

/// Issue 10: each command's names and words have one home (`CommandCatalog`): the key table of
/// `--help`, key files and the script's `help` say the same thing about the same command.
@Suite struct CommandCatalogTests {
    @Test func keysKeyFilesAndScriptsShareEachCommandsWords() throws {
        for entry in KeyBindings.defaultList {
            let catalog = CommandCatalog.entry(entry.command)
            #expect(entry.summary == catalog.summary)
            if let script = catalog.scriptName {
                let scripted = try #require(ScriptCommands.list.first { $0.name == script }, "\(script) missing from the script's commands")
                #expect(scripted.summary == catalog.summary, "\(script)")
            }
        }
        for entry in KeyDecoder.commandKeys {
            #expect(KeyDecoder.help.contains { $0.keys == entry.keys && $0.summary == CommandCatalog.entry(entry.command).summary },
                    "the terminal's help for \(entry.keys)")
        }
        #expect(KeyBindings.commandNames["nextWindow"] == .some(.nextWindow))
        #expect(KeyBindings.fileName(of: .route(cell: 7)) == "route")
    }

    @Test func everyCommandHasOneEntry() {
        let names = CommandCatalog.entries.map(\.fileName)
        #expect(Set(names).count == names.count)
        let scripts = CommandCatalog.entries.compactMap(\.scriptName)
        #expect(Set(scripts).count == scripts.count)
    }
}
