import BrailleCore
import DesktopAccessibility
import Foundation
#if canImport(Glibc)
import Glibc
import Logging
#endif

/// A running bridge: a display, a source of screens and the loop between them, built in one
/// place for every mode (``make(_:)``).
///
/// Adding a display or a source is one type (a ``BrailleDisplay`` or a ``ScreenSource``) and one
/// line here: a case in ``openDisplay(_:)`` or ``openSource(_:demo:)``.
public final class Session {
    let loop: BridgeLoop
    /// The desktop's source, when the session shows the desktop (it may ask to start again).
    private let desktop: DesktopScreenSource?

    private init(loop: BridgeLoop, desktop: DesktopScreenSource?) {
        self.loop = loop
        self.desktop = desktop
    }

    /// How a session ended.
    public struct Outcome: Sendable {
        /// A script line was not a command (exit status 1).
        public var hadScriptErrors: Bool
        /// The desktop's lost AT-SPI bus is back: the command starts itself again.
        public var restartRequested: Bool
    }

    /// Runs the session until it ends (the display's keys end, `quit`, the script's end, the
    /// feed closing); closes the display and the source.
    public func run() async -> Outcome {
        await loop.run()
        return Outcome(hadScriptErrors: loop.hadScriptErrors,
                       restartRequested: (desktop?.restartRequested ?? false) && loop.driver == nil)
    }

    /// Builds the session `plan` describes: the first screen, the reader's table, the source,
    /// the display, the navigator and the loop.
    /// - Throws: ``SessionError`` saying what cannot be used, before anything is shown.
    public static func make(_ plan: SessionPlan) throws(SessionError) -> Session {
        var demo: DemoScreens?
        let screen = try firstScreen(plan, demo: &demo)
        let reader: ReaderTable?
        do {
            reader = try ReaderTable.choose(table: plan.table, lang: plan.lang, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw SessionError(.usage, "\(error)")
        }
        var feed: FeedConnection?
        if case .feed(let place) = plan.source {
            do {
                feed = try place == .standardInput ? FeedConnection() : FeedConnection(socketPath: place.path)
            } catch {
                throw SessionError(.failed, "\(error)")
            }
        }
        let opened: OpenedDisplay
        do {
            opened = try openDisplay(plan)
        } catch {
            feed?.close()
            throw error
        }
        let source = feed ?? openSource(plan, demo: demo)
        let presenter = Presenter.cachingTables(reader: reader, computerBrailleText: plan.computerBrailleText,
                                                interfaceLanguage: plan.interfaceLanguage)
        var navigator = Navigator(screen: screen, columns: opened.columns, presenter: presenter, reading: plan.reading)
        // Until a feed's or the desktop's first screen comes, the display says it waits.
        navigator.waitingForScreen = source?.deliversEvents == true && screen.readingOrder.isEmpty
        SessionSettings.configure(&navigator, statusCells: plan.statusCells, messageDuration: plan.messageDuration)
        let actionsToStandardOutput = opened.actionsToStandardOutput
        let loop = BridgeLoop(display: opened.display, navigator: navigator, source: source, driver: opened.driver,
                              settings: settings(plan, reader: reader),
                              deliver: { effect in
                                  guard actionsToStandardOutput, let line = effect.jsonLine else { return }
                                  // An app that stopped reading must not stop the bridge (SIGPIPE is ignored; EPIPE is dropped).
                                  try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
                              }, reportLatency: plan.reportLatency)
        if !opened.saysItsRows { loop.rows = plan.rows }
        return Session(loop: loop, desktop: source as? DesktopScreenSource)
    }

    /// The first screen: the document, the demo's list, or an empty screen that waits for the source.
    private static func firstScreen(_ plan: SessionPlan, demo: inout DemoScreens?) throws(SessionError) -> Screen {
        if let document = plan.document {
            return try loadDocument(document)
        }
        guard case .demo = plan.source else { return Screen(title: "", elements: []) }
        do {
            demo = try DemoScreens()
        } catch {
            throw SessionError(.failed, "\(error)")
        }
        return demo!.listScreen
    }

    /// Reads a screen document.
    /// - Throws: ``SessionError`` (bad input) naming the document and what is wrong with it.
    public static func loadDocument(_ path: String) throws(SessionError) -> Screen {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            throw SessionError(.badInput, "cannot read document \(error)")
        }
        do {
            return try ScreenDocument.screen(utf8: bytes, source: path)
        } catch {
            throw SessionError(.badInput, String(describing: error))
        }
    }

