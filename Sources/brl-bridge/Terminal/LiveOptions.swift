import ArgumentParser
import BrailleCore
import CommandLineErrors
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the bridge shows the braille: BRLTTY's display or the terminal.
enum DisplayChoice: String, ExpressibleByArgument, CaseIterable {
    /// BRLTTY when it answers at start, else the terminal (see `LiveOptions`).
    case auto
    case brltty
    case terminal
}

/// The options of the virtual display, the scripts and the live feed.
struct LiveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        Where to show the braille: brltty, terminal, or auto (default): BRLTTY when it answers \
        at start; else the terminal when there is one (or a script); else wait for BRLTTY.
        """, valueName: "display"))
    var display: DisplayChoice = .auto

    @Option(parsing: .unconditional, help: ArgumentHelp("Width of the terminal display in cells (1-160); in a narrower terminal window, the window's width.", valueName: "n"))
    var cells: Int = 40

    @Option(parsing: .unconditional, help: ArgumentHelp("Rows of the terminal display (1-10): the first shows the window, each row below what FWINRT would show next (docs/navigation.md).", valueName: "n"))
    var rows: Int = 1

    @Option(help: ArgumentHelp("""
        Drive the terminal display with the commands in FILE (one a line, see docs/terminal.md) \
        and print each frame as text. Without it, commands come from stdin when stdin is a pipe \
        or a file.
        """, valueName: "file"))
    var script: String?

    @Flag(help: "Read the app's JSON events from stdin, one a line (docs/feed.md); actions go to stdout.")
    var feed = false

    @Option(help: ArgumentHelp("""
        Create a Unix socket (mode 0600) at PATH, wait for the app to connect, read its JSON \
        events and write the actions back on it.
        """, valueName: "path"))
    var feedSocket: String?

    func validate() throws {
        guard Viewport.widths.contains(cells) else {
            throw ValidationError("--cells must be between \(Viewport.widths.lowerBound) and \(Viewport.widths.upperBound).")
        }
        guard TerminalDisplay.rowRange.contains(rows) else {
            throw ValidationError("--rows must be between \(TerminalDisplay.rowRange.lowerBound) and \(TerminalDisplay.rowRange.upperBound), not \(rows).")
        }
        if feed && feedSocket != nil {
            throw ValidationError("give either --feed (stdin) or --feed-socket PATH, not both.")
        }
        if display == .brltty && script != nil {
            throw ValidationError("--script drives the terminal display; leave out --display brltty.")
        }
    }

    var feedSource: LivePlan.FeedSource? {
        if let feedSocket { return .socket(feedSocket) }
        return feed ? .standardInput : nil
    }

    /// Where script commands come from, if anywhere: `--script`, or stdin when it is a pipe or
    /// a regular file and not the feed.
    var scriptSource: LivePlan.ScriptSource? {
        if let script { return .file(script) }
        guard feedSource != .standardInput, display != .brltty else { return nil }
        return LivePlan.ScriptSource.standardInputIfPiped
    }

    /// Chooses the display as `--display` says; `auto` probes BRLTTY once.
    func resolveDisplay(brltty settings: BrlAPIDisplay.Settings) -> LivePlan.Display {
        if let source = scriptSource { return .script(source) }
        switch display {
        case .brltty: return .brltty(settings)
        case .terminal: return .terminal
        case .auto:
            return Self.autoChoosesBRLTTY(settings, standardInputIsTheFeed: feedSource == .standardInput)
                ? .brltty(settings) : .terminal
        }
    }
}

extension LiveOptions {
    /// `--display auto`: BRLTTY when it answers with a display; else the terminal when there is
    /// one (said on stderr); else BRLTTY, waited for (a bridge started at login, before BRLTTY
    /// and without a terminal).
    static func autoChoosesBRLTTY(_ settings: BrlAPIDisplay.Settings, standardInputIsTheFeed: Bool) -> Bool {
        if brlttyHasADisplay(settings) { return true }
        let hasTerminal = isatty(STDIN_FILENO) != 0
            || (standardInputIsTheFeed && open("/dev/tty", O_RDWR | O_CLOEXEC).closing() >= 0)
        guard hasTerminal else { return true }
        FileHandle.standardError.write(Data("brl-bridge: BRLTTY is not reachable; showing the display in the terminal.\n".utf8))
        return false
    }
}

extension LiveOptions {
    /// Whether BRLTTY answers now with a display of at least one cell (a BRLTTY without a
    /// braille display reports 0 columns: the terminal serves the user better then).
    static func brlttyHasADisplay(_ settings: BrlAPIDisplay.Settings) -> Bool {
        guard let connection = try? BrlAPIConnection(host: settings.host, auth: settings.auth) else { return false }
        defer { connection.close() }
        return ((try? connection.displaySize().columns) ?? 0) > 0
    }
}

private extension Int32 {
    /// Closes a probe descriptor, returning it.
    func closing() -> Int32 {
        if self >= 0 { close(self) }
        return self
    }
}

extension BrlBridge {
    /// How the bridge runs with these options: the display, the feed, the first screen (the
    /// document, the demo's list, or an empty screen waiting for the feed).
    func livePlan(settings: BrlAPIDisplay.Settings, reading: ReadingSettings) throws -> LivePlan {
        var demo: DemoScreens?
        let screen: Screen
        if let document {
            screen = try loadScreen(document)
        } else if live.feedSource != nil {
            screen = Screen(title: "", elements: [])
        } else {
            do {
                demo = try DemoScreens()
            } catch {
                throw CommandFailure(.failed, error.description)
            }
            screen = demo!.listScreen
        }
        return LivePlan(display: live.resolveDisplay(brltty: settings), feed: live.feedSource, columns: live.cells,
                        rows: live.rows, reading: reading, screen: screen, demo: demo)
    }

    /// Runs the bridge's loop for `plan` and exits with status 1 when a script had bad lines.
    func run(_ plan: LivePlan, reportLatency: ((BrailleCommand, LatencySample) -> Void)?) async throws {
        let loop: BridgeLoop
        do {
            loop = try makeLoop(plan, reportLatency: reportLatency)
        } catch let error as ScriptError {
            throw CommandFailure(.badInput, error.description)
        } catch let error as FeedError {
            throw CommandFailure(.failed, error.description)
        } catch let error as RawMode.Failure {
            throw CommandFailure(.failed, error.description)
        }
        await loop.run()
        if loop.hadScriptErrors { throw ExitCode(1) }
    }

    /// Opens the feed and the display and builds the loop; actions go to the feed when there
    /// is one, else to stdout (not over the terminal display, nor in a script's transcript).
    private func makeLoop(_ plan: LivePlan, reportLatency: ((BrailleCommand, LatencySample) -> Void)?) throws -> BridgeLoop {
        var feed: FeedConnection?
        switch plan.feed {
        case .standardInput: feed = FeedConnection()
        case .socket(let path): feed = try FeedConnection(socketPath: path)
        case nil: break
        }
        let display: any BrailleDisplay
        var transcript: Transcript?
        var script: ScriptSource?
        let actionsToStdout: Bool
        var columns = plan.columns
        do {
            switch plan.display {
            case .script(let source):
                transcript = Transcript(fd: plan.feed == .standardInput ? STDERR_FILENO : STDOUT_FILENO)
                script = try ScriptSource(source)
                display = ScriptDisplay(columns: plan.columns, rows: plan.rows)
                actionsToStdout = false
            case .terminal:
                let terminal = try TerminalDisplay(cells: plan.columns, rows: plan.rows)
                // A window narrower than --cells: the first picture is already as wide as the window.
                columns = terminal.columns
                display = terminal
                actionsToStdout = isatty(STDOUT_FILENO) == 0
            case .brltty(let settings):
                display = BrlAPIDisplay(settings: settings)
                actionsToStdout = true
            }
        } catch {
            feed?.close()
            throw error
        }
        let presenter = Presenter.cachingTables(reader: plan.readerTable, computerBrailleText: plan.computerBrailleText,
                                                interfaceLanguage: plan.interfaceLanguage)
        var navigator = Navigator(screen: plan.screen, columns: columns, presenter: presenter,
                                  reading: plan.reading)
        navigator.waitingForScreen = plan.feed != nil && plan.screen.readingOrder.isEmpty
        ReadingOptions.configure(&navigator, statusCells: plan.statusCells, messageDuration: plan.messageDuration)
        let source: (any ScreenSource)? = feed ?? plan.demo.map(DemoSource.init)
        let loop = BridgeLoop(display: display, navigator: navigator, source: source, script: script, transcript: transcript,
                          settings: plan.settings, perform: { effect in
                              guard let line = effect.jsonLine else { return }
                              if let feed {
                                  feed.send(line)
                              } else if actionsToStdout {
                                  // An app that stopped reading must not stop the bridge (SIGPIPE is ignored; EPIPE is dropped).
                                  try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
                              }
                          }, reportLatency: reportLatency)
        if case .brltty = plan.display {} else { loop.rows = plan.rows }
        if let terminal = display as? TerminalDisplay {
            let commands = loop.sessionCommands
            terminal.sessionCommands.withLock { $0 = commands }
        }
        return loop
    }
}
