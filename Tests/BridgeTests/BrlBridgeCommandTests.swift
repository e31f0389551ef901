import Foundation
import Testing
@testable import BrailleBridge
@testable import brl_bridge

/// The built `brl-bridge` command on bad input: it stops with the place and the cause, no crash.
@Suite struct BrlBridgeCommandTests {
    /// Runs brl-bridge with `arguments` (no BRLTTY needed: it stops before connecting).
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-bridge-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out").path
        let err = directory.appendingPathComponent("err").path
        let child = try ChildProcess(BridgeProcess.executable, arguments, outputPath: out, errorPath: err)
        guard child.waitForExit(timeout: .seconds(10)) else {
            child.terminate()
            throw HarnessError("brl-bridge \(arguments) did not stop")
        }
        return (child.exitStatus ?? -1, (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    static func file(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("brl-bridge-\(UUID().uuidString)-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let counter = BridgeProcess.packageRoot.appendingPathComponent("Examples/counter.json").path

    @Test func aBrokenKeyFileNamesLineColumnAndCause() throws {
        let keys = try Self.file("keys.conf", "# mine\nCSRTRK  nextWindow\nFWINRT  nextWindw\n")
        defer { try? FileManager.default.removeItem(atPath: keys) }
        let result = try Self.run([Self.counter, "--keys", keys])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("brl-bridge: \(keys):3:9: unknown command 'nextWindw' (known: activate, "), "\(result.errors)")
    }

    @Test func aBrokenDocumentNamesItsJSONPath() throws {
        let document = try Self.file("screen.json", #"{"version": 1, "elements": [{"identifier": "a", "label": 3}]}"#)
        defer { try? FileManager.default.removeItem(atPath: document) }
        let result = try Self.run([document])
        // The error alone (issue 12, defect 13): no usage text, status 2 as for inspect.
        #expect(result.status == 2)
        #expect(result.errors == "brl-bridge: \(document): elements[0].label: expected a string, found number\n", "\(result.errors)")
    }

    @Test func aMissingDocumentSaysSo() throws {
        let result = try Self.run(["/nonexistent/screen.json"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("brl-bridge: cannot read document '/nonexistent/screen.json'"), "\(result.errors)")
        #expect(!result.errors.contains("Usage:"))
    }

    /// Issue 13, item 1: every duration and rate has a range, so no conversion can trap
    /// (`--reading-speed 1e-15` crashed with "Double value cannot be converted to Int").
    @Test(arguments: [["--reading-speed", "0"], ["--page-pause=-5"], ["--reading-speed", "1e-15"], ["--reading-speed", "nan"],
                      ["--reading-speed", "1e300"], ["--message-timeout", "1e300"], ["--message-timeout", "inf"],
                      ["--minimum-dwell", "9223372036854775807"], ["--element-pause", "60001"], ["--page-pause", "-1"]])
    func badReadingSettingsAreRefused(arguments: [String]) throws {
        let result = try Self.run([Self.counter] + arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("brl-bridge: \(arguments[0].split(separator: "=")[0]) must be between "), "\(result.errors)")
        #expect(result.errors.hasSuffix(" (see 'brl-bridge --help')\n"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func helpListsEveryDefaultKey() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-bridge-help-\(UUID().uuidString)")
        let out = directory.path + ".out"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let child = try ChildProcess(BridgeProcess.executable, ["--help"], outputPath: out)
        #expect(child.waitForExit(timeout: .seconds(10)))
        let help = try String(contentsOfFile: out, encoding: .utf8)
        for key in ["FWINRT", "FWINLT", "LNDN", "LNUP", "TOP", "BOT", "ROUTE n", "KEY_ENTER", "KEY_ESCAPE",
                    "MENU_NEXT_SETTING", "MENU_PREV_SETTING", "MENU_NEXT_ITEM", "MENU_PREV_ITEM", "DESC_CURR_CHAR", "MUTE", "SAY_ALL", "GUI_APP_ALERTS",
                    "HELP", "PREFMENU", "CONTRACTED"] {
            #expect(help.contains("  \(key) "), "\(key) missing from --help")
        }
    }

    /// Issue 30: the key table wraps at words within 80 columns, each description's lines under
    /// its own column (ArgumentParser used to wrap it mid-sentence to the line's start).
    @Test func helpWrapsTheKeyTableAtWordsUnderItsColumn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-bridge-help-\(UUID().uuidString)")
        let out = directory.path + ".out"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let child = try ChildProcess(BridgeProcess.executable, ["--help"], outputPath: out,
                                     environment: ["COLUMNS": "80"])
        #expect(child.waitForExit(timeout: .seconds(10)))
        let help = try String(contentsOfFile: out, encoding: .utf8)
        let lines = help.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("Keys (BRLTTY command names") })
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("A mode that changes") })
        let table = lines[(start + 1)..<end].filter { !$0.isEmpty && !$0.hasPrefix("Braille keyboard chords") }
        #expect(table.count > 30)
        for line in table {
            #expect(line.count <= 80, "too long: \(line)")
            // A key's line, or the next line of the description above, under its column.
            let isKey = line.hasPrefix("  ") && !line.hasPrefix("   ")
            let isMore = line.hasPrefix(String(repeating: " ", count: 21)) && line.dropFirst(21).first != " "
            #expect(isKey || isMore, "not in the table's columns: '\(line)'")
        }
        let summary = try #require(KeyBindings.defaultList.first { $0.key == "LNUP" }).summary
        let lnup = try #require(table.firstIndex { $0.hasPrefix("  LNUP ") })
        var words = table[lnup].dropFirst(21).split(separator: " ").map(String.init)
        for line in table[(lnup + 1)...].prefix(while: { $0.hasPrefix(String(repeating: " ", count: 21)) }) {
            words += line.split(separator: " ").map(String.init)
        }
        #expect(words.joined(separator: " ") == summary)
    }

