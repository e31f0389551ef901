import Foundation
import Testing

/// The committed `Tables/zh-tw.tbl` is exactly what `scripts/zh-tw/generate.py` makes from the
/// Debian packages unicode-data, libchewing3-data and rime-data-terra-pinyin (which CI installs).
@Suite(.tags(.python)) struct ZhTwGeneratorTests {
    static let packageRoot = PackagePaths.root

    /// The generator's interpreter and the Debian data it reads.
    static let inputs = ["/usr/bin/python3", "/usr/share/unicode/Unihan_Readings.txt.bz2", "/usr/share/libchewing", "/usr/share/rime-data/terra_pinyin.dict.yaml"]
    static let missingInput = inputs.first { !FileManager.default.fileExists(atPath: $0) }

    @Test(.enabled(if: missingInput == nil, "needs \(missingInput ?? "") (python3, unicode-data, libchewing3-data, rime-data-terra-pinyin)"))
    func committedTableIsTheGeneratorsOutput() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("zh-tw-\(getpid()).tbl")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.packageRoot.appendingPathComponent("scripts/zh-tw/generate.py").path,
                             "--output", output.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "generate.py failed: \(message)")

        let generated = try String(contentsOf: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let committed = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tables/zh-tw.tbl"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(generated, committed).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil,
                "Tables/zh-tw.tbl:\(firstDifference.map { $0.offset + 1 } ?? 0): committed '\(firstDifference?.element.1 ?? "")', generated '\(firstDifference?.element.0 ?? "")'")
        #expect(generated.count == committed.count, "generated \(generated.count) lines, committed \(committed.count)")
    }
}
