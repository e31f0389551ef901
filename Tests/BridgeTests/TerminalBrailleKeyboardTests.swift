import Foundation
import Testing

/// The terminal display's braille keyboard in a real terminal (tmux): `f d s j k l a ;` are
/// dots 1–8, a group is typed with the space bar, `g` makes it a chord.
@Suite(.serialized) struct TerminalBrailleKeyboardTests {
    typealias Pane = TerminalInteractiveTests.Pane

    @Test func typingInTheTaskListsFieldSendsTheWordAndAChordMoves() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.type("'\(TerminalInteractiveTests.bridge)' '\(TerminalHarness.example("task-list.json"))' --display terminal --cells 30 --status-cells off" + TerminalInteractiveTests.afterwards)
        guard pane.waitFor("Tasks · element") else { return }
        try pane.press("End")
        guard pane.waitFor(" New task edt") else { return }
        try pane.press("Tab")
        guard pane.waitFor("braille keyboard (Tab leaves)") else { return }
        // ⠠⠓⠊: dot 6, then dots 1-2-5, then dots 2-4, each group typed with the space bar.
        for group in ["l", "fdk", "dj"] {
            for key in group { try pane.press(String(key)) }
            try pane.press("Space")
        }
        #expect(pane.waitUntil("the typed cells at the caret") { $0.first?.hasPrefix("⠠⠝⠑⠺⠀⠞⠁⠎⠅⠀⠠⠓⠊⣀⠀⠑⠙⠞") ?? false })
        try pane.press("f")
        try pane.press("d")
        #expect(pane.waitFor("braille keyboard (Tab leaves): 12 (space)"), "the group waits for the space bar")
        try pane.press("BSpace")
        #expect(pane.waitFor("braille keyboard (Tab leaves): fdsjkl"), "Backspace drops the group")
        try pane.press("Space")
        #expect(pane.waitFor(#"action: {"action":"insertText","identifier":"new-task","text":"Hi "}"#))
        try pane.press("Enter")
        #expect(pane.waitFor(#"action: {"action":"submit","identifier":"new-task"}"#))
        // Space with dot 1 (g holds the space bar): the previous element.
        try pane.press("f")
        try pane.press("g")
        try pane.press("Space")
        #expect(pane.waitFor(" Answer mail"), "space+1 moves to the previous element")
        try pane.press("Tab")
        try pane.press("q")
        #expect(pane.waitFor("AFTER icanon echo"))
    }
}
