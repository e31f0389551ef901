import BrailleCore
import Foundation
import Testing

/// The built `brl-bridge` against a real BRLTTY whose display the test plays over the vr socket:
/// everything is checked from the cells the display receives and the actions on stdout.
extension RealBRLTTY {
@Suite(.serialized)
struct BridgeEndToEndTests {
    static func example(_ name: String) -> String {
        BridgeProcess.packageRoot.appendingPathComponent("Examples/\(name)").path
    }

    static func screen(_ name: String) throws -> Screen {
        try ScreenDocument.screen(fromJSON: String(contentsOfFile: example(name), encoding: .utf8), source: name)
    }

    /// The windows of an element as BrailleCore presents them for `width` cells.
    static func windows(of identifier: String, in screen: Screen, width: Int) throws -> [[UInt8]] {
        // A navigator focused on the element: its windows as the reader sees them (a text
        // field's caret included), panned until the focus would move on.
        try #require(screen.placed(identifier) != nil)
        let now = ContinuousClock.now
        var navigator = Navigator(screen: screen, columns: width)
        navigator.apply(.focus(identifier: identifier), now: now)
        var result = [navigator.window]
        while !navigator.viewport.isAtLastWindow {
            navigator.handle(.nextWindow, now: now)
            result.append(navigator.window)
        }
        return result
    }

    /// A running BRLTTY, the virtual display and a bridge on `document`.
    struct Rig {
        let session: BRLTTYSession
        let bridge: BridgeProcess

        static func start(document: String, columns: Int, arguments: [String] = []) async throws -> Rig {
            let session = try await BRLTTYSession.start(columns: columns)
            let bridge = try BridgeProcess(document: example(document), host: session.daemon.brlapiHost,
                                           arguments: arguments, directory: session.daemon.directory)
            return Rig(session: session, bridge: bridge)
        }

        /// Waits for the display to show `cells` in a frame after `index`.
        /// How long the first picture may take: the bridge process starts, compiles its tables and
        /// connects to BRLTTY, which can take seconds when CI runs other suites on both cores.
        static let startTimeout: Duration = .seconds(15)

        func expectShown(_ cells: [UInt8], after index: Int = 0, timeout: Duration = .seconds(3),
                         _ what: String, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
            let frame = await session.display.waitForFrame(after: index, timeout: timeout) { $0.cells == cells }
            // Only the log's last lines: an issue whose comment carried the whole log (40 lines,
            // 4.5 kB with the rest) was counted but never printed by `swift test`.
            let recent = session.display.log.split(separator: "\n").suffix(8).joined(separator: "\n")
            #expect(frame != nil, "\(what): expected \(BrailleText.unicode(cells)), last \(session.display.lastFrame?.description ?? "none")\nbridge stderr: \(bridge.errors)\ndisplay (last lines): \(recent)", sourceLocation: sourceLocation)
            return frame != nil
        }

        /// Sends a key and waits for the display to show `cells`.
        func press(_ key: String, expecting cells: [UInt8], _ what: String,
                   sourceLocation: SourceLocation = #_sourceLocation) async throws -> Bool {
            let before = session.display.frames.count
            try session.display.send(key)
            return await expectShown(cells, after: before, what, sourceLocation: sourceLocation)
        }

        func tearDown() {
            bridge.terminate()
            session.tearDown()
        }
    }

    @Test func showsTheFirstElementAndFWINRTPansThenCrossesToTheNextElement() async throws {
        let screen = try Self.screen("counter.json")
        let order = screen.readingOrder.map(\.element.identifier)
        let width = 12
        let first = try Self.windows(of: order[0], in: screen, width: width)
        let second = try Self.windows(of: order[1], in: screen, width: width)
        try #require(first.count >= 2, "the first element must span windows at \(width) cells")
        let rig = try await Rig.start(document: "counter.json", columns: width, arguments: ["--latency"])
        defer { rig.tearDown() }

        guard await rig.expectShown(first[0], timeout: Rig.startTimeout, "first window of the first element") else { return }
        for (index, window) in first.enumerated().dropFirst() {
            guard try await rig.press("FWINRT", expecting: window, "window \(index) of \(order[0])") else { return }
        }
        guard try await rig.press("FWINRT", expecting: second[0], "FWINRT past the end: \(order[1])") else { return }
        guard try await rig.press("FWINLT", expecting: first.last!, "FWINLT before the start: last window of \(order[0])") else { return }
        let latencies = rig.bridge.errors.split(separator: "\n").filter { $0.contains("latency") }
        #expect(latencies.count == first.count + 1, "one latency line a key: \(rig.bridge.errors)")
        print("brl-bridge key-to-write latencies: \(latencies.map { $0.split(separator: " ").dropFirst(2).joined(separator: " ") })")
    }

