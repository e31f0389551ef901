import Foundation
import Testing

/// Issue 30: adjusting a value shows the value with its unit, on the scripted terminal display.
@Suite struct TerminalAdjustingTests {
    /// The caption row (the print under the cells) of the last frame after `> header`.
    static func captions(_ transcript: String, after header: String) -> String? {
        TerminalRowsTests.lastFrame(transcript, after: header, rows: 1)?.captions.first
    }

    /// At 40 cells (34 after the status cells) "Playing progress adjust: 55 percent adj" does not
    /// fit: the window used to stop after "55", pushing "percent" to the next window.
    @Test(arguments: ["route 25", "increment", "decrement", "escape"])
    func theValueShowsWithItsUnit(after command: String) throws {
        let script = "next\nnext\nroute 25\n" + (command == "route 25" ? "" : "\(command)\n")
        let run = try TerminalHarness.run([TerminalHarness.example("progress-slider.json"), "--cells", "40"], stdin: script)
        #expect(run.status == 0, "\(run.stderr)")
        let value = ["route 25": "50", "increment": "55", "decrement": "45", "escape": "50"][command]!
        let shown = try #require(Self.captions(run.stdout, after: command), "\(run.stdout)")
        let words = shown.split(separator: " ").joined(separator: " ")
        #expect(words.contains("\(value) percent"), "\(run.stdout)")
        if command != "escape" { #expect(words.contains("adjust: \(value) percent"), "\(run.stdout)") }
    }
}
