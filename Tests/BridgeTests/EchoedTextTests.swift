import BrailleCore
import Foundation
import Testing
@testable import brl_bridge

/// Issue 13, item 10: strings from outside reached the terminal raw — a feed line whose event
/// type was `ESC [ 2 J ...` cleared the terminal from stderr. Every echoed string is escaped.
@Suite struct EchoedTextTests {
    @Test func controlCharactersAreEscapedAndLongTextIsCut() {
        #expect(PrintableText.oneLine("a\u{1B}[2J\u{1B}]0;pwned\u{07}b") == #"a\u{1B}[2J\u{1B}]0;pwned\u{7}b"#)
        #expect(PrintableText.oneLine("two\nlines\tand\r") == #"two\nlines\tand\r"#)
        #expect(PrintableText.oneLine("\u{9B}\u{7F}\u{2028}ok Größe 中文") == #"\u{9B}\u{7F}\u{2028}ok Größe 中文"#)
        #expect(PrintableText.oneLine(String(repeating: "x", count: 5000), maximumLength: 10) == "xxxxxxxxxx… (4990 more characters)")
    }

    @Test func aHostileFeedLineCannotReachTheTerminal() throws {
        let hostile = #"{"type":"\u001b[2J\u001b]0;pwned\u0007"}"#
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("await-\(UUID().uuidString)").path
        try "await-feed\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let run = try TerminalHarness.run(["--feed", "--script", script], stdin: hostile + "\n")
        #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(run.stderr.debugDescription)")
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(run.stdout.debugDescription)")
        #expect(run.stderr.contains(#"unknown event type "\u{1B}[2J\u{1B}]0;pwned\u{7}""#), "\(run.stderr)")
    }

    @Test func aTitleWithANewlineKeepsTheStatusLineOnOneLine() {
        let status = SessionStatus(element: nil, mode: nil, title: "Evil\ntitle\u{1B}[2J")
        #expect(status.description == #"Evil\ntitle\u{1B}[2J · no element"#)
    }
}
