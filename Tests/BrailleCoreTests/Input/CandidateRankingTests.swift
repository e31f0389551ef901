import Testing
import BrailleCore

/// The input method's candidates: longest phrase first, then by frequency; the best conversion
/// of a run of syllables; syllables typed without a tone match every tone.
@Suite struct CandidateRankingTests {
    /// A small dictionary whose frequencies decide every order below.
    static let data = """
        # text, reading, frequency
        你\tㄋㄧˇ\t500
        擬\tㄋㄧˇ\t90
        泥\tㄋㄧˊ\t80
        好\tㄏㄠˇ\t800
        號\tㄏㄠˋ\t300
        你好\tㄋㄧˇ ㄏㄠˇ\t120
        擬好\tㄋㄧˇ ㄏㄠˇ\t10
        你們\tㄋㄧˇ ㄇㄣ˙\t900
        世\tㄕˋ\t50
        是\tㄕˋ\t2000
        但是\tㄉㄢˋ ㄕˋ\t700
        世界\tㄕˋ ㄐㄧㄝˋ\t400
        是否\tㄕˋ ㄈㄡˇ\t100
        界\tㄐㄧㄝˋ\t60
        好世\tㄏㄠˇ ㄕˋ\t1
        """

    static let ranking = CandidateRanking(dictionary: PhraseDictionary(text: data, file: "test"))

    static func typed(_ syllables: String...) -> [ZhuyinSyllable] { syllables.map { ZhuyinSyllable($0)! } }

    @Test func aWholeRunComesFirstThenLongerPhrasesThenCharactersEachByFrequency() {
        let candidates = Self.ranking.candidates(for: Self.typed("ㄋㄧˇ", "ㄏㄠˇ"))
        #expect(candidates.map(\.text) == ["你好", "擬好", "你", "擬"])
        #expect(candidates.map(\.syllableCount) == [2, 2, 1, 1])
    }

    @Test func aCharacterIsShownWithTheMostFrequentWordThatStartsWithIt() {
        let candidates = Self.ranking.candidates(for: Self.typed("ㄕˋ"))
        #expect(candidates.map(\.text) == ["是", "世"])
        // 是否 (100) before 但是 (700): a word the character starts explains it best.
        #expect(candidates.map(\.word) == ["是否", "世界"])
        // A character that starts no word: the word it ends.
        #expect(Self.ranking.candidates(for: Self.typed("ㄐㄧㄝˋ")).map(\.word) == ["世界"])
    }

    @Test func theBestConversionTakesTheFewestPhrasesThenTheMostFrequent() {
        #expect(Self.ranking.bestConversion(of: Self.typed("ㄋㄧˇ", "ㄏㄠˇ", "ㄕˋ", "ㄐㄧㄝˋ")) == "你好世界")
        // A phrase beats characters, even frequent ones.
        #expect(Self.ranking.bestConversion(of: Self.typed("ㄏㄠˇ", "ㄕˋ")) == "好世")
        // Two ways of two phrases: 好 + 世界 (800 × 400) beats 好世 + 界 (1 × 60).
        #expect(Self.ranking.bestConversion(of: Self.typed("ㄏㄠˇ", "ㄕˋ", "ㄐㄧㄝˋ")) == "好世界")
        // A syllable no character reads stays in Zhuyin.
        #expect(Self.ranking.bestConversion(of: Self.typed("ㄋㄧˇ", "ㄅㄚ")) == "你ㄅㄚ")
    }

    @Test func aSyllableWithoutItsToneMatchesEveryTone() {
        #expect(Self.ranking.candidates(for: Self.typed("ㄋㄧ")).map(\.text) == ["你", "擬", "泥"])
        #expect(Self.ranking.candidates(for: Self.typed("ㄏㄠ")).map(\.text) == ["好", "號"])
        #expect(Self.ranking.candidates(for: Self.typed("ㄋㄧ", "ㄏㄠ")).first?.text == "你好")
    }

    @Test func badLinesAreLeftOutAndNamedByFileAndLine() {
        let dictionary = PhraseDictionary(text: "你\tㄋㄧˇ\t5\n好\tㄏㄠˇ\tmany\n你好\tㄋㄧˇ\t3\n好\tabc\t1\n", file: "mine.txt")
        #expect(dictionary.problems.map(\.description) == [
            "mine.txt:2: frequency 'many' is not a whole number",
            "mine.txt:3: '你好' has 2 characters but its reading 1 syllables",
            "mine.txt:4: reading 'abc' is not Zhuyin syllables with tone marks",
        ])
        #expect(dictionary.phrases(matching: Self.typed("ㄋㄧˇ")).map(\.text) == ["你"])
    }

    @Test func theBundledDataReadsWithoutProblemsAndConvertsASentence() throws {
        let dictionary = try PhraseDictionary.bundled.get()
        #expect(dictionary.problems.isEmpty)
        let ranking = CandidateRanking(dictionary: dictionary)
        #expect(ranking.bestConversion(of: Self.typed("ㄋㄧˇ", "ㄏㄠˇ", "ㄕˋ", "ㄐㄧㄝˋ")) == "你好世界")
        // The table writes 我們 with a neutral 們, as Taiwan braille does; typed so, it is found.
        #expect(ranking.candidates(for: Self.typed("ㄨㄛˇ", "ㄇㄣ˙")).first?.text == "我們")
    }
}
