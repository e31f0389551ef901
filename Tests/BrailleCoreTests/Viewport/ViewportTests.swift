import Testing
import BrailleCore

@Suite struct ViewportTests {
    func ranges(_ pattern: String, width: Int) throws -> [Range<Int>] {
        try Viewport(line: LineFixtures.line(pattern), width: width).windows.map(\.range)
    }

    @Test func windowsBreakBetweenWords() throws {
        // "ab cd ef" on 5 cells: "ab cd" (its blank after it belongs to it), then "ef".
        #expect(try ranges("ab cd ef", width: 5) == [0..<6, 6..<8])
        #expect(try ranges("ab cd ef", width: 4) == [0..<3, 3..<6, 6..<8])
        #expect(try ranges("ab cd ef", width: 40) == [0..<8])
    }

    @Test func aWordLongerThanTheDisplayIsSplitWithTheMarkInTheLastCell() throws {
        var viewport = try Viewport(line: LineFixtures.line("abcdefghijkl"), width: 5)
        #expect(viewport.windows.map(\.range) == [0..<4, 4..<8, 8..<12])
        #expect(viewport.windows.map(\.continues) == [true, true, false])
        #expect(viewport.displayCells.last == Viewport.continuationMark)
        #expect(viewport.displayCells.dropLast() == viewport.line.cells[0..<4])
        viewport.moveToEnd(.forward)
        #expect(viewport.displayCells == Array(viewport.line.cells[8..<12]) + [0])
    }

    @Test func aOneCellDisplayShowsOneCellPerWindowWithoutMark() throws {
        let viewport = try Viewport(line: LineFixtures.line("abc d"), width: 1)
        #expect(viewport.windows.map(\.range) == [0..<1, 1..<2, 2..<4, 4..<5])
        #expect(viewport.windows.allSatisfy { !$0.continues })
    }

    @Test func blanksPastTheDisplayWidthBelongToTheWindowBeforeThem() throws {
        let viewport = try Viewport(line: LineFixtures.line("abc      de"), width: 4)
        #expect(viewport.windows.map(\.range) == [0..<9, 9..<11])
        #expect(viewport.windows[0].shownCount == 4)
    }

    @Test func panningPastEitherEndChangesNothingAndSaysSo() throws {
        var viewport = try Viewport(line: LineFixtures.line("ab cd ef"), width: 3)
        let r1 = viewport.pan(.backward)
        #expect(r1 == .beforeStart)
        var moves = 0
        while viewport.pan(.forward) == .moved { moves += 1 }
        #expect(moves == viewport.windows.count - 1)
        #expect(viewport.isAtLastWindow)
        let r2 = viewport.pan(.forward)
        #expect(r2 == .pastEnd)
        #expect(viewport.windowIndex == viewport.windows.count - 1)
    }

    @Test func routingKeysLeadToTheCellsTargets() throws {
        var viewport = try Viewport(line: LineFixtures.line("ab cd ef"), width: 5)
        viewport.pan(.forward)
        #expect(viewport.target(forRoutingKey: 1) == CellTarget(elementIdentifier: "e", part: .label, offset: 7))
        #expect(viewport.target(forRoutingKey: 2) == nil)
        #expect(viewport.target(forRoutingKey: -1) == nil)
        let split = try Viewport(line: LineFixtures.line("abcdefgh"), width: 5)
        #expect(split.cellIndex(forRoutingKey: 3) == 3)
        #expect(split.cellIndex(forRoutingKey: 4) == 4, "the continuation mark leads on to the next cell")
    }

    @Test func showingACellChoosesItsWindow() throws {
        var viewport = try Viewport(line: LineFixtures.line("ab cd ef"), width: 3, showingCell: 7)
        #expect(viewport.window.range.contains(7))
        viewport.show(cell: 0)
        #expect(viewport.windowIndex == 0)
        viewport.show(cell: 1000)
        #expect(viewport.isAtLastWindow)
    }

    @Test func anEmptyLineHasOneEmptyWindow() throws {
        let viewport = try Viewport(line: .empty, width: 40)
        #expect(viewport.windows.map(\.range) == [0..<0])
        #expect(viewport.displayCells == Array(repeating: 0, count: 40))
    }

    @Test(arguments: [0, -3, 161])
    func widthsOutside1To160AreRefused(width: Int) {
        #expect(throws: ViewportError.widthOutOfRange(width)) {
            try Viewport(line: LineFixtures.line("ab"), width: width)
        }
    }
}
