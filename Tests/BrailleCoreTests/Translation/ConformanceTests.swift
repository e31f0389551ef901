import Testing
import BrailleCore

/// UEB grade 1 measured against liblouis's own test vectors (`../shared/conformance`).
@Suite(.tags(.shared)) struct ConformanceTests {
    /// Runs when the vectors are beside the package (`../shared/conformance`); reported as skipped otherwise.
    @Test(.enabled(if: ConformanceVectors.available("en-ueb-g1.tsv"), ConformanceVectors.missing("en-ueb-g1.tsv")))
    func enUebG1PassesAtLeast98Percent() throws {
        try expectForwardRate("en-ueb-g1", vectors: "en-ueb-g1.tsv", atLeast: 0.98)
    }

    /// UEB grade 2 (contracted): the 1,814 rows of the rulebook's examples as liblouis's suite
    /// carries them. The floor is the rate reached (1,718/1,814 with the case-change, word-beginning,
    /// lower-wordsign and shortform-compound rules, the generated compound words (also -ness, place
    /// names), shapes, plural possessives, `inword` ing, `syllable` be and the `preferstrong`
    /// overlaps; 1,752 with the lower signs rule for groupsigns, `bein'`, and fewer cells where
    /// a one-cell groupsign overlaps a longer contraction, `dispirited`, `finesse`, `aright`; 1,767
    /// with the compounds and syllables of the larger word lists; 1,796, the issue's 99%, with the
    /// compounds no list holds split into the words of the lists, `compoundparts`);
    /// raise it as rules land.
    @Test(.enabled(if: ConformanceVectors.available("en-ueb-g2.tsv"), ConformanceVectors.missing("en-ueb-g2.tsv")))
    func enUebG2PassesAtLeastItsFloor() throws {
        try expectForwardRate("en-ueb-g2", vectors: "en-ueb-g2.tsv", atLeast: 0.99)
    }

    /// UEB grade 2 read back: the 139 rows of contracted braille and their print. The floor is
    /// the rate reached (96%: 134 rows, once wordsigns are read only where they stand alone and
    /// lower groupsigns inside words as letters); the other 5 expect a blank braille cell, not a
    /// space, between the words of the print (liblouis's output), which `brl-translate
    /// --backward` compares as equal (139/139).
    @Test(.enabled(if: ConformanceVectors.available("en-ueb-g2-backward.tsv"), ConformanceVectors.missing("en-ueb-g2-backward.tsv")))
    func enUebG2ReadsBackAtLeastItsFloor() throws {
        let table = try TableCatalog.table(named: "en-ueb-g2")
        try expectRate("en-ueb-g2 backward", vectors: "en-ueb-g2-backward.tsv", atLeast: 0.963) { braille in
            ConformanceVectors.cells(fromBraille: braille).map { table.backTranslate($0).text } ?? "(not braille)"
        }
    }

    /// Translates every row of `vectors` with table `name` and expects the rate to be at least `floor`.
    private func expectForwardRate(_ name: String, vectors: String, atLeast floor: Double) throws {
        let table = try TableCatalog.table(named: name)
        try expectRate(name, vectors: vectors, atLeast: floor) { BrailleEncoding.unicode.encode(table.translate($0).cells) }
    }

    /// Gives every row's input of `vectors` to `convert`, prints the rate and the failures under
    /// `name`, and expects the rate to be at least `floor`.
    private func expectRate(_ name: String, vectors: String, atLeast floor: Double,
                            _ convert: (String) -> String) throws {
        let rows = try ConformanceVectors.rows(vectors)
        try #require(!rows.isEmpty)
        var failures: [String] = []
        for row in rows {
            let got = convert(row.input)
            if got != row.expected {
                failures.append("line \(row.line): \(row.input.debugDescription) expected \(row.expected) got \(got)")
            }
        }
        let passed = rows.count - failures.count
        let rate = Double(passed) / Double(rows.count)
        print("conformance \(name): \(passed)/\(rows.count) rows pass (\(String(format: "%.2f", rate * 100))%)")
        for failure in failures { print("  " + failure) }
        #expect(rate >= floor, "pass rate \(rate) below \(floor)")
    }
}
