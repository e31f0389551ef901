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

    @Option(parsing: .unconditional, help: ArgumentHelp("Continuous reading speed in cells per second (0.1-1000).", valueName: "cells"))
    var readingSpeed: Double = ReadingSettings().cellsPerSecond

    @Option(parsing: .unconditional, help: ArgumentHelp("Shortest time a window stays during continuous reading, in milliseconds (0-60000).", valueName: "ms"))
    var minimumDwell: Int = Int(ReadingSettings().minimumDwell.inMilliseconds)

    @Option(parsing: .unconditional, help: ArgumentHelp("Extra pause at the end of an element during continuous reading, in milliseconds (0-60000).", valueName: "ms"))
    var elementPause: Int = Int(ReadingSettings().elementPause.inMilliseconds)

    @Option(parsing: .unconditional, help: ArgumentHelp("Extra pause at the end of a book page during continuous reading, in milliseconds (0-60000).", valueName: "ms"))
    var pagePause: Int = Int(ReadingSettings().pagePause.inMilliseconds)

    @Option(parsing: .unconditional, help: ArgumentHelp("How long a message shows on the display, in seconds (0-3600); 0 keeps it until a key.", valueName: "seconds"))
    var messageTimeout: Double = 4

    @Option(help: ArgumentHelp("The reader's language for the words the display adds (btn, msg:, last element): en, de or zh; default: the locale's (LC_ALL, LC_MESSAGES, LANG), else each line's own.", valueName: "language"))
    var uiLanguage: String?

    @OptionGroup var tables: TableOptions

    @Option(help: ArgumentHelp("Status cells (element n/m, page and line, the mode): auto (at the start from 40 cells up), off, start or end.", valueName: "where"))
    var statusCells: String = "auto"

    @Flag(help: "Print each key's latency inside the bridge (key read to write done) on standard error.")
    var latency = false

    /// The ranges of the reading and message options: wide enough for any reader, narrow enough
    /// that every conversion to a duration is exact (issue 13, item 1).
    static let readingSpeeds = 0.1...1000.0
    static let pauses = 0...60_000
    static let messageTimeouts = 0.0...3600.0

    func validate() throws {
        guard Self.readingSpeeds.contains(readingSpeed) else {
            throw ValidationError("--reading-speed must be between 0.1 and 1000 cells per second, not \(readingSpeed).")
        }
        if let uiLanguage, (try? LanguageTag(parsing: uiLanguage)) == nil {
            throw ValidationError("--ui-language must be a language tag such as en, de or zh-TW, not '\(uiLanguage)'.")
        }
        guard ["auto", "off", "start", "end"].contains(statusCells) else {
            throw ValidationError("--status-cells must be auto, off, start or end, not '\(statusCells)'.")
        }
        guard Self.messageTimeouts.contains(messageTimeout) else {
            throw ValidationError("--message-timeout must be between 0 and 3600 seconds (0: until a key), not \(messageTimeout).")
        }
        for (name, value) in [("--minimum-dwell", minimumDwell), ("--element-pause", elementPause), ("--page-pause", pagePause)]
        where !Self.pauses.contains(value) {
            throw ValidationError("\(name) must be between 0 and 60000 milliseconds, not \(value).")
        }
    }

    func run() async throws {
        let bindings = try KeyBindings.commandLine(file: keysFile)
        let settings = BrlAPIDisplay.Settings(host: connection.brlapiHost, auth: connection.brlapiAuth, bindings: bindings)
        let reading = ReadingSettings(cellsPerSecond: readingSpeed, minimumDwell: .milliseconds(minimumDwell),
                                      elementPause: .milliseconds(elementPause),
                                      pagePause: .milliseconds(pagePause))
        let report = latency ? Self.latencyReport : nil
        var plan = try livePlan(settings: settings, reading: reading)
        plan.messageDuration = .milliseconds(Int((messageTimeout * 1000).rounded()))
        plan.statusCells = statusCells
        plan.interfaceLanguage = uiLanguage ?? Self.localeLanguage(ProcessInfo.processInfo.environment)
        plan.readerTable = try tables.readerTable()
        plan.computerBrailleText = tables.computerBrailleText
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

    /// The default bindings, one a line, for `--help`.
    static var keyTable: String {
        KeyBindings.defaultList.map { entry in
            let key = entry.key == "ROUTE" ? "ROUTE n" : entry.key == "PASSDOTS" ? "PASSDOTS dots" : entry.key
            return "  " + key.padding(toLength: 19, withPad: " ", startingAt: 0) + entry.summary
        }.joined(separator: "\n") + "\n\nBraille keyboard chords (space with dots; CHORD_125 in a key file):\n" + KeyBindings.defaultChordList.map { entry in
            "  " + ("space+" + entry.dots).padding(toLength: 19, withPad: " ", startingAt: 0) + entry.summary
        }.joined(separator: "\n")
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
