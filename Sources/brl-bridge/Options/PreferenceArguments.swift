import BrailleBridge
import ArgumentParser
import CommandLineErrors
import Foundation

/// The preferences file applied to a command line, in one place for every mode (a document,
/// the demo, the terminal, the feed, `brl-bridge desktop`): each good setting of the file becomes
/// its option (`reading-speed 14` → `--reading-speed=14`) placed before the options given, so
/// the command parses and checks one command line as always.
///
/// What ranks above what: an option on the command line, then an environment variable that
/// chooses the same thing (`BRL_TABLE`, `BRL_LANGUAGE`, `BRLAPI_HOST`, `BRLAPI_AUTH`), then the
/// file, then the built-in default. A line that is not a setting or has a bad value is reported
/// as `PATH:LINE: cause` and skipped; the rest applies.
enum PreferenceArguments {
    /// A good setting of the file and its option.
    struct Option: Equatable, Sendable {
        var name: PreferenceName
        /// The option as one argument, `--reading-speed=14` (a value that begins with `-` stays a value).
        var argument: String
    }

    /// `arguments` with the preferences file's settings placed before them: those the command
    /// line and the environment do not give already.
    ///
    /// - Parameters:
    ///   - arguments: the command line after the program's (and the subcommand's) name.
    ///   - command: the command that parses them, which checks each setting's value.
    ///   - environment: the variables that rank above the file, and where the file is.
    ///   - report: told each skipped line (`PATH:LINE: cause`), or why the file cannot be read.
    /// - Returns: the settings' options followed by `arguments`.
    static func layered(_ arguments: [String], for command: any ParsableCommand.Type,
                        environment: [String: String] = ProcessInfo.processInfo.environment,
                        report: (String) -> Void) -> [String] {
        guard let path = PreferencesLocation.path(arguments: arguments, environment: environment) else { return arguments }
        let file: PreferencesFile
        do {
            file = try PreferencesFile.read(path: path)
        } catch {
            report(error.description)
            return arguments
        }
        let (options, problems) = Self.options(of: file, for: command, environment: environment)
        problems.forEach { report($0.description) }
        let given = givenSettings(arguments)
        let kept = options.filter { option in
            !option.name.alternatives.contains(where: given.contains)
                && !option.name.environmentVariables.contains { !(environment[$0] ?? "").isEmpty }
        }
        return kept.map(\.argument) + arguments
    }

    /// The file's good settings as options, in the file's order (a later line of the same
    /// setting, or of one of its ``PreferenceName/alternatives``, replaces the earlier), and the
    /// lines that are skipped with their cause.
    static func options(of file: PreferencesFile, for command: any ParsableCommand.Type,
                        environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (options: [Option], problems: [PreferenceLineError]) {
        var options: [Option] = []
        var problems: [PreferenceLineError] = []
        for setting in file.settings {
            do {
                let option = try self.option(for: setting, in: file, command: command, environment: environment)
                options.removeAll { option.name.alternatives.contains($0.name) }
                options.append(option)
            } catch {
                problems.append(PreferenceLineError(path: file.path, line: setting.line, cause: error.cause))
            }
        }
        return (options, problems)
    }

    /// One line's option, its value checked as the command checks it on the command line.
    private static func option(for setting: PreferencesFile.Setting, in file: PreferencesFile,
                               command: any ParsableCommand.Type,
                               environment: [String: String]) throws(SettingError) -> Option {
        guard let name = PreferenceName(rawValue: setting.name) else {
            throw SettingError(cause: "unknown setting '\(setting.name)' (settings: \(PreferenceName.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard !setting.value.isEmpty else { throw SettingError(cause: "'\(name.rawValue)' needs a value") }
        let argument: String
        if name.isSwitch {
            guard let on = PreferenceName.switchWords[setting.value.lowercased()] else {
                throw SettingError(cause: "'\(name.rawValue)' is on or off, not '\(setting.value)'")
            }
            argument = on ? name.option : "--no-" + name.rawValue
        } else {
            var value = setting.value
            if name.namesFile(value) { value = resolved(value, beside: file.path, environment: environment) }
            argument = name.option + "=" + value
        }
        do {
            _ = try command.parseAsRoot([argument])
            try checkContent(of: name, argument: argument)
        } catch let error as CommandFailure {
            throw SettingError(cause: error.message)
        } catch {
            throw SettingError(cause: command.oneLineMessage(for: error))
        }
        return Option(name: name, argument: argument)
    }

    /// What the parser does not check, checked as the command will: that the table exists and
    /// compiles, the language has a table, the key file reads.
    private static func checkContent(of name: PreferenceName, argument: String) throws {
        let value = String(argument.drop { $0 != "=" }.dropFirst())
        switch name {
        case .table, .lang: _ = try TableOptions.parse([argument]).readerTable(environment: [:])
        case .keys: _ = try KeyBindings.commandLine(file: value)
        default: break
        }
    }

    /// A relative path in the file, read from the file's folder; `~/` is the home folder.
    static func resolved(_ value: String, beside file: String, environment: [String: String]) -> String {
        if value.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty {
            return home + value.dropFirst()
        }
        guard !value.hasPrefix("/") else { return value }
        return ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(value)
    }

    /// The settings a command line gives (`--table X`, `--table=X`, `--no-computer-braille-text`),
    /// up to a `--`.
    static func givenSettings(_ arguments: [String]) -> Set<PreferenceName> {
        var given = Set<PreferenceName>()
        for argument in arguments {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            let word = argument.dropFirst(2).prefix { $0 != "=" }
            if let name = PreferenceName(rawValue: String(word)) ?? PreferenceName(rawValue: String(word.dropFirst(word.hasPrefix("no-") ? 3 : 0))) {
                given.insert(name)
            }
        }
        return given
    }

    /// Why a line is skipped.
    private struct SettingError: Error {
        var cause: String
    }
}
