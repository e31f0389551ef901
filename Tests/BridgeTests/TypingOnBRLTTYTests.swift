import BrailleCore
import Foundation
import Testing

/// Typing on a real BRLTTY's braille keyboard: the Virtual driver injects `PASSDOTS` as a
/// display with a Perkins keyboard sends it; the bridge's actions on stdout and the cells the
/// display receives are checked.
extension RealBRLTTY {
@Suite(.serialized)
struct TypingOnBRLTTYTests {
    typealias Rig = BridgeEndToEndTests.Rig

    /// The vr line for typing `cell`; a blank cell is the space bar alone, which BRLTTY passes
    /// as the character space (vr takes PASSDOTS arguments 1–255 only, so neither a blank cell
    /// nor the space bit of a chord can be injected: BRLTTY 6.5's vr answers `PASSDOTS 264`,
    /// dots 4 with BrlAPI's DOTC bit 0x100, with "Number out of range". Chords are tested in
    /// KeyBindingsTests on the key codes libbrlapi decodes).
    static func passdots(_ cell: UInt8) -> String {
        cell == 0 ? "PASSCHAR 32" : "PASSDOTS \(cell)"
    }

    /// What the bridge shows after `commands`, worked out by BrailleCore's navigator.
    static func expectedWindow(_ document: String, columns: Int, _ commands: [BrailleCommand]) throws -> [UInt8] {
        var navigator = Navigator(screen: try BridgeEndToEndTests.screen(document), columns: columns)
        for command in commands { navigator.handle(command, now: .now) }
        return navigator.window
    }

    static func commands(typing cells: [UInt8]) -> [BrailleCommand] {
        cells.map { $0 == 0 ? .typeSpace : .type(cell: $0) }
    }

    @Test func typingHelloWorld42IntoTheTaskListsTextFieldSendsWordsAndShowsTheTypedCells() async throws {
        let columns = 32
        let table = try TableCatalog.table(named: "en-ueb-g1")
        let typed = table.translate("Hello, World 42").cells
        let rig = try await Rig.start(document: "task-list.json", columns: columns)
        defer { rig.tearDown() }
        let first = try Self.expectedWindow("task-list.json", columns: columns, [])
        guard await rig.expectShown(first, timeout: Rig.startTimeout, "the first element") else { return }
        let field = try Self.expectedWindow("task-list.json", columns: columns, [.lastElement])
        guard try await rig.press("BOT", expecting: field, "BOT: the New task field") else { return }

        // "Hello, World" and the "4": the cells not yet sent show at the caret.
        let upToFour = Array(typed.prefix(typed.count - 1))
        for cell in upToFour { try rig.session.display.send(Self.passdots(cell)) }
        let withFour = try Self.expectedWindow("task-list.json", columns: columns, [.lastElement] + Self.commands(typing: upToFour))
        let numberSign = table.translate("4").cells
        #expect(BrailleText.unicode(withFour).contains(BrailleText.unicode(numberSign)), "the typed ⠼⠙ is on the display")
        guard await rig.expectShown(withFour, timeout: .seconds(5), "⠼⠙ pending under the caret") else { return }
        try rig.session.display.send(Self.passdots(typed.last!))
        try rig.session.display.send("KEY_ENTER")
        let expected = [
            #"{"action":"insertText","identifier":"new-task","text":"Hello,"}"#,
            #"{"action":"insertText","identifier":"new-task","text":" "}"#,
            #"{"action":"insertText","identifier":"new-task","text":"World "}"#,
            #"{"action":"insertText","identifier":"new-task","text":"42"}"#,
            #"{"action":"submit","identifier":"new-task"}"#,
        ]
        #expect(await rig.bridge.waitForAction(expected.last!, timeout: .seconds(5)), "stdout: \(rig.bridge.actions)\nstderr: \(rig.bridge.errors)")
        #expect(rig.bridge.actions == expected)
        // Everything was sent: the field shows as before the typing.
        _ = await rig.expectShown(field, "nothing pending after Enter")
    }

    @Test func germanUmlautsTypedInTheGermanSearchField() async throws {
        let columns = 32
        let cells = try TableCatalog.table(named: "de-g0-detailed").translate("Größe ").cells
        let rig = try await Rig.start(document: "german.json", columns: columns)
        defer { rig.tearDown() }
        let first = try Self.expectedWindow("german.json", columns: columns, [])
        guard await rig.expectShown(first, timeout: Rig.startTimeout, "the first element") else { return }
        let field = try Self.expectedWindow("german.json", columns: columns, [.lastElement])
        guard try await rig.press("BOT", expecting: field, "BOT: the Suche field") else { return }
        for cell in cells { try rig.session.display.send(Self.passdots(cell)) }
        let line = #"{"action":"insertText","identifier":"suche","text":"Größe "}"#
        #expect(await rig.bridge.waitForAction(line, timeout: .seconds(5)), "stdout: \(rig.bridge.actions)\nstderr: \(rig.bridge.errors)")
    }
}
}
