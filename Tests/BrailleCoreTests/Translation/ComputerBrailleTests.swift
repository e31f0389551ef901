import Testing
import BrailleCore

/// en-us-comp8: exactly one cell per character, for edit fields.
@Suite struct ComputerBrailleTests {
    @Test func oneCellPerScalarForAnyText() throws {
        let table = try Braille.table("en-us-comp8")
        var rng = SeededGenerator(seed: 8)
        for _ in 0..<1_000 {
            let text = PositionMapTests.randomText(&rng)
            let t = table.translate(text)
            let n = text.unicodeScalars.count
            #expect(t.cells.count == n)
            #expect(t.inputOffsetForCell == PositionMap(0..<n))
            #expect(t.cellOffsetForInput == PositionMap(0..<n))
        }
    }

    @Test func capitalsCarryDotSevenAndDigitsAreLowerCells() throws {
        let table = try Braille.table("en-us-comp8")
        #expect(table.cellSize == 8)
        #expect(Braille.unicode("Hello, World! 42", table) == "⡓⠑⠇⠇⠕⠠⠀⡺⠕⠗⠇⠙⠮⠀⠲⠆")
        #expect(Braille.unicode("@[\\]^_`{|}~", table) == "⡈⡪⡳⡻⡘⠸⠈⠪⠳⠻⠘")
    }

    @Test func charactersOutsideASCIIAreTheFullCell() throws {
        let table = try Braille.table("en-us-comp8")
        #expect(Braille.unicode("é😀\u{7F}", table) == "⣿⣿⣿")
    }
}
