import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 25: web pages in Firefox ESR under `brl-bridge desktop`, read as a person reads them.
/// Part of the serialized ``DesktopAppTests`` (they share one session).
extension DesktopAppTests {
    /// Firefox's start crashed the bridge (SIGSEGV in libatspi: the children of its new window,
    /// cached empty, read past their end); then the page, once loaded, was not read. Now the
    /// bridge lives on, and shows the page from its top heading, titled by the page, and LNDN
    /// reads its blocks in the order of its text to its end.
    @Test(.enabled(if: FirefoxPage.missing == nil, "\(FirefoxPage.missing ?? "")"))
    func firefoxStartsUnderTheBridgeWhichReadsThePageToItsEnd() async throws {
        let fixture = try await DesktopFixture.shared()
        let bridge = try ScriptedBridge(session: fixture.session)
        defer { bridge.stop() }
        let firefox = try FirefoxPage(session: fixture.session, page: "reading.html")
        defer { firefox.stop() }
        // There is no window manager: the new window gets the focus as soon as it is there, as
        // a window manager gives it (the crash came then, the window still empty).
        try firefox.focusWindow(session: fixture.session)
        let top = try bridge.run("await-text Welcome to the test page")
        #expect(top.contains("Welcome to the test page hdg"), "\(top)")
        #expect(top.contains("Reading Test Page ·"), "the page's title is the screen's: \(top)")
        var frames: [String] = []
        for _ in 0..<20 {
            let frame = try bridge.run("next")
            frames.append(frame)
            if frame.contains("last element") { break }
        }
        let read = frames.joined(separator: "\n")
        let blocks = ["This is the first paragraph.", "link to the second page lnk", "inside its text,", "A list hdg", "Apples lstitm", "Plums lstitm", "A table hdg",
                      "Fruit  Colour row", "Apple  Red row", "A form hdg", "Your name edt", "Send btn", "The last paragraph ends the page."]
        let places = blocks.map { read.range(of: $0)?.lowerBound }
        #expect(!places.contains(nil), "not read: \(zip(blocks, places).filter { $0.1 == nil }.map(\.0)) in\n\(read)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "read out of order:\n\(read)")
        #expect(frames.last?.contains("last element") == true, "\(frames.last ?? "")")
        #expect(!bridge.errors.contains("crashed"), "\(bridge.errors)")
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
        firefox.stop()
        try fixture.session.focusWindow("Desktop Test GTK3")
    }

    /// A link inside a paragraph is an element of its own, marked as links are ("lnk"); Tab in
    /// the page moves the reading position to it; a routing key on it follows it, and the new
    /// page is read from its top, titled by it.
    @Test(.enabled(if: FirefoxPage.missing == nil, "\(FirefoxPage.missing ?? "")"))
    func aLinkInAParagraphIsFocusedByTabAndFollowedByARoutingKey() async throws {
        let fixture = try await DesktopFixture.shared()
        let bridge = try ScriptedBridge(session: fixture.session)
        defer { bridge.stop() }
        let firefox = try FirefoxPage(session: fixture.session, page: "reading.html")
        defer { firefox.stop() }
        try firefox.focusWindow(session: fixture.session)
        try bridge.run("await-text Welcome to the test page")
        try fixture.session.press("Tab")
        let link = try bridge.run("await-text link to the second page lnk")
        let cell = try #require(ScriptedBridge.cell(of: "second", in: link), "\(link)")
        try bridge.run("route \(cell)")
        var second = try bridge.run("await-text The second page hdg")
        // The title comes with the page's load-complete, which may follow its first frame.
        for _ in 0..<25 where !second.contains("Second Page ·") {
            usleep(200_000)
            second = try bridge.run("wait 1")
        }
        #expect(second.contains("The second page hdg") && second.contains("Second Page ·"), "\(second)")
        let next = try bridge.run("next")
        #expect(next.contains("You followed the link."), "\(next)")
        #expect(!bridge.errors.contains("crashed"), "\(bridge.errors)")
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
        firefox.stop()
        try fixture.session.focusWindow("Desktop Test GTK3")
    }

    /// Moving by structure in the page: headings, form fields, links, paragraphs (the rest of
    /// the paragraph a link sits in is not the next one).
    @Test(.enabled(if: FirefoxPage.missing == nil, "\(FirefoxPage.missing ?? "")"))
    func structureMovesGoByHeadingFormFieldLinkAndParagraph() async throws {
        let fixture = try await DesktopFixture.shared()
        let bridge = try ScriptedBridge(session: fixture.session)
        defer { bridge.stop() }
        let firefox = try FirefoxPage(session: fixture.session, page: "reading.html")
        defer { firefox.stop() }
        try firefox.focusWindow(session: fixture.session)
        try bridge.run("await-text Welcome to the test page")
        let moves = [("next-heading", "A list hdg"), ("next-heading", "A table hdg"), ("next-field", "Your name edt"),
                     ("next-field", "Send btn"), ("previous-link", "link to the second page lnk")]
        for (command, shown) in moves {
            let frame = try bridge.run(command)
            #expect(frame.contains(shown), "\(command): \(frame)")
        }
        // From the link, the next paragraph is past its own (not "inside its text,").
        let next = try bridge.run("next-paragraph")
        #expect(!next.contains("inside its text"), "\(next)")
        #expect(!next.contains("no more"), "\(next)")
        let back = try bridge.run("previous-paragraph")
        #expect(back.contains("This is the first paragraph.") || back.contains("inside its text"), "\(back)")
        try bridge.run("top")
        let none = try bridge.run("previous-heading")
        #expect(none.contains("no more headings"), "\(none)")
        try bridge.run("quit")
        #expect(bridge.waitForExit() == 0, "the bridge said: \(bridge.errors)")
        firefox.stop()
        try fixture.session.focusWindow("Desktop Test GTK3")
    }
}
