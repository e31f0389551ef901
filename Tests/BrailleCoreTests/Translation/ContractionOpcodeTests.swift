import Testing
@testable import BrailleCore

/// The opcodes contracted braille (en-ueb-g2) added to the format: `foldcase`, `wordbefore`,
/// `wordafter`, `wordbreak`, `lowerword`, `lowerwordjoined`, `nocontractionafterdigit` and the
/// context classes `nonletter` and `wordbegin`; each on a small table of its own.
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
        lowerwordjoined in 35
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

    @Test(arguments: [("be", "⠆"), ("(be)", "⠐⠣⠆⠐⠜"), ("be.", "⠃⠑⠲"), ("be-and", "⠃⠑⠤⠯"), ("and-be", "⠯⠤⠃⠑")])
    func aLowerwordIsSpelledBesideAHyphenToo(text: String, expected: String) throws {
        #expect(try Self.braille(Self.contracted + "\nlowerword be 23", text) == expected)
    }

    @Test func aLowerwordjoinedMayJoinALongerSequenceByAHyphen() throws {
        #expect(try Self.braille(Self.contracted, "and-in") == "⠯⠤⠔")
        #expect(try Self.braille(Self.contracted.replacingOccurrences(of: "lowerwordjoined in", with: "lowerword in"), "and-in") == "⠯⠤⠊⠝")
    }

    /// §10.5.4: joined by a hyphen to letters, `in` is part of a longer sequence with upper dots,
    /// so a lower mark touching the whole does not make it misread (the rulebook's `"teach-in"`).
    @Test(arguments: [("(and-in)", "⠐⠣⠯⠤⠔⠐⠜"), ("(in-and).", "⠐⠣⠔⠤⠯⠐⠜⠲"), ("(in).", "⠐⠣⠔⠐⠜⠲"), ("-in.", "⠤⠊⠝⠲")])
    func aLowerwordjoinedJoinedToLettersIgnoresTheMarksAroundTheWhole(text: String, expected: String) throws {
        let table = Self.contracted.replacingOccurrences(of: "wordafter . ) 's", with: "wordafter . ) 's \"")
            + "\npunctuation \" 6 2356\nwordstart \" 236\nwordend \" 356"
        #expect(try Self.braille(table, text) == expected)
    }

    /// A `wordstart` form holds past `wordbefore` marks, a `wordend` form before punctuation
    /// marks (the rulebook's `("In no way.")`).
    @Test(arguments: [("(\"an\")", "⠐⠣⠦⠁⠝⠴⠐⠜"), ("(\"an.\").", "⠐⠣⠦⠁⠝⠲⠴⠐⠜⠲"), ("a\"n", "⠁⠠⠶⠝")])
    func contextFormsSeePastOpeningAndClosingMarks(text: String, expected: String) throws {
        let table = Self.contracted.replacingOccurrences(of: "wordbefore (", with: "wordbefore ( \"")
            + "\npunctuation \" 6 2356\nwordstart \" 236\nwordend \" 356"
        #expect(try Self.braille(table, text) == expected)
    }

    /// `inword`: after a letter, or after a mark other than a `wordbreak` that follows a letter
    /// (the rulebook's `brown(ing)`, `Ch'ing`); not at a word's start nor after a hyphen.
    @Test(arguments: [("sing", "⠎⠬"), ("s(ing)", "⠎⠐⠣⠬⠐⠜"), ("s'ing", "⠎⠄⠬"), ("(ing", "⠐⠣⠊⠝⠛"), ("ing", "⠊⠝⠛"),
                      ("s-ing", "⠎⠤⠊⠝⠛"), ("1'ing", "⠼⠁⠄⠊⠝⠛")])
    func inwordIsALetterOrAMarkAfterALetter(text: String, expected: String) throws {
        let table = Self.contracted + "\nletter g 1245\ncontext inword ing - 346"
        #expect(try Self.braille(table, text) == expected)
    }

    /// `syllable`: a letter, with a vowel among the letters up to the word's end.
    @Test(arguments: [("bead", "⠆⠁⠙"), ("bet", "⠃⠑⠞"), ("Bents", "⠠⠃⠑⠝⠞⠎"), ("be", "⠃⠑"), ("beta", "⠆⠞⠁"), ("bets.a", "⠃⠑⠞⠎⠲⠁")])
    func syllableIsALetterWithAVowelLaterInTheWord(text: String, expected: String) throws {
        let table = Self.contracted + "\nvowels a e i o u y\ncontext wordbegin be syllable 23"
        #expect(try Self.braille(table, text) == expected)
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

    @Test(arguments: [("bead", "⠆⠁⠙"), ("(bead", "⠐⠣⠆⠁⠙"), ("a-bead", "⠁⠤⠆⠁⠙"), ("a.bead", "⠁⠲⠃⠑⠁⠙"), ("a'bead", "⠁⠄⠃⠑⠁⠙")])
    func wordbeginIsASpaceOrHyphenPastOpeningMarksOnly(text: String, expected: String) throws {
        #expect(try Self.braille(Self.contracted + "\ncontext wordbegin be letter 23", text) == expected)
    }

    @Test(arguments: [
        ("bead", "⠃⠂⠙"), ("Bead", "⠠⠃⠂⠙"), ("BEAD", "⠠⠠⠃⠂⠙"),
        // A small letter before a capital, or after two capitals, is where a contraction's
        // letter context ends (UEB §10.8.2; the rulebook's `SeaWorld`, `TEAspoon`).
        ("bEAd", "⠃⠠⠠⠑⠁⠠⠄⠙"), ("BEAd", "⠠⠠⠃⠑⠁⠠⠄⠙"),
    ])
    func foldcaseEndsALetterContextWhereTheCaseChanges(text: String, expected: String) throws {
        #expect(try Self.braille(Self.contracted + "\ncontext letter ea letter 2", text) == expected)
    }

    @Test func aStrongGroupsignReachesAcrossAChangeOfCase() throws {
        let table = Self.contracted + "\ncontext letter ea letter 2\ncontext letter ed - 1246"
        // A small letter before a capital: `ed` (dot 1) is used across it, `ea` (a lower cell) is not.
        #expect(try Self.braille(table, "bEd") == "⠃⠠⠫")
        #expect(try Self.braille(table, "bEAd") == "⠃⠠⠠⠑⠁⠠⠄⠙")
    }

    @Test(arguments: [("shd", "⠩⠙"), ("sha", "⠎⠓⠁"), ("shi", "⠎⠓⠊"), ("shn", "⠩⠝"), ("sh", "⠎⠓")])
    func consonantIsALetterThatVowelsDoNotList(text: String, expected: String) throws {
        #expect(try Self.braille(Self.contracted + "\nvowels a e i\ncontext wordbegin sh consonant 146", text) == expected)
    }

    @Test func preferstrongLetsALowerGroupsignGiveWayToAnOverlappingOne() throws {
        let table = Self.contracted + "\nletter r 1235\nletter f 124\ncontext letter ea letter 2\nseq ar 345"
        #expect(try Self.braille(table, "fear") == "⠋⠂⠗")
        #expect(try Self.braille(table + "\npreferstrong", "fear") == "⠋⠑⠜")
        #expect(try Self.braille(table + "\npreferstrong", "bead") == "⠃⠂⠙")
        // Not at the start of a word, and not for a contraction of lower cells.
        #expect(try Self.braille(table + "\npreferstrong\ncontext nonletter be letter 23\nseq ed 1246", "bed") == "⠆⠙")
    }

    /// A one-cell strong groupsign gives way to a final-letter groupsign that starts inside it
    /// (the rulebook's `bastion`), at the start of a word too, where the longest sequence that
    /// ends before the final-letter groupsign is written (`thence`: th ence); a one-cell lower one
    /// only inside a word and to one whose first cell is dots 4-6 (`vengeance`; not ness).
    @Test func preferstrongLetsAStrongGroupsignGiveWayToAFinalLetterGroupsign() throws {
        let table = Self.contracted + "\nletter o 135\nseq st 34\ncontext letter tion - 56 1345\nseq en 26\ncontext letter ness - 56 234"
        #expect(try Self.braille(table, "bastion") == "⠃⠁⠌⠊⠕⠝")
        #expect(try Self.braille(table + "\npreferstrong", "bastion") == "⠃⠁⠎⠰⠝")
        #expect(try Self.braille(table + "\npreferstrong", "stion") == "⠎⠰⠝")
        #expect(try Self.braille(table + "\npreferstrong", "teness") == "⠞⠢⠑⠎⠎")
        let initial = table + "\npreferstrong\nseq th 1456\nseq the 2346\ncontext letter ence - 56 15"
        #expect(try Self.braille(initial, "thence") == "⠹⠰⠑")
        let lower = table + "\npreferstrong\nletter g 1245\nletter c 14\ncontext letter ea letter 2\ncontext letter ance - 46 15"
        #expect(try Self.braille(lower, "geance") == "⠛⠑⠨⠑")
    }

    /// A strong groupsign of two consonants (no `vowels`) gives way to a one-cell strong
    /// contraction that starts at its second letter (the rulebook's `asthma`); one with a vowel
    /// does not (`towhee`), nor any without `vowels`.
    @Test func preferstrongLetsAConsonantPairGiveWayToAStrongContraction() throws {
        let table = Self.contracted + "\nletter o 135\nletter w 2456\nletter m 134\nseq st 34\nseq th 1456\nseq ow 246\nseq wh 156\npreferstrong"
        #expect(try Self.braille(table, "asthma") == "⠁⠌⠓⠍⠁")
        #expect(try Self.braille(table + "\nvowels a e i o u y", "asthma") == "⠁⠎⠹⠍⠁")
        #expect(try Self.braille(table + "\nvowels a e i o u y", "towhee") == "⠞⠪⠓⠑⠑")
    }

    @Test func compoundEndsEveryContractionAtThePartsOfItsWord() throws {
        let plain = Self.contracted + "\nseq ea 2\nseq st 34\nseq sh 146"
        let table = plain + "\ncompound be|as|tea\ncompound hats|hade"
        #expect(try Self.braille(plain, "beastea") == "⠃⠂⠌⠂")
        #expect(try Self.braille(plain, "hatshade") == "⠓⠁⠞⠩⠁⠙⠑")
        // No contraction reaches from one part into the next; inside a part they are used (tea).
        #expect(try Self.braille(table, "beastea") == "⠃⠑⠁⠎⠞⠂")
        #expect(try Self.braille(table, "hatshade") == "⠓⠁⠞⠎⠓⠁⠙⠑")
        // Only the whole word, in either case, with marks around it; not inside a longer one.
        #expect(try Self.braille(table, "(Hatshade.") == "⠐⠣⠠⠓⠁⠞⠎⠓⠁⠙⠑⠲")
        #expect(try Self.braille(table, "hatshades") == "⠓⠁⠞⠩⠁⠙⠑⠎")
        #expect(try Self.braille(table, "ahatshade") == "⠁⠓⠁⠞⠩⠁⠙⠑")
    }

    /// `compoundparts`: a word no `compound` names and the file does not hold splits where it is
    /// a first part (a word of four letters or more, a name, a combining form) and a word, in one
    /// place only; the split ends every contraction, as a `compound`'s parts do.
    @Test func compoundPartsSplitAWordNoListHolds() throws {
        let plain = Self.contracted + "\nseq ea 2\nseq st 34\nseq ed 1246"
        let parts = "# parts\ntide\nahead\nbead\nbeads\nheat\n+dean\nbe-\n=heatahead\n"
        let table = try Braille.compile(plain + "\ncompoundparts parts.txt", extraFiles: ["parts.txt": parts])
        let before = try Braille.compile(plain)
        func both(_ text: String) -> (String, String) { (Braille.unicode(text, before), Braille.unicode(text, table)) }
        // tide|ahead: ea no longer bridges the two; inside ahead it is used.
        #expect(both("tideahead") == ("⠞⠊⠙⠂⠓⠂⠙", "⠞⠊⠙⠑⠁⠓⠂⠙"))
        #expect(both("TideAhead.").1 == "⠠⠞⠊⠙⠑⠠⠁⠓⠂⠙⠲")
        // A combining form of two letters before a word (be|ahead).
        #expect(both("beahead") == ("⠃⠂⠓⠂⠙", "⠃⠑⠁⠓⠂⠙"))
        // Not: a word the file holds as no compound; a name as a second part (tide dean); a first
        // part ending in s before t where it is a word without its s (beads|tide: bead's st).
        #expect(both("heatahead").1 == both("heatahead").0)
        #expect(both("tidedean") == ("⠞⠊⠙⠫⠂⠝", "⠞⠊⠙⠫⠂⠝"))
        #expect(both("beadstide") == ("⠃⠂⠙⠌⠊⠙⠑", "⠃⠂⠙⠌⠊⠙⠑"))
        // Nor where a capital after a small letter says where the parts are: TidEahead.
        #expect(both("TidEahead").1 == both("TidEahead").0)
    }

    @Test func compoundPartsFileErrorsNameTheFileAndLine() throws {
        #expect(throws: TableError.self) { try Braille.compile("compoundparts missing.txt") }
        do {
            _ = try Braille.compile("letter a 1\ncompoundparts missing.txt")
        } catch {
            let text = "\(error)"
            #expect(text.contains("test.tbl:2:15: cannot read the compound parts '") && text.hasSuffix("/missing.txt': no such file"), "\(text)")
        }
        do {
            _ = try Braille.compile("compoundparts parts.txt", extraFiles: ["parts.txt": "tide\n\nAhead\n"])
            Issue.record("a capital in the parts file compiled")
        } catch {
            #expect("\(error)".hasSuffix("parts.txt:3:1: a compound part is lowercase letters a-z (a name after '+', a word that is no compound after '=', a combining form before '-'), not 'Ahead'"), "\(error)")
        }
        do {
            _ = try Braille.compile("compoundparts parts.txt\ncompoundparts parts.txt", extraFiles: ["parts.txt": "tide\n"])
            Issue.record("two compoundparts compiled")
        } catch {
            #expect("\(error)".hasSuffix("test.tbl:2:1: a table has one 'compoundparts' file"), "\(error)")
        }
    }

    @Test func possessiveIsAnApostropheWhereNoQuotationIsOpen() throws {
        let table = Self.base + "\npunctuation ‘ 6 236\npunctuation ’ 6 356\nbetweenletters ’ 3\npossessive ’ ‘ s 3"
        #expect(try Self.braille(table, "bats’ den") == "⠃⠁⠞⠎⠄⠀⠙⠑⠝")
        #expect(try Self.braille(table, "bats’.") == "⠃⠁⠞⠎⠄⠲")
        // It closes an open quotation; after another letter, or before a letter, it is not one.
        #expect(try Self.braille(table, "‘bats’ den") == "⠠⠦⠃⠁⠞⠎⠠⠴⠀⠙⠑⠝")
        #expect(try Self.braille(table, "‘a’ bats’") == "⠠⠦⠁⠠⠴⠀⠃⠁⠞⠎⠄")
        #expect(try Self.braille(table, "bat’ den") == "⠃⠁⠞⠠⠴⠀⠙⠑⠝")
        #expect(try Self.braille(table, "its’s") == "⠊⠞⠎⠄⠎")
        // The quotations are counted along the line: each mark sees the ones before it, an
        // apostrophe inside a word closes none, and a second plural after them is one again.
        #expect(try Self.braille(table, "‘a’ ‘b’ bats’ ‘e bats’ beds’") == "⠠⠦⠁⠠⠴⠀⠠⠦⠃⠠⠴⠀⠃⠁⠞⠎⠄⠀⠠⠦⠑⠀⠃⠁⠞⠎⠠⠴⠀⠃⠑⠙⠎⠄")
        #expect(try Self.braille(table, "‘isn’t bats’") == "⠠⠦⠊⠎⠝⠄⠞⠀⠃⠁⠞⠎⠠⠴")
        let many = String(repeating: "bats’ ", count: 2_000)
        #expect(try Self.braille(table, many) == String(repeating: "⠃⠁⠞⠎⠄⠀", count: 2_000))
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
        ("lowerwordjoined in", "test.tbl:1:19: 'lowerwordjoined' needs a string and dots"),
        ("vowels", "test.tbl:1:7: 'vowels' needs one or more letters"),
        ("compound sweetheart", "test.tbl:1:10: 'compound' needs parts of at least one letter separated by '|', at most 64 letters in all"),
        ("compound sweet||heart", "test.tbl:1:10: 'compound' needs parts of at least one letter separated by '|', at most 64 letters in all"),
        ("compound sweet|", "test.tbl:1:10: 'compound' needs parts of at least one letter separated by '|', at most 64 letters in all"),
        ("possessive ’ ‘ s", "test.tbl:1:17: 'possessive' needs a closing mark, its opening mark, a letter and dots"),
        ("compound", "test.tbl:1:1: 'compound' needs one word with its parts separated by '|' (sweet|heart)"),
        ("context wordstart be letter 23", "test.tbl:1:9: unknown context 'wordstart': use -, space, nonspace, letter, nonletter, digit, start, mark, wordbegin, wordend, inword, syllable or consonant"),
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
