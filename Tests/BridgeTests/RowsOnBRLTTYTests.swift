import BrailleCore
import Foundation
import Testing

extension RealBRLTTY {
/// Issue 16 on a real BRLTTY whose Virtual driver says `cells COLUMNS ROWS`: BrlAPI reports the
/// rows, the bridge lays each row out as a row (not one long line), FWINRT moves a screenful, and
/// a routing key on a lower row acts on the element shown there.
@Suite(.serialized)
struct RowsOnBRLTTYTests {
    /// A BRLTTY whose Virtual display has `columns` × `rows` cells, and a bridge on the counter.
    static func start(columns: Int, rows: Int) async throws -> (BRLTTYSession, BridgeProcess) {
        let session = try await BRLTTYSession.start(columns: columns, rows: rows)
        do {
            let bridge = try BridgeProcess(document: BridgeEndToEndTests.example("counter.json"), host: session.daemon.brlapiHost,
                                           directory: session.daemon.directory)
            return (session, bridge)
        } catch {
            session.tearDown()
            throw error
        }
    }

    static func expectedRows(_ document: String, columns: Int, rows: Int, windowsAhead: Int = 0) throws -> [UInt8] {
        let screen = try ScreenDocument.screen(fromJSON: String(contentsOfFile: BridgeEndToEndTests.example(document), encoding: .utf8))
        var navigator = Navigator(screen: screen, columns: columns)
        for _ in 0..<windowsAhead { navigator.handle(.nextWindow, now: .now) }
        return Array(navigator.rows(rows, now: .now).joined())
    }

    @Test(arguments: [(20, 3), (40, 4)])
    func eachRowIsARowAndFWINRTMovesAScreenful(columns: Int, rows: Int) async throws {
        let (session, bridge) = try await Self.start(columns: columns, rows: rows)
        defer {
            bridge.terminate()
            session.tearDown()
        }
        let first = try Self.expectedRows("counter.json", columns: columns, rows: rows)
        let shown = await session.display.waitForFrame(timeout: .seconds(15)) { $0.cells == first }
        #expect(shown != nil, "expected \(BrailleText.unicode(first)), last \(session.display.lastFrame?.description ?? "none")\n\(bridge.errors)")
        guard shown != nil else { return }
        let before = session.display.frames.count
        try session.display.send("FWINRT")
        let screenful = try Self.expectedRows("counter.json", columns: columns, rows: rows, windowsAhead: rows)
        let moved = await session.display.waitForFrame(after: before, timeout: .seconds(3)) { $0.cells == screenful }
        #expect(moved != nil, "expected \(BrailleText.unicode(screenful)), last \(session.display.lastFrame?.description ?? "none")")
    }

    @Test func aResizeToOneRowAndBackKeepsTheFocus() async throws {
        let columns = 30, rows = 3
        let (session, bridge) = try await Self.start(columns: columns, rows: rows)
        defer {
            bridge.terminate()
            session.tearDown()
        }
        let screen = try ScreenDocument.screen(fromJSON: String(contentsOfFile: BridgeEndToEndTests.example("counter.json"), encoding: .utf8))
        var navigator = Navigator(screen: screen, columns: columns)
        let first = Array(navigator.rows(rows, now: .now).joined())
        navigator.handle(.nextElement, now: .now)
        let onSecond = Array(navigator.rows(rows, now: .now).joined())
        guard await session.display.waitForFrame(timeout: .seconds(15), where: { $0.cells == first }) != nil else {
            Issue.record("no rows: \(session.display.log)")
            return
        }
        var before = session.display.frames.count
        try session.display.send("LNDN")
        #expect(await session.display.waitForFrame(after: before, timeout: .seconds(3)) { $0.cells == onSecond } != nil)
        before = session.display.frames.count
        try session.display.resize(to: columns, rows: 1)
        #expect(await session.display.waitForFrame(after: before, timeout: .seconds(10)) { $0.cells == navigator.window } != nil,
                "one row: the same element, last \(session.display.lastFrame?.description ?? "none")")
        before = session.display.frames.count
        try session.display.resize(to: columns, rows: rows)
        #expect(await session.display.waitForFrame(after: before, timeout: .seconds(10)) { $0.cells == onSecond } != nil,
                "three rows again: the same place, last \(session.display.lastFrame?.description ?? "none")")
    }

    @Test func aRoutingKeyOnTheThirdRowActivatesTheElementShownThere() async throws {
        let columns = 40, rows = 3
        let (session, bridge) = try await Self.start(columns: columns, rows: rows)
        defer {
            bridge.terminate()
            session.tearDown()
        }
        let first = try Self.expectedRows("counter.json", columns: columns, rows: rows)
        guard await session.display.waitForFrame(timeout: .seconds(15), where: { $0.cells == first }) != nil else {
            Issue.record("the first rows never showed: \(session.display.log)")
            return
        }
        // BrlAPI numbers the cells row by row: the first cell of the third row.
        try session.display.send("ROUTE \(2 * columns)")
        #expect(await bridge.waitForAction(#"{"action":"activate","identifier":"start"}"#), "actions: \(bridge.actions)\n\(bridge.errors)")
    }
}
}
