import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built `brl-bridge` executable, run as a child process on a document.
final class BridgeProcess: Sendable {
    let child: ChildProcess
    let outputPath: String
    let errorPath: String

    /// Starts `brl-bridge DOCUMENT --brlapi-host HOST --brlapi-auth none ARGUMENTS`.
    init(document: String, host: String, arguments: [String] = [], directory: URL) throws {
        let name = "bridge-\(UUID().uuidString.prefix(8))"
        outputPath = directory.appendingPathComponent("\(name).out").path
        errorPath = directory.appendingPathComponent("\(name).err").path
        // The tests compare the line's windows at the display's full width: no status cells
        // unless a test asks for them.
        let status = arguments.contains("--status-cells") ? [] : ["--status-cells", "off"]
        child = try ChildProcess(Self.executable, [document, "--brlapi-host", host, "--brlapi-auth", "none"] + status + arguments,
                                 outputPath: outputPath, errorPath: errorPath,
                                 // Never the preferences of the user who runs the tests.
                                 environment: ["BRL_PREFERENCES": directory.appendingPathComponent("\(name).conf").path])
    }

    /// What the bridge wrote on stdout (its actions, one JSON line each).
    var actions: [String] {
        ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// What the bridge wrote on stderr.
    var errors: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// Waits until stdout holds a line equal to `line`.
    func waitForAction(_ line: String, timeout: Duration = .seconds(3)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if actions.contains(line) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Waits until stderr contains `text`.
    func waitForError(containing text: String, timeout: Duration = .seconds(3)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if errors.contains(text) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    func terminate() { child.terminate() }

    /// The package root (for Examples/).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `brl-bridge` built beside the test bundle.
    static let executable: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("brl-bridge").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/brl-bridge").path
    }()
}
