import BrailleCore
import DesktopAccessibility
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Real GTK 3, Qt 5 and GTK 4 apps under Xvfb with an AT-SPI bus, followed by one
/// ``DesktopSource`` (see ``DesktopFixture``): what a braille reader would read and do.
@Suite(.serialized, .tags(.desktop), .enabled(if: DesktopFixture.unavailable == nil, "\(DesktopFixture.unavailable ?? "")"))
struct DesktopAppTests {
    @Test func aMissingBusIsReportedByItsVariableAndRetried() async throws {
        let fixture = try await DesktopFixture.shared()
        let events = await fixture.log.events
        let busReport = try #require(events.firstIndex {
            if case .report(.busUnavailable(let variable, _)) = $0 { return variable == "DBUS_SESSION_BUS_ADDRESS" }
            return false
        })
        let connected = try #require(events.firstIndex(of: .report(.connected)))
        #expect(busReport < connected)
        // Reported once, not at every retry.
        #expect(events.filter { if case .report(.busUnavailable) = $0 { return true } else { return false } }.count == 1)
        #expect(DesktopReport.busUnavailable(missingVariable: "DBUS_SESSION_BUS_ADDRESS", detail: "x").description
                    .contains("DBUS_SESSION_BUS_ADDRESS is not set"))
    }

    @Test func theFocusAtStartShowsWithoutAnEvent() async throws {
        let fixture = try await DesktopFixture.shared()
        // No key was pressed since the source connected: the first screen was read at start.
        try await fixture.log.wait("the GTK 3 window and its focused button") { _, focus in
            focus.screen.title == "Desktop Test GTK3" && focus.focused?.element.label == "Start"
        }
        let focused = try #require(await fixture.log.focus.focused)
        #expect(focused.element.traits == [.button])
        #expect(focused.element.hint == "Starts the timer")
    }

    @Test func tabMovesTheFocusAndTheElementSaysWhatItIs() async throws {
        let fixture = try await DesktopFixture.shared()
        let (session, log) = (fixture.session, fixture.log)
        try session.focusWindow("Desktop Test GTK3")
        try await focus(label: "Start", fixture)
        try session.press("Tab")
        try await log.waitForFocus("the check box") { $0.element.label == "Bold" }
        var focused = try #require(await log.focus.focused)
        #expect(focused.element.value == "checked")
        #expect(focused.element.traits == [.button])
        #expect(focused.element.role == .checkBox)

        try session.press("Tab")
        try await log.waitForFocus("the slider, named by its mnemonic label") { $0.element.label == "Volume" }
        focused = try #require(await log.focus.focused)
        #expect(focused.element.traits.contains(.adjustable))
        #expect(focused.element.value == "40")
        #expect(focused.element.adjustable?.minimum == 0)
        #expect(focused.element.adjustable?.maximum == 100)

        try session.press("Tab")
        try await log.waitForFocus("the entry") { $0.element.label == "Name" }
        focused = try #require(await log.focus.focused)
        #expect(focused.element.value == "Hello world")
        #expect(focused.element.traits == [.textField])

        try session.press("Tab")
        try await log.waitForFocus("the first row of the list") { $0.element.label == "Item 1" }
        focused = try #require(await log.focus.focused)
        #expect(focused.position == PlacedElement.Position(index: 1, count: 12))
        try session.press("Down", "Down")
        try await log.waitForFocus("the third row") { $0.element.label == "Item 3" }
        #expect(await log.focus.focused?.position == PlacedElement.Position(index: 3, count: 12))
    }

    @Test func activateClicksTheButtonAndItsNewNameAndAnnouncementArrive() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        try fixture.session.focusWindow("Desktop Test GTK3")
        let start = try await focus(label: "Start", fixture)
        let mark = await log.mark
        try perform(.appAction(identifier: start, action: .activate), fixture, thenAppPrints: "clicked Start")
        try await log.wait("the button's new name, in place", after: mark) { events, focus in
            events.contains {
                if case .screen(.elementChanged(start, let change)) = $0 { return change.label == "Stop" }
                return false
            } && focus.focused?.element.identifier == start && focus.focused?.element.label == "Stop"
        }
        try await log.wait("the announcement", after: mark) { events, _ in
            events.contains(.screen(.announcement("Timer started")))
        }
        // Back to "Start" for the other tests.
        fixture.source.perform(.appAction(identifier: start, action: .activate))
        try await log.waitForFocus("the name back") { $0.element.label == "Start" }
    }

    /// An element gone from the app's tree: a scroll to it (continuous reading's page turn, a
    /// line move) is dropped without a word, as the line is shown all the same; an action the
    /// reader asked for is told ("that element is gone"). The worker takes effects in order, so
    /// the one report after both is the activate's.
    @Test func aScrollToAGoneElementIsSilentAndAnActionOnItIsTold() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let gone = ":1.999/org/a11y/atspi/accessible/999999"
        let mark = await log.mark
        fixture.source.perform(.appAction(identifier: gone, action: .scrollToVisible))
        fixture.source.perform(.appAction(identifier: gone, action: .activate))
        try await log.wait("the activate's report", after: mark) { events, _ in
            events.contains(.report(.unknownElement(identifier: gone)))
        }
        let reports = await log.events.dropFirst(mark).filter { $0 == .report(.unknownElement(identifier: gone)) }
        #expect(reports.count == 1, "\(reports)")
    }

    /// Live regions: the app's status line (`live` polite) flashes when it changes, once although
    /// GTK reports the change twice; the counter in an `off` region changes silently.
    @Test func aLiveRegionsChangeFlashesOnceAndAnOffRegionStaysSilent() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        try fixture.session.focusWindow("Desktop Test GTK3")
        let bold = try await focus(label: "Bold", fixture)
        let mark = await log.mark
        try perform(.appAction(identifier: bold, action: .activate), fixture, thenAppPrints: "bold False")
        // The counter's new text reaches its element: by then its change has been handled.
        try await log.wait("the status and the counter in place", after: mark) { _, focus in
            let labels = focus.screen.readingOrder.map(\.element.label)
            return labels.contains("Bold is off") && labels.contains("1 toggles")
        }
        try await log.wait("the status line flashed", after: mark) { events, _ in
            events.contains(.screen(.announcement("Bold is off")))
        }
        let said = await log.events.dropFirst(mark).compactMap { event -> String? in
            if case .screen(.announcement(let text)) = event { return text }
            return nil
        }
        #expect(said == ["Bold is off"])
        // Back to checked for the other tests.
        try perform(.appAction(identifier: bold, action: .activate), fixture, thenAppPrints: "bold True")
        try await log.wait("the status line flashed again") { events, _ in
            events.contains(.screen(.announcement("Bold is on")))
        }
    }

    @Test func incrementMovesTheAppsSlider() async throws {
        let fixture = try await DesktopFixture.shared()
        try fixture.session.focusWindow("Desktop Test GTK3")
        let volume = try await focus(label: "Volume", trait: .adjustable, fixture)
        try perform(.appAction(identifier: volume, action: .increment(value: "45")), fixture, thenAppPrints: "volume 45")
        try await fixture.log.waitForFocus("the app's new value") { $0.element.value == "45" }
        try perform(.appAction(identifier: volume, action: .decrement(value: "40")), fixture, thenAppPrints: "volume 40")
    }

    /// Issue 15 on the desktop: typed text reaches a GTK entry through EditableText.
    @Test func typedTextIsInsertedDeletedAndSubmittedInTheEntry() async throws {
        let fixture = try await DesktopFixture.shared()
        try fixture.session.focusWindow("Desktop Test GTK3")
        let name = try await focus(label: "Name", trait: .textField, fixture)
        // The caret may be at the end already (the caret test before leaves it there).
        fixture.source.perform(.appAction(identifier: name, action: .setCaret(part: .value, offset: 11)))
        try fixture.gtk3.waitForState("caret 11", prefix: "caret ")
        try perform(.keyInput(identifier: name, input: .insertText(" again")), fixture, thenAppPrints: "name Hello world again")
        try perform(.keyInput(identifier: name, input: .deleteBackward), fixture, thenAppPrints: "name Hello world agai")
        try perform(.keyInput(identifier: name, input: .submit), fixture, thenAppPrints: "submitted Hello world agai")
        // Back to "Hello world" for the other tests.
        let mark = fixture.gtk3.outputMark
        for _ in 0..<5 { fixture.source.perform(.keyInput(identifier: name, input: .deleteBackward)) }
        try fixture.gtk3.waitForOutput("name Hello world", after: mark)
    }

    @Test func setCaretMovesTheEntrysCaret() async throws {
        let fixture = try await DesktopFixture.shared()
        try fixture.session.focusWindow("Desktop Test GTK3")
        let name = try await focus(label: "Name", trait: .textField, fixture)
        try perform(.appAction(identifier: name, action: .setCaret(part: .value, offset: 3)), fixture, thenAppPrints: "caret 3")
    }

    /// Issue 11: the app's caret and selection follow the reader's keys on the display
    /// (`object:text-caret-moved`, `object:text-selection-changed` → `caretMoved`, `selectionChanged`).
    @Test func theEntrysCaretAndSelectionAreFollowed() async throws {
        let fixture = try await DesktopFixture.shared()
        try fixture.session.focusWindow("Desktop Test GTK3")
        let name = try await focus(label: "Name", trait: .textField, fixture)
        var mark = await fixture.log.mark
        try fixture.session.press("Home")
        try await fixture.log.wait("the caret at the start", after: mark) { events, _ in
            events.contains(.screen(.caretMoved(identifier: name, offset: 0)))
        }
        mark = await fixture.log.mark
        try fixture.session.press("Right", "Right")
        try await fixture.log.wait("the caret after two characters", after: mark) { events, _ in
            events.contains(.screen(.caretMoved(identifier: name, offset: 2)))
        }
        mark = await fixture.log.mark
        try fixture.session.press("shift+End")
        try await fixture.log.wait("the selection of \"llo world\"", after: mark) { events, _ in
            events.contains(.screen(.selectionChanged(identifier: name, range: 2..<11)))
        }
        mark = await fixture.log.mark
        try fixture.session.press("End")
        try await fixture.log.wait("the caret at the end, the selection gone", after: mark) { events, _ in
            events.last == .screen(.caretMoved(identifier: name, offset: 11))
        }
    }

    @Test func closingAnAppIsReportedAndTheSourceKeepsRunning() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let other = try fixture.session.startApp("gtk3_app.py", title: "Closing Soon")
        defer { other.stop() }
        try await log.wait("the second window") { _, focus in focus.screen.title == "Closing Soon" }
        let mark = await log.mark
        other.stop()
        try await log.wait("the closed app to be reported", after: mark) { events, focus in
            events.contains { if case .report(.appClosed) = $0 { return true } else { return false } }
                && focus.screen.readingOrder.isEmpty
        }
        try fixture.session.focusWindow("Desktop Test GTK3")
        try fixture.session.press("Tab")
        try await log.wait("the first app's window again") { _, focus in
            focus.screen.title == "Desktop Test GTK3" && focus.focused != nil
        }
    }

    @Test func aTenThousandRowListShowsItsFocusedRow() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let app = try fixture.session.startApp("gtk3_big_list.py", title: "Big List")
        defer { app.stop() }
        // The table has the focus: the row it is on shows, without a key.
        try await log.wait("the big list's window on row 9,000", timeout: 45) { _, focus in
            focus.screen.title == "Big List" && focus.focused?.element.label == "Row 9000"
        }
        try fixture.session.press("Down")
        do {
            try await log.waitForFocus("row 9,001", timeout: 10) { $0.element.label == "Row 9001" }
        } catch {
            let order = await log.focus.screen.readingOrder
            Issue.record("\(order.count) elements, the last: \(order.suffix(3).map { "\($0.element.identifier) \($0.element.label)" })")
            throw error
        }
        // Never every row: the first ones and the focused one; yet each row says its real place.
        #expect(await log.focus.screen.readingOrder.count < 1_000)
        #expect(await log.focus.focused?.position == PlacedElement.Position(index: 9001, count: 10_000))
        // The next row joins the list alone (the window is not read again for it).
        let mark = await log.mark
        try fixture.session.press("Down")
        try await log.waitForFocus("row 9,002") { $0.element.label == "Row 9002" }
        let after = await log.events.dropFirst(mark)
        #expect(after.contains {
            if case .screen(.elementAdded(let row, _, _)) = $0 { return row.label == "Row 9002" }
            return false
        })
        #expect(await log.focus.focused?.position == PlacedElement.Position(index: 9002, count: 10_000))
        let first = await log.focus.screen.readingOrder.first { $0.element.label == "Row 1" }
        #expect(first?.position == PlacedElement.Position(index: 1, count: 10_000))
    }

    @Test(.enabled(if: !DesktopFixture.toolkitMissing("import PyQt5.QtWidgets"), "python3-pyqt5 is missing"))
    func qt5FocusMovesAndPressClicks() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let app = try fixture.session.startApp("qt5_app.py", title: "Desktop Test Qt5")
        defer { app.stop() }
        try await log.wait("the Qt window and its focused button", timeout: 15) { _, focus in
            focus.screen.title == "Desktop Test Qt5" && focus.focused?.element.label == "Start"
        }
        let start = try #require(await log.focus.focused)
        #expect(start.element.traits == [.button])
        try fixture.session.press("Tab")
        try await log.waitForFocus("the Qt check box") { $0.element.label == "Bold" }
        #expect(await log.focus.focused?.element.value == "checked")
        try fixture.session.press("Tab")
        try await log.waitForFocus("the Qt slider") { $0.element.label == "Volume" }
        let volume = try #require(await log.focus.focused)
        #expect(volume.element.traits.contains(.adjustable))
        #expect(volume.element.value == "40")
        fixture.source.perform(.appAction(identifier: volume.element.identifier, action: .increment(value: "45")))
        try app.waitForOutput("volume 45")
        // The editor (QPlainTextEdit) shows the line with the caret, as GTK's text view does.
        try fixture.session.press("Tab", "Tab")
        try await log.waitForFocus("the Qt editor on its first line") { $0.element.value == "First note" }
        #expect(await log.focus.focused?.element.label == "Notes")
        try fixture.session.press("Down")
        try await log.waitForFocus("the Qt editor's second line") { $0.element.value == "Second note" }
        let notes = try #require(await log.focus.focused).element.identifier
        fixture.source.perform(.appAction(identifier: notes, action: .setCaret(part: .value, offset: 7)))
        try app.waitForOutput("notes caret \("First note\n".count + 7)")
        fixture.source.perform(.appAction(identifier: start.element.identifier, action: .activate))
        try app.waitForOutput("clicked Start")
    }

    @Test(.enabled(if: !DesktopFixture.toolkitMissing("import gi; gi.require_version('Gtk', '4.0'); from gi.repository import Gtk"),
                   "GTK 4 for python3-gi is missing"))
    func gtk4FocusMoves() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let app = try fixture.session.startApp("gtk4_app.py", title: "Desktop Test GTK4")
        defer { app.stop() }
        try fixture.session.press("Tab")
        try await log.wait("the GTK 4 window's second button", timeout: 15) { _, focus in
            focus.screen.title == "Desktop Test GTK4" && focus.focused?.element.label == "Stop"
        }
        let focused = try #require(await log.focus.focused)
        #expect(focused.element.traits == [.button])
        // No screen coordinates in GTK 4.8: the toolkit's order, all three widgets.
        #expect(await log.focus.screen.readingOrder.map(\.element.label).prefix(2) == ["Start", "Stop"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is missing"))
    func brlBridgeDesktopShowsTheFocusOnTheTerminalDisplayAndClicks() async throws {
        let fixture = try await DesktopFixture.shared()
        try fixture.session.focusWindow("Desktop Test GTK3")
        let start = try await focus(label: "Start", fixture)
        let server = "brl-desktop-\(getpid())"
        var environment = fixture.session.environment
        environment["BRLAPI_HOST"] = "127.0.0.1:97"  // never a BRLTTY that happens to run here
        let command = ["env", "DISPLAY=\(fixture.session.display)", "DBUS_SESSION_BUS_ADDRESS=\(fixture.session.busAddress)",
                       "BRLAPI_HOST=127.0.0.1:97", Self.bridge, "desktop", "--display", "terminal", "--cells", "30",
                       "--rows", "2", "--message-timeout", "30"]
            .joined(separator: " ")
        func tmux(_ arguments: [String]) throws -> String {
            let output = "\(fixture.session.runDirectory)/tmux-\(UInt32.random(in: 0...99999)).out"
            try Spawned.run("/usr/bin/tmux", ["-L", server] + arguments, environment: environment, output: output)
            defer { try? FileManager.default.removeItem(atPath: output) }
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        }
        _ = try tmux(["new-session", "-d", "-x", "100", "-y", "12", command])
        defer { _ = try? tmux(["kill-server"]) }
        func waitForPane(_ text: String) throws {
            do {
                try HeadlessSession.poll("the terminal display to show \"\(text)\"", timeout: 15) {
                    ((try? tmux(["capture-pane", "-p"])) ?? "").contains(text)
                }
            } catch {
                throw SessionError("\(error); the pane:\n\((try? tmux(["capture-pane", "-p"])) ?? "")")
            }
        }
        // The focus at start, shown without a key: the button's label and role; the second row
        // (`--rows 2`) shows the next object of the window in reading order.
        try waitForPane("Start btn")
        try waitForPane("Bold checked chk")
        try waitForPane("Desktop Test GTK3")
        // Enter activates: the app clicks, and its announcement flashes.
        let mark = fixture.gtk3.outputMark
        _ = try tmux(["send-keys", "Enter"])
        try fixture.gtk3.waitForOutput("clicked Start", after: mark)
        try waitForPane("Timer started")
        _ = try tmux(["send-keys", "q"])
        // Back to "Start" for the other tests.
        try await fixture.log.waitForFocus("the name Stop") { $0.element.label == "Stop" }
        fixture.source.perform(.appAction(identifier: start, action: .activate))
        try await fixture.log.waitForFocus("the name back") { $0.element.label == "Start" }
    }

    /// An editable text view (a text editor) shows the line with the caret: the app's Down moves
    /// the display to the next line, a routing key puts the app's caret on that line, and typed
    /// text changes the line shown.
    @Test func anEditorShowsTheLineWithTheCaret() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let app = try fixture.session.startApp("gtk3_document.py", title: "Editor", arguments: ["--editable"])
        defer { app.stop() }
        try await log.wait("the editor on its first line", timeout: 20) { _, focus in
            focus.screen.title == "Editor" && focus.focused?.element.value == "Line 1 of the document"
        }
        let editor = try #require(await log.focus.focused)
        #expect(editor.element.traits.contains(.textField))
        #expect(editor.element.book == nil)
        let identifier = editor.element.identifier

        var mark = await log.mark
        try fixture.session.press("Down")
        try await log.wait("the second line, the caret at its start", after: mark) { events, focus in
            focus.focused?.element.value == "Line 2 of the document"
                && events.last == .screen(.caretMoved(identifier: identifier, offset: 0))
        }
        // A routing key on the 6th character of the line shown: the app's caret on line 2.
        mark = await log.mark
        fixture.source.perform(.appAction(identifier: identifier, action: .setCaret(part: .value, offset: 5)))
        let secondLine = "Line 1 of the document\n".unicodeScalars.count
        try app.waitForOutput("caret \(secondLine + 5)")
        try await log.wait("the caret on the line's 6th character", after: mark) { events, _ in
            events.contains(.screen(.caretMoved(identifier: identifier, offset: 5)))
        }
        // Typing there changes the line shown.
        fixture.source.perform(.keyInput(identifier: identifier, input: .insertText("X")))
        try app.waitForOutput("line 2: Line X2 of the document")
        try await log.wait("the changed line") { _, focus in focus.focused?.element.value == "Line X2 of the document" }
        // Up: the first line again, unchanged.
        try fixture.session.press("Up")
        try await log.wait("the first line again") { _, focus in focus.focused?.element.value == "Line 1 of the document" }
    }

    /// A read-only text view is a book of its lines, 20 a page; turning to a page brings that
    /// page's first line into the app's view.
    @Test func aDocumentViewIsABookAndAPageTurnScrollsTheApp() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let app = try fixture.session.startApp("gtk3_document.py", title: "Document View")
        defer { app.stop() }
        try await log.wait("the document view", timeout: 20) { _, focus in
            focus.screen.title == "Document View" && focus.focused?.element.book != nil
        }
        let focused = try #require(await log.focus.focused)
        let book = try #require(focused.element.book)
        #expect(book.pages.count == 3)
        #expect(book.pages[0].lines.first == "Line 1 of the document")
        #expect(book.pages[2].lines.last == "Line 50 of the document")
        #expect(focused.element.traits.contains(.causesPageTurn))
        #expect(focused.element.value == nil)
        // The turn to page 3 puts the app's caret on its first line (line 41), which GTK scrolls
        // into view (gtk_text_view_scroll_to_iter); the app prints its view's top line.
        let mark = await log.mark
        let identifier = focused.element.identifier
        fixture.source.perform(.appAction(identifier: identifier, action: .scrollForward(page: 2)))
        let lineOffset = (1...40).reduce(0) { $0 + "Line \($1) of the document".count + 1 }
        try await log.wait("the caret on line 41", after: mark, timeout: 10) { events, _ in
            events.contains(.screen(.caretMoved(identifier: identifier, offset: lineOffset)))
        }
        // GTK scrolls smoothly: the view's top line settles where line 41 shows.
        func topLine() -> Int? {
            app.output.split(separator: "\n").last { $0.hasPrefix("top line ") }.flatMap { Int($0.dropFirst("top line ".count)) }
        }
        try HeadlessSession.poll("the view to show line 41", timeout: 10) {
            guard let top = topLine() else { return false }
            return (30...41).contains(top)
        }
    }

    /// `brl-bridge desktop` on a real BRLTTY (Virtual driver): the focus at start on the display,
    /// LNDN to the next object without moving the focus, LNUP back, a routing key clicks the
    /// button in the app, its announcement reaches the display and its new name shows in place;
    /// Tab in the app moves the display; increment and decrement move the app's slider; a
    /// routing key in the entry moves the app's caret; an app that closes is said and the bridge
    /// goes on.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: BRLTTYDaemon.executable),
                   "needs brltty (Debian brltty) to run a Virtual display"))
    func brlBridgeDesktopOnARealBRLTTY() async throws {
        let fixture = try await DesktopFixture.shared()
        try fixture.session.focusWindow("Desktop Test GTK3")
        _ = try await focus(label: "Start", fixture)
        let columns = 30
        let brltty = try await BRLTTYSession.start(columns: columns)
        defer { brltty.tearDown() }
        let output = "\(fixture.session.runDirectory)/bridge-\(UInt32.random(in: 0...99999)).out"
        let bridge = try Spawned(Self.bridge, ["desktop", "--display", "brltty", "--brlapi-host", brltty.daemon.brlapiHost,
                                               "--brlapi-auth", "none", "--message-timeout", "1.5"],
                                 output: output, environment: fixture.session.environment)
        defer { bridge.stop() }
        let table = try TableCatalog.table(named: "en-ueb-g1")
        @discardableResult
        func shows(_ text: String, after index: Int = 0, _ what: String, sixDots: Bool = false) async throws -> VirtualDisplayPeer.Frame {
            let cells = table.translate(text).cells
            let frame = await brltty.display.waitForFrame(after: index, timeout: .seconds(15)) {
                BrailleText.unicode(sixDots ? $0.cells.map { $0 & 0x3F } : $0.cells).contains(BrailleText.unicode(cells))
            }
            let log = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            return try #require(frame, "\(what): expected \(BrailleText.unicode(cells)), frames since: \(brltty.display.frames.dropFirst(index).map(\.description))\nbridge: \(log)")
        }
        try await shows("Start btn", "the focus at start")
        var frames = brltty.display.frames.count
        try brltty.display.send("LNDN")
        try await shows("Bold checked chk", after: frames, "LNDN: the next object")
        frames = brltty.display.frames.count
        try brltty.display.send("LNUP")
        try await shows("Start btn", after: frames, "LNUP: back to the focus")
        frames = brltty.display.frames.count
        var mark = fixture.gtk3.outputMark
        try brltty.display.send("ROUTE 1")
        try fixture.gtk3.waitForOutput("clicked Start", after: mark)
        try await shows("Timer started", after: frames, "the app's announcement")
        // The focused button's new name, in place, once the announcement has gone (a routing
        // key while a message shows only dismisses it: docs/navigation.md).
        frames = brltty.display.frames.count
        try await shows("Stop btn", after: frames, "the button's new name")
        frames = brltty.display.frames.count
        mark = fixture.gtk3.outputMark
        try brltty.display.send("ROUTE 1")
        try fixture.gtk3.waitForOutput("clicked Stop", after: mark)
        try await shows("Start btn", after: frames, "the name back")
        // Tab in the app moves the display; increment and decrement move the app's slider.
        frames = brltty.display.frames.count
        try fixture.session.press("Tab")
        try await shows("Bold checked chk", after: frames, "Tab: the check box")
        frames = brltty.display.frames.count
        try fixture.session.press("Tab")
        try await shows("Volume", after: frames, "Tab: the slider")
        mark = fixture.gtk3.outputMark
        try brltty.display.send("MENU_NEXT_SETTING")
        try fixture.gtk3.waitForOutput("volume 45", after: mark)
        mark = fixture.gtk3.outputMark
        try brltty.display.send("MENU_PREV_SETTING")
        try fixture.gtk3.waitForOutput("volume 40", after: mark)
        // A routing key on the entry's "w" puts the app's caret there.
        frames = brltty.display.frames.count
        try fixture.session.press("Tab")
        // A text field's value is in computer braille with the caret and selection in dots 7-8:
        // compared on dots 1-6, without the capital.
        let entry = try await shows("ello world", after: frames, "Tab: the entry", sixDots: true)
        let world = table.translate("world").cells
        let line = entry.cells.map { $0 & 0x3F }
        let cell = try #require((0...(line.count - world.count)).first { Array(line[$0..<$0 + world.count]) == world })
        mark = fixture.gtk3.outputMark
        try brltty.display.send("ROUTE \(cell)")
        try fixture.gtk3.waitForOutput("caret 6", after: mark)
        // An app that closes: the display says so, and the bridge goes on with the next window.
        let other = try fixture.session.startApp("gtk3_app.py", title: "Closing Soon")
        defer { other.stop() }
        try await fixture.log.wait("the second window") { _, focus in focus.screen.title == "Closing Soon" }
        try await shows("Start btn", "the second window's focus")
        frames = brltty.display.frames.count
        other.stop()
        try await shows("closed", after: frames, "the closed app said")
        frames = brltty.display.frames.count
        try fixture.session.focusWindow("Desktop Test GTK3")
        try fixture.session.press("shift+Tab")
        try await shows("Volume", after: frames, "the first window again")
        #expect(bridge.isRunning)
        // Back to "Start" for the other tests.
        try await focus(label: "Start", fixture)
    }

    /// Carries out `effect` in the GTK 3 app and waits until the app prints `line` in answer
    /// (not a line it printed for an earlier test).
    func perform(_ effect: NavigatorEffect, _ fixture: DesktopFixture, thenAppPrints line: String) throws {
        let mark = fixture.gtk3.outputMark
        fixture.source.perform(effect)
        try fixture.gtk3.waitForOutput(line, after: mark)
    }

    /// The `brl-bridge` built beside the test bundle.
    static let bridge: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("brl-bridge").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/brl-bridge").path
    }()

    /// Gives the keyboard focus to the GTK 3 element labelled `label` and waits until the model
    /// follows; returns its identifier.
    @discardableResult
    func focus(label: String, trait: AccessibilityTrait = .button, _ fixture: DesktopFixture) async throws -> String {
        try await fixture.log.wait("the GTK 3 window") { _, focus in focus.screen.title == "Desktop Test GTK3" }
        let screen = await fixture.log.focus.screen
        let target = try #require(screen.readingOrder.first { $0.element.label == label && $0.element.traits.contains(Traits(trait)) }, "no \(label) on the screen")
        let identifier = target.element.identifier
        if await fixture.log.focus.focusedIdentifier != identifier {
            fixture.source.grabFocus(identifier: identifier)
        }
        try await fixture.log.waitForFocus("\(label) to have the focus") { $0.element.identifier == identifier }
        return identifier
    }
}
