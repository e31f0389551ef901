import ArgumentParser
import BrailleCore
import Foundation
import Logging

/// A subcommand whose messages name the program with it: `brl-bridge desktop: ...`.
public protocol Subcommand: ParsableCommand {
    /// The program's name (`brl-bridge`).
    static var parentName: String { get }
}

extension ParsableCommand {
    /// Writes `message` as one line, `PROGRAM: message`, on standard error (through
    /// ``OneLineLogHandler``, which the program bootstrapped).
    public static func reportError(_ message: String) {
        Logger(label: programName).error("\(message)")
    }

    /// Ends the program for `error` by brl's convention (docs/errors.md): one line on standard
    /// error and the status of `CommandFailure.Status`. `--help` and `--version` are not errors and
    /// print as ArgumentParser prints them; an `ExitCode` ends with its code, its words already said.
    public static func exitReporting(_ error: any Error) -> Never {
        if let failure = error as? CommandFailure {
            reportError(failure.message)
            Foundation.exit(failure.status.rawValue)
        }
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        let code = exitCode(for: error)
        if code == .success { self.exit(withError: error) }
        // ArgumentParser's own words for a wrong command line, on one line, and where to read more.
        let words = oneLineMessage(for: error)
        reportError(code == .validationFailure ? "\(words) (see '\(programName) --help')" : words)
        Foundation.exit(code.rawValue)
    }

    /// ArgumentParser's words for a wrong command line, joined onto one line, without its
    /// `Error: ` and its final period: `--cells must be between 1 and 160`.
    public static func oneLineMessage(for error: any Error) -> String {
        let words = message(for: error).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
        var stripped = words.hasPrefix("Error: ") ? Substring(words.dropFirst(7)) : Substring(words)
        if stripped.hasSuffix(".") { stripped = stripped.dropLast() }
        return String(stripped)
    }

    /// The name the program is called by, as its configuration gives it; a ``Subcommand``'s
    /// after its parent's (`brl-bridge desktop`).
    static var programName: String {
        let name = configuration.commandName ?? "\(Self.self)"
        guard let subcommand = Self.self as? any Subcommand.Type else { return name }
        return subcommand.parentName + " " + name
    }
}

extension ParsableCommand {
    /// Parses the command line and runs the command it names, ending the program on an error by
    /// `exitReporting(_:)`.
    public static func mainReportingOneLine(_ arguments: [String]? = nil) {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exitReporting(error)
        }
    }
}

extension AsyncParsableCommand {
    /// Parses the command line and runs the command it names (awaiting an asynchronous one),
    /// ending the program on an error by `exitReporting(_:)`.
    public static func mainReportingOneLine(_ arguments: [String]? = nil) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            exitReporting(error)
        }
    }
}
