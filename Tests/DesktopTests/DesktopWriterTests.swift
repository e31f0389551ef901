import BrailleCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 25: a LibreOffice Writer document under `brl-bridge desktop`, read as a book from its
/// first heading to its end, although Writer exposes only the paragraphs on screen and its
/// scroll calls do nothing. Part of the serialized ``DesktopAppTests`` (they share one session).
extension DesktopAppTests {
    /// The bridge shows the document's first heading; LNDN goes line by line (the display's lines)
    /// through its blocks in the order of the text (the list's items as list items, the table's
    /// cells) and reaches page 3, which Writer did not expose at start; reading there scrolls
    /// Writer to it (its caret moves there), and the reader keeps the place: the next line is
    /// the paragraph after it. Writer's caret moved to the end shows on the display, and typing
    /// there changes the paragraph shown. Quit is clean. Prints "writer: …" with the times.
    @Test(.enabled(if: WriterApp.missing == nil, "\(WriterApp.missing ?? "")"))
    func aWriterDocumentIsReadLineByLineBeyondWhatWriterShows() async throws {
        let started = ContinuousClock.now
        let fixture = try await DesktopFixture.shared()
        let bridge = try ScriptedBridge(session: fixture.session)
        defer { bridge.stop() }
        let writer = try WriterApp(session: fixture.session, content: WriterApp.document(pages: 4))
        defer { writer.stop() }
        try writer.focusWindow(session: fixture.session)
        // Writer starts slowly on a loaded machine (10–25 s here): its window shows first, its
        // document later, with the focus on the first heading.
        // Writer focuses the heading itself, or not at all (some runs leave the focus on the
        // window): then the heading is looked for once the document has been read.
        var top = try bridge.run("wait 0.1")
        let deadline = ContinuousClock.now + .seconds(60)
        while !top.contains("Writer test document"), ContinuousClock.now < deadline {
            usleep(250_000)
            top = try bridge.run("wait 0.1")
            if !top.contains("Writer test document"), ContinuousClock.now - started > .seconds(20) {
                // TOP may land on the heading itself (the document's first element): NEXT-HEADING
                // from there would pass it.
                top = try bridge.run("top")
                if !top.contains("Writer test document") { top = try bridge.run("next-heading") }
            }
        }
        let shown = ContinuousClock.now - started
        #expect(top.contains("Writer test document hdg"), "\(top)")

        // Writer goes on laying out for seconds after it shows the document, making its objects
        // again: once the screen holds still, reading starts at the document's first heading.
        var status = ""
        var still = ContinuousClock.now
        let settle = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < settle, ContinuousClock.now - still < .seconds(3) {
            let line = try bridge.run("wait 0.1").split(separator: "\n").last.map(String.init) ?? ""
            if line != status { (status, still) = (line, .now) }
            usleep(250_000)
        }
        var heading = try bridge.run("top")
        if !heading.contains("Writer test document hdg") { heading = try bridge.run("next-heading") }
        #expect(heading.contains("Writer test document hdg"), "\(heading)")

        // Writer exposes the paragraphs on screen only: page 3 is not among them.
        let atStart = try writer.exposed(session: fixture.session)
        #expect(!atStart.texts.isEmpty && atStart.texts.count < 30, "\(atStart.texts)")
        #expect(!atStart.texts.contains { $0.hasPrefix("Paragraph 3.") || $0.hasPrefix("Kiwis") }, "\(atStart.texts)")

        // LNDN moves by the display's lines through each block (a paragraph takes several).
        let frames = try bridge.frames(of: "next", atMost: 400) { $0.contains("Kiwis grow on page three.") || $0.contains("last element") }
        // The text line puts a sign's print under its first cell: "Paragraph  1.1." (the number
        // sign has a cell of its own) reads "Paragraph 1.1." once blanks are one.
        let read = frames.joined(separator: "\n").replacingOccurrences(of: " +", with: " ", options: .regularExpression)
        let blocks = ["The first paragraph", "A list hdg", "Apples lstitm", "Plums lstitm", "A table hdg",
                      "Fruit \u{2502} Colour row 1 / 2", "Apple \u{2502} Red row 2 / 2", "Page 1 hdg", "Paragraph 1.1.", "Page 2 hdg", "Paragraph 2.12.",
                      "Page 3 hdg", "Paragraph 3.1.", "Kiwis grow on page three."]
        let places = blocks.map { read.range(of: $0)?.lowerBound }
        #expect(!places.contains(nil), "not read: \(zip(blocks, places).filter { $0.1 == nil }.map(\.0)) in\n\(read)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "read out of order:\n\(read)")

        // Reading page 3 scrolled Writer there: its paragraphs are on screen now.
        var exposed = try writer.exposed(session: fixture.session)
        for _ in 0..<25 where exposed.page != "3" {
            usleep(200_000)
            exposed = try writer.exposed(session: fixture.session)
        }
        #expect(exposed.page == "3", "Writer shows page \(exposed.page): \(exposed.texts)")
        #expect(exposed.texts.contains { $0.hasPrefix("Paragraph 3.") }, "\(exposed.texts)")
        // The reader's place survives Writer's scroll (its old paragraphs go defunct, the window
        // is read again): the line shown is the same, the next is the paragraph after it.
        let same = try bridge.run("wait 1")
        #expect(same.contains("Kiwis grow on page three."), "\(same)")
        let after = try bridge.run("next")
        #expect(after.contains("Page  4 begins."), "\(after)")

        // Writer's caret and typing come under its own objects' paths, not the blocks' names:
        // Ctrl+End puts Writer's caret at the document's end, and the reader follows it to the
        // last paragraph, the caret (dots 7-8) after its text; typing there changes the
        // paragraph shown, the caret after the new text.
        // (After Writer has scrolled to the reader's line: a key in the app that races the
        // scroll the reader's move asked for loses to it.)
        usleep(1_500_000)
        try fixture.session.press("ctrl+End")
        // The window that holds the caret: the paragraph's last word.
        let end = try bridge.run("await-text document.")
        #expect(Self.showsCaret(end), "\(end)")
        try fixture.session.press("space", "m", "o", "r", "e")
        var typed = try bridge.run("await-text more")
        for _ in 0..<10 where !typed.contains("more") || !Self.showsCaret(typed) {
            usleep(200_000)
            typed = try bridge.run("wait 0.5")
        }
        let typedText = typed.replacingOccurrences(of: " +", with: " ", options: .regularExpression)
        #expect(typedText.contains("document. more"), "\(typed)")
        #expect(Self.showsCaret(typed), "\(typed)")

        #expect(!bridge.errors.contains("crashed"), "\(bridge.errors)")
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
        writer.stop()
        print("writer: the first heading on the display \(shown) after the test started (Writer's start included); whole test \(ContinuousClock.now - started)")
        try fixture.session.focusWindow("Desktop Test GTK3")
    }

    /// Whether a frame's braille line shows the caret: a cell with dots 7 and 8.
    static func showsCaret(_ frame: String) -> Bool {
        let braille = frame.split(separator: "\n").first { $0.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false }
        return braille?.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) && ($0.value - 0x2800) & 0xC0 == 0xC0 } ?? false
    }
}
