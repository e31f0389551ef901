import Testing
@testable import BrailleCore

/// The German code, case by case: what de-g0-detailed (capitals marked) and de-g0 (not marked)
/// write for the things screen readers show. Expected braille is written from the German code.
@Suite struct GermanTranslationTests {
    static func braille(_ table: String, _ text: String) throws -> String {
        GermanFixtures.braille(try TableCatalog.table(named: table).translate(text).cells)
    }

    @Test("Letters, umlauts and sharp s", arguments: [
        ("Größe", "⠨⠛⠗⠪⠮⠑", "⠛⠗⠪⠮⠑"),
        ("Übung macht Ärger", "⠨⠳⠃⠥⠝⠛⠀⠍⠁⠉⠓⠞⠀⠨⠜⠗⠛⠑⠗", "⠳⠃⠥⠝⠛⠀⠍⠁⠉⠓⠞⠀⠜⠗⠛⠑⠗"),
        ("STRASSE", "⠘⠎⠞⠗⠁⠎⠎⠑", "⠎⠞⠗⠁⠎⠎⠑"),
        ("café", "⠉⠁⠋⠈⠿", "⠉⠁⠋⠈⠑"),
        ("Łódź", "⠨⠈⠇⠈⠕⠙⠈⠵", "⠈⠇⠈⠕⠙⠈⠵"),
    ])
    func letters(text: String, detailed: String, plain: String) throws {
        #expect(try Self.braille("de-g0-detailed", text) == detailed)
        #expect(try Self.braille("de-g0", text) == plain)
    }

    @Test("Capitals: one capital 4-6, a run or a lone capital 4-5, dot 6 back to small letters", arguments: [
        ("iPhone", "⠊⠨⠏⠓⠕⠝⠑"),
        ("VoiceOver", "⠨⠧⠕⠊⠉⠑⠨⠕⠧⠑⠗"),
        ("iOS 7", "⠊⠘⠕⠎⠀⠼⠛"),
        ("UIKit", "⠘⠥⠊⠅⠠⠊⠞"),
        ("U-Bahn", "⠘⠥⠤⠨⠃⠁⠓⠝"),
        ("GmbH", "⠨⠛⠍⠃⠘⠓"),
        ("Mac OS X", "⠨⠍⠁⠉⠀⠘⠕⠎⠀⠘⠭"),
        ("ABC DEF GHI", "⠘⠁⠃⠉⠀⠘⠙⠑⠋⠀⠘⠛⠓⠊"),
    ])
    func capitals(text: String, expected: String) throws {
        #expect(try Self.braille("de-g0-detailed", text) == expected)
    }

    @Test("English names in German text are German letters", arguments: [
        ("Das iPhone hat VoiceOver.", "⠙⠁⠎⠀⠊⠏⠓⠕⠝⠑⠀⠓⠁⠞⠀⠧⠕⠊⠉⠑⠕⠧⠑⠗⠄"),
        ("Seit iOS 7", "⠎⠑⠊⠞⠀⠊⠕⠎⠀⠼⠛"),
    ])
    func mixedTextWithoutCapitals(text: String, expected: String) throws {
        #expect(try Self.braille("de-g0", text) == expected)
    }

    @Test("Numbers with German separators, units and signs", arguments: [
        ("3,5", "⠼⠉⠂⠑"),
        ("1.000.000", "⠼⠁⠄⠚⠚⠚⠄⠚⠚⠚"),
        ("50 %", "⠼⠑⠚⠼⠚⠴"),
        ("19,99 €", "⠼⠁⠊⠂⠊⠊⠀⠈⠑"),
        ("12:30 Uhr", "⠼⠁⠃⠈⠒⠉⠚⠀⠨⠥⠓⠗"),
        ("22.11.2026", "⠼⠃⠃⠄⠁⠁⠄⠃⠚⠃⠋"),
        ("21 °C", "⠼⠃⠁⠈⠴⠨⠉"),
        ("§ 4", "⠬⠼⠙"),
        ("1 + 2 = 3", "⠼⠁⠀⠈⠖⠼⠃⠀⠈⠶⠼⠉"),
        ("−3", "⠈⠤⠼⠉"),
        ("Kapitel 3: Beginn", "⠨⠅⠁⠏⠊⠞⠑⠇⠀⠼⠉⠠⠒⠀⠨⠃⠑⠛⠊⠝⠝"),
        ("12a", "⠼⠁⠃⠠⠁"),
        ("3er", "⠼⠉⠠⠑⠗"),
        ("32stel", "⠼⠉⠃⠎⠞⠑⠇"),
        ("(Seite 4)", "⠶⠨⠎⠑⠊⠞⠑⠀⠼⠙⠠⠶"),
        ("(Seite 4.)", "⠶⠨⠎⠑⠊⠞⠑⠀⠼⠙⠄⠶"),
        ("€ 5", "⠈⠑⠼⠑"),
    ])
    func numbers(text: String, expected: String) throws {
        #expect(try Self.braille("de-g0-detailed", text) == expected)
    }