    /// A display as opened for a plan: the width the navigator starts with, and for a script its
    /// driver (its lines and transcript).
    private struct OpenedDisplay {
        var display: any BrailleDisplay
        var columns: Int
        var driver: ScriptDriver?
        /// Whether app actions go to stdout when no source takes them (not over the terminal
        /// display, nor into a script's transcript).
        var actionsToStandardOutput: Bool
        /// Whether the display says its rows when ready (BRLTTY's); else the plan's rows.
        var saysItsRows = false
    }

    /// The one place a display is chosen.
    private static func openDisplay(_ plan: SessionPlan) throws(SessionError) -> OpenedDisplay {
        var display = plan.display
        if case .automatic(let settings) = display {
            display = automaticChoosesBRLTTY(settings, standardInputIsTheFeed: plan.feedOnStandardInput)
                ? .brltty(settings) : .terminal
        }
        switch display {
        case .script(let place):
            let script: ScriptLines
            do {
                script = try ScriptLines(place)
            } catch {
                throw SessionError(.badInput, "\(error)")
            }
            let transcript = Transcript(fd: plan.feedOnStandardInput ? STDERR_FILENO : STDOUT_FILENO)
            let display = ScriptDisplay(columns: plan.columns, rows: plan.rows)
            return OpenedDisplay(display: display, columns: plan.columns,
                                 driver: ScriptDriver(lines: script, display: display, transcript: transcript),
                                 actionsToStandardOutput: false)
        case .terminal:
            let terminal: TerminalDisplay
            do {
                terminal = try TerminalDisplay(cells: plan.columns, rows: plan.rows)
            } catch {
                throw SessionError(.failed, "\(error)")
            }
            // A window narrower than --cells: the first picture is already as wide as the window.
            return OpenedDisplay(display: terminal, columns: terminal.columns,
                                 actionsToStandardOutput: isatty(STDOUT_FILENO) == 0)
        case .brltty(let settings), .automatic(let settings):
            return OpenedDisplay(display: BrlAPIDisplay(settings: settings), columns: plan.columns,
                                 actionsToStandardOutput: true, saysItsRows: true)
        }
    }

    /// ``SessionPlan/Display/automatic(_:)``: BRLTTY when it answers with a display; else the
    /// terminal when there is one (said on stderr); else BRLTTY, waited for.
    static func automaticChoosesBRLTTY(_ settings: BrlAPIDisplay.Settings, standardInputIsTheFeed: Bool) -> Bool {
        if BrlAPIDisplay.answersWithADisplay(settings) { return true }
        let hasTerminal = isatty(STDIN_FILENO) != 0
            || (standardInputIsTheFeed && open("/dev/tty", O_RDWR | O_CLOEXEC).closing() >= 0)
        guard hasTerminal else { return true }
        Logger.bridge.notice("BRLTTY is not reachable; showing the display in the terminal.")
        return false
    }

    /// The one place a source is chosen (the feed is opened before the display, in ``make(_:)``).
    private static func openSource(_ plan: SessionPlan, demo: DemoScreens?) -> (any ScreenSource)? {
        switch plan.source {
        case .demo: return demo.map(DemoSource.init)
        case .desktop(let startMessage): return DesktopScreenSource(DesktopSource(), startMessage: startMessage)
        case .feed, nil: return nil
        }
    }

    /// The settings the display changes, as the plan sets them.
    private static func settings(_ plan: SessionPlan, reader: ReaderTable?) -> SessionSettings {
        var settings = SessionSettings(table: plan.table ?? reader?.table.name, tables: plan.tables,
                                       interfaceLanguage: plan.interfaceLanguage)
        settings.computerBrailleText = plan.computerBrailleText
        settings.statusCells = plan.statusCells
        settings.readingSpeed = plan.reading.cellsPerSecond
        settings.messageTimeout = plan.messageTimeout
        settings.file = plan.preferencesFile
        return settings
    }
}

private extension Int32 {
    /// Closes a probe descriptor, returning it.
    func closing() -> Int32 {
        if self >= 0 { close(self) }
        return self
    }
}

extension SessionPlan.Feed {
    var path: String {
        switch self {
        case .standardInput: return "stdin"
        case .socket(let path): return path
        }
    }
}
