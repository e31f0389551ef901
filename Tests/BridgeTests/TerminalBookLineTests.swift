import Foundation
import Testing

/// Issue 30: a book's lines as a read-only text view gives them (a help page, a log): leading
/// spaces take no cells, and continuous reading does not stop on blank lines.
@Suite struct TerminalBookLineTests {
    /// A screen with one book whose page has an indented title, blank lines and two paragraphs.
    static let document = """
        {"version": 1, "title": "Viewer", "language": "en", "elements": [
          {"identifier": "text", "label": "Text", "traits": ["staticText", "causesPageTurn"],
           "book": {"currentPage": 0, "pages": [[
             "                    Release notes",
             "",
             "Version 2 reads faster.",
             "",
             "",
             "    It also reads further."
           ]]}}
        ]}
        """

    static func run(_ script: String) throws -> TerminalHarness.Run {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("viewer.json").path
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try TerminalHarness.run([path, "--cells", "20"], stdin: script)
        #expect(run.status == 0, "\(run.stderr)")
        return run
    }

    @Test func leadingSpacesTakeNoCells() throws {
        // Six lines down: "Version 2 reads faster." takes two of the display's windows, each
        // read by LNDN before the next line (issue 25).
        let run = try Self.run(String(repeating: "next\n", count: 6))
        // The indented title starts in the first cell, its captions under its cells.
        let title = try #require(TerminalRowsTests.lastFrame(run.stdout, after: "start", rows: 1), "\(run.stdout)")
        #expect(title.captions[0] == " Release notes", "\(run.stdout)")
        #expect(title.braille[0].hasPrefix("⠠⠗⠑⠇⠑⠁⠎⠑"), "\(run.stdout)")
        let last = try #require(TerminalRowsTests.lastFrame(run.stdout, after: "next", rows: 1), "\(run.stdout)")
        #expect(last.captions[0] == " It also reads", "\(run.stdout)")
        #expect(last.braille[0].hasPrefix("⠠⠊⠞"), "\(run.stdout)")
    }

    @Test func continuousReadingDoesNotDwellOnBlankLines() throws {
        let run = try Self.run("read\nwait 20\n")
        // Every window reading shows has text; the blank lines between paragraphs are passed.
        let waited = run.stdout.components(separatedBy: "> wait 20\n")[1]
        let frames = waited.components(separatedBy: "@ ").dropFirst()
        #expect(frames.count >= 3, "\(run.stdout)")
        for frame in frames {
            let braille = frame.components(separatedBy: "\n")[1]
            #expect(braille.contains { $0 != "\u{2800}" }, "a blank window in \(frame)")
        }
    }
}
