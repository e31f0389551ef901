import Testing
import BrailleCore

/// The generated Taiwanese Mandarin table `zh-tw`: readings chosen by word, coverage, punctuation,
/// Latin letters and digits in 8-dot computer braille.
@Suite struct ZhTwTableTests {
    static let table = Result { try TableCatalog.table(named: "zh-tw") }

    func translate(_ text: String) throws -> Translation {
        try Self.table.get().translate(text)
    }

    /// Characters with several readings take the one their word needs (longest word first).
    @Test(arguments: [
        ("銀行", "ㄧㄣˊ ㄏㄤˊ"),
        ("行人", "ㄒㄧㄥˊ ㄖㄣˊ"),
        ("長大", "ㄓㄤˇ ㄉㄚˋ"),
        ("長度", "ㄔㄤˊ ㄉㄨˋ"),
        ("重要", "ㄓㄨㄥˋ ㄧㄠˋ"),
        ("重新", "ㄔㄨㄥˊ ㄒㄧㄣ"),
        ("還是", "ㄏㄞˊ ㄕˋ"),
        ("還錢", "ㄏㄨㄢˊ ㄑㄧㄢˊ"),
        ("為了", "ㄨㄟˋ ˙ㄌㄜ"),
        ("以為", "ㄧˇ ㄨㄟˊ"),
        ("了解", "ㄌㄧㄠˇ ㄐㄧㄝˇ"),
        ("音樂", "ㄧㄣ ㄩㄝˋ"),
        ("快樂", "ㄎㄨㄞˋ ㄌㄜˋ"),
        ("睡覺", "ㄕㄨㄟˋ ㄐㄧㄠˋ"),
        ("我們", "ㄨㄛˇ ˙ㄇㄣ"),
    ])
    func wordTakesItsReading(word: String, zhuyin: String) throws {
        #expect(try translate(word).cells == ZhuyinBraille.cells(zhuyin))
    }

    /// A shape of a character that no Taiwan phrase uses reads as the shape they use (Unihan's
    /// kZVariant): 説 (此説明 in a catalog) as 說, not as 說's rare ㄩㄝˋ that libchewing lists first.
    @Test(arguments: [("此説明", "ㄘˇ ㄕㄨㄛ ㄇㄧㄥˊ"), ("黒", "ㄏㄟ")])
    func aGlyphVariantReadsAsTheShapeTaiwanUses(text: String, zhuyin: String) throws {
        #expect(try translate(text).cells == ZhuyinBraille.cells(zhuyin))
    }

    /// Taiwan says, and Taiwan braille writes, full tones where the Ministry's dictionary notes a
    /// Beijing neutral tone (覺得, 記得, 知識, 消息, 東西); a light tone stays on a noun suffix at the
    /// end of a word (桌子, 稿子) and on the second syllable of a reduplicated word (姐姐, 試試).
    @Test(arguments: [
        ("覺得", "ㄐㄩㄝˊ ㄉㄜˊ"),
        ("記得", "ㄐㄧˋ ㄉㄜˊ"),
        ("知識", "ㄓ ㄕˋ"),
        ("消息", "ㄒㄧㄠ ㄒㄧˊ"),
        ("東西", "ㄉㄨㄥ ㄒㄧ"),
        ("獲得", "ㄏㄨㄛˋ ㄉㄜˊ"),
        ("我記得他", "ㄨㄛˇ ㄐㄧˋ ㄉㄜˊ ㄊㄚ⁷"),
        ("桌子", "ㄓㄨㄛ ˙ㄗ"),
        ("稿子", "ㄍㄠˇ ˙ㄗ"),
        ("姐姐", "ㄐㄧㄝˇ ˙ㄐㄧㄝ"),
        ("試試", "ㄕˋ ˙ㄕ"),
        ("子目錄", "ㄗˇ ㄇㄨˋ ㄌㄨˋ"),
    ])
    func fullTonesExceptOnNounSuffixesAndReduplicatedWords(text: String, zhuyin: String) throws {
        #expect(try translate(text).cells == ZhuyinBraille.cells(zhuyin))
    }

    /// 地 after a reduplicated word is the adverbial particle ˙ㄉㄜ; elsewhere it is ㄉㄧˋ "ground".
    @Test(arguments: [
        ("慢慢地", "ㄇㄢˋ ㄇㄢˋ ˙ㄉㄜ"),
        ("他慢慢地走", "ㄊㄚ⁷ ㄇㄢˋ ㄇㄢˋ ˙ㄉㄜ ㄗㄡˇ"),
        ("好好地", "ㄏㄠˇ ㄏㄠˇ ˙ㄉㄜ"),
        ("土地", "ㄊㄨˇ ㄉㄧˋ"),
        ("地", "ㄉㄧˋ"),
    ])
    func deAfterAReduplicatedWordIsTheAdverbialParticle(text: String, zhuyin: String) throws {
        #expect(try translate(text).cells == ZhuyinBraille.cells(zhuyin))
    }

