import Foundation
import Testing

/// `brl-translate --lang`, run as a user runs it (the built executable beside the test bundle).
@Suite(.serialized) struct BrlTranslateLanguageTests {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("brl-translate")
    }

    /// Runs brl-translate with `arguments`, `input` on stdin and exactly `environment`.
    static func run(_ arguments: [String], input: String, environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let path = executable.path
        try #require(FileManager.default.isExecutableFile(atPath: path), "brl-translate not built at \(path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func langWorksLikeTable() throws {
        let byLanguage = try Self.run(["--lang", "de-AT"], input: "Größe: 3,5 %\n")
        let byTable = try Self.run(["--table", "de-g0-detailed"], input: "Größe: 3,5 %\n")
        #expect(byLanguage.status == 0)
        #expect(byLanguage.out == "⠨⠛⠗⠪⠮⠑⠒⠀⠼⠉⠂⠑⠼⠚⠴\n")
        #expect(byLanguage.out == byTable.out)
    }

    @Test func defaultComesFromTheLocale() throws {
        let german = try Self.run([], input: "Öl\n", environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.out == "⠨⠪⠇\n")
        let setting = try Self.run([], input: "Öl\n", environment: ["BRL_TABLE": "de-g0", "LANG": "en_US.UTF-8"])
        #expect(setting.out == "⠪⠇\n")
    }

    @Test func badLanguageIsAClearError() throws {
        let result = try Self.run(["--lang", "1de"], input: "x\n")
        #expect(result.status != 0)
        #expect(result.err.contains("--lang: language tag '1de', column 1: '1de' is not a language subtag (2 to 8 letters)"))
        let both = try Self.run(["--lang", "de", "--table", "de-g0"], input: "x\n")
        #expect(both.status != 0)
        #expect(both.err.contains("Give either --table or --lang, not both."))
    }
}
