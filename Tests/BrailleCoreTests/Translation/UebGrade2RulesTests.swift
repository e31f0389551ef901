import Testing
@testable import BrailleCore

/// Rules of UEB grade 2 as en-ueb-g2 applies them, each written from the rule (The Rules of
/// Unified English Braille, 2nd edition, 2013) and the rulebook's own example where it has one.
@Suite struct UebGrade2RulesTests {
    static let table = try! TableCatalog.table(named: "en-ueb-g2")

    static func braille(_ text: String) -> String {
        BrailleEncoding.unicode.encode(table.translate(text).cells)
    }

    /// §10.10: a contraction does not bridge the parts of a compound word (the generated
    /// `en-ueb-g2-compounds.tbi`); inside each part contractions are used.
    @Test(arguments: [
        ("sweetheart", "⠎⠺⠑⠑⠞⠓⠑⠜⠞"), ("Sweethearts", "⠠⠎⠺⠑⠑⠞⠓⠑⠜⠞⠎"), ("tearoom", "⠞⠂⠗⠕⠕⠍"),
        ("microfilm", "⠍⠊⠉⠗⠕⠋⠊⠇⠍"), ("coworker", "⠉⠕⠐⠺⠻"), ("toenail", "⠞⠕⠑⠝⠁⠊⠇"),
        // A word of three letters after a combining form (the rulebook's infrared; retrofit).
        ("infrared", "⠔⠋⠗⠁⠗⠫"), ("retrofit", "⠗⠑⠞⠗⠕⠋⠊⠞"),
        // Names ending in a place-name element (the rulebook's Jamestown, Stalingrad).
        ("Jamestown", "⠠⠚⠁⠍⠑⠎⠞⠪⠝"), ("Stalingrad", "⠠⠌⠁⠇⠔⠛⠗⠁⠙"), ("Chisholm", "⠠⠡⠊⠎⠓⠕⠇⠍"),
        // A word and the suffix -ness (the rulebook's business, happiness, likeness).
        // s th where st and th overlap (the rulebook's asthma, Esther), but post|humous.
        ("asthma", "⠁⠎⠹⠍⠁"), ("Esther", "⠠⠑⠎⠮⠗"), ("posthumous", "⠏⠕⠌⠓⠥⠍⠳⠎"),
        ("business", "⠃⠥⠎⠊⠰⠎"), ("happiness", "⠓⠁⠏⠏⠊⠰⠎"), ("likeness", "⠇⠊⠅⠑⠰⠎"), ("dinner", "⠙⠔⠝⠻"),
        // Not where the split is a chance one: arc|hive is ar-chive, ins|tall is in-stall.
        ("archive", "⠜⠡⠊⠧⠑"), ("install", "⠔⠌⠁⠇⠇"), ("nothing", "⠝⠕⠹⠬"),
        // Words of the larger lists (wamerican-huge): photo|flash, co|founder (the rulebook's),
        // cross|hairs, non|existing, Charles|town, Aire|dale.
        ("photoflash", "⠏⠓⠕⠞⠕⠋⠇⠁⠩"), ("cofounder", "⠉⠕⠋⠨⠙⠻"), ("crosshairs", "⠉⠗⠕⠎⠎⠓⠁⠊⠗⠎"),
        ("Nonexisting", "⠠⠝⠕⠝⠑⠭⠊⠌⠬"), ("Charlestown", "⠠⠡⠜⠇⠑⠎⠞⠪⠝"), ("Airedale", "⠠⠁⠊⠗⠑⠙⠁⠇⠑"),
        // A part that begins with a groupsign which begins no word spells it (§10.4.3, §10.8.1:
        // the rulebook's disingenuous, electroencephalogram), but an ending keeps it (charmingest,
        // careless); after a combining form the part may be a word of the larger lists (micro|fibril).
        ("disingenuous", "⠲⠔⠛⠢⠥⠳⠎"), ("electroencephalogram", "⠑⠇⠑⠉⠞⠗⠕⠢⠉⠑⠏⠓⠁⠇⠕⠛⠗⠁⠍"),
        ("charmingest", "⠡⠜⠍⠬⠑⠌"), ("careless", "⠉⠜⠑⠨⠎"), ("microfibril", "⠍⠊⠉⠗⠕⠋⠊⠃⠗⠊⠇"),
        // A word of the largest lists (wamerican-insane) after un, non or a combining form of four
        // letters or more (the rulebook's underogatory, §10.7.9: under not where un is a prefix).
        ("underogatory", "⠥⠝⠙⠻⠕⠛⠁⠞⠕⠗⠽"), ("nonamenable", "⠝⠕⠝⠁⠍⠢⠁⠃⠇⠑"),
        // arc and ribo as combining forms (the rulebook's arccosine, riboflavin); arc only where
        // the hyphenation patterns break after it (archeal is ar-che-al, its ch kept).
        ("arccosine", "⠜⠉⠉⠕⠎⠔⠑"), ("riboflavin", "⠗⠊⠃⠕⠋⠇⠁⠧⠔"), ("archeal", "⠜⠡⠂⠇"),
        // no starting a compound of the common lists (the rulebook's noway; nowhere, not n ow here).
        ("noway", "⠝⠕⠺⠁⠽"), ("nowhere", "⠝⠕⠐⠱"), ("nowadays", "⠝⠪⠁⠐⠙⠎"),
        // A prefix whose groupsigns the rulebook bridges keeps a final-letter groupsign out (the
        // rulebook's antitype), a lower one not (antinode).
        ("antitype", "⠁⠝⠞⠊⠞⠽⠏⠑"), ("antinode", "⠁⠝⠞⠔⠕⠙⠑"),
        // ... nor ou, pro's o and the word's u being two vowels (the rulebook's prounion).
        ("prounion", "⠏⠗⠕⠥⠝⠊⠕⠝"), ("prouniversity", "⠏⠗⠕⠥⠝⠊⠧⠻⠎⠰⠽"),
    ])
    func aContractionDoesNotBridgeTheParts(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.11.1 for compounds no list holds (`compoundparts`, the generated `en-ueb-g2-parts.txt`):
    /// a word split into a combining form or a word of the common lists (or a name) and a word,
    /// in one place only (the rulebook's monowheel, flearidden, indiarubber, Southend;
    /// free|desktop, fake|root as text writes them), but not where the parts are a chance (smit|hinge
    /// in SmithInge, whose capital says where they are; keys|tore), nor a word the tables write
    /// whole (somesuch) or whose shortform rule spells it (Goodacre).
    @Test(arguments: [
        ("monowheel", "⠍⠕⠝⠕⠱⠑⠑⠇"), ("flearidden", "⠋⠇⠂⠗⠊⠙⠙⠢"), ("indiarubber", "⠔⠙⠊⠁⠗⠥⠆⠻"), ("Southend", "⠠⠎⠳⠹⠢⠙"),
        ("freedesktop", "⠋⠗⠑⠑⠙⠑⠎⠅⠞⠕⠏"), ("fakeroot", "⠋⠁⠅⠑⠗⠕⠕⠞"), ("SmithInge", "⠠⠎⠍⠊⠹⠠⠬⠑"), ("keystore", "⠅⠑⠽⠌⠕⠗⠑"),
        ("somesuch", "⠐⠎⠎⠡"), ("Goodacre", "⠠⠛⠕⠕⠙⠁⠉⠗⠑"),
    ])
    func aCompoundNoListHoldsIsSplitIntoItsParts(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// Pronunciation (the generated `en-ueb-g2-syllables.tbi`): sh, th, ph, gh are not used where
    /// their h is sounded on its own (§10.4: pot|hole, up|hill, mis|hap, Gates|head, the rulebook's
    /// shanghai; gh before -ham after n, Cunnyngham; th and sh before -heim, Sontheim; day before a
    /// last a, whaddaya); ever only where the stress is on its first e (§10.7.4: fever, never; not severe,
    /// reversed, Perseverance).
    @Test(arguments: [
        ("Cunnyngham", "⠠⠉⠥⠝⠝⠽⠝⠛⠓⠁⠍"), ("gingham", "⠛⠬⠓⠁⠍"),
        ("pothole", "⠏⠕⠞⠓⠕⠇⠑"), ("uphill", "⠥⠏⠓⠊⠇⠇"), ("mishap", "⠍⠊⠎⠓⠁⠏"), ("Gateshead", "⠠⠛⠁⠞⠑⠎⠓⠂⠙"),
        ("Shanghai", "⠠⠩⠁⠝⠛⠓⠁⠊"), ("fever", "⠋⠐⠑"), ("never", "⠝⠐⠑"), ("severe", "⠎⠑⠧⠻⠑"),
        ("reversed", "⠗⠑⠧⠻⠎⠫"), ("Perseverance", "⠠⠏⠻⠎⠑⠧⠻⠨⠑"),
        // th and sh before the place-name element -heim (the rulebook's Sontheim); day before a
        // word's last a, whose syllable its y starts (the rulebook's whaddaya), but not Dayak's.
        ("Sontheim", "⠠⠎⠕⠝⠞⠓⠑⠊⠍"), ("Altheimer", "⠠⠁⠇⠞⠓⠑⠊⠍⠻"), ("Crailsheim", "⠠⠉⠗⠁⠊⠇⠎⠓⠑⠊⠍"),
        ("Sarvodaya", "⠠⠎⠜⠧⠕⠙⠁⠽⠁"), ("whaddaya", "⠱⠁⠙⠙⠁⠽⠁"), ("Dayak", "⠠⠐⠙⠁⠅"), ("holidaying", "⠓⠕⠇⠊⠐⠙⠬"),
        // ong after oo before a vowel, whose syllable the g starts (the rulebook's moongod; not
        // Loongson); ity before a, its y a consonant (the rulebook's pityard, Aditya); know where
        // its ow is that of now (the rulebook's Lucknow; not acknowledge).
        ("moongod", "⠍⠕⠕⠝⠛⠕⠙"), ("Loongson", "⠠⠇⠕⠰⠛⠎⠕⠝"), ("pityard", "⠏⠊⠞⠽⠜⠙"), ("Aditya", "⠠⠁⠙⠊⠞⠽⠁"),
        ("Lucknow", "⠠⠇⠥⠉⠅⠝⠪"), ("acknowledge", "⠁⠉⠐⠅⠇⠫⠛⠑"),
    ])
    func aContractionFollowsThePronunciation(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §5.2: a shape standing alone would start with the groupsign `ed` (⠫): the grade 1
    /// indicator; beside letters it is the shape alone.
    @Test(arguments: [("□ Director", "⠰⠫⠼⠙⠀⠠⠙⠊⠗⠑⠉⠞⠕⠗"), ("(○)", "⠐⠣⠰⠫⠿⠐⠜"), ("a ○ b", "⠁⠀⠰⠫⠿⠀⠰⠃"), ("○a", "⠫⠿⠁")])
    func aShapeStandingAloneTakesTheGrade1Indicator(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §7.6: `’` after the s of a plural where no `‘` is open is an apostrophe (the rulebook's
    /// `the dogs’ bones`); inside a quotation it closes it.
    @Test(arguments: [("the dogs’ bones", "⠮⠀⠙⠕⠛⠎⠄⠀⠃⠐⠕⠎"), ("‘the boss’ said", "⠠⠦⠮⠀⠃⠕⠎⠎⠠⠴⠀⠎⠙")])
    func aPluralPossessiveTakesTheApostrophe(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §5.7.1: the letters of a shortform that may start a longer word, starting one, take the
    /// grade 1 indicator (the rulebook's `Grtsamada`, `BLCUP`: blind before a consonant; `blkid`,
    /// where liblouis writes none); great and blind themselves do not, nor bl before a vowel,
    /// accented ones too (`Bláskógabyggð`).
    @Test(arguments: [
        ("Grtsamada", "⠰⠠⠛⠗⠞⠎⠁⠍⠁⠙⠁"), ("greatly", "⠛⠗⠞⠇⠽"), ("BLCUP", "⠰⠠⠠⠃⠇⠉⠥⠏"), ("blkid", "⠰⠃⠇⠅⠊⠙"),
        ("blindfold", "⠃⠇⠋⠕⠇⠙"), ("bleak", "⠃⠇⠂⠅"), ("Blá", "⠠⠃⠇⠘⠌⠁"),
    ])
    func shortformLettersStartingAWordTakeTheGrade1Indicator(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.4.1: ing does not start a word, but it continues one across an apostrophe or a bracket
    /// inside it (the rulebook's `brown(ing)`, `Ch'ing`); after a hyphen it starts a word (`to-ing`).
    @Test(arguments: [("brown(ing)", "⠃⠗⠪⠝⠐⠣⠬⠐⠜"), ("Ch'ing", "⠠⠡⠄⠬"), ("to-ing", "⠞⠕⠤⠔⠛"), ("(ing)", "⠐⠣⠔⠛⠐⠜")])
    func ingContinuesAWordAcrossAnApostropheOrBracket(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.9.3: a shortform does not start a compound whose next part begins with a capital (the
    /// rulebook's `QuickTax`; `LittleCMS`), but capitals before a small ending keep it (`LETTERs`),
    /// as does a compound in small letters (`quicksand`).
    @Test(arguments: [("QuickTax", "⠠⠟⠥⠊⠉⠅⠠⠞⠁⠭"), ("LittleCMS", "⠠⠇⠊⠞⠞⠇⠑⠠⠠⠉⠍⠎"), ("LETTERs", "⠠⠠⠇⠗⠠⠄⠎"), ("quicksand", "⠟⠅⠎⠯")])
    func aShortformDoesNotStartACompoundBeforeACapital(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.9.3: a shortform inside a longer word that keeps its meaning: such and friend ending a
    /// compound (the rulebook's `somesuch`, `boyfriends`; not `befriended`), about in the
    /// compounds of here, there, where (`hereabouts`; not `marabout`), the colloquial `coulda`.
    @Test(arguments: [
        ("somesuch", "⠐⠎⠎⠡"), ("boyfriends", "⠃⠕⠽⠋⠗⠎"), ("befriended", "⠆⠋⠗⠊⠢⠙⠫"), ("hereabout", "⠐⠓⠁⠃"),
        ("whereabouts", "⠐⠱⠁⠃⠎"), ("marabout", "⠍⠜⠁⠃⠳⠞"), ("coulda", "⠉⠙⠁"), ("musta", "⠍⠌⠁"),
    ])
    func aShortformKeepsItsMeaningInsideALongerWord(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.6.5: be is used at the start of a word only as a syllable: a vowel follows in the word
    /// (the rulebook's `Bev`, `Ben`; `begin` keeps it, `bevy` is bev-y).
    @Test(arguments: [("Bev", "⠠⠃⠑⠧"), ("Ben", "⠠⠃⠢"), ("bevy", "⠃⠑⠧⠽"), ("begin", "⠆⠛⠔"), ("Bench", "⠠⠃⠢⠡")])
    func beIsUsedOnlyAsASyllable(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// A bent arrow is the arrow indicator, ⠲ and the direction it ends in (the rulebook's ENTER key).
    @Test func aBentArrowIsTheArrowBentAndItsDirection() {
        #expect(Self.braille("with ↵ on") == "⠾⠀⠰⠳⠲⠩⠀⠕⠝")
    }

    /// The letters right after a number are written uncontracted, after a comma or point that
    /// continues it too (the rulebook's `1,there`); after a space they are a word of their own.
    @Test(arguments: [("1,there", "⠼⠁⠂⠞⠓⠑⠗⠑"), ("4th", "⠼⠙⠞⠓"), ("2,000 then", "⠼⠃⠂⠚⠚⠚⠀⠮⠝")])
    func lettersAfterANumberAreUncontracted(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.6.10: a word of lower signs only that touches no sign with dot 1 or 4 spells its last
    /// lower groupsign (the rulebook's `bein'`, `enough–bein'`); a bracket with upper dots, a
    /// letter, or a groupsign with dot 4 (ing) keeps them; a wordsign standing alone is kept.
    @Test(arguments: [
        ("bein'", "⠆⠊⠝⠄"), ("enough–bein'", "⠢⠠⠤⠆⠊⠝⠄"), ("BEIN'", "⠠⠠⠆⠊⠝⠄"), ("bein", "⠆⠊⠝"),
        ("(bein')", "⠐⠣⠆⠔⠄⠐⠜"), ("being'", "⠆⠬⠄"), ("linen…", "⠇⠔⠢⠲⠲⠲"), ("be", "⠆"), ("In", "⠠⠔"),
    ])
    func aWordOfLowerSignsSpellsItsLastLowerGroupsign(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }

    /// §10.10: a one-cell groupsign gives way to a contraction of two or more cells that starts
    /// inside it where the word takes fewer cells (the rulebook's `dispirited`, `finesse`,
    /// `aright`), not where it takes as many (`effulgent`, `Cherepon`), nor to a final-letter
    /// groupsign that ends the word (§10.8.4: `citizeness`) or that a prefix would lose
    /// (`inessential`).
    @Test(arguments: [
        ("dispirited", "⠙⠊⠸⠎⠫"), ("finesse", "⠋⠊⠰⠎⠑"), ("businesses", "⠃⠥⠎⠊⠰⠎⠑⠎"), ("ename", "⠑⠐⠝"), ("aright", "⠁⠐⠗"),
        ("Cherepon", "⠠⠡⠻⠑⠏⠕⠝"), ("effulgent", "⠑⠖⠥⠇⠛⠢⠞"), ("citizeness", "⠉⠊⠞⠊⠵⠢⠑⠎⠎"), 
        ("inessential", "⠔⠑⠎⠎⠢⠞⠊⠁⠇"), ("distance", "⠲⠞⠨⠑"),
    ])
    func aOneCellGroupsignGivesWayWhereTheWordTakesFewerCells(text: String, expected: String) {
        #expect(Self.braille(text) == expected)
    }
}
