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
        let placed = try #require(screen.placed(identifier))
        var viewport = try Viewport(line: Presenter().present(placed), width: width)
        var result = [viewport.displayCells]
        while viewport.pan(.forward) == .moved { result.append(viewport.displayCells) }
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
        func expectShown(_ cells: [UInt8], after index: Int = 0, timeout: Duration = .seconds(3),
                         _ what: String, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
            let frame = await session.display.waitForFrame(after: index, timeout: timeout) { $0.cells == cells }
            #expect(frame != nil, "\(what): expected \(BrailleText.unicode(cells)), last \(session.display.lastFrame?.description ?? "none")\nbridge stderr: \(bridge.errors)", sourceLocation: sourceLocation)
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

        guard await rig.expectShown(first[0], timeout: .seconds(5), "first window of the first element") else { return }
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
        guard await rig.expectShown(windows[0], timeout: .seconds(5), "first element") else { return }
        guard try await rig.press("LNDN", expecting: windows[1], "LNDN to \(order[1])") else { return }
        guard try await rig.press("LNDN", expecting: windows[2], "LNDN to \(order[2])") else { return }
        guard try await rig.press("LNUP", expecting: windows[1], "LNUP back to \(order[1])") else { return }
        guard try await rig.press("BOT", expecting: windows.last!, "BOT to \(order.last!)") else { return }
        _ = try await rig.press("TOP", expecting: windows[0], "TOP to \(order[0])")
    }

    @Test func ROUTEOnAButtonActivatesIt() async throws {
        let screen = try Self.screen("counter.json")
        let order = screen.readingOrder.map(\.element.identifier)
        let button = try #require(screen.readingOrder.first { $0.element.traits.contains(.button) && !$0.element.traits.contains(.notEnabled) })
        let index = try #require(order.firstIndex(of: button.element.identifier))
        let rig = try await Rig.start(document: "counter.json", columns: 40)
        defer { rig.tearDown() }
        let windows = try order.map { try Self.windows(of: $0, in: screen, width: 40)[0] }
        guard await rig.expectShown(windows[0], timeout: .seconds(5), "first element") else { return }
        for step in 1...index {
            guard try await rig.press("LNDN", expecting: windows[step], "LNDN to \(order[step])") else { return }
        }
        try rig.session.display.send("ROUTE 1")
        let expected = #"{"action":"activate","identifier":"\#(button.element.identifier)"}"#
        #expect(await rig.bridge.waitForAction(expected), "stdout: \(rig.bridge.actions)")
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
        guard await rig.expectShown(windows[0], timeout: .seconds(5), "first element") else { return }
        for step in 1..<index {
            guard try await rig.press("LNDN", expecting: windows[step], "LNDN to \(order[step])") else { return }
        }
        guard try await rig.press("LNDN", expecting: try firstWindow(pages[0].lines[0]), "LNDN into the book") else { return }
        try rig.session.display.send("SAY_ALL")
        guard await rig.expectShown(try firstWindow(pages[1].lines[0]), timeout: .seconds(5), "page 2 reached by continuous reading") else { return }
        let id = book.element.identifier
        #expect(await rig.bridge.waitForAction(#"{"action":"scrollForward","identifier":"\#(id)","page":1}"#), "stdout: \(rig.bridge.actions)")
        guard await rig.expectShown(lastViewport.displayCells, timeout: .seconds(10), "the last window of the book") else { return }
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
        guard await rig.expectShown(first[0], timeout: .seconds(5), "first window") else { return }
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
