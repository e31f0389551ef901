import Testing
import BrailleCore

/// `seq` and `word` with their cells given per character (`seq ab 1 | 12`): each character owns
/// its own cells in both position maps, so a routing key on any cell lands on its own character.
@Suite struct SequenceGroupTests {
    static let base = """
        letter a 1
        letter b 12
        letter c 14
        letter d 145
        space \\s 0

        """

    @Test func eachCharacterOfAGroupedSequenceOwnsItsCells() throws {
        let table = try Braille.compile(Self.base + "seq abc 2 3 | 25 | 36 356\n")
        let t = table.translate("dabcd")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠙⠂⠄⠒⠤⠴⠙")
        #expect(t.inputOffsetForCell == [0, 1, 1, 2, 3, 3, 4])
        #expect(t.cellOffsetForInput == [0, 1, 3, 4, 6])
    }

    @Test func anUngroupedSequenceStillMapsToItsFirstCharacter() throws {
        let table = try Braille.compile(Self.base + "seq abc 2 3 25 36 356\n")
        let t = table.translate("dabcd")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠙⠂⠄⠒⠤⠴⠙")
        #expect(t.inputOffsetForCell == [0, 1, 1, 1, 1, 1, 4])
        #expect(t.cellOffsetForInput == [0, 1, 1, 1, 6])
    }

    @Test func groupsNeedNoSpacesAroundTheBar() throws {
        let spaced = try Braille.compile(Self.base + "seq ab 2 | 3\n").translate("ab")
        let tight = try Braille.compile(Self.base + "seq ab 2|3\n").translate("ab")
        #expect(spaced == tight)
        #expect(tight.inputOffsetForCell == [0, 1])
        // The blank cell (0) is a cell like any other.
        let blank = try Braille.compile(Self.base + "seq ab 0|3\n").translate("ab")
        #expect(BrailleEncoding.unicode.encode(blank.cells) == "⠀⠄")
        #expect(blank.inputOffsetForCell == [0, 1])
    }

    @Test func aWholeWordTakesItsGroupsToo() throws {
        let table = try Braille.compile(Self.base + "word ab 2 3 | 25\n")
        let alone = table.translate("c ab")
        #expect(BrailleEncoding.unicode.encode(alone.cells) == "⠉⠀⠂⠄⠒")
        #expect(alone.inputOffsetForCell == [0, 1, 2, 2, 3])
        // Inside a longer word it is not matched: the letters' own cells.
        #expect(BrailleEncoding.unicode.encode(table.translate("cab").cells) == "⠉⠁⠃")
    }

    @Test func aLaterDefinitionReplacesTheGroups() throws {
        let table = try Braille.compile(Self.base + "seq ab 2 | 3\nseq ab 25 36\n")
        let t = table.translate("ab")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠒⠤")
        #expect(t.inputOffsetForCell == [0, 0])
        #expect(t.cellOffsetForInput == [0, 0])
    }

    @Test func groupedSequencesKeepTheMapsValidInRandomText() throws {
        let table = try Braille.compile(Self.base + "seq ab 2 | 3 25\nseq abc 2 | 3 | 36\nseq ca 4 | 5\n")
        var random = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let text = String((0..<Int.random(in: 0...12, using: &random)).map { _ in "abcd ".randomElement(using: &random)! })
            let t = table.translate(text)
            #expect(PositionMapTests.violation(t, scalarCount: text.unicodeScalars.count) == nil, "\(text)")
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        var expected: String
        var testDescription: String { line }
    }

    @Test(arguments: [
        Case(line: "seq abc 1 | 2", expected: "bad.tbl:1:9: 2 groups of cells for the 3 characters of 'abc': each character takes one group, separated by '|'"),
        Case(line: "seq ab 1 | 2 | 4", expected: "bad.tbl:1:14: more groups of cells than the 2 characters of 'ab': each character takes one group, separated by '|'"),
        Case(line: "seq ab 1 |  | 4", expected: "bad.tbl:1:11: group 2 of the cells is empty: each character of 'ab' needs at least one cell"),
        Case(line: "seq 銀行 1456 2 |", expected: "bad.tbl:1:16: group 2 of the cells is empty: each character of '銀行' needs at least one cell"),
        Case(line: "seq ab 1 | 9", expected: "bad.tbl:1:12: dot 9 does not exist: dots are 1 to 8 ('0' alone is the blank cell)"),
    ])
    func aWrongNumberOfGroupsNamesThePlace(_ c: Case) throws {
        let error = try #require(Braille.error(compiling: c.line + "\n"))
        #expect(error.description == c.expected)
    }
}
