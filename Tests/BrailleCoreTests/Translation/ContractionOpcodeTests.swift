import Testing
@testable import BrailleCore

/// The opcodes contracted braille (en-ueb-g2) added to the format: `foldcase`, `wordbefore`,
/// `wordafter`, `wordbreak`, `lowerword`, `nocontractionafterdigit` and the context class
/// `nonletter`; each on a small table of its own.
@Suite struct ContractionOpcodeTests {
    static let base = """
        letter a 1
        letter b 12
        letter d 145
        letter e 15
        letter h 125
        letter i 24
        letter n 1345
        letter s 234
        letter t 2345
        digit 1 1
        space \\s 0
        punctuation . 256
        punctuation ' 3
        punctuation ( 5 126
        punctuation ) 5 345
        punctuation - 36
        capital 6
        capsword 6 6
        capsterminator 6 3
        numsign 3456
        lettersign 56
        seq the 2346
        word and 12346
        word n 56 1345
        lowerword in 35
        """

    static let contracted = base + """

        foldcase
        wordbreak -
        wordbefore (
        wordafter . ) 's
        """

    static func translate(_ table: String, _ text: String) throws -> Translation {
        try TableParser.compile(source: table, path: "test.tbl").translate(text)
    }

    static func braille(_ table: String, _ text: String) throws -> String {
        BrailleEncoding.unicode.encode(try translate(table, text).cells)
    }

    @Test(arguments: [
        ("the", "⠮"), ("The", "⠠⠮"), ("THE", "⠠⠠⠮"), ("THEn", "⠠⠠⠮⠠⠄⠝"),
        // The letters after the first must share one case: no contraction in `tHe`.
        ("tHe", "⠞⠠⠓⠑"), ("ThE", "⠠⠞⠓⠠⠑"),
        // Inside a run of capitals the match stays in capitals: the run ends before `he`.
        ("ATHE", "⠠⠠⠁⠮"), ("AThe", "⠠⠠⠁⠞⠠⠄⠓⠑"),
    ])
    func foldcaseMatchesEitherCaseWithTheCapitalIndicatorsFirst(text: String, expected: String) throws {
        #expect(try Self.braille(Self.contracted, text) == expected)
    }

    @Test func withoutFoldcaseOnlyTheWrittenCaseMatches() throws {
        #expect(try Self.braille(Self.base, "The") == "⠠⠞⠓⠑")
        #expect(try Self.braille(Self.base, "the") == "⠮")
    }

    @Test func aLetterSignTheCellsStartWithGoesBeforeTheCapitalIndicator() throws {
        #expect(try Self.braille(Self.contracted, "n") == "⠰⠝")
        #expect(try Self.braille(Self.contracted, "N") == "⠰⠠⠝")
    }

    @Test(arguments: [
        ("and", "⠯"), ("and.", "⠯⠲"), ("(and)", "⠐⠣⠯⠐⠜"), ("and's", "⠯⠄⠎"), ("and-and", "⠯⠤⠯"),
        // Not standing alone: a letter, or a mark that is not listed, touches the word.
        ("band", "⠃⠁⠝⠙"), ("a.and", "⠁⠲⠁⠝⠙"), ("and'a", "⠁⠝⠙⠄⠁"), ("and's.", "⠯⠄⠎⠲"),
    ])
    func aWordIsUsedOnlyStandingAlone(text: String, expected: String) throws {
        #expect(try Self.braille(Self.contracted, text) == expected)
    }

    @Test func withoutTheStandingAloneOpcodesAWordOnlyAvoidsLetters() throws {
        #expect(try Self.braille(Self.base, "a.and") == "⠁⠲⠯")
    }

    @Test(arguments: [("in", "⠔"), ("in.", "⠊⠝⠲"), ("(in)", "⠐⠣⠔⠐⠜"), ("in-and", "⠔⠤⠯")])
    func aLowerWordNeedsAnUpperDotInTheMarksTouchingIt(text: String, expected: String) throws {
        #expect(try Self.braille(Self.contracted, text) == expected)
        // Where it is spelled, a groupsign of the same letters is not used either.
        #expect(try Self.braille(Self.contracted + "\nseq in 35", text) == expected)
    }

    @Test func lettersRightAfterADigitStayUncontracted() throws {
        let table = Self.contracted + "\nnocontractionafterdigit"
        #expect(try Self.braille(table, "1the") == "⠼⠁⠞⠓⠑")
        #expect(try Self.braille(table, "1 the") == "⠼⠁⠀⠮")
        #expect(try Self.braille(Self.contracted, "1the") == "⠼⠁⠮")
    }

    @Test func nonletterIsAWordBoundary() throws {
        let table = Self.contracted + "\ncontext nonletter be letter 23\nletter b 12"
        #expect(try Self.braille(table, "bead") == "⠆⠁⠙")
        #expect(try Self.braille(table, "(bead") == "⠐⠣⠆⠁⠙")
        #expect(try Self.braille(table, "abead") == "⠁⠃⠑⠁⠙")
    }

    @Test func preferstrongLetsALowerGroupsignGiveWayToAnOverlappingOne() throws {
        let table = Self.contracted + "\nletter r 1235\nletter f 124\ncontext letter ea letter 2\nseq ar 345"
        #expect(try Self.braille(table, "fear") == "⠋⠂⠗")
        #expect(try Self.braille(table + "\npreferstrong", "fear") == "⠋⠑⠜")
        #expect(try Self.braille(table + "\npreferstrong", "bead") == "⠃⠂⠙")
        // Not at the start of a word, and not for a contraction of lower cells.
        #expect(try Self.braille(table + "\npreferstrong\ncontext nonletter be letter 23\nseq ed 1246", "bed") == "⠆⠙")
    }

    @Test func aContractionMapsItsCellsToTheWholeLetterGroup() throws {
        let t = try Self.translate(Self.contracted, "a The")
        #expect(BrailleEncoding.unicode.encode(t.cells) == "⠁⠀⠠⠮")
        #expect(Array(t.inputOffsetForCell) == [0, 1, 2, 2])
        #expect(Array(t.cellOffsetForInput) == [0, 1, 2, 2, 2])
        #expect(t.invariantViolation() == nil)
    }

    @Test(arguments: [
        ("foldcase x", "test.tbl:1:10: 'foldcase' takes no operands"),
        ("wordbefore", "test.tbl:1:11: 'wordbefore' needs one or more characters"),
        ("wordafter", "test.tbl:1:10: 'wordafter' needs one or more strings"),
        ("lowerword in", "test.tbl:1:13: 'lowerword' needs a string and dots"),
    ])
    func malformedLinesNameTheirPlace(line: String, message: String) throws {
        #expect(throws: TableError.self) { try TableParser.compile(source: line, path: "test.tbl") }
        do {
            _ = try TableParser.compile(source: line, path: "test.tbl")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
