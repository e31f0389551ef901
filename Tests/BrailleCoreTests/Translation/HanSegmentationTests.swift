import Testing
import BrailleCore

/// `weight`: in a table that gives words their frequencies, a run of Han characters is split into
/// its most probable words (the cheapest path through its word lattice), not by the longest word
/// at each place; each character still owns exactly its own cells.
@Suite struct HanSegmentationTests {
    /// 表單相連結 "link to the form": 表單 + 相 + 連結, though 單相 "single-phase" is the word
    /// longest match finds first at 單.
    static let base = """
        char 表 1
        char 單 12
        char 相 14
        char 連 145
        char 結 15
        letter a 2
        space \\s 0
        seq 單相 12 | 14 5

        """
    static let weights = """
        weight 表 100
        weight 相 100
        weight 表單 50
        weight 單相 10
        weight 連結 50

        """

    @Test func withoutWeightsTheLongestWordAtEachPlaceWins() throws {
        let t = try Braille.compile(Self.base).translate("表單相連結")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠁⠃⠉⠐⠙⠑")
        #expect(t.cellOffsetForInput == [0, 1, 2, 4, 5])
    }

    /// 表單·相·連結 (50 × 100 × 50) is more probable than 表·單相·連結 (100 × 10 × 50).
    @Test func theMostProbablePathWins() throws {
        let t = try Braille.compile(Self.base + Self.weights).translate("表單相連結")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠁⠃⠉⠙⠑")
        #expect(t.inputOffsetForCell == [0, 1, 2, 3, 4])
        #expect(t.cellOffsetForInput == [0, 1, 2, 3, 4])
    }

    /// When the `seq` word is the more probable one, its cells are written per character.
    @Test func aChosenSequenceKeepsEachCharactersCells() throws {
        let t = try Braille.compile(Self.base + Self.weights + "weight 單相 100000\n").translate("表單相連結")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠁⠃⠉⠐⠙⠑")
        #expect(t.inputOffsetForCell == [0, 1, 2, 2, 3, 4])
        #expect(t.cellOffsetForInput == [0, 1, 2, 4, 5])
    }

    /// Only the Han run is segmented: letters and spaces around it keep their cells and places,
    /// and a Han character the table does not define is written as undefined inside the run.
    @Test func theRunEndsAtTheFirstCharacterThatIsNotHan() throws {
        let table = try Braille.compile(Self.base + Self.weights + "undefined 3456\n")
        let t = table.translate("a 表單相連結a")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠂⠀⠁⠃⠉⠙⠑⠂")
        #expect(t.cellOffsetForInput == [0, 1, 2, 3, 4, 5, 6, 7])
        let undefined = table.translate("表丁單相")
        #expect(BrailleEncoding.unicode.encode(undefined.cells) == "⠁⠼⠃⠉⠐")
        #expect(undefined.cellOffsetForInput == [0, 1, 2, 3])
    }

    @Test(arguments: [
        ("weight 表單\n", "bad.tbl:1:1: 'weight' needs a string and a frequency (a whole number from 1)"),
        ("weight 表單 x\n", "bad.tbl:1:11: weight must be a whole number from 1 to 4294967295, not 'x'"),
        ("weight 表單 0\n", "bad.tbl:1:11: weight must be a whole number from 1 to 4294967295, not '0'"),
    ])
    func aBrokenWeightNamesThePlace(source: String, message: String) {
        #expect(Braille.error(compiling: source)?.description == message)
    }
}
