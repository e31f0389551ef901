extension CandidateRanking {
    /// `text` with each run of Zhuyin syllables (letters, each syllable ended by its tone mark, as
    /// zh-tw back-translation writes them) replaced by its ``bestConversion(of:)``, the input
    /// method's first candidate; everything else is kept as it is.
    ///
    /// ```swift
    /// ranking.convertingZhuyin(in: "你ㄏㄠˇㄕˋㄐㄧㄝˋ。")   // "你好世界。"
    /// ```
    /// - Complexity: O(*n*) in the length of the text, plus the conversions.
    public func convertingZhuyin(in text: String) -> String {
        var result = ""
        var run: [ZhuyinSyllable] = []
        var letters = ""
        func flush() {
            result += bestConversion(of: run) + letters
            run = []
            letters = ""
        }
        for character in text {
            if character.unicodeScalars.allSatisfy({ (0x3105...0x3129).contains($0.value) }) {
                letters.append(character)
            } else if ZhuyinCells.toneMarks.contains(character), let syllable = ZhuyinSyllable(letters + String(character)) {
                run.append(syllable)
                letters = ""
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
