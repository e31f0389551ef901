import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

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

    /// Issue 26, item 6: `inspect` wrote the document's text raw, so a title could retitle or
    /// clear the reader's terminal.
    @Test func inspectWritesTheDocumentsTextWithItsControlCharactersEscaped() throws {
        let document = #"""
            {"version": 1, "title": "T\u001b]0;pwned\u0007", "language": "en",
             "elements": [{"identifier": "id\u001b[2J", "label": "Save\u0007\u009b\nnow", "traits": ["button"],
                           "customActions": ["Del\u001bete"]}]}
            """#
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).json").path
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try TerminalHarness.run(["inspect", path])
        let controls = run.stdout.unicodeScalars.filter { $0 != "\n" && PrintableText.isControl($0) }
        #expect(controls.isEmpty, "\(run.stdout.debugDescription)")
        #expect(run.stdout.hasPrefix(#"T\u{1B}]0;pwned\u{7} (en): 1 element in reading order"#), "\(run.stdout)")
        #expect(run.stdout.contains(#" 1. id\u{1B}[2J"#), "\(run.stdout)")
        #expect(run.stdout.contains(#"line     Save\u{7}\u{9B}\nnow btn"#), "\(run.stdout)")
        #expect(run.stdout.contains(#"actions  Del\u{1B}ete"#), "\(run.stdout)")
        #expect(!run.stderr.unicodeScalars.contains { PrintableText.isControl($0) && $0 != "\n" })
    }

    /// The terminal display's caption row shows the print character over its cells: a C1
    /// control (U+009B is CSI on many terminals) gets a blank, as C0 controls do.
    @Test func theCaptionRowNeverShowsAControlCharacter() {
        let target = CellTarget(elementIdentifier: "e", part: .label, offset: 0)
        for control: Unicode.Scalar in ["\u{1B}", "\u{7F}", "\u{9B}", "\u{85}", "\u{2028}"] {
            #expect(CellCaptions.captions(cells: [0x3F], targets: [target], characters: [control]) == [" "],
                    "U+\(String(control.value, radix: 16))")
        }
    }

    /// Actions written as JSON (to the app, to a script's transcript, on the terminal's
    /// "action:" line) escape every control character, DEL and C1 included.
    @Test func effectsAsJSONEscapeEveryControlCharacter() {
        let effect = NavigatorEffect.keyInput(identifier: "f\u{7F}", input: .insertText("a\u{9B}2J\u{1B}\u{2028}"))
        #expect(effect.jsonLine == #"{"action":"insertText","identifier":"f\u007F","text":"a\u009B2J\u001B\u2028"}"#)
    }
}
