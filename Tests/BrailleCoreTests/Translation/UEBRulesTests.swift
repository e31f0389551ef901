import Testing
import BrailleCore

/// The rules of Unified English Braille grade 1 as en-ueb-g1 applies them. Each expected string is
/// written from the rule (UEB = The Rules of Unified English Braille, 2nd edition, 2013).
@Suite struct UEBRulesTests {
    struct Rule: CustomTestStringConvertible, Sendable {
        var rule: String
        var text: String
        var braille: String
        var testDescription: String { "\(rule): \(text)" }
    }

    static let rules: [Rule] = [
        // §8 capital letter indicator ⠠ before a single capital.
        Rule(rule: "capital letter", text: "Hello", braille: "⠠⠓⠑⠇⠇⠕"),
        Rule(rule: "capitals inside a word", text: "iPhone eBay", braille: "⠊⠠⠏⠓⠕⠝⠑⠀⠑⠠⠃⠁⠽"),
        // §8 capitals word indicator ⠠⠠, terminated by ⠠⠄ before lowercase letters.
        Rule(rule: "capitals word", text: "NASA", braille: "⠠⠠⠝⠁⠎⠁"),
        Rule(rule: "capitals terminator", text: "CDs", braille: "⠠⠠⠉⠙⠠⠄⠎"),
        Rule(rule: "capitals word after lowercase", text: "McDONALD", braille: "⠠⠍⠉⠠⠠⠙⠕⠝⠁⠇⠙"),
        Rule(rule: "hyphenated capitals", text: "X-RAY", braille: "⠠⠭⠤⠠⠠⠗⠁⠽"),
        Rule(rule: "two capitalised words", text: "NEW YORK", braille: "⠠⠠⠝⠑⠺⠀⠠⠠⠽⠕⠗⠅"),
        // §8 capitals passage ⠠⠠⠠ for three or more words, terminator ⠠⠄ after the last.
        Rule(rule: "capitals passage", text: "DO NOT ENTER", braille: "⠠⠠⠠⠙⠕⠀⠝⠕⠞⠀⠑⠝⠞⠑⠗⠠⠄"),
        Rule(rule: "passage then lowercase", text: "READ THIS NOW please", braille: "⠠⠠⠠⠗⠑⠁⠙⠀⠞⠓⠊⠎⠀⠝⠕⠺⠠⠄⠀⠏⠇⠑⠁⠎⠑"),
        Rule(rule: "passage terminator after punctuation", text: "STOP IT NOW.", braille: "⠠⠠⠠⠎⠞⠕⠏⠀⠊⠞⠀⠝⠕⠺⠲⠠⠄"),
        Rule(rule: "numbers inside a passage", text: "ROOM 12 IS OPEN", braille: "⠠⠠⠠⠗⠕⠕⠍⠀⠼⠁⠃⠀⠊⠎⠀⠕⠏⠑⠝⠠⠄"),
        // §6 numeric indicator; digits are a–j.
        Rule(rule: "numeric indicator", text: "1234567890", braille: "⠼⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚"),
        // §6 comma and period continue numeric mode; a leading decimal point takes ⠼.
        Rule(rule: "thousands and decimals", text: "1,234.5", braille: "⠼⠁⠂⠃⠉⠙⠲⠑"),
        Rule(rule: "leading decimal point", text: ".5", braille: "⠼⠲⠑"),
        Rule(rule: "currency", text: "$3.50", braille: "⠈⠎⠼⠉⠲⠑⠚"),
        Rule(rule: "percent", text: "50%", braille: "⠼⠑⠚⠨⠴"),
        // §6 a space inside a number is the numeric space ⠐.
        Rule(rule: "numeric space", text: "1 000", braille: "⠼⠁⠐⠚⠚⠚"),
        // Numeric mode ends at other symbols: a new number takes ⠼ again.
        Rule(rule: "time", text: "10:30", braille: "⠼⠁⠚⠒⠼⠉⠚"),
        Rule(rule: "date", text: "2024-01-15", braille: "⠼⠃⠚⠃⠙⠤⠼⠚⠁⠤⠼⠁⠑"),
        // §6 grade 1 indicator ⠰ before a–j after a number; not before k–z or capitals.
        Rule(rule: "letter sign before a-j", text: "3a", braille: "⠼⠉⠰⠁"),
        Rule(rule: "no letter sign before k-z", text: "4th", braille: "⠼⠙⠞⠓"),
        Rule(rule: "capital ends numeric mode", text: "3GS", braille: "⠼⠉⠠⠠⠛⠎"),
        Rule(rule: "mixed letters and digits", text: "A4 H2O", braille: "⠠⠁⠼⠙⠀⠠⠓⠼⠃⠠⠕"),
        // §5 a lower-cell mark before a letter takes ⠰ so it is not read as a contraction.
        Rule(rule: "question mark between letters", text: "a?b", braille: "⠁⠰⠦⠃"),
        Rule(rule: "question mark at word end", text: "why?", braille: "⠺⠓⠽⠦"),
        // §7 punctuation and quotes.
        Rule(rule: "quotes", text: "“Hi,” she said.", braille: "⠦⠠⠓⠊⠂⠴⠀⠎⠓⠑⠀⠎⠁⠊⠙⠲"),
        Rule(rule: "straight quotes", text: "\"ok\"", braille: "⠦⠕⠅⠴"),
        Rule(rule: "apostrophe", text: "don’t it's", braille: "⠙⠕⠝⠄⠞⠀⠊⠞⠄⠎"),
        Rule(rule: "dashes and ellipsis", text: "a–b—c…", braille: "⠁⠠⠤⠃⠠⠤⠉⠲⠲⠲"),
        // §4 modifiers before the letter; capital before the modifier.
        Rule(rule: "accented letters", text: "Café naïve", braille: "⠠⠉⠁⠋⠘⠌⠑⠀⠝⠁⠘⠒⠊⠧⠑"),
        Rule(rule: "accented capital", text: "École", braille: "⠠⠘⠌⠑⠉⠕⠇⠑"),
        Rule(rule: "combining accents", text: "cafe\u{301} E\u{301}COLE 3e\u{301}", braille: "⠉⠁⠋⠘⠌⠑⠀⠘⠌⠠⠠⠑⠉⠕⠇⠑⠀⠼⠉⠘⠌⠑"),
        // §4 Greek letters.
        Rule(rule: "greek", text: "π Ω", braille: "⠨⠏⠀⠠⠨⠺"),
        // Symbols.
        Rule(rule: "e-mail", text: "a@b.com", braille: "⠁⠈⠁⠃⠲⠉⠕⠍"),
        Rule(rule: "url", text: "http://x.org/a", braille: "⠓⠞⠞⠏⠒⠸⠌⠸⠌⠭⠲⠕⠗⠛⠸⠌⠁"),
        // Undefined characters: '\xHHHH' with the letters and digit shapes.
        Rule(rule: "emoji", text: "😀", braille: "⠄⡳⠽⠁⠋⠋⠚⠚⠄"),
        Rule(rule: "control character", text: "\u{7}", braille: "⠄⡳⠭⠚⠚⠚⠛⠄"),
        Rule(rule: "line break is a blank cell", text: "a\nb\r\nc", braille: "⠁⠀⠃⠀⠀⠉"),
        Rule(rule: "empty", text: "", braille: ""),
    ]

    @Test(arguments: rules)
    func ruleHolds(_ r: Rule) throws {
        #expect(Braille.unicode(r.text, try Braille.table()) == r.braille)
    }
}
