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
}
