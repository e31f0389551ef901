import ArgumentParser
import BrailleBridge
import BrailleCore
import CommandLineErrors
import DesktopAccessibility
import Foundation
import SystemPackage

/// `brl-bridge desktop`: shows the focus of the Linux desktop's apps (GTK, Qt, through AT-SPI2)
/// on the braille display and carries out the display's actions in them.
struct DesktopCommand: AsyncParsableCommand, Subcommand {
    static let configuration = CommandConfiguration(
        commandName: "desktop",
        abstract: "Show the focus of the desktop's apps (GTK, Qt; AT-SPI2) on a braille display.",
        discussion: """
            Follows the keyboard focus of the apps on the AT-SPI2 accessibility bus (the one Orca \
            reads) and shows the focused object of the active window: its name, value, role and \
            state, and its place in its list ("3/12"). The line keys move through the window's \
            objects without moving the focus; a routing key clicks a button, adjusts a slider or \
            moves an entry's caret in the app. When no AT-SPI bus is reachable it says which \
            variable is missing and retries. See docs/desktop.md.
            """)

    @OptionGroup var displayOptions: DisplayOptions

    @OptionGroup var session: SessionOptions

    func run() async throws {
        // The bridge runs as its own supervised child: a crash starts it again (issue 26).
        if let status = try DesktopSupervisor.superviseUnlessChild() {
            guard status == 0 else { throw ExitCode(status) }
            return
        }
        let settings = try session.brlttySettings()
        // The desktop is a source of the bridge's one loop, as the feed is: its events in, the
        // app's actions (activate, adjust, custom actions, the caret, typed text) back to it.
        // Only `--script` gives it a script: a desktop session started with a pipe on stdin stays one.
        let plan = session.plan(displayOptions.plannedDisplay(brltty: settings, script: displayOptions.givenScript),
                                source: .desktop(startMessage: DesktopSupervisor.restartMessage),
                                columns: displayOptions.cells, rows: displayOptions.rows)
        if try await Session.runCommand(plan) { try Self.startAgain() }
    }

    /// Starts this command again in this process (`execv` of the same program with the same
    /// arguments), after the loop closed the display: libatspi connects once per process, so a
    /// bus that came back needs a new one.
    static func startAgain() throws -> Never {
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        throw CommandFailure(.failed, "desktop: cannot start again: \(Errno(rawValue: errno))")
    }
}
