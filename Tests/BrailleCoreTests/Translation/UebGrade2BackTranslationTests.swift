import Testing
@testable import BrailleCore

/// Contracted English read back as a reader types it: the capital indicators apply to the
/// letters a contraction stands for, as they do to letters.
@Suite struct UebGrade2BackTranslationTests {
    static let table = try! TableCatalog.table(named: "en-ueb-g2")

    @Test(arguments: [
        ("⠠⠮", "The"), ("⠠⠯", "And"), ("⠠⠃⠢", "Ben"), ("⠠⠠⠮⠽", "THEY"), ("⠠⠠⠯", "AND"),
        ("⠠⠮⠀⠙⠕⠛", "The dog"), ("⠮", "the"),
        // The grade 1 indicator: the next character is itself, not a wordsign or shortform.
        ("⠰⠠⠃", "B"), ("⠰⠠⠁⠃", "Ab"), ("⠃", "but"), ("⠁⠃", "about"),
    ])
    func aCapitalBeforeAContractionCapitalizesItsFirstLetter(braille: String, print: String) throws {
        let cells = try #require(ConformanceVectors.cells(fromBraille: braille))
        #expect(Self.table.backTranslate(cells).text == print)
    }

    /// Real text through brl forward and back (measure.py's round trip): wordsigns only where
    /// they stand alone, groupsigns inside words as letters, digits in numbers, and a capital
    /// before letters rather than a sign that starts with its cells.
    @Test(arguments: [
        "%s failed", "Can't", "“%d” files", "so: %s", "Creating a context", "Access to the display",
        "Conversion version found", "no longer", "update prepaid", "0 and 2", "UTF-8",
        "Cannot read", "Change", "Checking", "account", "conffile", "block", "schema", "technology",
        "grandchildren", "‘word’ said", "meat", "Action",
        // An opening quote after a bracket, a question mark before one; ing inside a word.
        "a (\"%s\") b", "after (?( here", "brown(ing)", "Esther", "business",
    ])
    func realTextComesBack(text: String) throws {
        let forward = Self.table.translate(text).cells
        let back = Self.table.backTranslate(forward).text
        #expect(back == text.replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\""),
                "\(BrailleEncoding.unicode.encode(forward))")
    }
}
