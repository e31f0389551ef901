import Testing
import BrailleCore

/// The table format of `Tables/README.md`, statement by statement.
@Suite struct TableFormatTests {
    @Test func commentsBlankLinesAndHashAsOperand() throws {
        let table = try Braille.compile("""
            # a comment
               # an indented comment

            sign # 3456 1456
            letter a 1
            """)
        #expect(Braille.unicode("#a", table) == "⠼⠹⠁")
    }

    @Test func dotsRunTogetherHyphenatedBlankAndEightDots() throws {
        let table = try Braille.compile("""
            sign a 125
            sign b 1-2-5
            sign c 0
            sign d 78
            sign e 1 2 3
            cells 8
            """)
        #expect(table.translate("abcde").cells == [0x13, 0x13, 0x00, 0xC0, 0x01, 0x02, 0x04])
        #expect(table.cellSize == 8)
    }

    @Test func charactersByCodePointAndEscapes() throws {
        let table = try Braille.compile("""
            sign U+20AC 4 15
            sign u+1F600 3456
            space \\s 0
            space \\t 0
            sign \\\\ 456 16
            seq \\u{41}\\u{42} 1 12
            """)
        #expect(Braille.unicode("€😀 \t\\AB", table) == "⠈⠑⠼⠀⠀⠸⠡⠁⠃")
    }

    @Test func tableStatementNamesTheTable() throws {
        let table = try Braille.compile("table my-table de-AT A test table, with commas\nletter a 1\n", name: "file.tbl")
        #expect(table.name == "my-table")
        #expect(table.language == "de-AT")
        #expect(table.description == "A test table, with commas")
        let unnamed = try Braille.compile("letter a 1\n", name: "plain.tbl")
        #expect(unnamed.name == "plain")
        #expect(unnamed.language == "und")
    }

    @Test func includeIsRelativeToTheIncludingFileAndLaterDefinitionsWin() throws {
        let table = try Braille.compile("include part.tbi\nletter b 12\nsign a 3456\n",
                                        extraFiles: ["part.tbi": "table ignored xx only the outer file names a table\nletter a 1\nletter b 1\n"])
        #expect(Braille.unicode("ab", table) == "⠼⠃")
        #expect(table.name == "test")
    }

    @Test func sequencesMatchLongestFirstAnywhere() throws {
        let table = try Braille.compile("""
            letter a 1
            letter b 12
            letter c 14
            seq ab 3456
            seq abc 123456
            """)
        #expect(Braille.unicode("abcab", table) == "⠿⠼")
        #expect(Braille.unicode("xab", table).hasSuffix("⠼"))
    }

    @Test func wordsMatchOnlyAsWholeWords() throws {
        let table = try Braille.compile("""
            letter a 1
            letter b 12
            letter n 1345
            letter d 145
            space \\s 0
            punctuation . 256
            word and 12346
            """)
        #expect(Braille.unicode("and", table) == "⠯")
        #expect(Braille.unicode("and.", table) == "⠯⠲")
        #expect(Braille.unicode("band", table) == "⠃⠁⠝⠙")
        #expect(Braille.unicode("anda", table) == "⠁⠝⠙⠁")
    }

    @Test func uppercaseComesFromCaseMappingUnlessDefined() throws {
        let table = try Braille.compile("""
            letter a 1
            letter b 12
            letter B 45 12
            capital 6
            """)
        #expect(Braille.unicode("A", table) == "⠠⠁")
        #expect(Braille.unicode("B", table) == "⠠⠘⠃")
    }

    @Test func undefinedFallbacks() throws {
        let letters = (0..<26).map { "letter \(Character(Unicode.Scalar(97 + $0)!)) \($0 % 6 + 1)" }.joined(separator: "\n")
        let digits = (0..<10).map { "digit \($0) \($0 % 6 + 1)" }.joined(separator: "\n")
        let base = letters + "\n" + digits + "\nsign \\\\ 1256\nsign / 34\n"
        let hex = try Braille.compile(base + "undefined hex\n")
        // \x00e9/ : backslash, x, 0 0 e 9, slash; digits n → dots (n % 6 + 1), letters by alphabet position.
        #expect(hex.translate("é").cells == [0x33, 0x20, 0x01, 0x01, 0x10, 0x08, 0x0C])
        let dots = try Braille.compile(base + "undefined 123456\n")
        #expect(Braille.unicode("é😀", dots) == "⠿⠿")
        let escape = try Braille.compile(base + "undefined escape 3 12567 3\n")
        #expect(escape.translate("😀").cells.count == 9) // ' \ y 1 f 6 0 0 '
        #expect(escape.translate("é").cells.count == 8)  // ' \ x 0 0 e 9 '
    }

    @Test func contextForms() throws {
        let table = try Braille.compile("""
            letter a 1
            space \\s 0
            punctuation ? 236
            beforeletter ? 56 236
            punctuation " 6 2356
            wordstart " 236
            wordend " 356
            punctuation ’ 6 356
            betweenletters ’ 3
            """)
        #expect(Braille.unicode("a?a a?", table) == "⠁⠰⠦⠁⠀⠁⠦")
        #expect(Braille.unicode("\"a\" \"", table) == "⠦⠁⠴⠀⠠⠶")
        #expect(Braille.unicode("a’a a’", table) == "⠁⠄⠁⠀⠁⠠⠴")
    }

    @Test func combiningMarksAreWrittenBeforeTheirBase() throws {
        let table = try Braille.compile("letter e 15\ncombining U+0301 45 34\ncapital 6\n")
        #expect(Braille.unicode("e\u{301}", table) == "⠘⠌⠑")
        #expect(Braille.unicode("E\u{301}", table) == "⠘⠌⠠⠑")
    }
}
