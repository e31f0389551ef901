import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The virtual display follows its terminal window: `--cells` wide, never wider than the window,
/// laid out again on every resize like a BRLTTY display that reports a new size; no line wraps.
@Suite(.serialized, .tags(.tmux), .enabled(if: Requirements.haveTmux, Requirements.tmuxReason))
struct TerminalResizeTests {
    typealias Pane = TerminalInteractiveTests.Pane

    /// The number of braille cells in the pane's first row (0 when it is not a braille row).
    static func cells(_ lines: [String]) -> Int {
        guard let row = lines.first, row.unicodeScalars.allSatisfy({ (0x2800...0x28FF).contains($0.value) }) else { return 0 }
        return row.unicodeScalars.count
    }

    /// Whether the pane shows a picture `cells` wide and unwrapped: the braille row, the
    /// captions (no braille in them), the status line, the key reminder, each on one row.
    static func isPicture(_ lines: [String], cells: Int, status: String) -> Bool {
        lines.count > 3 && Self.cells(lines) == cells
            && !lines[1].unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
            && lines[2] == status && lines[3].hasPrefix("? keys")
    }

    /// Waits until the pane shows such a picture (tmux reflows the old one first on a resize).
    static func waitForPicture(_ pane: Pane, cells: Int, status: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        pane.waitUntil("an unwrapped \(cells)-cell picture with the status '\(status)'", sourceLocation: sourceLocation) {
            isPicture($0, cells: cells, status: status)
        }
    }

    @Test func theDisplayNarrowsWithTheWindowAndWidensBackKeepingTheFocusAndTheText() throws {
        let pane = try Pane(columns: 60)
        defer { pane.close() }
        try pane.type("'\(TerminalInteractiveTests.bridge)' '\(TerminalHarness.example("counter.json"))' --display terminal --cells 40 --status-cells off")
        guard Self.waitForPicture(pane, cells: 40, status: "Task · element 1 of 5") else { return }
        try pane.press("Down", "Down", "Down")
        guard pane.waitFor("Task · element 4 of 5") else { return }

        try pane.resize(columns: 25)
        guard Self.waitForPicture(pane, cells: 25, status: "Task · element 4 of 5") else { return }
        #expect(pane.lines[1] == " Duration  10 seconds", "25 cells show the line's first window")
        try pane.press("Right")
        guard pane.waitFor(" 2 / 3\n") else { return }
        #expect(Self.isPicture(pane.lines, cells: 25, status: "Task · element 4 of 5"))

        try pane.resize(columns: 12)
        guard Self.waitForPicture(pane, cells: 12, status: "Task · elem…") else { return }
        #expect(pane.lines[1] == " 2 / 3", "the text under the first cell stays in view")

        try pane.resize(columns: 60)
        guard Self.waitForPicture(pane, cells: 40, status: "Task · element 4 of 5") else { return }
        #expect(pane.lines[1] == " Duration  10 seconds  2 / 3", "widened back to --cells, the same element, '2' still in view")
        try pane.press("q")
    }

    @Test func aWindowNarrowerThanCellsShowsTheWindowsWidthFromTheStart() throws {
        let pane = try Pane(columns: 30)
        defer { pane.close() }
        try pane.type("'\(TerminalInteractiveTests.bridge)' '\(TerminalHarness.example("counter.json"))' --display terminal --cells 40")
        guard Self.waitForPicture(pane, cells: 30, status: "Task · element 1 of 5") else { return }
        try pane.press("1", "Enter")
        guard pane.waitFor("action: ") else { return }
        #expect(pane.lines[3] == #"action: {"action":"activate",…"#, "a long line is cut to the window, not wrapped")
        try pane.press("q")
    }
}
