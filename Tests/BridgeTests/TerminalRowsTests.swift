import BrailleCore
import Foundation
import Testing

/// Issue 16: the terminal display with `--rows`: the first row is the one-row window, the rows
/// below what FWINRT would show next, FWINRT moves a screenful, and a routing key on a lower row
/// acts on what that row shows.
@Suite struct TerminalRowsTests {
    /// The braille rows of the first frame after `> header` in a transcript.
    static func brailleRows(_ transcript: String, after header: String, count: Int) -> [String] {
        let lines = transcript.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "> \(header)") else { return [] }
        return (0..<count).map { lines[start + 1 + 2 * $0] }
    }

    @Test func eachRowShowsWhatFWINRTWouldShowNext() throws {
        let counter = try ScreenDocument.screen(fromJSON: String(contentsOfFile: TerminalHarness.example("counter.json"), encoding: .utf8))
        var navigator = Navigator(screen: counter, columns: 12)
        var expected: [String] = []
        for _ in 0..<3 {
            expected.append(BrailleEncoding.unicode.encode(navigator.window))
            navigator.handle(.nextWindow, now: .now)
        }
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "12", "--rows", "3"],
                                          stdin: "pan-right\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.brailleRows(run.stdout, after: "start", count: 3) == expected, "\(run.stdout)")
        // FWINRT moves a screenful: the fourth window is now on the first row.
        #expect(Self.brailleRows(run.stdout, after: "pan-right", count: 1) == [BrailleEncoding.unicode.encode(navigator.window)])
    }

    @Test func aRoutingKeyOnTheThirdRowActsOnTheElementShownThere() throws {
        // At 40 cells each element of the counter fits one row: row 3 shows the third element.
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40", "--rows", "3",
                                           "--status-cells", "off"], stdin: "route 81\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#"{"action":"activate","identifier":"start"}"#), "\(run.stdout)")
    }

    @Test func aRoutingKeyOnTheSecondRowActsOnTheElementShownThere() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "40", "--rows", "3",
                                           "--status-cells", "off"], stdin: "route 41\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""identifier":"name""#), "\(run.stdout)")
    }

    @Test func aBookPageFillsTheRowsInOrder() throws {
        let book = try ScreenDocument.screen(fromJSON: String(contentsOfFile: TerminalHarness.example("book.json"), encoding: .utf8))
        var navigator = Navigator(screen: book, columns: 32)
        navigator.handle(.nextElement, now: .now)
        if navigator.showingBookTitle { navigator.handle(.nextWindow, now: .now) }
        let expected = navigator.rows(4, now: .now).map { BrailleEncoding.unicode.encode($0) }
        let run = try TerminalHarness.run([TerminalHarness.example("book.json"), "--cells", "32", "--rows", "4"], stdin: "next\n")
        #expect(run.status == 0, "\(run.stderr)")
        // After "next" the book's own line is on the first row and the page's lines fill the rows
        // below, in order.
        let lines = run.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "> next"))
        let titleRows = (0..<4).map { lines[start + 1 + 2 * $0] }
        #expect(Array(titleRows.dropFirst()) == Array(expected.prefix(3)), "\(run.stdout)")
    }

    @Test func oneRowIsTheDisplayAsBefore() throws {
        let one = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20", "--rows", "1"], stdin: "next\n")
        let plain = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20"], stdin: "next\n")
        #expect(one.stdout == plain.stdout)
    }

    @Test func rowsOutsideOneToTenAreRefused() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--rows", "11"], stdin: "")
        #expect(run.status == 64)
        #expect(run.stderr == "brl-bridge: --rows must be between 1 and 10, not 11 (see 'brl-bridge --help')\n")
    }

    /// The last frame printed for the last `> header` of a transcript (a `wait` prints its timed
    /// frames before its last one): its braille rows and caption rows, `rows` of each.
    static func lastFrame(_ transcript: String, after header: String, rows: Int) -> (braille: [String], captions: [String])? {
        let sections = transcript.components(separatedBy: "> \(header)\n")
        guard sections.count > 1 else { return nil }
        var lines = sections[sections.count - 1].components(separatedBy: "\n> ")[0].components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        // The status line ends the frame; the rows and their captions are the lines before it.
        guard lines.count >= 2 * rows + 1 else { return nil }
        let frame = Array(lines[(lines.count - 1 - 2 * rows)..<(lines.count - 1)])
        return ((0..<rows).map { frame[2 * $0] }, (0..<rows).map { frame[2 * $0 + 1] })
    }

    /// Issue 30: the key after a page turn's flash only dismisses it, on several rows as on one:
    /// the page's first line, which the flash covered, is then on the first row.
    @Test func thePageFlashHidesNoLineOnSeveralRows() throws {
        // The book's own line, page 1's three screenfuls, then FWINRT turns to page 2.
        let script = "next\n" + String(repeating: "pan-right\n", count: 4) + "pan-right\n"
        let run = try TerminalHarness.run([TerminalHarness.example("book.json"), "--cells", "20", "--rows", "3"], stdin: script)
        #expect(run.status == 0, "\(run.stderr)")
        let turned = try #require(Self.lastFrame(run.stdout, after: "pan-right", rows: 3), "\(run.stdout)")
        #expect(turned.captions[0].hasPrefix("msg: page"), "the turn flashes the page: \(run.stdout)")
        #expect(run.stdout.hasSuffix("Reader · element 2 of 4 · page 2 of 6 · line 1 of 3 · message\n\n"), "\(run.stdout)")
        // The key during the flash: the page's first line is shown, from the first row.
        let dismissed = try TerminalHarness.run([TerminalHarness.example("book.json"), "--cells", "20", "--rows", "3"],
                                                stdin: script + "pan-right\n")
        let frame = try #require(Self.lastFrame(dismissed.stdout, after: "pan-right", rows: 3), "\(dismissed.stdout)")
        #expect(frame.captions.map { $0.split(separator: " ").joined(separator: " ") }
                    == ["Chapter 2. Night", "writing.", "An army captain"], "\(dismissed.stdout)")
    }

    /// Issue 30: FWINLT back across a page shows the page's last screenful: every row shows a
    /// window of the page, the last row its last window (the rows below used to be blank).
    @Test func backAcrossAPageFillsEveryRow() throws {
        let script = "next\n" + String(repeating: "pan-right\n", count: 6) + "wait 3\npan-left\nwait 3\n"
        let run = try TerminalHarness.run([TerminalHarness.example("book.json"), "--cells", "20", "--rows", "3"], stdin: script)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#"{"action":"scrollBackward","identifier":"page","page":0}"#), "\(run.stdout)")
        let frame = try #require(Self.lastFrame(run.stdout, after: "wait 3", rows: 3), "\(run.stdout)")
        #expect(frame.captions.map { $0.split(separator: " ").joined(separator: " ") }
                    == ["heavy and slow to", "read with the", "fingers."], "\(run.stdout)")
    }
}
