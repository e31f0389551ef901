import Testing

/// `brl-translate --backward -t zh-tw` gives the braille's content, Zhuyin; `--characters` turns
/// each run of syllables into characters, the input method's best candidate.
@Suite struct BrlTranslateCharactersTests {
    typealias Run = BrlTranslateTests

    /// 你好世界。我們是一個新的系統 as zh-tw writes it.
    static let braille = "⡝⠡⠈⠗⠩⠈⠊⠱⠐⠅⠬⠐⠤⠀⠒⠈⠍⠥⠁⠊⠱⠐⠡⠄⠅⠮⠐⠑⠹⠄⠙⠮⠁⠑⠡⠐⠋⠯⠈\n"

    @Test func backwardStillGivesZhuyin() throws {
        let r = try Run.run(["-t", "zh-tw", "--backward"], input: Self.braille)
        #expect(r.stdout == "你ㄏㄠˇㄕˋㄐㄧㄝˋ。ㄨㄛˇㄇㄣ˙ㄕˋㄧˉㄍㄜˋㄒㄧㄣˉㄉㄜ˙ㄒㄧˋㄊㄨㄥˇ\n")
    }

    @Test func charactersConvertsEachRunOfSyllables() throws {
        let r = try Run.run(["-t", "zh-tw", "--backward", "--characters"], input: Self.braille)
        #expect(r.status == 0)
        #expect(r.stdout == "你好世界。我們是一個新的系統\n")
        #expect(r.stderr == "")
    }

    @Test func charactersIsRefusedWhereItCannotApply() throws {
        let forward = try Run.run(["-t", "zh-tw", "--characters"], input: "你好\n")
        #expect(forward.status == 64)
        #expect(forward.stderr.contains("--characters converts back-translated Zhuyin; give it with --backward"))
        let english = try Run.run(["-t", "en-ueb-g1", "--backward", "--characters"], input: "⠁\n")
        #expect(english.status == 64)
        #expect(english.stderr.contains("--characters is for Chinese tables (zh-tw), and en-ueb-g1 is en"))
    }
}