    @Test func LNDNAndLNUPMoveBetweenElements() async throws {
        let screen = try Self.screen("counter.json")
        let order = screen.readingOrder.map(\.element.identifier)
        let rig = try await Rig.start(document: "counter.json", columns: 40)
        defer { rig.tearDown() }
        let windows = try order.map { try Self.windows(of: $0, in: screen, width: 40)[0] }
        guard await rig.expectShown(windows[0], timeout: Rig.startTimeout, "first element") else { return }
        guard try await rig.press("LNDN", expecting: windows[1], "LNDN to \(order[1])") else { return }
        guard try await rig.press("LNDN", expecting: windows[2], "LNDN to \(order[2])") else { return }
        guard try await rig.press("LNUP", expecting: windows[1], "LNUP back to \(order[1])") else { return }
        guard try await rig.press("BOT", expecting: windows.last!, "BOT to \(order.last!)") else { return }
        _ = try await rig.press("TOP", expecting: windows[0], "TOP to \(order[0])")
    }

    @Test func aKeyFileRebindsAndUnbindsKeys() async throws {
        let screen = try Self.screen("counter.json")
        let order = screen.readingOrder.map(\.element.identifier)
        let keys = FileManager.default.temporaryDirectory.appendingPathComponent("brl-bridge-\(UUID().uuidString).keys")
        try "CSRTRK  nextElement   # as LNDN\nLNDN    none\n".write(to: keys, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: keys) }
        let rig = try await Rig.start(document: "counter.json", columns: 40, arguments: ["--keys", keys.path])
        defer { rig.tearDown() }
        let windows = try order.map { try Self.windows(of: $0, in: screen, width: 40)[0] }
        guard await rig.expectShown(windows[0], timeout: Rig.startTimeout, "first element") else { return }
        guard try await rig.press("CSRTRK", expecting: windows[1], "CSRTRK bound to nextElement") else { return }
        try rig.session.display.send("LNDN")  // unbound: nothing moves
        guard try await rig.press("CSRTRK", expecting: windows[2], "CSRTRK again") else { return }
        try await Task.sleep(for: .milliseconds(200))
        #expect(!rig.session.display.frames.contains { $0.cells == windows[3] }, "LNDN moved although unbound")
        #expect(rig.session.display.lastFrame?.cells == windows[2])
    }

    @Test func ROUTEOnAButtonActivatesIt() async throws {
        let screen = try Self.screen("counter.json")
        let order = screen.readingOrder.map(\.element.identifier)
        let button = try #require(screen.readingOrder.first { $0.element.traits.contains(.button) && !$0.element.traits.contains(.notEnabled) })
        let index = try #require(order.firstIndex(of: button.element.identifier))
        let rig = try await Rig.start(document: "counter.json", columns: 40)
        defer { rig.tearDown() }
        let windows = try order.map { try Self.windows(of: $0, in: screen, width: 40)[0] }
        guard await rig.expectShown(windows[0], timeout: Rig.startTimeout, "first element") else { return }
        for step in 1...index {
            guard try await rig.press("LNDN", expecting: windows[step], "LNDN to \(order[step])") else { return }
        }
        try rig.session.display.send("ROUTE 1")
        let expected = #"{"action":"activate","identifier":"\#(button.element.identifier)"}"#
        #expect(await rig.bridge.waitForAction(expected), "stdout: \(rig.bridge.actions)")
    }

    /// Moves with LNDN from the initial focus to `identifier`, checking every element's first window.
    static func walk(_ rig: Rig, in screen: Screen, to identifier: String, width: Int = 40) async throws -> Bool {
        let order = screen.readingOrder.map(\.element.identifier)
        let start = try #require(screen.initialFocus.flatMap { order.firstIndex(of: $0.element.identifier) })
        let target = try #require(order.firstIndex(of: identifier))
        guard await rig.expectShown(try windows(of: order[start], in: screen, width: width)[0], timeout: Rig.startTimeout, "initial focus") else { return false }
        try #require(target >= start, "\(identifier) comes before the initial focus")
        for step in (start + 1)..<(target + 1) {
            guard try await rig.press("LNDN", expecting: try windows(of: order[step], in: screen, width: width)[0], "LNDN to \(order[step])") else { return false }
        }
        return true
    }