    @Test("Quotation marks open with 2-3-6 and close with 3-5-6, whatever their print shape", arguments: [
        ("„Hallo“", "⠦⠨⠓⠁⠇⠇⠕⠴"),
        ("»Hallo«", "⠦⠨⠓⠁⠇⠇⠕⠴"),
        ("«Hallo»", "⠦⠨⠓⠁⠇⠇⠕⠴"),
        ("\"Hallo\"", "⠦⠨⠓⠁⠇⠇⠕⠴"),
        ("‚Hallo‘", "⠠⠦⠨⠓⠁⠇⠇⠕⠠⠴"),
        ("Er sagte: „Ja.“", "⠨⠑⠗⠀⠎⠁⠛⠞⠑⠒⠀⠦⠨⠚⠁⠄⠴"),
    ])
    func quotationMarks(text: String, expected: String) throws {
        #expect(try Self.braille("de-g0-detailed", text) == expected)
    }

    @Test("Abbreviations, dashes and addresses", arguments: [
        ("z. B.", "⠵⠄⠀⠘⠃⠄"),
        ("usw.", "⠥⠎⠺⠄"),
        ("oder – wie", "⠕⠙⠑⠗⠠⠤⠀⠺⠊⠑"),
        ("a - b", "⠁⠀⠠⠤⠀⠃"),
        ("E-Mail", "⠘⠑⠤⠨⠍⠁⠊⠇"),
        ("info@beispiel.de", "⠠⠨⠊⠝⠋⠕⠈⠜⠃⠑⠊⠎⠏⠊⠑⠇⠄⠙⠑"),
        ("www.bfw.de/Seite1", "⠠⠨⠺⠺⠺⠄⠃⠋⠺⠄⠙⠑⠲⠈⠎⠑⠊⠞⠑⠡"),
        ("Nutzer:innen", "⠨⠝⠥⠞⠵⠑⠗⠠⠒⠊⠝⠝⠑⠝"),
        ("Wirklich ?", "⠨⠺⠊⠗⠅⠇⠊⠉⠓⠀⠠⠢"),
        ("Wirklich?", "⠨⠺⠊⠗⠅⠇⠊⠉⠓⠢"),
        ("Text(e)", "⠨⠞⠑⠭⠞⠠⠶⠑⠶"),
    ])
    func abbreviationsAndAddresses(text: String, expected: String) throws {
        #expect(try Self.braille("de-g0-detailed", text) == expected)
    }

    @Test("Position maps stay consistent through sequences, contexts and addresses", arguments: [
        "„Größe“: 3 % – 12:30 Uhr",
        "1+2 und § 4",
        "Mail an info@beispiel.de, iOS 7",
        "UIKit-Elemente für Nutzer:innen",
    ])
    func positionMaps(text: String) throws {
        for name in ["de-g0", "de-g0-detailed"] {
            let t = try TableCatalog.table(named: name).translate(text)
            let scalars = text.unicodeScalars.count
            #expect(t.cellOffsetForInput.count == scalars)
            #expect(t.inputOffsetForCell.count == t.cells.count)
            #expect(zip(t.inputOffsetForCell, t.inputOffsetForCell.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(zip(t.cellOffsetForInput, t.cellOffsetForInput.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(t.inputOffsetForCell.allSatisfy { (0..<scalars).contains($0) })
            #expect(t.cellOffsetForInput.allSatisfy { (0..<t.cells.count).contains($0) })
        }
    }

    @Test("A space dropped before a unit belongs to the unit's cells")
    func droppedSpaceMapsToUnit() throws {
        let t = try TableCatalog.table(named: "de-g0-detailed").translate("3 %")
        #expect(GermanFixtures.braille(t.cells) == "⠼⠉⠼⠚⠴")
        #expect(t.cellOffsetForInput == [0, 2, 2])
        #expect(t.inputOffsetForCell == [0, 0, 1, 1, 1])
    }

    @Test("The tables carry their metadata", arguments: [
        ("de-g0", "German uncontracted braille (Basisschrift), capitals not marked"),
        ("de-g0-detailed", "German uncontracted braille (Basisschrift), capitals marked"),
    ])
    func metadata(name: String, description: String) throws {
        let table = try TableCatalog.table(named: name)
        #expect(table.name == name)
        #expect(table.language == "de")
        #expect(table.description == description)
    }

    @Test("The language tag loads the German table")
    func languageLoadsTable() throws {
        #expect(try TableCatalog.table(forLanguage: "de-AT").name == "de-g0-detailed")
        #expect(try TableCatalog.defaultTable(environment: ["LANG": "de_CH.UTF-8"]).name == "de-g0-detailed")
    }
}
