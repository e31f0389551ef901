@testable import DesktopAccessibility
import Testing

/// The line an editor shows: which objects are editors, and how the app's offsets in the whole
/// text become offsets in the line.
@Suite struct EditedLineTests {
    @Test func anEditableMultiLineTextIsAnEditorAndAReadOnlyOneIsNot() {
        #expect(EditedLine.isEditor(role: .text, states: [.editable, .multiLine]))
        #expect(EditedLine.isEditor(role: .documentText, states: [.editable, .multiLine, .focused]))
        #expect(!EditedLine.isEditor(role: .text, states: [.multiLine]))  // a document: ReadingContent
        #expect(!EditedLine.isEditor(role: .entry, states: [.editable]))  // one line: the whole text
        #expect(!EditedLine.isEditor(role: .label, states: [.editable, .multiLine]))
    }

    @Test func theCaretCountsFromTheLinesStartAndStaysOnIt() {
        let line = EditedLine(text: "Grüße", start: 23)
        #expect(line.offsetInLine(23) == 0)
        #expect(line.offsetInLine(26) == 3)
        #expect(line.offsetInLine(28) == 5)  // after the last character
        #expect(line.offsetInLine(40) == 5)
        #expect(line.offsetInLine(3) == 0)
    }

    @Test func onlyThePartOfASelectionOnTheLineIsShown() {
        let line = EditedLine(text: "Line 2", start: 10)
        #expect(line.rangeInLine(12..<14) == 2..<4)
        #expect(line.rangeInLine(0..<12) == 0..<2)  // from an earlier line
        #expect(line.rangeInLine(14..<40) == 4..<6)  // into a later line
        #expect(line.rangeInLine(0..<10) == nil)
        #expect(line.rangeInLine(16..<20) == nil)
    }
}
