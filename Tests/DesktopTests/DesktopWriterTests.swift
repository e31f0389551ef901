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
        let top = try Self.awaitWriterDocument(bridge, heading: "Writer test document", started: started)
        let shown = ContinuousClock.now - started
        #expect(top.contains("Writer test document hdg"), "\(top)")
        let heading = try Self.readFromTheTop(bridge, heading: "Writer test document")
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
                      "Fruit \u{2502} Colour row 1 / 2", "Apple \u{2502} Red row 2 / 2", "Page 1 hdg", "Paragraph 1.1.", "Page 2 hdg", "Paragraph 2.6.",
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

    /// A key pressed in Writer while the reader's move has yet to put Writer's caret on the block
    /// read (the bridge waits 2 s here instead of 150 ms, so that the key surely comes first):
    /// the key wins. The reader goes by heading to page 3, which Writer does not show; Ctrl+End
    /// in Writer then takes its caret to the document's end, and Writer stays there: the reader's
    /// pending scroll is dropped, and the display follows Writer's caret to the last paragraph.
    @Test(.enabled(if: WriterApp.missing == nil, "\(WriterApp.missing ?? "")"))
    func aKeyInWriterWinsOverTheReadersPendingScroll() async throws {
        try await onAWriterDocument(WriterApp.document(pages: 4), heading: "Writer test document",
                                    environment: ["BRL_WRITER_SCROLL_DELAY_MS": "2000"]) { bridge, fixture, writer in
            var heading = ""
            for _ in 0..<6 where !heading.contains("Page 3 hdg") {
                heading = try bridge.run("next-heading").replacingOccurrences(of: " +", with: " ", options: .regularExpression)
            }
            #expect(heading.contains("Page 3 hdg"), "\(heading)")
            try fixture.session.press("ctrl+End")
            let end = try bridge.run("await-text document.")
            #expect(Self.showsCaret(end), "\(end)")
            // Past the reader's 2 s: Writer's caret is still at the end, not on page 3's heading.
            usleep(3_000_000)
            let caret = try writer.caret(session: fixture.session)
            #expect(caret?.text == "The last paragraph ends the document.", "Writer's caret: \(String(describing: caret))")
            let exposed = try writer.exposed(session: fixture.session)
            #expect(!exposed.texts.contains { $0.hasPrefix("Page 3") }, "\(exposed.texts)")
            let still = try bridge.run("wait 0.5")
            #expect(still.contains("document.") && Self.showsCaret(still), "\(still)")
        }
    }

    /// A routing key on a character of a Writer table's row puts Writer's caret on that character
    /// of its cell's paragraph, in a cell of two paragraphs too (the second paragraph's character,
    /// not one counted on from the cell's first paragraph).
    @Test(.enabled(if: WriterApp.missing == nil, "\(WriterApp.missing ?? "")"))
    func aRoutingKeyOnAWriterTableRowPutsWritersCaretOnItsCharacter() async throws {
        try await onAWriterDocument(WriterApp.tableDocument(), heading: "Table test") { bridge, fixture, writer in
            func shown(_ frame: String) -> String { frame.replacingOccurrences(of: " +", with: " ", options: .regularExpression) }
            var row = ""
            for _ in 0..<4 where !shown(row).contains("Apple \u{2502}") { row = try bridge.run("next") }
            // The row takes two lines of 40 cells: its third cell is on the second.
            #expect(shown(row).contains("Apple \u{2502} Red Green leaves \u{2502}"), "\(row)")
            // Each target: the line, the word routed to, how many characters on in it, and where
            // Writer's caret must be.
            let targets: [(line: Int, word: String, plus: Int, paragraph: String, offset: Int)] = [
                (1, "leaves", 2, "Green leaves", 8), (1, "pple", 0, "Apple", 1), (1, "ed", 1, "Red", 2), (2, "weet", 1, "Sweet", 2),
            ]
            for target in targets {
                if target.line == 2, !shown(row).contains("Sweet") { row = try bridge.run("next") }
                let cells = row.split(separator: "\n").filter { !$0.hasPrefix("{") }.joined(separator: "\n")
                let cell = try #require(ScriptedBridge.cell(of: target.word, in: cells), "\(target.word) in \(row)")
                let routed = try bridge.run("route \(cell + target.plus)")
                #expect(routed.contains("\"setCaret\""), "\(routed)")
                var caret = try writer.caret(session: fixture.session)
                for _ in 0..<10 where caret?.text != target.paragraph || caret?.offset != target.offset {
                    usleep(200_000)
                    caret = try writer.caret(session: fixture.session)
                }
                #expect(caret?.text == target.paragraph && caret?.offset == target.offset,
                        "routed to \(target.word)+\(target.plus): Writer's caret \(String(describing: caret))")
            }
            #expect(!bridge.errors.contains("could not move the caret"), "\(bridge.errors)")
            // Writer under load sets its caret after more than an action's 250 ms: busy, not hung.
            #expect(!bridge.errors.contains("not responding") && !bridge.transcript.contains("not responding"), "\(bridge.errors)")
        }
    }

    /// Runs `body` with a scripted bridge (`environment` added to its own) and Writer showing
    /// `content`, the reader on its first heading, `heading`; then quits the bridge (cleanly)
    /// and Writer, and gives the GTK 3 test app the focus again.
    private func onAWriterDocument(_ content: String, heading: String, environment: [String: String] = [:],
                                   _ body: (ScriptedBridge, DesktopFixture, WriterApp) throws -> Void) async throws {
        let started = ContinuousClock.now
        let fixture = try await DesktopFixture.shared()
        let bridge = try ScriptedBridge(session: fixture.session, environment: environment)
        defer { bridge.stop() }
        let writer = try WriterApp(session: fixture.session, content: content)
        defer { writer.stop() }
        try writer.focusWindow(session: fixture.session)
        _ = try Self.awaitWriterDocument(bridge, heading: heading, started: started)
        _ = try Self.readFromTheTop(bridge, heading: heading)
        try body(bridge, fixture, writer)
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
        writer.stop()
        try fixture.session.focusWindow("Desktop Test GTK3")
    }

    /// Waits (up to 60 s) until the bridge shows Writer's document, whose first heading is
    /// `heading`; returns the frame that shows it, or the last one.
    static func awaitWriterDocument(_ bridge: ScriptedBridge, heading: String, started: ContinuousClock.Instant) throws -> String {
        // Writer starts slowly on a loaded machine (10–25 s here): its window shows first, its
        // document later, with the focus on the first heading.
        // Writer focuses the heading itself, or not at all (some runs leave the focus on the
        // window): then the heading is looked for once the document has been read.
        var top = try bridge.run("wait 0.1")
        let deadline = ContinuousClock.now + .seconds(60)
        while !top.contains(heading), ContinuousClock.now < deadline {
            usleep(250_000)
            top = try bridge.run("wait 0.1")
            if !top.contains(heading), ContinuousClock.now - started > .seconds(20) {
                // TOP may land on the heading itself (the document's first element): NEXT-HEADING
                // from there would pass it.
                top = try bridge.run("top")
                if !top.contains(heading) { top = try bridge.run("next-heading") }
            }
        }
        return top
    }

    /// Writer goes on laying out for seconds after it shows the document, making its objects
    /// again: once the screen holds still (3 s, at most 30 s), reading starts at the document's
    /// first heading, `heading`. Returns the frame.
    static func readFromTheTop(_ bridge: ScriptedBridge, heading: String) throws -> String {
        var status = ""
        var still = ContinuousClock.now
        let settle = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < settle, ContinuousClock.now - still < .seconds(3) {
            let line = try bridge.run("wait 0.1").split(separator: "\n").last.map(String.init) ?? ""
            if line != status { (status, still) = (line, .now) }
            usleep(250_000)
        }
        var top = try bridge.run("top")
        if top.contains("first element") {
            // Already on the first element (Writer focused the heading): TOP rings the bell and
            // says so; from the last element, TOP shows it.
            try bridge.run("bottom")
            top = try bridge.run("top")
        }
        return top.contains(heading + " hdg") ? top : try bridge.run("next-heading")
    }

    /// Whether a frame's braille line shows the caret: a cell with dots 7 and 8.
    static func showsCaret(_ frame: String) -> Bool {
        let braille = frame.split(separator: "\n").first { $0.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false }
        return braille?.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) && ($0.value - 0x2800) & 0xC0 == 0xC0 } ?? false
    }
}
