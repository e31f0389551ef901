import Foundation
import Testing
@testable import BrailleBridge

/// The virtual display driven by a script on stdin: every command's display state is printed
/// as a plain-text frame (braille row, the characters under the cells, status line).
@Suite struct TerminalScriptTests {
    /// `await-text` waits for a feed or the desktop (`brl-bridge desktop` tests it with a real
    /// app); shown already, it goes on at once; with nothing that could change the display, it
    /// says so and the script goes on; without its text, the line is refused.
    @Test func awaitTextGoesOnWhenShownAndSaysWhyWhenNothingCanShowIt() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20"],
                                          stdin: "await-text Write report\nawait-text Not on this screen\nawait-text\nnext\n")
        #expect(run.status == 1, "the bad line sets the status")
        #expect(run.stdout.contains("> await-text Write report\n"))
        #expect(run.stdout.contains("> await-text Not on this screen\n"))
        #expect(run.stdout.contains("> next\n"), "the script went on")
        #expect(run.stderr.contains("await-text: \"Not on this screen\" is not shown, and nothing will change the display"))
        #expect(run.stderr.contains("stdin:3: 'await-text' needs the text to wait for"))
        #expect(!run.stderr.contains("\"Write report\""))
    }

    @Test func aScriptedCounterSessionPrintsTheGoldenFrames() throws {
        let script = "next\nnext\nroute 1\nhint\nescape\npan-left\nbottom\n"
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20"], stdin: script)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout == """
            > start
            ⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛⠀⠀⠀
             Write report hdg
            Task · element 1 of 5

            > next
            ⠠⠞⠁⠎⠅⠀⠝⠁⠍⠑⠀⡺⠗⠊⠞⠑⠀⠀⠀⠀
             Task name Write
            Task · element 2 of 5

            > next
            ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀
             Start btn  1 / 3
            Task · element 3 of 5

            > route 1
            {"action":"activate","identifier":"start"}
            ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀
             Start btn  1 / 3
            Task · element 3 of 5

            > hint
            ⠓⠊⠝⠞⠒⠀⠠⠎⠞⠁⠗⠞⠎⠀⠞⠓⠑⠀⠀⠀
            hint:  Starts the
            Task · element 3 of 5 · hint

            > escape
            ⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀
             Start btn  1 / 3
            Task · element 3 of 5

            > pan-left
            ⠗⠑⠏⠕⠗⠞⣀⠑⠙⠞⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            report edt
            Task · element 2 of 5

            > bottom
            ⠠⠎⠞⠕⠏⠀⠃⠞⠝⠀⠥⠝⠁⠧⠀⠀⠀⠀⠀⠀
             Stop btn unav
            Task · element 5 of 5


            """)
    }

    /// Issue 12, defect 1: the last `next` sent a decrement and kept the focus, with nothing on
    /// the display saying why. Now it moves; only a routing key on the value chooses adjusting,
    /// and the display says so ("adjust:") until escape.
    @Test func theIncrementKeyEntersNoModeAndAdjustingShowsOnTheDisplay() throws {
        let script = "next\nnext\nincrement\nincrement\nnext\nprevious\npan-right\nroute 1\nprevious\nnext\nescape\nnext\n"
        let run = try TerminalHarness.run([TerminalHarness.example("progress-slider.json"), "--cells", "20"], stdin: script)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == """
            > start
            ⠠⠝⠕⠺⠀⠏⠇⠁⠽⠊⠝⠛⠒⠀⠀⠀⠀⠀⠀⠀
             Now playing:
            Player · element 1 of 4

            > next
            ⠠⠏⠇⠁⠽⠀⠃⠞⠝⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Play btn
            Player · element 2 of 4

            > next
            ⠠⠏⠇⠁⠽⠊⠝⠛⠀⠏⠗⠕⠛⠗⠑⠎⠎⠀⠀⠀
             Playing progress
            Player · element 3 of 4

            > increment
            {"action":"increment","identifier":"progress","value":"55 percent"}
            ⠼⠑⠑⠀⠏⠑⠗⠉⠑⠝⠞⠀⠁⠙⠚⠀⠀⠀⠀⠀
             55 percent adj
            Player · element 3 of 4

            > increment
            {"action":"increment","identifier":"progress","value":"60 percent"}
            ⠼⠋⠚⠀⠏⠑⠗⠉⠑⠝⠞⠀⠁⠙⠚⠀⠀⠀⠀⠀
             60 percent adj
            Player · element 3 of 4

            > next
            ⠠⠎⠏⠑⠑⠙⠀⠝⠕⠗⠍⠁⠇⠀⠁⠙⠚⠀⠀⠀
             Speed normal adj
            Player · element 4 of 4

            > previous
            ⠠⠏⠇⠁⠽⠊⠝⠛⠀⠏⠗⠕⠛⠗⠑⠎⠎⠀⠀⠀
             Playing progress
            Player · element 3 of 4

            > pan-right
            ⠼⠋⠚⠀⠏⠑⠗⠉⠑⠝⠞⠀⠁⠙⠚⠀⠀⠀⠀⠀
             60 percent adj
            Player · element 3 of 4

            > route 1
            {"action":"beginAdjusting","identifier":"progress"}
            ⠁⠙⠚⠥⠎⠞⠒⠀⠼⠋⠚⠀⠏⠑⠗⠉⠑⠝⠞⠀
            adjust:  60 percent
            Player · element 3 of 4 · adjusting

            > previous
            {"action":"increment","identifier":"progress","value":"65 percent"}
            ⠁⠙⠚⠥⠎⠞⠒⠀⠼⠋⠑⠀⠏⠑⠗⠉⠑⠝⠞⠀
            adjust:  65 percent
            Player · element 3 of 4 · adjusting

            > next
            {"action":"decrement","identifier":"progress","value":"60 percent"}
            ⠁⠙⠚⠥⠎⠞⠒⠀⠼⠋⠚⠀⠏⠑⠗⠉⠑⠝⠞⠀
            adjust:  60 percent
            Player · element 3 of 4 · adjusting

            > escape
            ⠼⠋⠚⠀⠏⠑⠗⠉⠑⠝⠞⠀⠁⠙⠚⠀⠀⠀⠀⠀
             60 percent adj
            Player · element 3 of 4

            > next
            ⠠⠎⠏⠑⠑⠙⠀⠝⠕⠗⠍⠁⠇⠀⠁⠙⠚⠀⠀⠀
             Speed normal adj
            Player · element 4 of 4


            """)
    }

    /// Issue 12, defects 4 and 6: a key that can do nothing says why on the braille row (a
    /// hardware display has no speaker) and still rings the terminal's bell; a routing key over
    /// the blank before the value (`route 18`) does nothing but that.
    @Test func aKeyThatCanDoNothingSaysWhyOnTheDisplay() throws {
        let script = "bottom\nnext\nwait 2\nprevious\nroute 18\nroute 1\nhint\n"
        let run = try TerminalHarness.run([TerminalHarness.example("progress-slider.json"), "--cells", "20"], stdin: script)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == """
            > start
            ⠠⠝⠕⠺⠀⠏⠇⠁⠽⠊⠝⠛⠒⠀⠀⠀⠀⠀⠀⠀
             Now playing:
            Player · element 1 of 4

            > bottom
            ⠠⠎⠏⠑⠑⠙⠀⠝⠕⠗⠍⠁⠇⠀⠁⠙⠚⠀⠀⠀
             Speed normal adj
            Player · element 4 of 4

            > next
            (bell)
            ⠍⠎⠛⠒⠀⠇⠁⠎⠞⠀⠑⠇⠑⠍⠑⠝⠞⠀⠀⠀
            msg: last element
            Player · element 4 of 4 · message

            > wait 2
            @ 1.500 s
            ⠠⠎⠏⠑⠑⠙⠀⠝⠕⠗⠍⠁⠇⠀⠁⠙⠚⠀⠀⠀
             Speed normal adj
            Player · element 4 of 4

            ⠠⠎⠏⠑⠑⠙⠀⠝⠕⠗⠍⠁⠇⠀⠁⠙⠚⠀⠀⠀
             Speed normal adj
            Player · element 4 of 4

            > previous
            ⠠⠏⠇⠁⠽⠊⠝⠛⠀⠏⠗⠕⠛⠗⠑⠎⠎⠀⠀⠀
             Playing progress
            Player · element 3 of 4

            > route 18
            (bell)
            ⠍⠎⠛⠒⠀⠝⠕⠞⠓⠊⠝⠛⠀⠓⠑⠗⠑⠀⠀⠀
            msg: nothing here
            Player · element 3 of 4 · message

            > route 1
            ⠠⠏⠇⠁⠽⠊⠝⠛⠀⠏⠗⠕⠛⠗⠑⠎⠎⠀⠀⠀
             Playing progress
            Player · element 3 of 4

            > hint
            (bell)
            ⠍⠎⠛⠒⠀⠝⠕⠀⠓⠊⠝⠞⠀⠀⠀⠀⠀⠀⠀⠀
            msg: no hint
            Player · element 3 of 4 · message


            """)
    }

    /// Status cells (issue 12): from 40 cells up the first five cells say the element (`1/5` in
    /// computer braille) and the mode; the text starts after a blank, and `route 7` is its first cell.
    @Test func fortyCellsShowStatusCellsByDefault() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40"], stdin: "next\nnext\nroute 7\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == """
            > start
            ⠂⠌⠢⠀⠀⠀⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
                   Write report hdg
            Task · element 1 of 5

            > next
            ⠆⠌⠢⠀⠀⠀⠠⠞⠁⠎⠅⠀⠝⠁⠍⠑⠀⡺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⣀⠑⠙⠞⠀⠀⠀⠀⠀⠀⠀
                   Task name Write report edt
            Task · element 2 of 5

            > next
            ⠒⠌⠢⠀⠀⠀⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
                   Start btn  1 / 3
            Task · element 3 of 5

            > route 7
            {"action":"activate","identifier":"start"}
            ⠒⠌⠢⠀⠀⠀⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
                   Start btn  1 / 3
            Task · element 3 of 5


            """)
    }

    @Test func everyFrameIsExactlyAsWideAsTheDisplay() throws {
        for cells in [1, 12, 40, 80] {
            let run = try TerminalHarness.run([TerminalHarness.example("task-list.json"), "--cells", "\(cells)"],
                                              stdin: "next\npan-right\nnext\nbottom\n")
            let rows = run.stdout.split(separator: "\n").filter { $0.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false }
            #expect(rows.count == 5)
            #expect(rows.allSatisfy { $0.unicodeScalars.count == cells }, "\(cells) cells: \(rows)")
        }
    }

    @Test func continuousReadingOnSimulatedTimeTurnsThePageTheSameWayEveryRun() throws {
        let arguments = [TerminalHarness.example("book.json"), "--cells", "40", "--status-cells", "off"]
        let first = try TerminalHarness.run(arguments, stdin: "next\nread\nwait 30\nread\n")
        let second = try TerminalHarness.run(arguments, stdin: "next\nread\nwait 30\nread\n", stdinAsFile: true)
        #expect(first.stdout == second.stdout, "simulated time makes runs identical")
        let frames = TerminalHarness.frames(first.stdout)
        // Reading starts on the book's own line; the page turn flashes the page briefly, then the
        // new page's first window shows its full time.
        let turn = try #require(frames.first { $0.contains(#"{"action":"scrollForward","identifier":"page","page":1}"#) })
        #expect(turn == """
            @ 21.217 s
            {"action":"scrollForward","identifier":"page","page":1}
            ⠍⠎⠛⠒⠀⠏⠁⠛⠑⠀⠼⠃⠀⠕⠋⠀⠼⠋⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            msg: page  2 of  6
            Reader · element 2 of 4 · page 2 of 6 · line 1 of 3 · message · reading
            """)
        let after = try #require(frames.first { $0.hasPrefix("@ 22.717 s") })
        #expect(after.contains(" Chapter  2.  Night writing.\nReader · element 2 of 4 · page 2 of 6 · line 1 of 3 · reading"))
        // Windows change while reading, each stamped with its simulated time; the last `read` pauses.
        #expect(frames.filter { $0.hasPrefix("@ ") }.count >= 5)
        #expect(frames.last?.hasSuffix("page 2 of 6 · line 2 of 3 · paused") == true)
    }

    @Test func aBadScriptLineIsReportedWithItsLineAndTheRestStillRuns() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20"],
                                          stdin: "next\njump\nroute 0\nnext\n")
        #expect(run.status == 1)
        #expect(run.stderr.contains("brl-bridge: stdin:2: unknown command 'jump'; known: pan-right,"))
        #expect(run.stderr.contains("brl-bridge: stdin:3: 'route' needs a cell number from 1, e.g. 'route 5'"))
        #expect(TerminalHarness.frames(run.stdout).map { $0.split(separator: "\n")[0] } == ["> start", "> next", "> next"])
        #expect(run.stdout.contains("Task · element 3 of 5\n"))
    }

    @Test func aScriptFileCanBeGivenWithDashDashScript() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("session.txt")
        try "# a comment\n\nbottom\nquit\nnext\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--script", script.path, "--display", "terminal"])
        #expect(run.status == 0)
        // `quit` ends the session: the `next` after it is not carried out.
        #expect(TerminalHarness.frames(run.stdout).map { $0.split(separator: "\n")[0] } == ["> start", "> bottom", "> quit"])
        let missing = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--script", directory.appendingPathComponent("none").path])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("none:0: cannot open the script: No such file or directory"))
    }

    @Test(arguments: [
        ("pan-right", ScriptCommand.display(.nextWindow)),
        ("pan-left", .display(.previousWindow)),
        ("next", .display(.nextElement)),
        ("previous", .display(.previousElement)),
        ("top", .display(.firstElement)),
        ("bottom", .display(.lastElement)),
        ("route 5", .display(.route(cell: 4))),
        ("  route\t12 ", .display(.route(cell: 11))),
        ("activate", .display(.activate)),
        ("increment", .display(.increment)),
        ("decrement", .display(.decrement)),
        ("action", .display(.nextCustomAction)),
        ("hint", .display(.hint)),
        ("read", .display(.toggleContinuousReading)),
        ("magic-tap", .display(.magicTap)),
        ("wait 2.5", .wait(.milliseconds(2500))),
        ("await-feed", .awaitFeed(1)),
        ("await-feed 3", .awaitFeed(3)),
        ("next-screen", .request(.nextScreen)),
        ("quit", .quit),
    ])
    func scriptLinesAreCommands(line: String, command: ScriptCommand) throws {
        #expect(try ScriptCommands.parse(line, line: 1, source: "test") == command)
    }

    @Test(arguments: [
        ("route", "'route' needs a cell number from 1, e.g. 'route 5'"),
        ("route 0", "'route' needs a cell number from 1, e.g. 'route 5'"),
        ("route five", "'route' needs a cell number from 1, e.g. 'route 5'"),
        ("wait -1", "'wait' needs a number of seconds, e.g. 'wait 2.5'"),
        ("wait nan", "'wait' needs a number of seconds, e.g. 'wait 2.5'"),
        ("next 2", "'next' takes no argument"),
        ("await-feed 0", "'await-feed' takes a number of events from 1 to 1000000, e.g. 'await-feed 3'"),
        ("await-feed 9223372036854775807", "'await-feed' takes a number of events from 1 to 1000000, e.g. 'await-feed 3'"),
    ])
    func badScriptLinesNameTheLine(line: String, message: String) {
        #expect(throws: ScriptError(source: "s.txt", line: 7, message: message)) {
            try ScriptCommands.parse(line, line: 7, source: "s.txt")
        }
    }

    @Test func blankLinesAndCommentsAreNotCommands() throws {
        #expect(try ScriptCommands.parse("", line: 1, source: "s") == nil)
        #expect(try ScriptCommands.parse("   # pan later", line: 1, source: "s") == nil)
    }
}
