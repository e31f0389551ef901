import Foundation
import Testing
@testable import BrailleBridge

/// The preferences file as text: what it says, and a setting changed with the reader's other
/// lines and comments kept.
@Suite struct PreferencesFileTests {
    static let written = """
        # My braille settings
        table de-g0-detailed

        status-cells off    # quieter
        reading-speed 14
        keys ~/my keys/brl.keys
        reading-speed 20

        """

    @Test func settingsAreNameAndValueLinesWithCommentsAndBlankLinesLeftOut() {
        let file = PreferencesFile(path: "brl.conf", text: Self.written)
        #expect(file.settings == [
            .init(name: "table", value: "de-g0-detailed", line: 2),
            .init(name: "status-cells", value: "off", line: 4),
            .init(name: "reading-speed", value: "14", line: 5),
            .init(name: "keys", value: "~/my keys/brl.keys", line: 6),
            .init(name: "reading-speed", value: "20", line: 7),
        ])
        #expect(file.value(of: .readingSpeed) == "20", "the later line wins")
        #expect(file.value(of: .messageTimeout) == nil)
    }

    @Test func aHashInsideAValueIsNotAComment() {
        let file = PreferencesFile(path: "brl.conf", text: "keys /home/a#b/brl.keys\n\t# indented comment\n")
        #expect(file.settings == [.init(name: "keys", value: "/home/a#b/brl.keys", line: 1)])
    }

    @Test func windowsLineEndsAndAByteOrderMarkAreRead() {
        let file = PreferencesFile(path: "brl.conf", text: "\u{FEFF}table de-g0\r\nrows 3\r\n")
        #expect(file.settings == [.init(name: "table", value: "de-g0", line: 1), .init(name: "rows", value: "3", line: 2)])
    }

    @Test func settingRewritesTheSettingsLastLineAndKeepsEverythingElse() {
        var file = PreferencesFile(path: "brl.conf", text: Self.written)
        file.set(.readingSpeed, to: "9")
        file.set(.statusCells, to: "end")
        #expect(file.text == """
            # My braille settings
            table de-g0-detailed

            status-cells end    # quieter
            reading-speed 14
            keys ~/my keys/brl.keys
            reading-speed 9

            """)
    }

    @Test func aNewSettingIsAddedAtTheEnd() {
        var file = PreferencesFile(path: "brl.conf", text: "# mine\ntable de-g0")
        file.set(.messageTimeout, to: "2")
        #expect(file.text == "# mine\ntable de-g0\nmessage-timeout 2\n")
    }

    @Test func choosingTheTableRemovesTheLanguageThatWouldChooseItOtherwise() {
        var file = PreferencesFile(path: "brl.conf", text: "table de-g0\nlang de\n# end\n")
        file.set(.table, to: "en-us-comp8")
        #expect(file.text == "table en-us-comp8\n# end\n")
        file.remove(.table)
        #expect(file.text == "# end\n")
    }

    @Test func aValueIsOneLine() {
        var file = PreferencesFile(path: "brl.conf")
        file.set(.brlapiHost, to: "host:1\nrows 9")
        #expect(file.settings == [.init(name: "brlapi-host", value: "host:1 rows 9", line: 1)])
    }

    @Test func savingCreatesTheFolderAndReadingBackGivesTheSameFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brl-prefs-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("brl/brl.conf").path
        var file = try PreferencesFile.read(path: path)
        #expect(file.settings.isEmpty, "a missing file is an empty one")
        file.set(.table, to: "de-g0")
        try file.save()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "table de-g0\n")
        #expect(try PreferencesFile.read(path: path) == file)
    }

    @Test func savingThroughASymbolicLinkWritesTheLinkedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brl-prefs-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = folder.appendingPathComponent("dotfiles-brl.conf").path
        let link = folder.appendingPathComponent("brl.conf").path
        try "# kept\n".write(toFile: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        var file = try PreferencesFile.read(path: link)
        file.set(.rows, to: "2")
        try file.save()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "# kept\nrows 2\n")
    }

    @Test func aFileThatCannotBeReadSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brl-prefs-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: PreferencesFileError(path: folder.path, cause: "is a directory, not a file")) {
            try PreferencesFile.read(path: folder.path)
        }
    }

    @Test(arguments: [
        ([String: String](), nil as String?),
        (["HOME": "/home/ada"], "/home/ada/.config/brl/brl.conf"),
        (["HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg"], "/cfg/brl/brl.conf"),
        (["HOME": "/home/ada", "XDG_CONFIG_HOME": "relative"], "/home/ada/.config/brl/brl.conf"),
        (["HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg", "BRL_PREFERENCES": "/etc/brl.conf"], "/etc/brl.conf"),
    ])
    func theFileIsFoundByTheXDGRule(environment: [String: String], path: String?) {
        #expect(PreferencesLocation.path(arguments: [], environment: environment) == path)
    }

    @Test func theOptionNamesTheFileBeforeTheEnvironment() {
        let environment = ["BRL_PREFERENCES": "/etc/brl.conf"]
        #expect(PreferencesLocation.path(arguments: ["--preferences", "a.conf"], environment: environment) == "a.conf")
        #expect(PreferencesLocation.path(arguments: ["--preferences=b.conf"], environment: environment) == "b.conf")
        #expect(PreferencesLocation.path(arguments: ["--", "--preferences=b.conf"], environment: environment) == "/etc/brl.conf")
    }
}
