import Testing
@testable import BrailleBridge

/// How wide the virtual display is in a terminal window, and how its lines are cut to the window.
@Suite struct TerminalWidthTests {
    @Test(arguments: [
        (40, 60, 40), (40, 40, 40), (40, 25, 25), (40, 1, 1), (20, 160, 20),
    ])
    func theDisplayIsCellsWideButNeverWiderThanTheWindow(cells: Int, windowColumns: Int, width: Int) {
        #expect(DisplayWidth(requested: cells, terminalColumns: windowColumns).cells == width)
    }

    @Test func itWidensBackUpToCellsWhenTheWindowGrows() {
        var width = DisplayWidth(requested: 40, terminalColumns: 60)
        #expect(width.update(terminalColumns: 25) == true)
        #expect(width.cells == 25)
        #expect(width.update(terminalColumns: 30) == true)
        #expect(width.cells == 30)
        #expect(width.update(terminalColumns: 100) == true)
        #expect(width.cells == 40)
        #expect(width.update(terminalColumns: 41) == false, "still 40: nothing to lay out again")
    }

    @Test(arguments: [nil, 0, -3] as [Int?])
    func aWindowSizeThatIsUnknownOrBelowOneColumnKeepsTheLastWidth(windowColumns: Int?) {
        var width = DisplayWidth(requested: 40, terminalColumns: 25)
        #expect(width.update(terminalColumns: windowColumns) == false)
        #expect(width.cells == 25)
        #expect(DisplayWidth(requested: 40, terminalColumns: windowColumns).cells == 40, "at start: --cells")
    }

    @Test(arguments: [
        ("Task · element 4 of 5", 40, "Task · element 4 of 5"),
        ("Task · element 4 of 5", 21, "Task · element 4 of 5"),
        ("Task · element 4 of 5", 20, "Task · element 4 of…"),
        ("Task · element 4 of 5", 12, "Task · elem…"),
        ("Task · element 4 of 5", 1, "…"),
        ("照片 · element 1 of 2", 6, "照片 …"),
        ("照片 · element 1 of 2", 4, "照…"),
        ("⠠⠎⠞⠁⠗⠞", 4, "⠠⠎⠞…"),
    ])
    func aLineIsCutToTheWindowWithAnEllipsis(line: String, columns: Int, shown: String) {
        let cut = TerminalLine.clipped(line, toColumns: columns)
        #expect(cut == shown)
        #expect(TerminalLine.columns(cut) <= columns)
    }
}