    @Test(arguments: [(["LANG": "de_DE.UTF-8"], "de"), (["LC_ALL": "zh_TW.UTF-8", "LANG": "de_DE"], "zh"),
                      (["LANG": "C.UTF-8"], nil), (["LC_MESSAGES": "POSIX"], nil), ([:], nil)] as [([String: String], String?)])
    func theUILanguageDefaultsToTheLocale(environment: [String: String], expected: String?) {
        #expect(BrlBridge.localeLanguage(environment) == expected)
    }

    @Test func theUILanguageOptionSetsTheWords() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("german.json"), "--cells", "40", "--ui-language", "en"],
                                          stdin: "bottom\nprevious\n")
        #expect(run.status == 0, "\(run.stderr)")
        // A German screen, an English reader: "btn sel", not "schlf ausgew".
        #expect(run.stdout.hasSuffix(" Favoriten btn sel\nAufgaben · element 9 of 10\n\n"), "\(run.stdout)")
    }
}


/// Issue 13, item 11: a path that is not a readable file gets a one-line error that says why.
@Suite struct InputFileErrorTests {
    @Test func aDirectoryADeviceAndAMissingFileAreNamedForWhatTheyAre() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let asDocument = try BrlBridgeCommandTests.run([directory])
        #expect(asDocument.status == 2)
        #expect(asDocument.errors == "brl-bridge: cannot read document '\(directory)': is a directory, not a file\n")
        let device = try BrlBridgeCommandTests.run(["/dev/zero"])
        #expect(device.errors == "brl-bridge: cannot read document '/dev/zero': is not a regular file (a device or socket)\n")
        let missing = try BrlBridgeCommandTests.run(["/nonexistent/screen.json"])
        #expect(missing.errors == "brl-bridge: cannot read document '/nonexistent/screen.json': No such file or directory\n")
        let keys = try BrlBridgeCommandTests.run([BrlBridgeCommandTests.counter, "--keys", directory])
        #expect(keys.errors == "brl-bridge: cannot read key-binding file '\(directory)': is a directory, not a file\n", "\(keys.errors)")
    }

    @Test func aKeyFileThatIsNotUTF8NamesLineAndColumn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString).conf").path
        try Data("# mine\nFWINRT \u{0}".utf8.dropLast() + [0xFF, 0xFE] + Array(" next\n".utf8)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try BrlBridgeCommandTests.run([BrlBridgeCommandTests.counter, "--keys", path])
        #expect(result.errors == "brl-bridge: cannot read key-binding file '\(path)': line 2, column 8: not UTF-8 (byte 0xFF)\n", "\(result.errors)")
    }
}

/// Issue 13, item 11: `--cells -5` said "Missing value for '--cells <n>'" (the parser took `-5`
/// for an option); the value is now read as a number and checked.
@Suite struct NegativeCellsTests {
    @Test func aNegativeWidthIsOutOfRangeNotMissing() throws {
        let result = try BrlBridgeCommandTests.run([BrlBridgeCommandTests.counter, "--cells", "-5"])
        #expect(result.status == 64)
        #expect(result.errors == "brl-bridge: --cells must be between 1 and 160 (see 'brl-bridge --help')\n", "\(result.errors)")
    }
}
