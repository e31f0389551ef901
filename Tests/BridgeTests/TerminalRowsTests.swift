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
}
