import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

/// Issue 26, item 8: editors on Windows start a UTF-8 file with a byte order mark (EF BB BF).
/// Every reader of a file takes it as the start of the file, not as text: key files, tables,
/// screen documents, a feed's first line, scripts.
@Suite struct ByteOrderMarkTests {
    static let mark = "\u{FEFF}"

    @Test func aKeyFileMayStartWithAByteOrderMark() throws {
        let bytes = Array((Self.mark + "CSRTRK toggleContinuousReading\n").utf8)
        let bindings = try KeyBindings(parsing: try InputFile.text(of: bytes, path: "keys.conf"), file: "keys.conf")
        #expect(bindings.command(for: KeyBindingsTests.command("CSRTRK")) == .toggleContinuousReading)
    }

    @Test func onlyAtTheStart() throws {
        #expect(throws: KeyBindingError.self) {
            try KeyBindings(parsing: "FWINRT nextWindow\n" + Self.mark + "CSRTRK toggleContinuousReading\n", file: "keys.conf")
        }
    }

    @Test func aTableMayStartWithAByteOrderMark() throws {
        let table = try BrailleTable(source: Self.mark + "table mine xx mine\nletter a 1\n", path: "mine.tbl")
        #expect(table.name == "mine")
        #expect(table.translate("a").cells == [0x01])
    }

    @Test func aScreenDocumentMayStartWithAByteOrderMark() throws {
        let screen = try ScreenDocument.screen(utf8: Array((Self.mark + #"{"version": 1, "elements": [{"identifier": "a", "label": "A"}]}"#).utf8))
        #expect(screen.readingOrder.count == 1)
    }

    @Test func aFeedsFirstLineMayStartWithAByteOrderMark() {
        let line = Array((Self.mark + #"{"type": "announcement", "text": "hi"}"#).utf8)
        guard case .event = FeedDecoder.decode(line, line: 1, source: "stdin") else {
            Issue.record("refused: \(String(describing: FeedDecoder.decode(line, line: 1, source: "stdin")))")
            return
        }
    }

    @Test func aScriptMayStartWithAByteOrderMark() throws {
        let run = try TerminalHarness.run([TerminalHarness.example("counter.json"), "--cells", "20"], stdin: Self.mark + "next\n")
        #expect(run.stderr == "", "\(run.stderr)")
        #expect(run.stdout.contains("> next\n"), "\(run.stdout)")
    }
}
