import Testing
@testable import BrailleBridge

/// The BrlAPI wrapper against a real BRLTTY with the Virtual driver.
extension RealBRLTTY {
@Suite(.serialized)
struct BrlAPIConnectionTests {
    @Test func reportsTheVirtualDisplaySize() async throws {
        let session = try await BRLTTYSession.start(columns: 32)
        defer { session.tearDown() }
        let connection = try await session.connect()
        defer { connection.close() }
        let size = try connection.displaySize()
        #expect(size.columns == 32)
        #expect(size.rows == 1)
    }

    @Test func writtenDotsReachTheDisplay() async throws {
        let session = try await BRLTTYSession.start()
        defer { session.tearDown() }
        let connection = try await session.connect()
        defer { connection.close() }
        try connection.enterTTYMode()
        let cells = BrailleText.cells("⠓⠑⠇⠇⠕⣿⢀")
        let before = session.display.frames.count
        try connection.write(cells: cells, columns: 40)
        let expected = cells + [UInt8](repeating: 0, count: 40 - cells.count)
        let frame = await session.display.waitForFrame(after: before) { $0.cells == expected }
        #expect(frame != nil, "display log:\n\(session.display.log)")
    }

    /// The BRLTTY commands of the default bindings, as the vr driver sends them, and the name
    /// and argument the client must receive.
    static let bindingKeys: [(sent: String, name: String, argument: Int)] = [
        ("FWINRT", "FWINRT", 0), ("FWINLT", "FWINLT", 0), ("LNDN", "LNDN", 0), ("LNUP", "LNUP", 0),
        ("TOP", "TOP", 0), ("BOT", "BOT", 0), ("ROUTE 5", "ROUTE", 5), ("ROUTE 39", "ROUTE", 39),
        ("HELP", "HELP", 0), ("SAY_ALL", "SAY_ALL", 0), ("MUTE", "MUTE", 0), ("GUI_APP_ALERTS", "GUI_APP_ALERTS", 0),
        ("MENU_NEXT_SETTING", "MENU_NEXT_SETTING", 0), ("MENU_PREV_SETTING", "MENU_PREV_SETTING", 0),
        ("MENU_NEXT_ITEM", "MENU_NEXT_ITEM", 0), ("MENU_PREV_ITEM", "MENU_PREV_ITEM", 0),
        ("KEY_ENTER", "LINEFEED", 0), ("KEY_ESCAPE", "ESCAPE", 0),
        ("PREFMENU", "PREFMENU", 0), ("CONTRACTED", "CONTRACTED", 0), ("DESC_CURR_CHAR", "DESC_CURR_CHAR", 0),
        ("NXPGRPH", "NXPGRPH", 0), ("PRPGRPH", "PRPGRPH", 0),
        // Keys a binding file may use: the names KeyName expects for them.
        ("CSRTRK", "CSRTRK", 0), ("KEY_CURSOR_UP", "UP", 0), ("KEY_CURSOR_DOWN", "DOWN", 0),
        ("KEY_TAB", "TAB", 0), ("KEY_PAGE_DOWN", "PAGE_DOWN", 0), ("KEY_FUNCTION 1", "F2", 0),
        ("KEY_HOME", "HOME", 0), ("KEY_DELETE", "DELETE", 0),
    ]

    /// Each key reaches the client in tty mode with its BRLTTY name (BRLTTY keeps none of them
    /// for itself). One daemon for the whole table: starting one takes about a second.
    @Test func keysArriveByName() async throws {
        let session = try await BRLTTYSession.start()
        defer { session.tearDown() }
        let connection = try await session.connect()
        defer { connection.close() }
        try connection.enterTTYMode()
        for row in Self.bindingKeys {
            try session.display.send(row.sent)
            var key: BrlAPIKey?
            for _ in 0..<20 where key == nil { key = try connection.readKey(timeoutMilliseconds: 100) }
            let received = try #require(key, "no key for '\(row.sent)'")
            #expect(received.name == row.name, "sent \(row.sent)")
            #expect(received.argument == row.argument, "sent \(row.sent)")
        }
    }

    @Test func noDaemonIsConnectionRefused() throws {
        var free: UInt16 = 4101 + 9000
        while !TCPPort.isFree(free) { free += 1 }
        let error = #expect(throws: BrlAPIError.self) {
            try BrlAPIConnection(host: "127.0.0.1:\(free - 4101)", auth: "none")
        }
        #expect(error?.code == .connectionRefused)
        #expect(error?.description.hasPrefix("brlapi__openConnection: ") == true)
    }
}
}
