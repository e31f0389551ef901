import Testing
@testable import BrailleCore

/// Back-translation of what other translators write (issue 15): the `readback` and `readhex`
/// opcodes, context rules read back, addresses, paired marks, and ASCII before look-alikes.
@Suite struct ReadbackTests {
    static let base = """
        letter a 1
        letter b 12
        letter x 1346
        digit 1 1
        numsign 3456
        space \\s 0
        punctuation - 36
        punctuation – 6 36
        """

    static func reader(_ extra: String) throws -> BrailleTable {
        try BrailleTable(source: base + "\n" + extra, path: "test.tbl")
    }

    static func cells(_ braille: String) -> [UInt8] {
        braille.unicodeScalars.map { UInt8($0.value - 0x2800) }
    }

    @Test func aReadbackRuleReadsItsCellsOnlyWhereItsContextHolds() throws {
        let table = try Self.reader("readback start -- nonspace 6 36\nreadback space - nonspace 6 36")
        #expect(table.backTranslate(Self.cells("⠠⠤⠁")).text == "--a")
        #expect(table.backTranslate(Self.cells("⠁⠀⠠⠤⠃")).text == "a -b")
        // A spaced dash keeps the table's own reading; so does one between letters.
        #expect(table.backTranslate(Self.cells("⠁⠀⠠⠤⠀⠃")).text == "a – b")
        #expect(table.backTranslate(Self.cells("⠁⠠⠤⠃")).text == "a–b")
        // Forward translation ignores readback rules.
        #expect(table.translate("--a").cells != Self.cells("⠠⠤⠁"))
    }

    @Test func readbackInsideAnOpenMarkHoldsOnlyWhileThatMarkIsInnermost() throws {
        let table = try Self.reader("""
            punctuation ( 2356
            punctuation ) 2356
            punctuation " 236
            punctuation » 356
            readback ( ) - 356
            """)
        #expect(table.backTranslate(Self.cells("⠶⠁⠴")).text == "(a)")
        #expect(table.backTranslate(Self.cells("⠁⠴")).text == "a»")
    }

    @Test func badReadbackOperandsAreErrorsAtTheirPlace() {
        #expect(throws: TableError.self) { try Self.reader("readback - -- 6 36") }
        #expect(throws: TableError.self) { try Self.reader("readback sometimes - - 36") }
        #expect(throws: TableError.self) { try Self.reader("readhex 6 12567") }
    }

    @Test func readhexReadsAnEscapedCharacter() throws {
        let table = try Self.reader("""
            letter c 14
            letter d 145
            letter e 15
            letter f 124
            addressmark 6 46
            addresschar 1 16
            addresschar 2 126
            addresschar 0 346
            readhex 6 12567 6
            """)
        // '\x2010' in liblouis's German output: U+2010 HYPHEN.
        #expect(table.backTranslate(Self.cells("⠁⠠⡳⠭⠣⠬⠡⠬⠠⠃")).text == "a\u{2010}b")
        // Too few digits: not an escape.
        #expect(table.backTranslate(Self.cells("⠠⡳⠭⠣⠬⠠")).text != "\u{2010}")
    }

    /// liblouis 3.24 `de-g0-detailed.utb` output (observed with lou_translate), read back by brl.
    @Test(arguments: [
        ("git --help", "⠛⠊⠞⠀⠠⠊⠍⠤⠓⠑⠇⠏"),
        ("--help", "⠠⠤⠓⠑⠇⠏"),
        ("push -u", "⠏⠥⠎⠓⠀⠠⠤⠥"),
        ("./-foo", "⠄⠐⠂⠠⠤⠋⠕⠕"),
        ("a -12", "⠁⠀⠈⠤⠼⠁⠃"),
        ("x – y", "⠭⠠⠤⠀⠽"),
        ("(DAS IST)", "⠶⠘⠙⠁⠎⠀⠘⠊⠎⠞⠴"),
        ("j/N", "⠚⠲⠘⠝"),
        ("GRÖẞE", "⠘⠛⠗⠪⠮⠑"),
        ("$ date", "⠈⠎⠀⠙⠁⠞⠑"),
        ("f(x)", "⠋⠠⠶⠭⠶"),
        ("%s(%s): %s", "⠼⠚⠴⠎⠶⠼⠚⠴⠎⠶⠒⠀⠼⠚⠴⠎"),
        ("[-h Rechner] [-f Name]", "⠠⠶⠠⠤⠓⠀⠨⠗⠑⠉⠓⠝⠑⠗⠠⠶⠀⠠⠶⠠⠤⠋⠀⠨⠝⠁⠍⠑⠠⠶"),
        ("echoctl\u{2010} und", "⠑⠉⠓⠕⠉⠞⠇⠠⡳⠭⠣⠬⠡⠬⠠⠀⠥⠝⠙"),
        (".git", "⠠⠨⠄⠛⠊⠞"),
    ])
    func germanReadsWhatLiblouisWrites(text: String, braille: String) throws {
        let table = try TableCatalog.table(named: "de-g0-detailed")
        #expect(table.backTranslate(Self.cells(braille)).text == text)
    }

    /// brl's own German reads back too, where its cells are unambiguous. (Not `list(1)`: German
    /// writes `)` after a digit as 6 2356, the cells of `]`.)
    @Test(arguments: ["Datei(en)", "%s [OPTION]... [DATEI]", "$HOME und \\d", "a:b", "(»%s«)"])
    func germanReadsItsOwnBraille(text: String) throws {
        let table = try TableCatalog.table(named: "de-g0-detailed")
        let back = table.backTranslate(table.translate(text).cells).text
        #expect(BackTranslationCorpusTests.comparable(back) == BackTranslationCorpusTests.comparable(text))
    }

    /// The position maps stay complete over everything these rules read.
    @Test func mapsCoverEveryCellAndCharacter() throws {
        let table = try TableCatalog.table(named: "de-g0-detailed")
        for braille in ["⠛⠊⠞⠀⠠⠊⠍⠤⠓⠑⠇⠏", "⠑⠉⠓⠕⠉⠞⠇⠠⡳⠭⠣⠬⠡⠬⠠⠀⠥⠝⠙", "⠠⠨⠄⠛⠊⠞⠀⠁", "⠶⠘⠙⠁⠎⠀⠘⠊⠎⠞⠴"] {
            let cells = Self.cells(braille)
            let t = table.backTranslate(cells)
            let n = t.text.unicodeScalars.count
            #expect(t.textOffsetForCell.count == cells.count)
            #expect(t.cellOffsetForText.count == n)
            #expect(t.textOffsetForCell.allSatisfy { (0...n).contains($0) }, "\(braille): \(t.textOffsetForCell)")
            #expect(t.cellOffsetForText.allSatisfy { (0..<cells.count).contains($0) })
        }
    }
}
