import Foundation
import Testing

/// `scripts/zh-tw/moe_check.py` checks the curated readings of taiwan.py against the Ministry of
/// Education's dictionary data, which the project never holds. Here it reads a small folder of
/// entries in the dictionary's format instead (two facts of the dictionary, written by the test).
@Suite struct ZhTwMoeCheckTests {
    static let python = "/usr/bin/python3"
    static let script = PackagePaths.root.appendingPathComponent("scripts/zh-tw/moe_check.py").path

    /// Exit status, standard output and standard error of one run.
    static func check(_ folder: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, "--moe", folder.path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    static func folder(_ entries: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moe-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in entries {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: python), "needs /usr/bin/python3"))
    func aCuratedWordThatTheDictionaryReadsOtherwiseIsReported() throws {
        // 儲存 as the dictionary reads it, and 記載 with the reading it does not give (ㄗㄞˇ).
        let folder = try Self.folder([
            "a.json": #"{"title": "儲存", "heteronyms": [{"bopomofo": "ㄔㄨˊ　ㄘㄨㄣˊ"}]}"#,
            "b.json": #"{"title": "記載", "heteronyms": [{"bopomofo": "ㄐㄧˋ　ㄗㄞˇ"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.check(folder)
        #expect(run.status == 0)
        #expect(run.output == "taiwan.py word 記載 ㄐㄧˋ ㄗㄞˋ: the dictionary reads ㄐㄧˋ ㄗㄞˇ\n")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: python), "needs /usr/bin/python3"))
    func aFileThatIsNotJSONIsNamedInOneLine() throws {
        let folder = try Self.folder(["bad.json": "{oops"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.check(folder)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("moe_check.py: \(folder.appendingPathComponent("bad.json").path): not JSON"))
        #expect(run.error.filter { $0 == "\n" }.count == 1)
    }
}
