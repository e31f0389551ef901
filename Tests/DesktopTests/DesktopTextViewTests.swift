import BrailleCore
import Foundation
import Testing

/// Issue 25: a read-only GtkTextView under `brl-bridge desktop`, a book of its lines, read as a
/// reader reads it. Part of the serialized ``DesktopAppTests`` (they share one session).
extension DesktopAppTests {
    /// The view shows its own line first (`book page 1 of 3`); LNDN then reads its 50 lines one
    /// by one, turning its pages (the app scrolls to each), and past the last reports the end of
    /// the book; LNUP goes back the same way. From the view's own line, continuous reading goes
    /// through the same 50 lines in order, turning the pages, and stops at the end of the book.
    /// (A page turn's flash covered the new page's first line, and the LNDN after it skipped it.)
    @Test func aTextViewIsReadLineByLineAndContinuouslyToItsEnd() async throws {
        let fixture = try await DesktopFixture.shared()
        let bridge = try ScriptedBridge(session: fixture.session)
        defer { bridge.stop() }
        let app = try fixture.session.startApp("gtk3_document.py", title: "Book View")
        defer { app.stop() }
        let first = try bridge.run("await-text Book View")
        #expect(first.contains("book page  1 of  3") && first.contains("Book View · element 1 of 1 · page 1 of 3"), "\(first)")

        var frames = try bridge.frames(of: "next", atMost: 60) { $0.contains("end of book") }
        let lineByLine = frames.joined(separator: "\n")
        #expect(Self.documentLines(in: lineByLine) == Array(1...50), "\(lineByLine)")
        #expect(frames.filter { $0.contains("\"action\":\"scrollForward\"") }.count == 2, "\(lineByLine)")
        #expect(frames.last?.contains("{\"event\":\"endOfBook\"") == true, "\(frames.last ?? "")")
        // The turn to page 3 put the app's caret on line 41, which GTK scrolled into view.
        try HeadlessSession.poll("the app to show page 3", timeout: 10) {
            app.output.split(separator: "\n").last { $0.hasPrefix("top line ") }
                .flatMap { Int($0.dropFirst("top line ".count)) }.map { $0 >= 30 } ?? false
        }

        // LNUP goes back the same way, a line at a time, to the view's own line.
        frames = try bridge.frames(of: "previous", atMost: 60) { $0.contains("book page  1 of  3") }
        let backward = frames.joined(separator: "\n")
        #expect(Self.documentLines(in: backward) == Array((1...49).reversed()), "\(backward)")
        #expect(frames.filter { $0.contains("\"action\":\"scrollBackward\"") }.count == 2, "\(backward)")

        try bridge.run("read")
        try bridge.run("wait 400")
        // The next command's frame comes after the whole wait's.
        let last = try bridge.run("wait 0.1")
        let transcript = bridge.transcript
        let read = String(transcript[(transcript.range(of: "> read\n")?.upperBound ?? transcript.endIndex)...])
        #expect(Self.documentLines(in: read) == Array(1...50), "\(read)")
        #expect(read.components(separatedBy: "\"action\":\"scrollForward\"").count - 1 == 2, "\(read)")
        #expect(read.contains("{\"event\":\"endOfBook\""), "\(read)")
        #expect(!last.contains("reading"), "reading stopped at the end of the book: \(last)")

        #expect(!bridge.errors.contains("crashed"), "\(bridge.errors)")
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
        app.stop()
        try fixture.session.focusWindow("Desktop Test GTK3")
    }

    /// The numbers of the lines "Line N of the document" shown in `transcript`, in order, each
    /// once however many frames showed it.
    private static func documentLines(in transcript: String) -> [Int] {
        let pattern = /Line +([0-9]+) of the document/
        var numbers: [Int] = []
        for match in transcript.matches(of: pattern) {
            guard let number = Int(match.1), numbers.last != number else { continue }
            numbers.append(number)
        }
        return numbers
    }
}
