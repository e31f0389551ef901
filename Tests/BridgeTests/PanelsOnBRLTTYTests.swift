import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

extension RealBRLTTY {
/// Issue 30 on a real BRLTTY with the Virtual driver: BRLTTY's `HELP` key opens the key help on
/// the braille display (listing a key file's binding), `KEY_ESCAPE` gives the app's window back,
/// and `PREFMENU` opens the preferences, where the adjust key changes the status cells at once
/// and saves them to the preferences file.
@Suite(.serialized)
struct PanelsOnBRLTTYTests {
    static let columns = 40

    /// A BRLTTY and a bridge on the counter with `arguments`.
    static func start(_ arguments: [String]) async throws -> (BRLTTYSession, BridgeProcess) {
        let session = try await BRLTTYSession.start(columns: columns)
        do {
            let bridge = try BridgeProcess(document: BridgeEndToEndTests.example("counter.json"), host: session.daemon.brlapiHost,
                                           arguments: ["--ui-language", "en"] + arguments, directory: session.daemon.directory)
            return (session, bridge)
        } catch {
            session.tearDown()
            throw error
        }
    }

    /// The counter's navigator as the bridge makes it (English words, no status cells).
    static func counter() throws -> Navigator {
        let screen = try ScreenDocument.screen(fromJSON: String(contentsOfFile: BridgeEndToEndTests.example("counter.json"), encoding: .utf8))
        var presenter = Presenter()
        presenter.interfaceLanguage = "en"
        return Navigator(screen: screen, columns: columns, presenter: presenter)
    }

    @Test func theHelpKeyOpensTheKeyHelpWithTheKeyFilesBindings() async throws {
        let keysFile = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString.prefix(8)).conf")
        try "CSRTRK toggleContinuousReading\n".write(to: keysFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: keysFile) }
        let (session, bridge) = try await Self.start(["--keys", keysFile.path])
        defer {
            bridge.terminate()
            session.tearDown()
        }
        var navigator = try Self.counter()
        let app = navigator.window
        #expect(await session.display.waitForFrame(timeout: .seconds(15)) { $0.cells == app } != nil,
                "the counter; last \(session.display.lastFrame?.description ?? "none")\n\(bridge.errors)")

        // HELP: the key help's first line, "key help (leave: HELP, KEY_ESCAPE)".
        var index = session.display.frames.count
        try session.display.send("HELP")
        let opened = await session.display.waitForFrame(after: index) { $0.cells.starts(with: BrailleText.cells("⠅⠑⠽⠀⠓⠑⠇⠏⠀")) }
        #expect(opened != nil, "key help; last \(session.display.lastFrame?.description ?? "none")\n\(bridge.errors)")

        // The key file's CSRTRK is listed with continuous reading: LNDN down to its line.
        let bindings = try KeyBindings(parsing: "CSRTRK toggleContinuousReading\n", file: "keys.conf")
        let help = KeyHelp.panel(keys: bindings.displayKeys, language: "en")
        let line = try #require(help.lines.firstIndex { $0.text.hasPrefix("CSRTRK, SAY_ALL, space+1235: start or resume continuous reading") })
        navigator.panels[.keyHelp] = help
        navigator.handle(.keyHelp, now: .now)
        for _ in 0..<line {
            index = session.display.frames.count
            try session.display.send("LNDN")
            navigator.handle(.nextElement, now: .now)
            let expected = navigator.window
            #expect(await session.display.waitForFrame(after: index) { $0.cells == expected } != nil,
                    "line \(navigator.panelLine ?? -1): expected \(BrailleText.unicode(expected)), last \(session.display.lastFrame?.description ?? "none")")
        }
        #expect(session.display.lastFrame?.cells.starts(with: BrailleText.cells("⠠⠠⠉⠎⠗⠞⠗⠅⠂")) == true, "CSRTRK, in capitals")

        // KEY_ESCAPE: the counter's window again.
        index = session.display.frames.count
        try session.display.send("KEY_ESCAPE")
        #expect(await session.display.waitForFrame(after: index) { $0.cells == app } != nil)
    }

    @Test func thePreferencesKeyChangesTheStatusCellsAndSavesThem() async throws {
        let (session, bridge) = try await Self.start([])
        defer {
            bridge.terminate()
            session.tearDown()
        }
        let app = try Self.counter().window
        #expect(await session.display.waitForFrame(timeout: .seconds(15)) { $0.cells == app } != nil,
                "the counter; last \(session.display.lastFrame?.description ?? "none")\n\(bridge.errors)")
        var index = session.display.frames.count
        try session.display.send("PREFMENU")
        // "preferences (leave: PREFMENU, KEY_ESCAPE)"
        #expect(await session.display.waitForFrame(after: index) { $0.cells.starts(with: BrailleText.cells("⠏⠗⠑⠋⠑⠗⠑⠝⠉⠑⠎⠀")) } != nil,
                "preferences; last \(session.display.lastFrame?.description ?? "none")\n\(bridge.errors)")
        for _ in 0..<3 { try session.display.send("LNDN") }
        // "status cells: off" (the bridge runs with --status-cells off).
        let off = BrailleText.cells("⠎⠞⠁⠞⠥⠎⠀⠉⠑⠇⠇⠎⠒⠀⠕⠋⠋")
        #expect(await session.display.waitForFrame(after: index, timeout: .seconds(5)) { $0.cells.starts(with: off) } != nil,
                "status cells line; last \(session.display.lastFrame?.description ?? "none")")
        index = session.display.frames.count
        try session.display.send("MENU_NEXT_SETTING")
        // At once: five status cells and a blank, then "status cells: start".
        let start = BrailleText.cells("⠎⠞⠁⠞⠥⠎⠀⠉⠑⠇⠇⠎⠒⠀⠎⠞⠁⠗⠞")
        #expect(await session.display.waitForFrame(after: index) { Array($0.cells.dropFirst(6)).starts(with: start) } != nil,
                "status cells: start; last \(session.display.lastFrame?.description ?? "none")")
        // Saved: the bridge's preferences file has the line.
        let file = String(bridge.outputPath.dropLast(".out".count)) + ".conf"
        let deadline = ContinuousClock.now + .seconds(3)
        while (try? String(contentsOfFile: file, encoding: .utf8)) != "status-cells start\n", ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect((try? String(contentsOfFile: file, encoding: .utf8)) == "status-cells start\n", "\(bridge.errors)")
        // Leaving: the counter with its status cells at the start.
        var withStatus = try Self.counter()
        withStatus.statusCells = StatusCells(side: .start)
        let expected = withStatus.window
        index = session.display.frames.count
        try session.display.send("KEY_ESCAPE")
        #expect(await session.display.waitForFrame(after: index) { $0.cells == expected } != nil,
                "expected \(BrailleText.unicode(expected)), last \(session.display.lastFrame?.description ?? "none")")
    }
}
}
