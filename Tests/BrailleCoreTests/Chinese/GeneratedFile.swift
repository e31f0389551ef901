import Foundation
import Testing

/// A committed file that a script of `scripts/` generates: the test runs the script into a
/// temporary file and expects the committed file to be exactly its output.
enum GeneratedFile {
    /// Runs `/usr/bin/python3 script --output <temporary>` (paths from the package root) and
    /// expects `committed` to hold the same lines, naming the first that differs.
    static func expectCommitted(_ committed: String, isTheOutputOf script: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let name = (committed as NSString).lastPathComponent
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(getpid())-\(name)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [PackagePaths.root.appendingPathComponent(script).path, "--output", output.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(script) failed: \(message)", sourceLocation: sourceLocation)

        let generated = try String(contentsOf: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let lines = try String(contentsOf: PackagePaths.root.appendingPathComponent(committed), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(generated, lines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil,
                "\(committed):\(firstDifference.map { $0.offset + 1 } ?? 0): committed '\(firstDifference?.element.1 ?? "")', generated '\(firstDifference?.element.0 ?? "")'",
                sourceLocation: sourceLocation)
        #expect(generated.count == lines.count, "generated \(generated.count) lines, committed \(lines.count)", sourceLocation: sourceLocation)
    }
}
