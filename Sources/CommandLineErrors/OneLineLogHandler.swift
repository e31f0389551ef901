import BrailleCore
import Foundation
import Logging

/// brl's one log handler: every report is one line on standard error, `LABEL: message`, the
/// format of docs/errors.md (`brl-bridge: BRLTTY is not reachable; retrying`). The label is
/// the program's name (`brl-bridge`, `brl-bridge desktop`); the level and metadata are not
/// printed, so what a reader and the tests see is the same whatever says it.
///
/// A program installs it once, first thing: ``bootstrap()``.
public struct OneLineLogHandler: LogHandler {
    /// The text before the colon: the program's name.
    public let label: String
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]

    public init(label: String) {
        self.label = label
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `LABEL: message` and a newline in one write, the message on one line
    /// (`PrintableText.oneLine`).
    public func log(event: LogEvent) {
        let line = "\(label): \(PrintableText.oneLine(event.message.description))\n"
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }

    /// Makes every `Logger` of the process write through this handler; the first call does
    /// it, later ones nothing (swift-log allows one bootstrap a process).
    public static func bootstrap() { _ = bootstrapped }

    private static let bootstrapped: Void = LoggingSystem.bootstrap(OneLineLogHandler.init(label:))
}
