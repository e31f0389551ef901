import ArgumentParser
import BrailleCore
import CommandLineErrors
import Foundation

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
            the desktop's GTK and Qt apps through AT-SPI2 (see `brl-bridge desktop --help`, docs/desktop.md).
            """)

    @Argument(help: "The screen document to show (JSON, e.g. Examples/counter.json); none: the demo.")
    var document: String?

    @OptionGroup var live: LiveOptions

    @OptionGroup var connection: BrlAPIOptions

    @Option(name: .customLong("keys"), help: ArgumentHelp(
        "A key-binding file that overrides single default bindings (docs/keys.md).", valueName: "file"))
    var keysFile: String?

    @OptionGroup var readingOptions: ReadingOptions

    @OptionGroup var tables: TableOptions

    @OptionGroup var preferences: PreferencesOptions

    @Flag(help: "Print each key's latency inside the bridge (key read to write done) on standard error.")
    var latency = false

    func run() async throws {
        let bindings = try KeyBindings.commandLine(file: keysFile)
        let settings = BrlAPIDisplay.Settings(host: connection.brlapiHost, auth: connection.brlapiAuth, bindings: bindings)
        let report = latency ? Self.latencyReport : nil
        var plan = try livePlan(settings: settings, reading: readingOptions.reading)
        plan.messageDuration = readingOptions.messageDuration
        plan.statusCells = readingOptions.statusCells
        plan.interfaceLanguage = readingOptions.interfaceLanguage
        plan.readerTable = try tables.readerTable()
        plan.computerBrailleText = tables.computerBrailleText
        plan.settings = tables.sessionSettings(reader: plan.readerTable, reading: readingOptions)
        try await run(plan, reportLatency: report)
    }

    /// Reads the screen document; a document that cannot be read or is not valid ends brl-bridge
    /// with the error alone on standard error (no usage text: the command line was right) and
    /// exit status 2, as `brl-bridge inspect` does.
    func loadScreen(_ document: String) throws -> Screen {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(document)
        } catch {
            throw CommandFailure(.badInput, "cannot read document \(error)")
        }
        do {
            return try ScreenDocument.screen(utf8: bytes, source: document)
        } catch {
            throw CommandFailure(.badInput, String(describing: error))
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

    /// `--latency`: each key's latency inside the bridge, in its parts, one line on stderr.
    static let latencyReport: @Sendable (BrailleCommand, LatencySample) -> Void = { command, sample in
        func ms(_ duration: Duration) -> String { String(format: "%.3f", duration.inMilliseconds) }
        BrlAPIDisplay.standardError("latency \(KeyBindings.fileName(of: command)) \(ms(sample.total)) ms "
            + "(queue \(ms(sample.queued)), navigator \(ms(sample.navigator)), write \(ms(sample.write)))")
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

/// Where BRLTTY's BrlAPI server is and how to authenticate.
struct BrlAPIOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "BrlAPI host, e.g. 127.0.0.1:1 (TCP port 4102); default: BRLAPI_HOST, else BRLTTY's local socket.",
        valueName: "host"))
    var brlapiHost: String?

    @Option(help: ArgumentHelp(
        "BrlAPI authentication, e.g. none or keyfile:/etc/brlapi.key; default: BRLAPI_AUTH, else BRLTTY's key file.",
        valueName: "auth"))
    var brlapiAuth: String?
}
