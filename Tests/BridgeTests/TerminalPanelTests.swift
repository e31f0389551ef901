import Foundation
import Testing
@testable import BrailleBridge

/// The key help, the table key and the preferences on the display (issue 30), as a reader sees
/// them: scripted frames of the terminal display.
@Suite struct TerminalPanelTests {
    /// A frame without its `> command` line: the braille row, the captions and the status.
    static func picture(_ frame: String) -> String {
        frame.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }

    /// The frame after the script line `line`.
    static func frame(after line: String, in frames: [String]) throws -> String {
        try #require(frames.first { $0.hasPrefix("> \(line)\n") }, "no frame for '\(line)'")
    }

    @Test func theKeyHelpIsReadLineByLineAndLeavingItShowsTheSameFrame() throws {
        let script = "next\npan-right\nkeys\npan-right\nnext\nnext\npan-right\nbottom\nkeys\n"
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20"], stdin: script)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let frames = TerminalHarness.frames(run.stdout)
        #expect(frames.count == 10)
        // Opened on the second window of "Task name Write report edt" …
        #expect(frames[2] == """
            > pan-right
            ⠗⠑⠏⠕⠗⠞⣀⠑⠙⠞⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            report edt
            Task · element 2 of 5
            """)
        // … the help's first line says what it is and how to leave it, in the script's names.
        #expect(frames[3] == """
            > keys
            ⠅⠑⠽⠀⠓⠑⠇⠏⠀⠐⠣⠇⠑⠁⠧⠑⠒⠀⠀⠀
            key help  (leave:
            Task · element 2 of 5 · line 1 of 32 · key help
            """)
        #expect(frames[4].contains("\nkeys, escape )\n"))
        // Line by line, each command with its words from the command catalog.
        #expect(frames[5].contains("\npan-right: next\n"))
        #expect(frames[6].contains("\npan-left: previous\n"))
        #expect(frames[7].contains("\nwindow; before the\n"))
        #expect(frames[8].contains("\nbackspace: in a text\n"), "the last line")
        // Leaving with the same key: the display exactly as before.
        #expect(Self.picture(frames[9]) == Self.picture(frames[2]))
        #expect(run.stderr == "")
    }

    @Test func theKeyHelpIsInTheReadersLanguage() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40", "--ui-language", "de"],
                                          stdin: "keys\nnext\nnext\nescape\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let frames = TerminalHarness.frames(run.stdout)
        #expect(frames[1].contains(" Tastenhilfe (verlassen: keys,\n"))
        #expect(frames[2].contains(" pan-right: nächstes  Fenster; am\n"))
        #expect(frames[3].contains(" pan-left: voriges  Fenster; am\n"))
        #expect(Self.picture(frames[4]) == Self.picture(frames[0]))
    }

    /// The table key cycles the bundled English tables (the reader's language): the line is
    /// written again at once with the new table, and a message names it, written with it
    /// (grade 2 spells "en" beside a hyphen: ⠢ alone would read "enough").
    @Test func theTableKeyWritesTheLineWithTheNextTable() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "24"],
                                          stdin: "next-table\nescape\nnext-table\nescape\nnext-table\nescape\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let frames = TerminalHarness.frames(run.stdout)
        #expect(frames[0].contains("\n⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀\n"), "UEB grade 1: the capital sign ⠠")
        #expect(frames[1].contains("\n⠍⠎⠛⠒⠀⠞⠁⠃⠇⠑⠒⠀⠑⠝⠤⠥⠑⠃⠤⠛⠼⠃⠀⠀\n"), "table: en-ueb-g2, in grade 2 (en beside a hyphen is spelled, §10.6.9)")
        #expect(frames[3].contains("\nmsg: table: en-us-comp8\n"))
        #expect(frames[4].contains("\n⡺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀\n"), "computer braille: dot 7 for the capital")
        #expect(frames[5].contains("\nmsg: table: en-ueb-g 1\n"))
        #expect(Self.picture(frames[6]) == Self.picture(frames[0]))
    }

    /// `--tables` names the tables the key cycles through.
    @Test func theTablesOptionListsTheTablesCycled() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40",
                                           "--table", "de-g0", "--tables", "de-g0,de-g0-detailed"],
                                          stdin: "next-table\nnext-table\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let frames = TerminalHarness.frames(run.stdout)
        #expect(frames[1].contains("msg: table: de-g 0-detailed"))
        #expect(frames[2].contains("msg: table: de-g 0\n"))
        let bad = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--tables", "de-g0,de-g9"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--tables: no table named 'de-g9'"))
    }
}

/// The preferences on the display: a change applies at once and is saved to the preferences
/// file, where the next start finds it.
@Suite struct TerminalPreferencesPanelTests {
    @Test func changingStatusCellsAndReadingSpeedAppliesAtOnceAndIsSaved() throws {
        let folder = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("brl.conf").path
        try "# my settings\nreading-speed 12   # cells a second\n".write(toFile: path, atomically: true, encoding: .utf8)
        let script = "preferences\nnext\nnext\nnext\nincrement\nnext\nincrement\nincrement\npreferences\n"
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40", "--status-cells", "auto"],
                                          stdin: script, environment: ["BRL_PREFERENCES": path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let frames = TerminalHarness.frames(run.stdout)
        // The status cells (element 1/5: ⠂⠌⠢) at the start …
        #expect(frames[0].hasPrefix("> start\n⠂⠌⠢⠀⠀⠀⠠⠺⠗⠊⠞⠑"))
        #expect(frames[4].contains("\n      status cells: auto\n"))
        // … are gone at once when set off: the line starts in the first cell.
        #expect(frames[5] == """
            > increment
            ⠎⠞⠁⠞⠥⠎⠀⠉⠑⠇⠇⠎⠒⠀⠕⠋⠋⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            status cells: off
            Task · element 1 of 5 · line 4 of 6 · preferences
            """)
        #expect(frames[6].contains("\n⠗⠑⠁⠙⠊⠝⠛⠀⠎⠏⠑⠑⠙⠒⠀⠼⠁⠃⠀⠉⠑⠇⠇⠎⠸⠌⠎⠀"), "reading speed: 12 cells/s")
        #expect(frames[8].contains("\n⠗⠑⠁⠙⠊⠝⠛⠀⠎⠏⠑⠑⠙⠒⠀⠼⠁⠙⠀⠉⠑⠇⠇⠎⠸⠌⠎⠀"), "reading speed: 14 cells/s")
        // Leaving: the app's line, without status cells.
        #expect(frames[9].hasPrefix("> preferences\n⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛"))
        // The file keeps its comments and has the new values.
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved == "# my settings\nreading-speed 14   # cells a second\nstatus-cells off\n")

        // The next start reads them: no status cells.
        let next = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40"],
                                           stdin: "", environment: ["BRL_PREFERENCES": path])
        #expect(next.stdout.hasPrefix("> start\n⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛"), "stderr: \(next.stderr)")
    }

    @Test func theTableChosenInThePreferencesWritesTheLineAndIsSaved() throws {
        let folder = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("brl.conf").path
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40"],
                                          stdin: "preferences\nnext\nroute 1\nroute 1\nescape\n", environment: ["BRL_PREFERENCES": path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let frames = TerminalHarness.frames(run.stdout)
        #expect(frames[2].contains("\n      table: en-ueb-g 1\n"))
        #expect(frames[3].contains("⠞⠁⠃⠇⠑⠒⠀⠑⠝⠤⠥⠑⠃⠤⠛⠼⠃"), "table: en-ueb-g2, in grade 2 (en beside a hyphen is spelled, §10.6.9)")
        #expect(frames[4].contains("\n      table: en-us-comp8\n"))
        #expect(frames[5].hasPrefix("> escape\n⠂⠌⠢⠀⠀⠀⡺⠗⠊⠞⠑"), "computer braille: dot 7 for the capital")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "table en-us-comp8\n")
    }

    /// A file that cannot be written: the reader is told on the display (stderr is not read on a
    /// braille display), stderr names the file, and the change stays for the session.
    @Test func aFileThatCannotBeWrittenIsSaidOnTheDisplayAndTheChangeStays() throws {
        let folder = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("not-a-folder")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let path = blocker.appendingPathComponent("brl.conf").path
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40", "--status-cells", "auto"],
                                          stdin: "preferences\nnext\nnext\nnext\nincrement\nescape\n",
                                          environment: ["BRL_PREFERENCES": path])
        #expect(run.status == 0)
        let frames = TerminalHarness.frames(run.stdout)
        #expect(frames[5].contains("\nmsg: preferences not saved\n"))
        #expect(frames[6].contains("\nstatus cells: off\n"), "the change stays")
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("brl-bridge: preferences not saved: \(path): "), "stderr: \(run.stderr)")
    }

    /// In German, and the message time down to "until a key" (saved as 0).
    @Test func inGermanTheMessageTimeGoesDownToUntilAKey() throws {
        let folder = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("brl.conf").path
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40", "--ui-language", "de",
                                           "--status-cells", "off", "--message-timeout", "2"],
                                          stdin: "preferences\nbottom\ndecrement\ndecrement\ndecrement\n", environment: ["BRL_PREFERENCES": path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let frames = TerminalHarness.frames(run.stdout)
        #expect(frames[1].contains("\n Einstellungen (verlassen: preferences,\n"))
        #expect(frames[2].contains("\n⠨⠍⠑⠇⠙⠥⠝⠛⠎⠙⠁⠥⠑⠗⠒⠀⠼⠃⠀⠎⠀"), "Meldungsdauer: 2 s")
        #expect(frames[3].contains("\n⠨⠍⠑⠇⠙⠥⠝⠛⠎⠙⠁⠥⠑⠗⠒⠀⠼⠁⠀⠎⠀"), "Meldungsdauer: 1 s")
        #expect(frames[4].contains("\n⠨⠍⠑⠇⠙⠥⠝⠛⠎⠙⠁⠥⠑⠗⠒⠀⠃⠊⠎⠀⠵⠥⠗⠀⠨⠞⠁⠎⠞⠑"), "Meldungsdauer: bis zur Taste")
        #expect(frames[5].contains("Meldung:  Minimum"), "the end of the list, in German")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "message-timeout 0\n")
    }
}
