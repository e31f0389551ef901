import ArgumentParser
import Foundation
import Testing
@testable import BrailleBridge
@testable import brl_bridge

/// The preferences file applied to a command line: each good line becomes its option, a bad one
/// is named by its line and skipped, and the command line and the environment rank above it.
@Suite struct PreferenceArgumentsTests {
    /// Writes `text` as a preferences file in a fresh folder and returns the file's path.
    static func file(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brl-prefs-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("brl.conf").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func layered(_ arguments: [String], file path: String, environment: [String: String] = [:],
                        command: any ParsableCommand.Type = BrlBridge.self) -> (arguments: [String], reported: [String]) {
        var reported: [String] = []
        let result = PreferenceArguments.layered(arguments, for: command, environment: environment.merging(["BRL_PREFERENCES": path]) { $1 }) {
            reported.append($0)
        }
        return (result, reported)
    }

    @Test func goodSettingsBecomeOptionsBeforeTheCommandLine() throws {
        let path = try Self.file("table de-g0-detailed\nstatus-cells off\nreading-speed 14\ncomputer-braille-text off\n")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let run = Self.layered(["doc.json"], file: path)
        #expect(run.reported == [])
        #expect(run.arguments == ["--table=de-g0-detailed", "--status-cells=off", "--reading-speed=14",
                                  "--no-computer-braille-text", "doc.json"])
    }

    @Test func eachBadLineIsNamedByItsNumberAndSkippedAndTheRestApplies() throws {
        let path = try Self.file("""
            # settings
            color blue
            reading-speed fast
            cells 500
            status-cells
            computer-braille-text maybe
            table de-g9
            keys missing.keys
            rows 2
            """)
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = Self.layered([], file: path)
        #expect(run.arguments == ["--rows=2"])
        #expect(run.reported.count == 7)
        #expect(run.reported.allSatisfy { !$0.contains("\n") })
        let lines = run.reported.map { $0.prefix { $0 != " " } }
        #expect(lines == (2...8).map { "\(path):\($0):" })
        #expect(run.reported[0].hasSuffix(":2: unknown setting 'color' (settings: display, cells, rows, keys, table, lang, tables, computer-braille-text, reading-speed, minimum-dwell, element-pause, page-pause, message-timeout, ui-language, status-cells, brlapi-host, brlapi-auth)"))
        #expect(run.reported[1].hasSuffix(":3: The value 'fast' is invalid for '--reading-speed <cells>'"))
        #expect(run.reported[2].hasSuffix(":4: --cells must be between 1 and 160"))
        #expect(run.reported[3].hasSuffix(":5: 'status-cells' needs a value"))
        #expect(run.reported[4].hasSuffix(":6: 'computer-braille-text' is on or off, not 'maybe'"))
        #expect(run.reported[5].contains(":7: --table 'de-g9': de-g9: no such table"))
        #expect(run.reported[6].hasSuffix(":8: cannot read key-binding file '\(folder)/missing.keys': No such file or directory"))
    }

    @Test func theCommandLineWinsOverTheFile() throws {
        let path = try Self.file("table de-g0\nreading-speed 14\ncomputer-braille-text off\nrows 3\n")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let run = Self.layered(["--lang", "en", "--reading-speed=2", "--computer-braille-text", "--", "--rows"], file: path)
        #expect(run.arguments == ["--rows=3", "--lang", "en", "--reading-speed=2", "--computer-braille-text", "--", "--rows"],
                "--lang replaces the file's table; what follows -- is not an option")
    }

    @Test func theEnvironmentRanksAboveTheFileAndTheFileAboveTheLocale() throws {
        let path = try Self.file("table de-g0\nbrlapi-host example:1\nui-language de\n")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let run = Self.layered([], file: path, environment: ["BRL_LANGUAGE": "en", "BRLAPI_HOST": "127.0.0.1:97", "LANG": "zh_TW.UTF-8"])
        #expect(run.arguments == ["--ui-language=de"])
        let unset = Self.layered([], file: path, environment: ["BRL_TABLE": "", "BRLAPI_HOST": ""])
        #expect(unset.arguments == ["--table=de-g0", "--brlapi-host=example:1", "--ui-language=de"], "empty counts as unset")
    }

    @Test func theLaterOfTableAndLangWins() throws {
        let path = try Self.file("table de-g0\nlang en\n")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(Self.layered([], file: path).arguments == ["--lang=en"])
    }

    @Test func aRelativeKeyFileIsReadBesideThePreferences() throws {
        let path = try Self.file("keys my.keys\n")
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "CSRTRK hint\n".write(toFile: folder + "/my.keys", atomically: true, encoding: .utf8)
        #expect(Self.layered([], file: path).arguments == ["--keys=\(folder)/my.keys"])
    }

    @Test func aMissingFileChangesNothingAndAnUnreadableOneSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brl-prefs-\(UUID().uuidString.prefix(8))").path
        #expect(Self.layered(["x.json"], file: folder + "/brl.conf") == (["x.json"], []))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.layered(["x.json"], file: folder) == (["x.json"], ["\(folder): is a directory, not a file"]))
    }

    /// Every setting is an option of both commands that take preferences, so a line means the
    /// same in every mode.
    @Test(arguments: PreferenceName.allCases)
    func everySettingIsAnOptionOfTheBridgeAndOfTheDesktop(name: PreferenceName) throws {
        let value = ["display": "terminal", "cells": "20", "rows": "2", "table": "de-g0", "lang": "de", "tables": "de-g0,de-g0-detailed",
                     "reading-speed": "5", "minimum-dwell": "100", "element-pause": "100", "page-pause": "100",
                     "message-timeout": "2", "ui-language": "de", "status-cells": "end",
                     "brlapi-host": "h:1", "brlapi-auth": "none", "keys": "/dev/null"][name.rawValue]
        let argument = name.isSwitch ? name.option : name.option + "=" + value!
        _ = try BrlBridge.parseAsRoot([argument])
        _ = try DesktopCommand.parseAsRoot([argument])
    }
}
