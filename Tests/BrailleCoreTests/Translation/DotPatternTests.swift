import Foundation
import Testing
import BrailleCore

/// The one dot-pattern reader, on the shapes of a large Chinese table (`char 丁 1245 2346 3`,
/// `seq 銀行 1456 2 | 1235 1346 2`) that the compiler reads on a short path, and on the shapes
/// beside them that take the general path: both give the same table, and a broken pattern is
/// reported at its place whichever path reads it.
@Suite struct DotPatternTests {
    /// Unicode braille of `text` translated by the table `source` (compiled from memory).
    static func braille(_ text: String, _ source: String) throws -> String {
        BrailleEncoding.unicode.encode(try BrailleTable(source: "cells 8\n" + source, path: "dots.tbl").translate(text).cells)
    }

    /// The message compiling `source` fails with, the file named `bad.tbl`.
    static func failure(_ source: String) -> String? {
        Braille.error(compiling: source).map(\.description)
    }

    struct Spelling: CustomTestStringConvertible, Sendable {
        var source: String
        var testDescription: String { source.debugDescription }
    }

    /// Ways of writing 丁 = dots 1-2-4-5, 2-3-4-6, 3 and 丁丁 = 丁's cells per character.
    static let spellings: [Spelling] = [
        Spelling(source: "char 丁 1245 2346 3\nseq 丁丁 1245 | 2346 3\n"),
        Spelling(source: "char\t丁\t1245\t2346\t3\r\nseq\t丁丁\t1245|2346\t3\r\n"),
        Spelling(source: "char  丁  1-2-4-5 2-3-4-6 3  \nseq 丁丁  5421 |  6432 3\n"),
        Spelling(source: "char U+4E01 1245 2346 3\nseq \\u{4E01}丁 1245 | 2346 3\n"),
        Spelling(source: "char 丁 1245 2346 3\nseq 丁丁 1245 | 2346 3"), // no line end after the last dots
    ]

    @Test(arguments: spellings)
    func everySpellingGivesTheSameCells(_ spelling: Spelling) throws {
        #expect(try Self.braille("丁", spelling.source) == "⠛⠮⠄")
        let table = try BrailleTable(source: "cells 8\n" + spelling.source, path: "dots.tbl")
        let t = table.translate("丁丁")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠛⠮⠄")
        #expect(t.inputOffsetForCell == [0, 1, 1])
    }

    @Test func charactersOfTheIdeographicPlanesTakeTheShortPathToo() throws {
        let source = "char 𠀀 1 2\nchar 丁 3\nseq 𠀀丁 12 | 45\n"
        #expect(try Self.braille("𠀀", source) == "⠁⠂")
        #expect(try Self.braille("丁𠀀", source) == "⠄⠁⠂")
        #expect(try Self.braille("𠀀丁", source) == "⠃⠘")
    }

    @Test func theBlankCellAndHyphensWorkBesideGroups() throws {
        #expect(try Self.braille("丁丁", "seq 丁丁 0|0\n") == "⠀⠀")
        #expect(try Self.braille("丁丁", "seq 丁丁 1-2|0 3\n") == "⠃⠀⠄")
    }

    /// A broken table and its message, as in `TableErrorTests`.
    typealias Failure = TableErrorTests.Case

    static let failures: [Failure] = [
        // A dot given twice: in a run of digits read at once, at the end of the file, in a group.
        Failure(source: "char 丁 1231 2\n", expected: "bad.tbl:1:11: dot 1 is given twice"),
        Failure(source: "char 丁 12 3443", expected: "bad.tbl:1:13: dot 4 is given twice"),
        Failure(source: "seq 丁丁 1 | 2 3 12352\n", expected: "bad.tbl:1:20: dot 2 is given twice"),
        Failure(source: "char 丁 12 1-2-1\n", expected: "bad.tbl:1:15: dot 1 is given twice"),
        // Hyphens, digits out of range and stray characters.
        Failure(source: "char 丁 12- 3\n", expected: "bad.tbl:1:10: a hyphen must stand between two dot numbers"),
        Failure(source: "seq 丁丁 1|-2\n", expected: "bad.tbl:1:10: a hyphen must stand between two dot numbers"),
        Failure(source: "char 丁 1290\n", expected: "bad.tbl:1:10: dot 9 does not exist: dots are 1 to 8 ('0' alone is the blank cell)"),
        Failure(source: "char 丁 12 | 3\n", expected: "bad.tbl:1:11: expected dot numbers 1 to 8, found '|'"),
        Failure(source: "char 丁 12x 3\n", expected: "bad.tbl:1:10: expected dot numbers 1 to 8, found '12x'"),
        // Groups: empty, one too many, too few.
        Failure(source: "seq 丁丁 1 || 2\n", expected: "bad.tbl:1:11: group 2 of the cells is empty: each character of '丁丁' needs at least one cell"),
        Failure(source: "seq 丁丁 1 | 2 |\n", expected: "bad.tbl:1:15: group 3 of the cells is empty: each character of '丁丁' needs at least one cell"),
        Failure(source: "seq 丁丁 1 | 2 | 3\n", expected: "bad.tbl:1:14: more groups of cells than the 2 characters of '丁丁': each character takes one group, separated by '|'"),
        Failure(source: "seq 丁丁丁 1 | 2\n", expected: "bad.tbl:1:9: 2 groups of cells for the 3 characters of '丁丁丁': each character takes one group, separated by '|'"),
        // A Chinese operand that is not one character, and a definition without dots.
        Failure(source: "char 丁丁 1\n", expected: "bad.tbl:1:6: expected one character, found '丁丁' (write a sequence with 'seq')"),
        Failure(source: "char 丁 \n", expected: "bad.tbl:1:7: 'char' needs a character and dots"),
        Failure(source: "seq 丁丁\n", expected: "bad.tbl:1:7: 'seq' needs a string and dots"),
    ]

    @Test(arguments: failures)
    func aBrokenPatternIsReportedAtItsPlace(_ failure: Failure) {
        #expect(Self.failure(failure.source) == failure.expected)
    }

    @Test func moreThan255CellsAreAnError() {
        let cells = Array(repeating: "1", count: 256).joined(separator: " ")
        #expect(Self.failure("char 丁 \(cells)\n") == "bad.tbl:1:8: more than 255 cells")
        #expect(Self.failure("seq 丁丁 1 | \(cells)\n") == "bad.tbl:1:11: more than 255 cells")
        // 255 cells are fine.
        let most = Array(repeating: "1", count: 255).joined(separator: " ")
        #expect(Self.failure("char 丁 \(most)\n") == nil)
    }
}
