import BrailleCore
import Testing
@testable import BrailleBridge

/// The interactive display's keys: the bytes a terminal sends, decoded into commands.
@Suite struct TerminalKeyTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("\u{1B}[C", [TerminalCommand.display(.nextWindow)]),
        ("\u{1B}[D", [.display(.previousWindow)]),
        ("\u{1B}[B", [.display(.nextElement)]),
        ("\u{1B}[A", [.display(.previousElement)]),
        ("\u{1B}OC", [.display(.nextWindow)]),
        ("\u{1B}[H", [.display(.firstElement)]),
        ("\u{1B}[4~", [.display(.lastElement)]),
        ("\r", [.display(.activate)]),
        ("12\r", [.display(.route(cell: 11))]),
        ("1\u{7F}3\r", [.display(.route(cell: 2))]),
        ("\u{1B}", [.display(.escape)]),
        ("+-aAhrm", [.display(.increment), .display(.decrement), .display(.nextCustomAction),
                     .display(.previousCustomAction), .display(.hint), .display(.toggleContinuousReading),
                     .display(.magicTap)]),
        ("sn?q", [.request(.screenList), .request(.nextScreen), .help, .quit]),
        ("\u{1B}[C\u{1B}[C\u{1B}[B", [.display(.nextWindow), .display(.nextWindow), .display(.nextElement)]),
    ])
    func keysGiveCommands(keys: String, commands: [TerminalCommand]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes(keys)) == commands)
    }

    @Test func digitsWaitForEnterAcrossReadsAndEscapeDropsThem() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("2")).isEmpty)
        #expect(decoder.digits == "2")
        #expect(decoder.decode(Self.bytes("5")).isEmpty)
        #expect(decoder.decode(Self.bytes("\r")) == [.display(.route(cell: 24))])
        #expect(decoder.digits == "")
        _ = decoder.decode(Self.bytes("7"))
        #expect(decoder.decode(Self.bytes("\u{1B}")) == [.display(.escape)])
        #expect(decoder.decode(Self.bytes("\r")) == [.display(.activate)])
    }
}
