import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

/// The frame of the virtual display: braille row, the characters under the cells, status line.
@Suite struct TerminalFrameTests {
    static func target(_ part: LinePart, _ offset: Int) -> CellTarget {
        CellTarget(elementIdentifier: "e", part: part, offset: offset)
    }

    @Test func aCharacterOfSeveralCellsIsPrintedUnderItsLastCell() {
        // "St 12": ⠠⠎ for S, ⠞, a separator blank, ⠼⠁ for 1, ⠃.
        let cells: [UInt8] = [0x20, 0x0E, 0x1E, 0x00, 0x3C, 0x01, 0x03, 0x00]
        let targets: [CellTarget?] = [Self.target(.label, 0), Self.target(.label, 0), Self.target(.label, 1),
                                      Self.target(.separator, 0), Self.target(.value, 0), Self.target(.value, 0),
                                      Self.target(.value, 1), nil]
        let characters: [Unicode.Scalar?] = ["S", "S", "t", nil, "1", "1", "2", nil]
        #expect(CellCaptions.captions(cells: cells, targets: targets, characters: characters)
                == [" ", "S", "t", " ", " ", "1", "2", " "])
    }

    @Test func theContinuationMarkShowsAnArrowAndWideCharactersTakeTwoColumns() {
        let cells: [UInt8] = [0x11, 0x22, 0x33, 0x07, Viewport.continuationMark]
        let targets: [CellTarget?] = [Self.target(.label, 0), Self.target(.label, 0), Self.target(.label, 0),
                                      Self.target(.label, 1), nil]
        let characters: [Unicode.Scalar?] = ["照", "照", "照", "片", nil]
        #expect(CellCaptions.captions(cells: cells, targets: targets, characters: characters)
                == [" ", "照", "", "·", "→"])
    }

    @Test func theFrameHasOneBrailleCharacterPerCellAndAStatusLine() {
        let status = SessionStatus(element: .init(index: 2, count: 4), page: .init(index: 3, count: 6),
                                   line: .init(index: 1, count: 3), reading: .reading, mode: nil, title: "Reader")
        let row = DisplayFrame.Row(cells: [0x20, 0x01, 0x00, 0x00], targets: [Self.target(.label, 0), Self.target(.label, 0), nil, nil],
                                   characters: ["A", "A", nil, nil])
        let frame = DisplayFrame(rows: [row], status: status)
        #expect(frame.lines == ["⠠⠁⠀⠀", " A", "Reader · element 2 of 4 · page 3 of 6 · line 1 of 3 · reading"])
    }

    @Test(arguments: [
        (SessionStatus(element: nil, mode: nil, title: ""), "no element"),
        (SessionStatus(element: .init(index: 1, count: 1), reading: .paused, mode: "adjusting", title: "Player"),
         "Player · element 1 of 1 · adjusting · paused"),
        (SessionStatus(element: .init(index: 2, count: 3), reading: .reading, mode: "message", title: "Player"),
         "Player · element 2 of 3 · message · reading"),
        (SessionStatus(element: .init(index: 2, count: 3), reading: .off, mode: nil, title: "Player"),
         "Player · element 2 of 3"),
    ])
    func statusLines(status: SessionStatus, text: String) {
        #expect(status.description == text)
    }

    /// The status line follows the navigator's reading state: nothing while reading is off,
    /// `reading` while it runs, `paused` after a key paused it, nothing again on a new screen.
    @Test func theStatusLineSaysWhatContinuousReadingDoes() throws {
        let now = ContinuousClock.now
        var navigator = Navigator(screen: try BridgeLoopTests.counterScreen(), columns: 20)
        #expect(navigator.displayFrame(now: now).status.description == "Task · element 1 of 5")
        navigator.handle(.toggleContinuousReading, now: now)
        #expect(navigator.displayFrame(now: now).status.description == "Task · element 1 of 5 · reading")
        navigator.handle(.nextElement, now: now + .milliseconds(10))
        #expect(navigator.displayFrame(now: now).status.description == "Task · element 1 of 5 · paused",
                "the key only pauses reading")
        navigator.handle(.nextElement, now: now + .milliseconds(20))
        #expect(navigator.displayFrame(now: now).status.description == "Task · element 2 of 5 · paused",
                "reading stays paused while the reader moves")
        navigator.apply(.screenChanged(navigator.screen), now: now + .milliseconds(30))
        #expect(navigator.displayFrame(now: now).status.description == "Task · element 1 of 5",
                "a new screen stops reading")
    }
}
