import ArgumentParser
import BrailleBridge
import BrailleCore
import CommandLineErrors
import Foundation
import Logging

/// The options every mode shares: BRLTTY's address, the keys, reading, tables, preferences and
/// the latency report. ``plan(display:document:source:columns:rows:)`` turns them into a
/// ``SessionPlan``.
struct SessionOptions: ParsableArguments {
    @OptionGroup var connection: BrlAPIOptions

    @Option(name: .customLong("keys"), help: ArgumentHelp(
        "A key-binding file that overrides single default bindings (docs/keys.md).", valueName: "file"))
    var keysFile: String?

    @OptionGroup var reading: ReadingOptions

    @OptionGroup var tables: TableOptions

    @OptionGroup var preferences: PreferencesOptions

    @Flag(help: "Print each key's latency inside the bridge (key read to write done) on standard error.")
    var latency = false

    /// BRLTTY's settings: where it is and the key bindings.
    /// - Throws: `CommandFailure` (bad input) when the key file cannot be read.
    func brlttySettings() throws -> BrlAPIDisplay.Settings {
        let bindings = try KeyBindings.commandLine(file: keysFile)
        return BrlAPIDisplay.Settings(host: connection.brlapiHost, auth: connection.brlapiAuth, bindings: bindings)
    }

    /// The plan of a session with these options.
    func plan(_ display: SessionPlan.Display, document: String? = nil, source: SessionPlan.Source?,
              columns: Int, rows: Int) -> SessionPlan {
        var plan = SessionPlan(display: display, document: document, source: source, columns: columns)
        plan.rows = rows
        plan.reading = reading.reading
        plan.messageTimeout = reading.messageTimeout
        plan.statusCells = reading.statusCells
        plan.interfaceLanguage = reading.interfaceLanguage
        plan.table = tables.table
        plan.lang = tables.lang
        plan.tables = tables.tableList
        plan.computerBrailleText = tables.computerBrailleText
        plan.preferencesFile = PreferencesLocation.path()
        plan.reportLatency = latency ? Self.latencyReport : nil
        return plan
    }

    /// `--latency`: each key's latency inside the bridge, in its parts, one line on stderr.
    static let latencyReport: @Sendable (BrailleCommand, LatencySample) -> Void = { command, sample in
        func ms(_ duration: Duration) -> String { String(format: "%.3f", duration.inMilliseconds) }
        let parts = "queue \(ms(sample.queued)), navigator \(ms(sample.navigator)), write \(ms(sample.write))"
        Logger.bridge.info("latency \(KeyBindings.fileName(of: command)) \(ms(sample.total)) ms (\(parts))")
    }
}

extension Session {
    /// Makes and runs the session of `plan`; what cannot be used ends the command as brl's
    /// convention says (docs/errors.md), and a script with bad lines ends it with status 1.
    /// - Returns: whether the desktop asked to start again.
    static func runCommand(_ plan: SessionPlan) async throws -> Bool {
        let session: Session
        do {
            session = try Session.make(plan)
        } catch {
            switch error.kind {
            case .usage: throw CommandFailure(.usage, error.description)
            case .badInput: throw CommandFailure(.badInput, error.description)
            case .failed: throw CommandFailure(.failed, error.description)
            }
        }
        let outcome = await session.run()
        if outcome.restartRequested { return true }
        if outcome.hadScriptErrors { throw ExitCode(1) }
        return false
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