    @Test func theAdjustingKeysChangeTheValueAndTellTheApp() async throws {
        let screen = try Self.screen("progress-slider.json")
        let slider = try #require(screen.readingOrder.first { $0.element.adjustable != nil }?.element)
        var focus = Focus(screen: screen)
        let focused = focus.focus(slider.identifier)
        try #require(focused)
        focus.adjust(.forward)
        let incremented = try #require(focus.focused)
        let rig = try await Rig.start(document: "progress-slider.json", columns: 40)
        defer { rig.tearDown() }
        guard try await Self.walk(rig, in: screen, to: slider.identifier) else { return }
        let shown = try Viewport(line: Presenter().present(incremented), width: 40).displayCells
        guard try await rig.press("MENU_NEXT_SETTING", expecting: shown, "the incremented value") else { return }
        let value = try #require(incremented.element.value)
        #expect(await rig.bridge.waitForAction(#"{"action":"increment","identifier":"\#(slider.identifier)","value":"\#(value)"}"#),
                "stdout: \(rig.bridge.actions)")
        // The increment key enters no mode: LNDN still goes to the next element (issue 12, defect 1).
        let order = screen.readingOrder.map(\.element.identifier)
        let next = try #require(order.firstIndex(of: slider.identifier).map { order[$0 + 1] })
        guard try await rig.press("LNDN", expecting: try Self.windows(of: next, in: screen, width: 40)[0], "LNDN after the increment") else { return }
        #expect(rig.bridge.actions.allSatisfy { !$0.contains("decrement") }, "stdout: \(rig.bridge.actions)")
        try rig.session.display.send("MUTE")
        #expect(await rig.bridge.waitForAction(#"{"action":"magicTap"}"#), "stdout: \(rig.bridge.actions)")
    }

    @Test func aCustomActionIsChosenAndPerformed() async throws {
        let screen = try Self.screen("task-list.json")
        let element = try #require(screen.readingOrder.first { !$0.element.customActions.isEmpty }?.element)
        let rig = try await Rig.start(document: "task-list.json", columns: 40)
        defer { rig.tearDown() }
        guard try await Self.walk(rig, in: screen, to: element.identifier) else { return }
        let before = rig.session.display.frames.count
        try rig.session.display.send("MENU_NEXT_ITEM")
        _ = await rig.session.display.waitForFrame(after: before) { _ in true }  // the action's name shows
        try rig.session.display.send("KEY_ENTER")
        let action = element.customActions[0].identifier
        #expect(await rig.bridge.waitForAction(#"{"action":"customAction","identifier":"\#(element.identifier)","name":"\#(action)"}"#),
                "stdout: \(rig.bridge.actions)")
    }

    @Test func continuousReadingTurnsToTheSecondPageByItselfAndStopsAtTheEnd() async throws {
        let screen = try Self.screen("book.json")
        let book = try #require(screen.readingOrder.first { $0.element.book != nil })
        let order = screen.readingOrder.map(\.element.identifier)
        let index = try #require(order.firstIndex(of: book.element.identifier))
        let pages = try #require(book.element.book?.pages)
        let width = 40
        func firstWindow(_ text: String) throws -> [UInt8] {
            try Viewport(line: Presenter().presentContentLine(text, of: book), width: width).displayCells
        }
        var lastViewport = try Viewport(line: Presenter().presentContentLine(pages.last!.lines.last!, of: book), width: width)
        lastViewport.moveToEnd(.forward)
        let rig = try await Rig.start(document: "book.json", columns: width, arguments: [
            "--reading-speed", "400", "--minimum-dwell", "40", "--element-pause", "0", "--page-pause", "0"])
        defer { rig.tearDown() }
        let windows = try order.map { try Self.windows(of: $0, in: screen, width: width)[0] }
        guard await rig.expectShown(windows[0], timeout: Rig.startTimeout, "first element") else { return }
        for step in 1..<index {
            guard try await rig.press("LNDN", expecting: windows[step], "LNDN to \(order[step])") else { return }
        }
        // Entering the book shows its own line first (its label, "book", the page).
        guard try await rig.press("LNDN", expecting: windows[index], "LNDN into the book") else { return }
        try rig.session.display.send("SAY_ALL")
        // Each page turn shows "page N of M" for NavigatorFeedback.duration before reading goes
        // on: the waits allow for those flashes, plus slack for a loaded machine.
        let flash = NavigatorFeedback.duration
        guard await rig.expectShown(try firstWindow(pages[1].lines[0]), timeout: flash + .seconds(5), "page 2 reached by continuous reading") else { return }
        let id = book.element.identifier
        #expect(await rig.bridge.waitForAction(#"{"action":"scrollForward","identifier":"\#(id)","page":1}"#), "stdout: \(rig.bridge.actions)")
        guard await rig.expectShown(lastViewport.displayCells, timeout: flash * (pages.count - 2) + .seconds(8), "the last window of the book") else { return }
        // The end of the book: no page turn brings new content, so reading stops there.
        #expect(await rig.bridge.waitForAction(#"{"event":"endOfBook","identifier":"\#(id)"}"#), "stdout: \(rig.bridge.actions)")
        try await Task.sleep(for: .milliseconds(300))
        let next = try Self.windows(of: order[index + 1], in: screen, width: width)[0]
        #expect(!rig.session.display.frames.contains { $0.cells == next }, "reading went past the book")
        #expect(rig.bridge.actions.filter { $0.contains("scrollForward") }.count == pages.count - 1)
    }

    @Test func restartingBRLTTYRestoresTheSameWindow() async throws {
        let screen = try Self.screen("counter.json")
        let order = screen.readingOrder.map(\.element.identifier)
        let width = 12
        let first = try Self.windows(of: order[0], in: screen, width: width)
        try #require(first.count >= 2)
        let rig = try await Rig.start(document: "counter.json", columns: width)
        defer { rig.tearDown() }
        guard await rig.expectShown(first[0], timeout: Rig.startTimeout, "first window") else { return }
        guard try await rig.press("FWINRT", expecting: first[1], "second window") else { return }

        rig.session.daemon.kill()
        #expect(await rig.bridge.waitForError(containing: "BRLTTY unavailable"), "stderr: \(rig.bridge.errors)")
        let before = rig.session.display.frames.count
        let restarted = ContinuousClock.now
        try rig.session.daemon.start()
        guard await rig.expectShown(first[1], after: before, timeout: .seconds(2), "the same window after BRLTTY restarted") else { return }
        print("brl-bridge: window restored \(ContinuousClock.now - restarted) after BRLTTY restarted")
        _ = try await rig.press("FWINLT", expecting: first[0], "keys work after the restart")
    }

    /// Widths of at least 25 cells: BRLTTY's "braille driver restarting" message must fit, else
    /// BRLTTY waits for a key to show the rest of it before it restarts the driver.
    @Test func aResizedDisplayIsLaidOutAgainAtTheSamePlace() async throws {
        let width = 25
        // The first element (after the initial focus) of an example whose line needs two windows.
        var found: (document: String, screen: Screen, placed: PlacedElement, line: BrailleLine)?
        search: for document in ["counter.json", "task-list.json", "progress-slider.json", "photo-grid.json", "book.json"] {
            let screen = try Self.screen(document)
            let start = screen.initialFocus.flatMap { screen.index(of: $0.element.identifier) } ?? 0
            for placed in screen.readingOrder[start...] where placed.element.book == nil {
                let line = try Presenter().present(placed)
                if line.cells.count > width { found = (document, screen, placed, line); break search }
            }
        }
        let (document, screen, placed, _) = try #require(found, "no example element needs two windows at \(width) cells")
        // What the reader sees: a navigator on the element, panned once, then laid out at 40.
        var navigator = Navigator(screen: screen, columns: width)
        navigator.apply(.focus(identifier: placed.element.identifier), now: .now)
        navigator.handle(.nextWindow, now: .now)
        try #require(navigator.focused?.element.identifier == placed.element.identifier)
        let narrow = navigator.window
        navigator.layOut(columns: 40)
        let wide = navigator.window
        let rig = try await Rig.start(document: document, columns: width)
        defer { rig.tearDown() }
        guard try await Self.walk(rig, in: screen, to: placed.element.identifier, width: width) else { return }
        guard try await rig.press("FWINRT", expecting: narrow, "second window at \(width) cells") else { return }
        let before = rig.session.display.frames.count
        try rig.session.display.resize(to: 40)
        guard await rig.expectShown(wide, after: before, timeout: .seconds(4), "the same place at 40 cells") else { return }
        #expect(rig.bridge.errors.contains("the display now has 40 cells"))
    }

    @Test func waitsForABRLTTYThatIsNotRunningYet() async throws {
        let screen = try Self.screen("counter.json")
        let first = try Self.windows(of: screen.readingOrder[0].element.identifier, in: screen, width: 40)
        let display = try VirtualDisplayPeer(columns: 40)
        let daemon = try BRLTTYDaemon(displayPort: display.port, startNow: false)
        let bridge = try BridgeProcess(document: Self.example("counter.json"), host: daemon.brlapiHost,
                                       directory: daemon.directory)
        defer {
            bridge.terminate()
            daemon.tearDown()
            display.stop()
        }
        #expect(await bridge.waitForError(containing: "Connection refused"), "stderr: \(bridge.errors)")
        try await Task.sleep(for: .milliseconds(600))
        #expect(bridge.child.isRunning)
        try daemon.start()
        let frame = await display.waitForFrame(timeout: .seconds(8)) { $0.cells == first[0] }
        #expect(frame != nil, "display: \(display.log)\nbridge: \(bridge.errors)")
    }
}
}
