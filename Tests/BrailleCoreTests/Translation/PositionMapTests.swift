import Testing
import BrailleCore

/// Both position maps: complete, non-decreasing, in range, and pointing where they should.
@Suite struct PositionMapTests {
    /// The first broken promise of `t`'s maps for a text of `n` scalars (``Translation/invariantViolation()``).
    static func violation(_ t: Translation, scalarCount n: Int) -> String? {
        if t.cellOffsetForInput.count != n { return "cellOffsetForInput has \(t.cellOffsetForInput.count) entries for \(n) scalars" }
        return t.invariantViolation()
    }

    @Test(arguments: [
        (Translation(cells: [1, 2], inputOffsetForCell: [1, 0], cellOffsetForInput: [0, 1]), "inputOffsetForCell decreases at cell 1"),
        (Translation(cells: [1], inputOffsetForCell: [0], cellOffsetForInput: [0, 3]), "scalar 1 maps to cell 3, out of range"),
        (Translation(cells: [1, 2], inputOffsetForCell: [0], cellOffsetForInput: [0]), "inputOffsetForCell has 1 entries for 2 cells"),
        (Translation(cells: [], inputOffsetForCell: [], cellOffsetForInput: [0]), "0 cells for 1 scalars"),
        (Translation(cells: [1, 2], inputOffsetForCell: [0, 1], cellOffsetForInput: [1, 1]), "scalar 0's first cell comes from a later scalar"),
    ])
    func brokenMapsAreNamed(translation: Translation, problem: String) {
        #expect(translation.invariantViolation() == problem)
    }

    @Test func indicatorsBelongToTheCharacterTheyPrecede() throws {
        let t = try Braille.table().translate("Hi 3a")
        // ⠠ ⠓ ⠊ ⠀ ⠼ ⠉ ⠰ ⠁
        #expect(t.inputOffsetForCell == [0, 0, 1, 2, 3, 3, 4, 4])
        #expect(t.cellOffsetForInput == [0, 2, 3, 4, 6])
    }

    @Test func passageTerminatorBelongsToTheLastCapitalisedWord() throws {
        let t = try Braille.table().translate("A B C d")
        // ⠠⠠⠠ ⠁ ⠀ ⠃ ⠀ ⠉ ⠠⠄ ⠀ ⠙
        #expect(t.inputOffsetForCell == [0, 0, 0, 0, 1, 2, 3, 4, 4, 4, 5, 6])
        #expect(t.cellOffsetForInput == [0, 4, 5, 6, 7, 10, 11])
    }

    @Test func everyCellOfAnUndefinedCharacterMapsToIt() throws {
        let t = try Braille.table().translate("a😀b")
        #expect(t.cells.count == 11)
        #expect(Array(t.inputOffsetForCell) == [0] + Array(repeating: 1, count: 9) + [2])
        #expect(t.cellOffsetForInput == [0, 1, 10])
    }

    @Test func combiningMarkSharesTheCellsOfItsBase() throws {
        let table = try Braille.compile("letter e 15\ncombining U+0301 45 34\n")
        let t = table.translate("e\u{301}e")
        #expect(t.inputOffsetForCell == [0, 0, 0, 2])
        #expect(t.cellOffsetForInput == [0, 0, 3])
    }

    @Test func sequenceScalarsShareTheirFirstCell() throws {
        let table = try Braille.compile("letter a 1\nseq xyz 3456 123456\n")
        let t = table.translate("axyza")
        #expect(t.inputOffsetForCell == [0, 1, 1, 4])
        #expect(t.cellOffsetForInput == [0, 1, 1, 1, 3])
    }

    @Test func emptyInputGivesEmptyMaps() throws {
        let t = try Braille.table().translate("")
        #expect(t.cells.isEmpty && t.inputOffsetForCell.isEmpty && t.cellOffsetForInput.isEmpty)
    }

    @Test func longLineKeepsExactMaps() throws {
        let text = String(repeating: "The NASA rover drove 1,234.5 m on 2024-01-15 “quietly”… ", count: 2_000)
        let t = try Braille.table().translate(text)
        #expect(Self.violation(t, scalarCount: text.unicodeScalars.count) == nil)
    }

    /// Random strings over a mix of ASCII, Latin, Greek, symbols, combining marks, controls,
    /// surrogate-free astral scalars and unassigned code points, from a fixed seed.
    static func randomText(_ rng: inout SeededGenerator) -> String {
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0x41...0x5A, 0x30...0x39, 0x00...0x1F, 0xA0...0x17F,
            0x300...0x36F, 0x370...0x3FF, 0x2000...0x2BFF, 0x4E00...0x9FFF, 0x1F300...0x1FAFF, 0xE000...0xF8FF, 0x10000...0x10FFFF,
        ]
        var s = String.UnicodeScalarView()
        let length = Int(rng.next() % 40)
        for _ in 0..<length {
            let pool = pools[Int(rng.next() % UInt64(pools.count))]
            let value = pool.lowerBound + UInt32(rng.next() % UInt64(pool.count))
            if let scalar = Unicode.Scalar(value) { s.append(scalar) }
        }
        return String(s)
    }

    @Test(arguments: ["en-ueb-g1", "en-us-comp8"])
    func randomUnicodeNeverBreaksTheMaps(_ tableName: String) throws {
        let table = try Braille.table(tableName)
        var rng = SeededGenerator(seed: 0xB4A1_11E5)
        for case_ in 0..<3_000 {
            let text = Self.randomText(&rng)
            let t = table.translate(text)
            if let problem = Self.violation(t, scalarCount: text.unicodeScalars.count) {
                Issue.record("case \(case_) \(text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }): \(problem)")
                return
            }
        }
    }
}
