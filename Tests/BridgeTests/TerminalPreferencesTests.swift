import Foundation
import Testing
@testable import BrailleBridge

/// The preferences file on the terminal display, through the real `brl-bridge`: the file's table
/// writes the cells, an option given on the command line wins over it, and a bad line is named
/// with its number while the rest applies.
@Suite struct TerminalPreferencesTests {
    static let script = "next\n"

    /// A scripted run of the counter with the preferences file `text` (none: `nil`).
    static func run(preferences text: String?, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> TerminalHarness.Run {
        let folder = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("brl.conf").path
        if let text { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        return try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20"] + arguments, stdin: script,
                                       environment: environment.merging(["BRL_PREFERENCES": path]) { $1 })
    }

    @Test func theFilesTableWritesTheCellsAndAnOptionWinsOverIt() throws {
        let builtIn = try Self.run(preferences: nil)
        let fromFile = try Self.run(preferences: "# computer braille for English\ntable en-us-comp8\n")
        let asOption = try Self.run(preferences: nil, ["--table", "en-us-comp8"])
        let overridden = try Self.run(preferences: "table en-us-comp8\n", ["--table", "en-ueb-g1"])
        let defaultTable = try Self.run(preferences: nil, ["--table", "en-ueb-g1"])
        for run in [builtIn, fromFile, asOption, overridden, defaultTable] {
            #expect(run.status == 0 && run.stderr == "", "stderr: \(run.stderr)")
        }
        #expect(fromFile.stdout != builtIn.stdout, "the file's table changed the cells")
        #expect(fromFile.stdout == asOption.stdout, "as --table en-us-comp8 writes them")
        #expect(fromFile.stdout.hasPrefix("> start\n⡺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞"), "Write report in computer braille (capital W: dots 2456 and 7)")
        #expect(overridden.stdout == defaultTable.stdout, "--table on the command line wins over the file")
        #expect(overridden.stdout != fromFile.stdout)
    }

    /// `brl-bridge desktop` reads the same file through the same path: `status-cells off` takes
    /// the status cells away from its first frame (no AT-SPI bus needed: it shows its empty screen).
    @Test func theFileAppliesToTheDesktopToo() throws {
        let folder = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("brl.conf").path
        try "status-cells off\n".write(toFile: path, atomically: true, encoding: .utf8)
        func desktop(_ arguments: [String], preferences: String) throws -> TerminalHarness.Run {
            try TerminalHarness.run(["desktop", "--script", "-", "--cells", "40"] + arguments,
                                    environment: ["BRL_PREFERENCES": preferences, "DBUS_SESSION_BUS_ADDRESS": ""])
        }
        let builtIn = try desktop([], preferences: folder.appendingPathComponent("none.conf").path)
        let fromFile = try desktop([], preferences: path)
        let asOption = try desktop(["--status-cells", "off"], preferences: folder.appendingPathComponent("none.conf").path)
        let overridden = try desktop(["--status-cells", "auto"], preferences: path)
        #expect(fromFile.status == 0, "stderr: \(fromFile.stderr)")
        #expect(fromFile.stdout.hasPrefix("> start\n"))
        #expect(fromFile.stdout != builtIn.stdout, "the status cells are gone")
        #expect(fromFile.stdout == asOption.stdout)
        #expect(overridden.stdout == builtIn.stdout)
    }

    @Test func theEnvironmentsTableRanksAboveTheFile() throws {
        let file = "table en-us-comp8\n"
        let withVariable = try Self.run(preferences: file, environment: ["BRL_TABLE": "en-ueb-g1"])
        let variableAlone = try Self.run(preferences: nil, environment: ["BRL_TABLE": "en-ueb-g1"])
        #expect(withVariable.status == 0, "stderr: \(withVariable.stderr)")
        #expect(withVariable.stdout == variableAlone.stdout)
    }

    @Test func aBadLineIsNamedAndSkippedAndTheOtherLinesApply() throws {
        let run = try Self.run(preferences: "reading-speed very fast\ntable en-us-comp8\n")
        let asOption = try Self.run(preferences: nil, ["--table", "en-us-comp8"])
        #expect(run.status == 0)
        #expect(run.stderr.hasSuffix("/brl.conf:1: The value 'very fast' is invalid for '--reading-speed <cells>'\n"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout == asOption.stdout)
    }
}
