import Foundation
import Testing
import BrailleCore

/// The input method's candidates: longest phrase first, then by frequency; the best conversion
/// of a run of syllables; syllables typed without a tone match every tone.
@Suite struct CandidateRankingTests {
    /// A small dictionary whose frequencies decide every order below.
    static let data = """
        # a block for each reading's letters; text, reading, frequency, the word explaining a character
        =ㄋㄧ
        你\tㄋㄧˇ\t500\t你們
        擬\tㄋㄧˇ\t90
        泥\tㄋㄧˊ\t80
        =ㄏㄠ
        好\tㄏㄠˇ\t800
        號\tㄏㄠˋ\t300
        =ㄋㄧ ㄏㄠ
        你好\tㄋㄧˇ ㄏㄠˇ\t120
        擬好\tㄋㄧˇ ㄏㄠˇ\t10
        =ㄋㄧ ㄇㄣ
        你們\tㄋㄧˇ ㄇㄣ˙\t900
        =ㄕ
        是\tㄕˋ\t2000\t是否
        世\tㄕˋ\t50\t世界
        =ㄉㄢ ㄕ
        但是\tㄉㄢˋ ㄕˋ\t700
        =ㄕ ㄐㄧㄝ
        世界\tㄕˋ ㄐㄧㄝˋ\t400
        =ㄕ ㄈㄡ
        是否\tㄕˋ ㄈㄡˇ\t100
        =ㄐㄧㄝ
        界\tㄐㄧㄝˋ\t60\t世界
        =ㄏㄠ ㄕ
        好世\tㄏㄠˇ ㄕˋ\t1

        """

    static let ranking = CandidateRanking(dictionary: PhraseDictionary(text: data, file: "test"))

    static func typed(_ syllables: String...) -> [ZhuyinSyllable] { syllables.map { ZhuyinSyllable($0)! } }

    @Test func aWholeRunComesFirstThenLongerPhrasesThenCharactersEachByFrequency() {
        let candidates = Self.ranking.candidates(for: Self.typed("ㄋㄧˇ", "ㄏㄠˇ"))
        #expect(candidates.map(\.text) == ["你好", "擬好", "你", "擬"])
        #expect(candidates.map(\.syllableCount) == [2, 2, 1, 1])
    }

    @Test func aCharacterIsShownWithTheWordThatExplainsIt() {
        let candidates = Self.ranking.candidates(for: Self.typed("ㄕˋ"))
        #expect(candidates.map(\.text) == ["是", "世"])
        #expect(candidates.map(\.word) == ["是否", "世界"])
        // A phrase is shown as itself.
        #expect(Self.ranking.candidates(for: Self.typed("ㄋㄧˇ", "ㄏㄠˇ")).map(\.word) == [nil, nil, "你們", nil])
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
        let text = "你\tㄋㄧˇ\t5\n=ㄏㄠ\n好\tㄏㄠˇ\tmany\n你好\tㄋㄧˇ\t3\n好\tabc\t1\n你\tㄋㄧˇ\t5\n號\tㄏㄠˋ\t2\n"
        let dictionary = PhraseDictionary(text: text, file: "mine.txt")
        #expect(dictionary.problems().map(\.description) == [
            "mine.txt:1: a reading before the first '=letters' line",
            "mine.txt:3: frequency 'many' is not a whole number",
            "mine.txt:4: '你好' has 2 characters but its reading 1 syllables",
            "mine.txt:5: reading 'abc' is not Zhuyin syllables with tone marks",
            "mine.txt:6: reading of 'ㄋㄧ' in the block of 'ㄏㄠ'",
        ])
        #expect(dictionary.phrases(matching: Self.typed("ㄏㄠ")).map(\.text) == ["號"])
        #expect(dictionary.phrases(matching: Self.typed("ㄋㄧˇ")).isEmpty)
    }

    @Test func theBundledDataReadsWithoutProblemsAndConvertsASentence() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let dictionary = try PhraseDictionary.bundled.get()
        let loading = clock.now - start
        // Only the blocks are found on loading (0.3 s in a debug build on a loaded machine).
        #expect(loading < .seconds(2), "loading took \(loading)")
        #expect(dictionary.problems().isEmpty)
        let ranking = CandidateRanking(dictionary: dictionary)
        #expect(ranking.bestConversion(of: Self.typed("ㄋㄧˇ", "ㄏㄠˇ", "ㄕˋ", "ㄐㄧㄝˋ")) == "你好世界")
        // The table writes 我們 with a neutral 們, as Taiwan braille does; typed so, it is found.
        #expect(ranking.candidates(for: Self.typed("ㄨㄛˇ", "ㄇㄣ˙")).first?.text == "我們")
    }
}
