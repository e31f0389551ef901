import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The interactive virtual display in a real terminal: tmux runs a shell in a 120x20 pane, the
/// test types keys with `send-keys` and reads the screen with `capture-pane -p`.
@Suite(.serialized, .tags(.tmux), .enabled(if: Requirements.haveTmux, Requirements.tmuxReason))
struct TerminalInteractiveTests {
    /// A private tmux server (its own socket name) with one shell pane.
    final class Pane {
        let server = "brl-test-\(UUID().uuidString.prefix(8))"

        /// - Parameter columns: the window's width.
        init(columns: Int = 120) throws {
            // The server this starts lives on: it must not hold a pipe of ours open.
            try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "20", "bash --norc --noprofile"], capture: false)
        }

        /// Resizes the window (the programs in it get SIGWINCH).
        func resize(columns: Int) throws { try tmux(["resize-window", "-x", "\(columns)"]) }

        /// Runs tmux on this server and returns what it printed (spawned and reaped with
        /// `ChildProcess`: Foundation's `Process` was seen to miss the exit of tmux's client).
        @discardableResult
        func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(server)-\(UUID().uuidString.prefix(6)).out").path
            defer { unlink(output) }
            // The server a new session starts lives on: it must not write into our file.
            let child = try ChildProcess("/usr/bin/tmux", ["-L", server] + arguments, outputPath: capture ? output : "/dev/null")
            if !child.waitForExit(timeout: .seconds(10)) { child.terminate() }
            return capture ? ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "") : ""
        }

        /// Types a command line into the shell.
        func type(_ line: String) throws { try tmux(["send-keys", "-l", line]); try tmux(["send-keys", "Enter"]) }

        /// Presses keys by tmux name (`Down`, `Enter`, `C-c`) or as literal text.
        func press(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

        var screen: String { (try? tmux(["capture-pane", "-p"])) ?? "" }

        /// Waits until the pane shows `text`.
        func waitFor(_ text: String, timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                if screen.contains(text) { return true }
                usleep(20_000)
            }
            Issue.record("the pane never showed \(text); it shows:\n\(screen)", sourceLocation: sourceLocation)
            return false
        }

        /// Waits until the pane's lines satisfy `condition`.
        func waitUntil(_ what: String, timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation,
                       _ condition: ([String]) -> Bool) -> Bool {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                if condition(lines) { return true }
                usleep(20_000)
            }
            Issue.record("the pane never showed \(what); it shows:\n\(screen)", sourceLocation: sourceLocation)
            return false
        }

        /// The pane's rows as tmux shows them (a line that wrapped takes two rows).
        var lines: [String] { screen.components(separatedBy: "\n") }

        /// Ends the tmux server (and the shell and bridge in it).
        func close() { _ = try? tmux(["kill-server"], capture: false) }
    }

    static var bridge: String { BridgeProcess.executable }

    /// After the bridge, the shell prints the terminal's line-editing and echo settings.
    static let afterwards = #"; echo "AFTER $(stty -a | grep -ow -- '-\?icanon') $(stty -a | grep -ow -- '-\?echo')""#

    @Test func keysMoveRouteShowTheHelpAndQuitRestoresTheTerminal() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.type("'\(Self.bridge)' '\(TerminalHarness.example("counter.json"))' --display terminal --cells 30" + Self.afterwards)
        guard pane.waitFor("Task · element 1 of 5") else { return }
        #expect(pane.screen.hasPrefix("⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀\n Write report hdg\n"))
        try pane.press("Down")
        try pane.press("Down")
        guard pane.waitFor("Task · element 3 of 5") else { return }
        #expect(pane.screen.hasPrefix("⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀\n Start btn  1 / 3\n"), "redrawn in place at the top")
        try pane.press("Right")
        guard pane.waitFor("Task · element 4 of 5") else { return }
        try pane.press("Up")
        try pane.press("1")
        #expect(pane.waitFor("route to cell 1… (Enter)"))
        try pane.press("Enter")
        #expect(pane.waitFor(#"action: {"action":"activate","identifier":"start"}"#))
        try pane.press("?")
        #expect(pane.waitFor("r         start or resume continuous reading; any key pauses it"))
        try pane.press("q")
        #expect(pane.waitFor("AFTER icanon echo"), "raw mode is undone after q")
    }

    @Test func ctrlCEndsTheBridgeAndRestoresTheTerminal() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.type("'\(Self.bridge)' '\(TerminalHarness.example("book.json"))' --display terminal" + Self.afterwards)
        guard pane.waitFor("Reader · element 1 of 4") else { return }
        try pane.press("Down")
        try pane.press("r")
        #expect(pane.waitFor("· reading"))
        try pane.press("C-c")
        // Bash drops the rest of a command line whose command died of SIGINT: ask anew.
        guard pane.waitFor("bash-") else { return }
        try pane.type("true" + Self.afterwards)
        #expect(pane.waitFor("AFTER icanon echo"), "the SIGINT handler restores the terminal")
    }

    @Test func withoutBRLTTYTheDemoRunsInTheTerminal() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.type("BRLAPI_HOST=127.0.0.1:97 '\(Self.bridge)' --cells 20" + Self.afterwards)
        guard pane.waitFor("Demo · element 1 of 6") else { return }
        try pane.press("Down")
        try pane.press("Enter")
        #expect(pane.waitFor("Task · element 1 of 6"), "Enter on Counter opens it")
        try pane.press("s")
        #expect(pane.waitFor("Demo · element 1 of 6"), "s comes back to the list")
        try pane.press("n")
        #expect(pane.waitFor("Task · element 1 of 6"), "n goes to the next screen")
        try pane.press("q")
        #expect(pane.waitFor("AFTER icanon echo"))
    }
}
