import ArgumentParser
import BrailleCore
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

    @Option(help: ArgumentHelp("Continuous reading speed in cells per second.", valueName: "cells"))
    var readingSpeed: Double = 12

    @Option(help: ArgumentHelp("Shortest time a window stays during continuous reading, in milliseconds.", valueName: "ms"))
    var minimumDwell: Int = 500

    @Option(help: ArgumentHelp("Extra pause at the end of an element during continuous reading, in milliseconds.", valueName: "ms"))
    var elementPause: Int = 700

    @Option(help: ArgumentHelp("Extra pause at the end of a book page during continuous reading, in milliseconds.", valueName: "ms"))
    var pagePause: Int = 1500

    @Flag(help: "Print each key's latency inside the bridge (key read to write done) on standard error.")
    var latency = false

    func validate() throws {
        guard readingSpeed > 0, readingSpeed.isFinite else {
            throw ValidationError("--reading-speed must be a positive number of cells per second.")
        }
        guard elementPause >= 0, pagePause >= 0, minimumDwell >= 0 else {
            throw ValidationError("--minimum-dwell, --element-pause and --page-pause must not be negative.")
        }
    }

    func run() async throws {
        var bindings = KeyBindings.default
        if let keysFile {
            do {
                bindings = try KeyBindings(contentsOf: URL(fileURLWithPath: keysFile))
            } catch let error as KeyBindingError {
                throw ValidationError(error.description)
            } catch {
                throw ValidationError("cannot read key-binding file '\(keysFile)': \(error.localizedDescription)")
            }
        }
        let settings = BrlAPIDisplay.Settings(host: connection.brlapiHost, auth: connection.brlapiAuth, bindings: bindings)
        let reading = ReadingSettings(cellsPerSecond: readingSpeed, minimumDwell: .milliseconds(minimumDwell),
                                      elementPause: .milliseconds(elementPause),
                                      pagePause: .milliseconds(pagePause))
        let report: ((BrailleCommand, LatencySample) -> Void)? = latency ? { command, sample in
            func ms(_ duration: Duration) -> String { String(format: "%.3f", milliseconds(duration)) }
            BrlAPIDisplay.standardError("latency \(KeyBindings.fileName(of: command)) \(ms(sample.total)) ms "
                + "(queue \(ms(sample.queued)), navigator \(ms(sample.navigator)), write \(ms(sample.write)))")
        } : nil
        try await run(livePlan(settings: settings, reading: reading), reportLatency: report)
    }

    func loadScreen(_ document: String) throws -> Screen {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: document))
        } catch {
            throw ValidationError("cannot read document '\(document)': \(error.localizedDescription)")
        }
        do {
            return try ScreenDocument.screen(utf8: data, source: document)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    /// The default bindings, one a line, for `--help`.
    static var keyTable: String {
        KeyBindings.defaultList.map { entry in
            let key = entry.key == "ROUTE" ? "ROUTE n" : entry.key
            return "  " + key.padding(toLength: 19, withPad: " ", startingAt: 0) + entry.summary
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
