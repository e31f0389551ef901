import ArgumentParser
import BrailleBridge
import BrailleCore

/// Where the bridge shows the braille: BRLTTY's display or the terminal.
enum DisplayChoice: String, ExpressibleByArgument, CaseIterable {
    /// BRLTTY when it answers at start, else the terminal (``SessionPlan/Display/automatic(_:)``).
    case auto
    case brltty
    case terminal
}

/// The display's options, the same in every mode: BRLTTY or the terminal, the terminal
/// display's size, and a script that drives it.
struct DisplayOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        Where to show the braille: brltty, terminal, or auto (default): BRLTTY when it answers \
        at start; else the terminal when there is one (or a script); else wait for BRLTTY.
        """, valueName: "display"))
    var display: DisplayChoice = .auto

    @Option(parsing: .unconditional, help: ArgumentHelp("Width of the terminal display in cells (1-160); in a narrower terminal window, the window's width.", valueName: "n"))
    var cells: Int = 40

    @Option(parsing: .unconditional, help: ArgumentHelp("Rows of the terminal display (1-10): the first shows the window, each row below what FWINRT would show next (docs/navigation.md); BRLTTY's display says its own.", valueName: "n"))
    var rows: Int = 1

    @Option(help: ArgumentHelp("""
        Drive the terminal display with the commands in FILE, or on stdin for '-' (one a line, \
        see docs/terminal.md; 'await-feed', 'await-text TEXT' wait for the feed or the desktop) \
        and print each frame as text. Without it, a document, the demo or the feed take commands \
        from stdin when stdin is a pipe or a file; the desktop does not.
        """, valueName: "file"))
    var script: String?

    func validate() throws {
        guard Viewport.widths.contains(cells) else {
            throw ValidationError("--cells must be between \(Viewport.widths.lowerBound) and \(Viewport.widths.upperBound).")
        }
        guard SessionPlan.terminalRows.contains(rows) else {
            throw ValidationError("--rows must be between \(SessionPlan.terminalRows.lowerBound) and \(SessionPlan.terminalRows.upperBound), not \(rows).")
        }
        if display == .brltty && script != nil {
            throw ValidationError("--script drives the terminal display; leave out --display brltty.")
        }
    }

    /// `--script FILE`, or stdin for `--script -`.
    var givenScript: SessionPlan.Script? {
        guard let script else { return nil }
        return script == "-" ? .standardInput : .file(script)
    }

    /// The display as these options choose it; `script`: where script commands come from, if anywhere.
    func plannedDisplay(brltty settings: BrlAPIDisplay.Settings, script: SessionPlan.Script?) -> SessionPlan.Display {
        if let script { return .script(script) }
        switch display {
        case .brltty: return .brltty(settings)
        case .terminal: return .terminal
        case .auto: return .automatic(settings)
        }
    }
}
