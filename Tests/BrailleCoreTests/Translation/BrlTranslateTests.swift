import Foundation
import Testing

/// Black-box tests of the built `brl-translate`: exact output, exit status, messages.
@Suite struct BrlTranslateTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder with the built products (where the test bundle is).
    static var productsDirectory: URL {
        Bundle.main.bundleURL
    }

    static func run(_ arguments: [String], input: String, directory: String? = nil, environment: [String: String] = [:]) throws -> Run {
        try run(arguments, bytes: Data(input.utf8), directory: directory, environment: environment)
    }

    /// Runs `brl-translate` on raw bytes (which need not be UTF-8).
    static func run(_ arguments: [String], bytes input: Data, directory: String? = nil, environment: [String: String] = [:]) throws -> Run {
        let binary = productsDirectory.appendingPathComponent("brl-translate")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "brl-translate not built at \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Without the variables that choose a table, the default table is en-ueb-g1.
        var env = ProcessInfo.processInfo.environment
        for name in ["BRL_TABLES", "BRL_TABLE", "BRL_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] { env[name] = nil }
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func oneLineOfBraillePerLineOfText() throws {
        let r = try Self.run(["--table", "en-ueb-g1"], input: "Hello World\n\nNASA 3a\n")
        #expect(r.status == 0)
        #expect(r.stdout == "⠠⠓⠑⠇⠇⠕⠀⠠⠺⠕⠗⠇⠙\n\n⠠⠠⠝⠁⠎⠁⠀⠼⠉⠰⠁\n")
        #expect(r.stderr == "")
    }

    @Test func formats() throws {
        #expect(try Self.run(["--format", "dots"], input: "Hi 1\n").stdout == "6 125 24 0 3456 1\n")
        #expect(try Self.run(["-f", "ascii"], input: "Hi 1\n").stdout == ",HI #A\n")
        #expect(try Self.run(["-t", "en-us-comp8", "-f", "unicode"], input: "Hi 1\n").stdout == "⡓⠊⠀⠂\n")
    }

    @Test func asciiRefusesAnEightDotTableInsteadOfDroppingDots7And8() throws {
        let r = try Self.run(["-t", "en-us-comp8", "-f", "ascii"], input: "Hi 1\n")
        #expect(r.status == 64)
        #expect(r.stdout == "")
        #expect(r.stderr == "brl-translate: --format ascii is for 6-dot tables, and en-us-comp8 has 8-dot cells; use --format unicode or dots\n")
    }

    @Test func positions() throws {
        let r = try Self.run(["--positions"], input: "Hi\n")
        #expect(r.stdout == "⠠⠓⠊\ncells->input: 0 0 1\ninput->cells: 0 2\n")
    }

    @Test func listTables() throws {
        let r = try Self.run(["--list-tables"], input: "")
        #expect(r.status == 0)
        #expect(r.stdout.contains("en-ueb-g1\ten\tUnified English Braille grade 1 (uncontracted, 6 dots)\n"))
        #expect(r.stdout.contains("en-us-comp8\ten\tUS computer braille, 8 dots, one cell per character (for edit fields)\n"))
    }

    @Test func worksFromAnotherWorkingDirectory() throws {
        let r = try Self.run([], input: "ok\n", directory: "/")
        #expect(r.status == 0)
        #expect(r.stdout == "⠕⠅\n")
    }

    @Test func unknownTableFailsWithAMessage() throws {
        let r = try Self.run(["--table", "nope"], input: "x\n")
        #expect(r.status == 64)
        #expect(r.stdout == "")
        #expect(r.stderr.hasPrefix("brl-translate: nope: no such table (bundled tables: "))
    }

    @Test func brokenTableFailsWithPathLineColumn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("brl-cli-bad-\(UUID().uuidString).tbl").path
        try "letter a 1\nletter b 1 29\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Self.run(["--table", path], input: "ab\n")
        #expect(r.status == 2)
        #expect(r.stderr == "brl-translate: \(path):2:13: dot 9 does not exist: dots are 1 to 8 ('0' alone is the blank cell)\n")
    }

    @Test func tablesDirectoryFlagAndEnvironment() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-cli-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "table mine xx my table\nletter a 3456\n".write(to: directory.appendingPathComponent("mine.tbl"), atomically: true, encoding: .utf8)
        #expect(try Self.run(["--tables-dir", directory.path, "-t", "mine"], input: "a\n").stdout == "⠼\n")
        #expect(try Self.run(["-t", "mine"], input: "a\n", environment: ["BRL_TABLES": directory.path]).stdout == "⠼\n")
        let bad = try Self.run(["--tables-dir", "/nonexistent-brl"], input: "a\n")
        #expect(bad.status == 64)
        #expect(bad.stderr == "brl-translate: --tables-dir '/nonexistent-brl' is not a folder (see 'brl-translate --help')\n")
    }

    /// Issue 26, item 7: a cell with no reading stays visible as its dots, and a line that cannot
    /// be read keeps its place (an empty line), so output line N is input line N; both are
    /// reported on standard error and the status is 1.
    @Test func backwardKeepsUnreadCellsVisibleAndLinesAligned() throws {
        let r = try Self.run(["--backward"], input: "⠁⠿⠁\n⠿⠿⠿\nabc\n⠁⠃\n")
        #expect(r.stdout == #"""
            a\123456/a
            \123456/\123456/\123456/

            ab

            """#)
        #expect(r.status == 1)
        #expect(r.stderr == """
            brl-translate: line 1, column 2: ⠿ (dots 123456) has no reading in en-ueb-g1
            brl-translate: line 2, column 1: ⠿ (dots 123456) has no reading in en-ueb-g1 (and 2 more cells)
            brl-translate: line 3, column 1: U+61 is not a braille pattern (U+2800–U+28FF)

            """)
    }

    /// Control characters an 8-dot table reads back (ESC, BEL: en-us-comp8 gives every ASCII
    /// control a cell) are written as escapes, never raw to the terminal.
    @Test func backwardEscapesControlCharacters() throws {
        let cells = try Self.run(["-t", "en-us-comp8"], input: "a\u{1B}]0;x\u{7}b\n").stdout
        let r = try Self.run(["-t", "en-us-comp8", "--backward"], input: cells)
        #expect(r.stdout == #"a\u{1B}]0;x\u{7}b"# + "\n")
        #expect(r.status == 0)
    }

    /// Issue 26, item 6: a table's description is the table author's text; `--list-tables`
    /// escapes it.
    @Test func listTablesEscapesControlCharacters() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brl-cli-esc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "table mine xx my \u{1B}]0;pwned\u{7}table\nletter a 1\n".write(to: directory.appendingPathComponent("mine.tbl"), atomically: true, encoding: .utf8)
        let r = try Self.run(["--tables-dir", directory.path, "--list-tables"], input: "")
        #expect(r.stdout.contains("mine\txx\tmy \\u{1B}]0;pwned\\u{7}table\n"), "\(r.stdout.debugDescription)")
    }

    /// Issue 26, item 8: a UTF-8 byte order mark at the start of the input is not text.
    @Test func aByteOrderMarkAtTheStartIsNotText() throws {
        #expect(try Self.run([], input: "\u{FEFF}Hi\n").stdout == "⠠⠓⠊\n")
        #expect(try Self.run(["--backward"], input: "\u{FEFF}⠠⠓⠊\n").stdout == "Hi\n")
    }
}