    /// Braille writes 一 and 不 in their citation tones, not the tone changes of speech.
    @Test(arguments: [("一定", "ㄧ ㄉㄧㄥˋ"), ("一起", "ㄧ ㄑㄧˇ"), ("不是", "ㄅㄨˋ ㄕˋ"), ("不要", "ㄅㄨˋ ㄧㄠˋ")])
    func yiAndBuKeepTheirCitationTones(word: String, zhuyin: String) throws {
        #expect(try translate(word).cells == ZhuyinBraille.cells(zhuyin))
    }

    /// In running text, words are found inside the sentence and particles take the neutral tone.
    @Test(arguments: [
        ("我們去銀行", "ㄨㄛˇ ˙ㄇㄣ ㄑㄩˋ ㄧㄣˊ ㄏㄤˊ"),
        ("他長大了", "ㄊㄚ⁷ ㄓㄤˇ ㄉㄚˋ ˙ㄌㄜ"),
        ("你的書", "ㄋㄧˇ⁷ ˙ㄉㄜ ㄕㄨ"),
        // 中的 (ㄓㄨㄥˋ ㄉㄧˋ, "hit the mark") and 的是 (ㄉㄧˊ ㄕˋ) are words too, but not here.
        ("會議中的人", "ㄏㄨㄟˋ ㄧˋ ㄓㄨㄥ ˙ㄉㄜ ㄖㄣˊ"),
        ("重要的是", "ㄓㄨㄥˋ ㄧㄠˋ ˙ㄉㄜ ㄕˋ"),
    ])
    func sentenceReadsWordByWord(sentence: String, zhuyin: String) throws {
        #expect(try translate(sentence).cells == ZhuyinBraille.cells(zhuyin))
    }

    @Test func chinesePunctuationHasItsTaiwaneseCells() throws {
        let expected = ZhuyinBraille.cells("ㄋㄧˇ⁷ ㄏㄠˇ") + [ZhuyinBraille.cell("23"), 0]
            + ZhuyinBraille.cells("ㄕˋ ㄐㄧㄝˋ") + [ZhuyinBraille.cell("36"), 0]
        #expect(try translate("你好，世界。").cells == expected)
    }

    @Test func quotationMarksAndQuestionMark() throws {
        let expected = [ZhuyinBraille.cell("56"), ZhuyinBraille.cell("36")] + ZhuyinBraille.cells("ㄏㄠˇ")
            + [ZhuyinBraille.cell("1456"), 0] + [ZhuyinBraille.cell("36"), ZhuyinBraille.cell("23")]
        #expect(try translate("「好？」").cells == expected)
    }

    /// Latin letters and digits inside Chinese text are 8-dot computer braille: capitals add dot 7,
    /// digits are the lowered cells, and no indicator is written.
    @Test func latinAndDigitsInsideChineseAreComputerBraille() throws {
        let cb = ["3": "25", "i": "24", "P": "12347", "h": "125", "o": "135", "n": "1345", "e": "15"]
            .mapValues(ZhuyinBraille.cell)
        let expected = ZhuyinBraille.cells("ㄨㄛˇ ㄧㄡˇ") + [cb["3"]!] + ZhuyinBraille.cells("ㄍㄜˋ")
            + ["i", "P", "h", "o", "n", "e"].map { cb[$0]! }
        #expect(try translate("我有3個iPhone").cells == expected)
    }

    /// Pinyin with tone marks: the vowel with dot 7, then the tone as a computer-braille digit.
    @Test func pinyinToneMarksBecomeToneDigits() throws {
        let expected = ["134", "17", "256", "145", "157", "23"].map(ZhuyinBraille.cell)
        #expect(try translate("màdé").cells == expected)
    }

    @Test func digitsAreTheLowerCellsOfComputerBraille() throws {
        let expected = ["356", "2", "23", "25", "256", "26", "235", "2356", "236", "35"].map(ZhuyinBraille.cell)
        #expect(try translate("0123456789").cells == expected)
        #expect(try translate("０１２３４５６７８９").cells == expected)
    }

    @Test func tableDeclaresEightDotCellsAndTaiwaneseLanguage() throws {
        let table = try Self.table.get()
        #expect(table.cellSize == 8)
        #expect(table.language == "zh-TW")
    }

    /// At least 20,000 Han characters read as one Zhuyin syllable: an optional initial, a rhyme
    /// and a tone cell (dots 1, 2, 3, 4 or 5 alone).
    @Test func coversAtLeastTwentyThousandHanCharacters() throws {
        let table = try Self.table.get()
        let toneCells: Set<UInt8> = Set(["1", "2", "3", "4", "5"].map(ZhuyinBraille.cell))
        var covered = 0
        for block in [0x3400...0x4DBF, 0x4E00...0x9FFF, 0x20000...0x2A6DF] {
            for value in block {
                let cells = table.translate(String(Character(Unicode.Scalar(UInt32(value))!))).cells
                if (2...3).contains(cells.count), toneCells.contains(cells.last!) { covered += 1 }
            }
        }
        print("zh-tw: \(covered) Han characters read as a Zhuyin syllable")
        #expect(covered >= 20_000)
    }
}
