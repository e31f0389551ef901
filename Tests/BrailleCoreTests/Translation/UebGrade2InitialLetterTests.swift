import Testing
@testable import BrailleCore

/// Where UEB grade 2 limits its initial-letter contractions and final-letter groupsigns (§10.7,
/// §10.8) and its wordsigns' endings (§10.2.2), as en-ueb-g2 applies them; the rulebook's own
/// examples where it has them.
@Suite struct UebGrade2InitialLetterTests {
    static func braille(_ text: String) -> String {
        UebGrade2RulesTests.braille(text)
    }

    /// §10.7.2: upon, these, those, whose and there only where their meaning as a whole word is
    /// kept (the rulebook's Dupont, Theseus, Thoseby, spathose, isothere, coupon; whereupon, therefore).
    @Test(arguments: [
        ("Dupont", "⠠⠙⠥⠏⠕⠝⠞"), ("Theseus", "⠠⠮⠎⠑⠥⠎"), ("Thoseby", "⠠⠹⠕⠎⠑⠃⠽"), ("spathose", "⠎⠏⠁⠹⠕⠎⠑"),
        ("isothere", "⠊⠎⠕⠮⠗⠑"), ("Theresa", "⠠⠮⠗⠑⠎⠁"), ("whereupon", "⠐⠱⠘⠥"), ("there(upon)", "⠐⠮⠐⠣⠘⠥⠐⠜"),
        ("hereupon", "⠐⠓⠘⠥"), ("coupon", "⠉⠳⠏⠕⠝"),
        ("therefore", "⠐⠮⠿⠑"), ("these/those", "⠘⠮⠸⠌⠘⠹"), ("whosesoever", "⠘⠱⠎⠕⠐⠑"),
    ])
    func aWholeWordContractionKeepsItsMeaning(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.7.6: one is not used after the letter o (the rulebook's Boone, Rooney); money keeps it,
    /// spooner its er and loooong its ong.
    @Test(arguments: [
        ("Boone", "⠠⠃⠕⠕⠝⠑"), ("Rooney", "⠠⠗⠕⠕⠝⠑⠽"), ("money", "⠍⠐⠕⠽"), ("spooner", "⠎⠏⠕⠕⠝⠻"),
        ("loooong", "⠇⠕⠕⠕⠰⠛"),
    ])
    func oneIsNotUsedAfterO(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.7.3-§10.7.8: had, here, one and time only as they sound in the word (the generated
    /// `en-ueb-g2-syllables.tbi`, the rulebook's Hades, Hadrian, menhaden, Hereford, baronet,
    /// colonel, krone, centime); where they do, they are used (hadn't, hereafter, phone, sometime), and tion
    /// keeps its sign before a spelled one (auctioneer), ness after it (baroness). A contraction
    /// ending in the t of a th sounded as one gives way to it (Parthenon, Parthian; apartheid and
    /// righthand sound t and h apart).
    @Test(arguments: [
        ("Hades", "⠠⠓⠁⠙⠑⠎"), ("Hadrian", "⠠⠓⠁⠙⠗⠊⠁⠝"), ("menhaden", "⠍⠢⠓⠁⠙⠢"), ("hadn't", "⠸⠓⠝⠄⠞"),
        ("Hereford", "⠠⠓⠻⠑⠿⠙"), ("hereafter", "⠐⠓⠁⠋⠞⠻"), ("baronet", "⠃⠜⠕⠝⠑⠞"), ("colonel", "⠉⠕⠇⠕⠝⠑⠇"),
        ("krone", "⠅⠗⠕⠝⠑"), ("centime", "⠉⠢⠞⠊⠍⠑"), ("phone", "⠏⠓⠐⠕"), ("sometime", "⠐⠎⠐⠞"), ("auctioneer", "⠁⠥⠉⠰⠝⠑⠻"),
        ("baroness", "⠃⠜⠕⠰⠎"), ("Parthenon", "⠠⠏⠜⠮⠝⠕⠝"), ("Parthian", "⠠⠏⠜⠹⠊⠁⠝"),
        ("apartheid", "⠁⠐⠏⠓⠑⠊⠙"), ("righthand", "⠐⠗⠓⠯"),
    ])
    func anInitialLetterContractionIsUsedAsItSounds(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.6.1: be, con and dis only where they are the first syllable (the rulebook's beverage,
    /// benzene, dishevel, beneficent, conch, coneys; begin, dissect keep them, as do be before a
    /// word, betook, bemusement, and con in the abbreviations Conn. and cont.).
    @Test(arguments: [
        ("beverage", "⠃⠐⠑⠁⠛⠑"), ("benzene", "⠃⠢⠵⠢⠑"), ("begin", "⠆⠛⠔"), ("dishevel", "⠙⠊⠩⠑⠧⠑⠇"),
        ("dissect", "⠲⠎⠑⠉⠞"), ("beneficent", "⠆⠝⠑⠋⠊⠉⠢⠞"), ("conch", "⠉⠕⠝⠡"), ("coneys", "⠉⠐⠕⠽⠎"),
        ("conk", "⠉⠕⠝⠅"), ("betook", "⠆⠞⠕⠕⠅"), ("bemusement", "⠆⠍⠥⠎⠑⠰⠞"), ("bedding", "⠃⠫⠙⠬"),
        ("Conn.", "⠠⠒⠝⠲"), ("cont.", "⠒⠞⠲"),
    ])
    func beConDisAreUsedOnlyAsTheFirstSyllable(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.10: a groupsign gives way to a final-letter groupsign that overlaps it where the word
    /// takes fewer cells (the rulebook's thence, vengeance), not to ness or ful where §10.8.4 or
    /// the syllables keep them out (citizeness, effulgent); no ness across a word ending in en and
    /// the feminine -ess (§10.8.4: heathen|ess).
    @Test(arguments: [
        ("thence", "⠹⠰⠑"), ("vengeance", "⠧⠢⠛⠑⠨⠑"), ("bastion", "⠃⠁⠎⠰⠝"), ("fear", "⠋⠑⠜"),
        ("citizeness", "⠉⠊⠞⠊⠵⠢⠑⠎⠎"), ("effulgent", "⠑⠖⠥⠇⠛⠢⠞"), ("heatheness", "⠓⠂⠮⠝⠑⠎⠎"),
    ])
    func aGroupsignGivesWayToAFinalLetterGroupsign(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.8.3: ity is not used in the rulebook's five words (biscuity, fruity, rabbity); other
    /// words keep it (gratuity).
    @Test(arguments: [("biscuity", "⠃⠊⠎⠉⠥⠊⠞⠽"), ("fruity", "⠋⠗⠥⠊⠞⠽"), ("rabbity", "⠗⠁⠆⠊⠞⠽"), ("gratuity", "⠛⠗⠁⠞⠥⠰⠽")])
    func ityIsNotUsedInTheListedWords(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.2.2: a wordsign stands alone with 'd, 'll, 're, 's, 't or 've after it, not 'm (the
    /// rulebook's you'm).
    @Test(arguments: [("you'm", "⠽⠳⠄⠍"), ("you'll", "⠽⠄⠇⠇")])
    func aWordsignTakesOnlyTheListedEndings(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }
}
