import ArgumentParser
import BrailleBridge
import BrailleCore
import CommandLineErrors
import Foundation

/// `brl-bridge inspect DOCUMENT`: lists the elements as a braille reader meets them and what
/// they would stumble on, like Xcode's Accessibility Inspector.
struct InspectCommand: ParsableCommand, Subcommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "List a screen document's elements in reading order, with their braille, and what a reader would stumble on.",
        discussion: """
            For every element in reading order: its screen frame, traits, the line the display \
            presents and that line in braille. Then the findings: an element with no label, an \
            image without a description, an adjustable element with no value, a frame outside \
            the screen, a duplicate identifier.

            Exit status: 0 without findings, 1 with findings, 2 when the document cannot be read.
            """)

    @Argument(help: "The screen document (JSON).")
    var document: String

    @Option(help: ArgumentHelp("The screen's size in points, for frames outside the screen.", valueName: "WIDTHxHEIGHT"))
    var screen: String = "390x844"

    func validate() throws {
        guard ScreenSize(screen) != nil else {
            throw ValidationError("--screen must be a size in points like 390x844.")
        }
    }

    func run() throws {
        let (report, _) = try Self.inspect(path: document, screenSize: ScreenSize(screen)!)
        FileHandle.standardOutput.write(Data(report.text.utf8))
        if !report.findings.isEmpty { throw ExitCode(1) }
    }

    /// Reads and checks the document at `path`.
    /// - Throws: `ExitCode(2)` after printing the error when the document cannot be read.
    static func inspect(path: String, screenSize: ScreenSize) throws -> (InspectorReport, Screen) {
        do {
            let report = try InspectorReport.inspect(path: path, screenSize: screenSize)
            return (report, report.screen)
        } catch {
            reportError(error.description)
            throw ExitCode(CommandFailure.Status.badInput.rawValue)
        }
    }

    /// Checks the document in `bytes`; `source` names it in errors.
    /// - Throws: `CommandFailure` (bad input) when it is not a valid document.
    static func inspect(_ bytes: [UInt8], source: String, screenSize: ScreenSize) throws(CommandFailure) -> (InspectorReport, Screen) {
        do {
            let report = try InspectorReport.inspect(bytes, source: source, screenSize: screenSize)
            return (report, report.screen)
        } catch {
            throw CommandFailure(.badInput, error.description)
        }
    }
}
