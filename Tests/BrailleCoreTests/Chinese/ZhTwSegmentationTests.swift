import Testing
import BrailleCore

/// zh-tw splits a run of Han characters into its most probable words (word frequencies of Rime's
/// essay, `weight` lines), not into the longest word at each place (issue 27): each case below
/// was misread by longest match.
@Suite struct ZhTwSegmentationTests {
    static let table = Result { try TableCatalog.table(named: "zh-tw") }

    @Test(arguments: [
        // 表單 + 相 + 連結 "link to the form", not 表 + 單相 "single-phase" (ㄒㄧㄤˋ) + 連結.
        ("表單相連結", ["ㄅㄧㄠˇ", "ㄉㄢ", "ㄒㄧㄤ", "ㄌㄧㄢˊ", "ㄐㄧㄝˊ"]),
        // 引數 + 數目 "number of arguments", not 引 + 數數 "count" (ㄕㄨˇ).
        ("引數數目不良", ["ㄧㄣˇ", "ㄕㄨˋ", "ㄕㄨˋ", "ㄇㄨˋ", "ㄅㄨˋ", "ㄌㄧㄤˊ"]),
        // 數值 + 積分 + 子程式 "numerical integration subroutine", not 積 + 分子 "molecule" (ㄈㄣˋ).
        ("數值積分子程式", ["ㄕㄨˋ", "ㄓˊ", "ㄐㄧ", "ㄈㄣ", "ㄗˇ", "ㄔㄥˊ", "ㄕˋ"]),
        // 雙曲 + 函數 "hyperbolic function" keeps 曲 ㄑㄩ (曲子, 曲目 have ㄑㄩˇ).
        ("雙曲函數", ["ㄕㄨㄤ", "ㄑㄩ", "ㄏㄢˊ", "ㄕㄨˋ"]),
    ])
    func theMostProbableWordsWin(text: String, syllables: [String]) throws {
        let t = try Self.table.get().translate(text)
        #expect(t.cells == ZhuyinBraille.cells(syllables.joined(separator: " ")))
        let expected = ZhTwPositionMapTests.expectedMaps(syllables)
        #expect(Array(t.inputOffsetForCell) == expected.inputOffsetForCell)
        #expect(Array(t.cellOffsetForInput) == expected.cellOffsetForInput)
    }

    /// Words that only Terra Pinyin lists read their libchewing parts as libchewing does (週期數:
    /// 週期 and 期數 have 期 ㄑㄧˊ, where Terra Pinyin writes the mainland qī); 扎 alone takes the
    /// Ministry's first reading ㄓㄚ.
    @Test(arguments: [
        ("週期數", "ㄓㄡ ㄑㄧˊ ㄕㄨˋ"),
        ("每年的週期數", "ㄇㄟˇ ㄋㄧㄢˊ ˙ㄉㄜ ㄓㄡ ㄑㄧˊ ㄕㄨˋ"),
        ("扎那", "ㄓㄚ ㄋㄚˋ"),
    ])
    func wordsReadAsTaiwanReadsThem(text: String, zhuyin: String) throws {
        #expect(try Self.table.get().translate(text).cells == ZhuyinBraille.cells(zhuyin))
    }

    /// The context entries of `taiwan.py` (`CONTEXT`): 有空 before 的 is 有 + 空 "empty" in user
    /// interfaces, and "free time" where the next words show it; and a word of user interfaces
    /// (`ui-words.txt`, learned from the development half) wins over a rarer word of general text:
    /// 空 + 欄位 "an empty field", not 空欄 ㄎㄨㄥˋ + 位.
    @Test(arguments: [
        ("有空的", "ㄧㄡˇ ㄎㄨㄥ ˙ㄉㄜ"),
        ("有空的時候", "ㄧㄡˇ ㄎㄨㄥˋ ˙ㄉㄜ ㄕˊ ㄏㄡˋ"),
        ("有空的話", "ㄧㄡˇ ㄎㄨㄥˋ ˙ㄉㄜ ㄏㄨㄚˋ"),
        ("我有空", "ㄨㄛˇ ㄧㄡˇ ㄎㄨㄥˋ"),
        ("空欄位", "ㄎㄨㄥ ㄌㄢˊ ㄨㄟˋ"),
    ])
    func theNeighbouringWordChoosesTheReading(text: String, zhuyin: String) throws {
        #expect(try Self.table.get().translate(text).cells == ZhuyinBraille.cells(zhuyin))
    }
}
