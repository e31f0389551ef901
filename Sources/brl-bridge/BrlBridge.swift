import ArgumentParser
import BrailleBridge
import BrailleCore
import CommandLineErrors
import Foundation
import Logging

/// `brl-bridge`: shows an app's focused accessibility element on a braille display through
/// BRLTTY and turns the display's keys into navigation.
@main
struct BrlBridge: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brl-bridge",
        abstract: "Show an app's accessibility elements on a braille display through BRLTTY.",
        discussion: """
            Reads a screen document (JSON, see Examples/), shows its focused element on the braille \
            display BRLTTY drives (BrlAPI), and turns the display's keys into navigation. What the \
            user asks the app to do is written to standard output, one JSON line an action, e.g. \
            {"action":"activate","identifier":"start"}. When BRLTTY is not running, stops or \
            restarts, brl-bridge says so on standard error, retries (250 ms doubling to 5 s) and \
            shows the same window again when BRLTTY is back.

            Keys (BRLTTY command names; change them with --keys FILE, see docs/keys.md):
            \(BrlBridge.keyTable)

            A mode that changes what keys mean shows on the display as a word before the text it \
            is about: "adjust:" (LNUP/LNDN adjust; chosen only with ROUTE on the value), \
            "action 2/3:" (the action list), "hint:", "msg:" (a message: FWINRT/FWINLT pan it, \
            ROUTE or KEY_ESCAPE only dismiss it), "history 1/5:". A key that can do nothing \
            shows why, briefly ("msg: last element"). From 40 cells up the first cells are \
            status cells (element n/m, page and line, the mode letter; --status-cells). \
            docs/navigation.md says what each key does in each mode.

            With no document, shows the bundled demo (on BRLTTY when it answers, else in the \
            terminal). The terminal display, scripts and the live feed: docs/terminal.md, docs/feed.md.
            `brl-bridge inspect DOCUMENT` lists a document's elements and what a reader would \
            stumble on (see `brl-bridge inspect --help`). `brl-bridge desktop` shows the focus of \
            the desktop's GTK and Qt apps through AT-SPI2 (see `brl-bridge desktop --help`, docs/desktop.md). \
            The options of a document, the demo and the feed: `brl-bridge help show`.
            """,
        subcommands: [ShowCommand.self, InspectCommand.self, DesktopCommand.self],
        defaultSubcommand: ShowCommand.self)

    /// Runs the mode the arguments name (`show` when they name none) with the preferences
    /// file's settings before the arguments (docs/preferences.md). Errors follow brl's
    /// convention: one line, exit 64 / 2 / 1 (docs/errors.md), named after the mode
    /// (`brl-bridge desktop: ...`).
    static func main() async {
        OneLineLogHandler.bootstrap()
        var arguments = Array(CommandLine.arguments.dropFirst())
        let subcommands = configuration.subcommands
        let named = subcommands.first { $0.configuration.commandName == arguments.first }
        let mode = named ?? ShowCommand.self
        if named != nil { arguments.removeFirst() }
        if mode != InspectCommand.self { arguments = withPreferences(arguments, for: mode) }
        let reporter: any ParsableCommand.Type = mode == ShowCommand.self ? BrlBridge.self : mode
        do {
            var command = try parseAsRoot((named.map { [$0.configuration.commandName!] } ?? []) + arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            reporter.exitReporting(error)
        }
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

    /// The language of the locale (`de_DE.UTF-8` → `de`), the first of LC_ALL, LC_MESSAGES, LANG
    /// that is set; `nil` for none, `C` or `POSIX` (the words then follow each line's table).
    static func localeLanguage(_ environment: [String: String]) -> String? {
        for variable in TableCatalog.localeVariables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            let language = value.prefix { $0.isLetter }.lowercased()
            return language.isEmpty || language == "c" || language == "posix" ? nil : language
        }
        return nil
    }

    /// The default bindings, one a line, for `--help`: a key in the first column, what it does
    /// in the second, wrapped at words under its column (``HelpTable``).
    static var keyTable: String {
        let keys = KeyBindings.defaultList.map { entry in
            (entry.key == "ROUTE" ? "ROUTE n" : entry.key == "PASSDOTS" ? "PASSDOTS dots" : entry.key, entry.summary)
        }
        let chords = KeyBindings.defaultChordList.map { ("space+" + $0.dots, $0.summary) }
        return HelpTable.rows(keys) + "\n\nBraille keyboard chords (space with dots; CHORD_125 in a key file):\n"
            + HelpTable.rows(chords)
    }
}

/// brl-bridge's subcommands (`desktop`, `inspect`) report errors after its name.
extension Subcommand {
    static var parentName: String { BrlBridge.configuration.commandName ?? "brl-bridge" }
}
