import ArgumentParser
import BrailleCore
import CommandLineErrors
import DesktopAccessibility
import Foundation

/// `brl-bridge desktop`: shows the focus of the Linux desktop's apps (GTK, Qt, through AT-SPI2)
/// on the braille display and carries out the display's actions in them.
struct DesktopCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brl-bridge desktop",
        abstract: "Show the focus of the desktop's apps (GTK, Qt; AT-SPI2) on a braille display.",
        discussion: """
            Follows the keyboard focus of the apps on the AT-SPI2 accessibility bus (the one Orca \
            reads) and shows the focused object of the active window: its name, value, role and \
            state, and its place in its list ("3/12"). The line keys move through the window's \
            objects without moving the focus; a routing key clicks a button, adjusts a slider or \
            moves an entry's caret in the app. When no AT-SPI bus is reachable it says which \
            variable is missing and retries. See docs/desktop.md.
            """)

    @Option(help: ArgumentHelp("Where to show the braille: brltty, terminal, or auto (BRLTTY when it answers, else the terminal when there is one, else BRLTTY, waited for).",
                               valueName: "display"))
    var display: DisplayChoice = .auto

    @Option(parsing: .unconditional, help: ArgumentHelp("Width of the terminal display in cells (1-160).", valueName: "n"))
    var cells: Int = 40

    @Option(parsing: .unconditional, help: ArgumentHelp("Rows of the terminal display (1-10): the first shows the window, each row below what FWINRT would show next (docs/navigation.md); BRLTTY's display says its own.", valueName: "n"))
    var rows: Int = 1

    @Option(help: ArgumentHelp("""
        Drive the terminal display with the commands in FILE, or on stdin for '-' (one a line; \
        docs/terminal.md; 'await-text TEXT' waits for the desktop), and print each frame as \
        text. Only with this option: a desktop session started with a pipe on stdin stays one.
        """, valueName: "file"))
    var script: String?

    @OptionGroup var readingOptions: ReadingOptions

    @OptionGroup var connection: BrlAPIOptions

    @OptionGroup var tables: TableOptions

    @OptionGroup var preferences: PreferencesOptions

    @Option(name: .customLong("keys"), help: ArgumentHelp(
        "A key-binding file that overrides single default bindings (docs/keys.md).", valueName: "file"))
    var keysFile: String?

    @Flag(help: "Print each key's latency inside the bridge (key read to write done) on standard error.")
    var latency = false

    func validate() throws {
        guard Viewport.widths.contains(cells) else {
            throw ValidationError("--cells must be between \(Viewport.widths.lowerBound) and \(Viewport.widths.upperBound).")
        }
        guard TerminalDisplay.rowRange.contains(rows) else {
            throw ValidationError("--rows must be between \(TerminalDisplay.rowRange.lowerBound) and \(TerminalDisplay.rowRange.upperBound), not \(rows).")
        }
        if display == .brltty && script != nil {
            throw ValidationError("--script drives the terminal display; leave out --display brltty.")
        }
    }

    /// Where script commands come from, if anywhere: `--script FILE`, or stdin for `--script -`.
    var scriptSource: LivePlan.ScriptSource? {
        guard let script else { return nil }
        return script == "-" ? .standardInput : .file(script)
    }

    func run() async throws {
        // The bridge runs as its own supervised child: a crash starts it again (issue 26).
        if let status = try DesktopSupervisor.superviseUnlessChild() {
            guard status == 0 else { throw ExitCode(status) }
            return
        }
        let bindings = try KeyBindings.commandLine(file: keysFile)
        let settings = BrlAPIDisplay.Settings(host: connection.brlapiHost, auth: connection.brlapiAuth, bindings: bindings)
        let reader = try tables.readerTable()
        let braille: any BrailleDisplay
        var columns = cells
        var script: ScriptSource?
        var transcript: Transcript?
        let scriptSource = self.scriptSource
        let useBRLTTY = scriptSource == nil
            && (display == .brltty || (display == .auto && LiveOptions.autoChoosesBRLTTY(settings, standardInputIsTheFeed: false)))
        if let scriptSource {
            do {
                script = try ScriptSource(scriptSource)
            } catch {
                throw CommandFailure(.badInput, error.description)
            }
            transcript = Transcript(fd: STDOUT_FILENO)
            braille = ScriptDisplay(columns: cells, rows: rows)
        } else if useBRLTTY {
            braille = BrlAPIDisplay(settings: settings)
        } else {
            do {
                let terminal = try TerminalDisplay(cells: cells, rows: rows)
                columns = terminal.columns
                braille = terminal
            } catch let error as RawMode.Failure {
                throw CommandFailure(.failed, error.description)
            }
        }
        // The desktop is a source of the bridge's one loop, as the feed is: its events in, the
        // app's actions (activate, adjust, custom actions, the caret, typed text) back to it.
        let desktop = DesktopSource()
        let presenter = tables.presenter(reader: reader, interfaceLanguage: readingOptions.interfaceLanguage)
        var navigator = Navigator(screen: Screen(title: "", elements: []), columns: columns,
                                  presenter: presenter, reading: readingOptions.reading)
        ReadingOptions.configure(&navigator, statusCells: readingOptions.statusCells,
                                 messageDuration: readingOptions.messageDuration)
        // Until the desktop's first screen comes, the display says it waits (as the feed's does).
        navigator.waitingForScreen = true
        let perform: (NavigatorEffect) -> Void = { effect in
            switch effect {
            case .appAction, .keyInput: desktop.perform(effect)
            default: break
            }
        }
        var report: ((BrailleCommand, LatencySample) -> Void)?
        if latency { report = BrlBridge.latencyReport }
        let source = DesktopScreenSource(desktop, startMessage: DesktopSupervisor.restartMessage)
        let loop = BridgeLoop(display: braille, navigator: navigator, source: source, script: script,
                              transcript: transcript, settings: tables.sessionSettings(reader: reader, reading: readingOptions),
                              perform: perform, reportLatency: report)
        if !useBRLTTY { loop.rows = rows }
        await loop.run()
        // A script's session ends with the script: it is not started again.
        if source.restartRequested, script == nil { try Self.startAgain() }
        if loop.hadScriptErrors { throw ExitCode(1) }
    }

    /// Starts this command again in this process (`execv` of the same program with the same
    /// arguments), after the loop closed the display: libatspi connects once per process, so a
    /// bus that came back needs a new one.
    static func startAgain() throws -> Never {
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        throw CommandFailure(.failed, "desktop: cannot start again: \(String(cString: strerror(errno)))")
    }
}
