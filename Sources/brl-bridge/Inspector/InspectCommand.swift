import ArgumentParser
import BrailleCore
import CommandLineErrors
import Foundation

/// `brl-bridge inspect DOCUMENT`: lists the elements as a braille reader meets them and what
/// they would stumble on, like Xcode's Accessibility Inspector.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brl-bridge inspect",
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
        do throws(CommandFailure) {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path)
            } catch {
                throw CommandFailure(.badInput, "cannot read document \(error)")
            }
            return try inspect(bytes, source: path, screenSize: screenSize)
        } catch {
            reportError(error.message)
            throw ExitCode(error.status.rawValue)
        }
    }

    /// Checks the document in `bytes`; `source` names it in errors.
    /// - Throws: `CommandFailure` (bad input) when it is not a valid document.
    static func inspect(_ bytes: [UInt8], source: String, screenSize: ScreenSize) throws(CommandFailure) -> (InspectorReport, Screen) {
        let tree: JSONValue
        do {
            tree = try JSONValue.parse(utf8: bytes)
        } catch {
            var error = error
            error.source = source
            throw CommandFailure(.badInput, error.description)
        }
        var linter = DocumentLinter(screenSize: screenSize)
        let loadable = linter.lint(tree)
        let screen: Screen
        do {
            screen = try ScreenDocument.screen(from: loadable, at: JSONPath(), requireVersion: true)
        } catch {
            var error = error
            error.source = source
            throw CommandFailure(.badInput, error.description)
        }
        return (InspectorReport(screen: screen, findings: linter.findings + LanguageFindings.findings(in: tree)), screen)
    }
}

extension BrlBridge {
    /// `brl-bridge inspect ...` runs the inspector; anything else runs the bridge. (The bridge
    /// takes an optional document argument, so `inspect` cannot be an ArgumentParser
    /// subcommand: it would be read as a document name.) Errors follow brl's convention: one
    /// line, exit 64 / 2 / 1 (docs/errors.md).
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "inspect" {
            InspectCommand.mainReportingOneLine(Array(arguments.dropFirst()))
            return
        }
        if arguments.first == "desktop" {
            await DesktopCommand.mainReportingOneLine(withPreferences(Array(arguments.dropFirst()), for: DesktopCommand.self))
            return
        }
        await mainReportingOneLine(withPreferences(arguments, for: BrlBridge.self))
    }

    /// `arguments` after the preferences file's settings (docs/preferences.md), its skipped lines
    /// reported on standard error. A supervised desktop child reads the same file as its parent,
    /// which has reported them already.
    private static func withPreferences(_ arguments: [String], for command: any ParsableCommand.Type) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let quiet = environment[DesktopSupervisor.childVariable] != nil
        return PreferenceArguments.layered(arguments, for: command, environment: environment) { line in
            if !quiet { reportError(line) }
        }
    }
}
