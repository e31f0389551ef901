import Foundation
import Testing

/// Issue 13, item 11: brl-bridge and brl-translate report errors the same way (docs/errors.md):
/// one line on standard error starting with the program's name, and the exit status says whose
/// mistake it was: 64 the command line, 2 an input file, 1 the work itself.
@Suite struct ErrorConventionTests {
    /// brl-translate, built beside brl-bridge.
    static let translate = URL(fileURLWithPath: BridgeProcess.executable).deletingLastPathComponent()
        .appendingPathComponent("brl-translate").path

    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let err = directory.appendingPathComponent("err").path
        let child = try ChildProcess(program, arguments, outputPath: directory.appendingPathComponent("out").path, errorPath: err)
        guard child.waitForExit(timeout: .seconds(10)) else {
            child.terminate()
            throw HarnessError("\(program) \(arguments) did not stop")
        }
        return (child.exitStatus ?? -1, (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    @Test(arguments: [(BridgeProcess.executable, "brl-bridge"), (ErrorConventionTests.translate, "brl-translate")])
    func anUnknownOptionIsOneLineWithWhereToReadMoreAndStatus64(program: String, name: String) throws {
        let result = try Self.run(program, ["--no-such-option"])
        #expect(result.status == 64)
        #expect(result.errors == "\(name): Unknown option '--no-such-option' (see '\(name) --help')\n")
    }

    @Test(arguments: [(BridgeProcess.executable, "brl-bridge"), (ErrorConventionTests.translate, "brl-translate")])
    func aTableThatDoesNotExistIsACommandLineMistake(program: String, name: String) throws {
        let result = try Self.run(program, [BrlBridgeCommandTests.counter, "--table", "nope"].filter { program == BridgeProcess.executable || $0 != BrlBridgeCommandTests.counter })
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("\(name): "), "\(result.errors)")
        #expect(result.errors.contains("nope: no such table"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func aBrokenInputFileIsStatus2InBothPrograms() throws {
        let table = try BrlBridgeCommandTests.file("bad.tbl", "letter a 1\nletter b 1 29\n")
        let keys = try BrlBridgeCommandTests.file("keys.conf", "FWINRT nextWindw\n")
        defer {
            try? FileManager.default.removeItem(atPath: table)
            try? FileManager.default.removeItem(atPath: keys)
        }
        let translate = try Self.run(Self.translate, ["--table", table])
        #expect(translate.status == 2)
        #expect(translate.errors == "brl-translate: \(table):2:13: dot 9 does not exist: dots are 1 to 8 ('0' alone is the blank cell)\n")
        let bridge = try Self.run(BridgeProcess.executable, [BrlBridgeCommandTests.counter, "--keys", keys])
        #expect(bridge.status == 2)
        #expect(bridge.errors.hasPrefix("brl-bridge: \(keys):1:8: unknown command 'nextWindw' (known: "), "\(bridge.errors)")
    }

    /// `brl-bridge desktop` takes the same reading options and `--rows`, with the same ranges
    /// (issue 11): a wrong value stops it before it looks for a bus.
    @Test(arguments: [(["--reading-speed", "0"], "--reading-speed must be between 0.1 and 1000 cells per second, not 0.0"),
                      (["--message-timeout", "1e300"], "--message-timeout must be between 0 and 3600 seconds (0: until a key), not 1e+300"),
                      (["--status-cells", "middle"], "--status-cells must be auto, off, start or end, not 'middle'"),
                      (["--rows", "11"], "--rows must be between 1 and 10, not 11")])
    func desktopRefusesReadingOptionsOutOfRange(arguments: [String], message: String) throws {
        let result = try Self.run(BridgeProcess.executable, ["desktop"] + arguments)
        #expect(result.status == 64)
        #expect(result.errors == "brl-bridge desktop: \(message) (see 'brl-bridge desktop --help')\n", "\(result.errors)")
    }

    @Test(arguments: [BridgeProcess.executable, ErrorConventionTests.translate])
    func helpIsNotAnError(program: String) throws {
        let result = try Self.run(program, ["--help"])
        #expect(result.status == 0)
        #expect(result.errors == "")
    }
}
