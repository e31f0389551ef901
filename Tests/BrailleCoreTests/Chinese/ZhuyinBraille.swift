/// The Taiwanese Mandarin braille code, stated independently of the generated table, so tests can
/// write expected braille as Zhuyin (`"ㄧㄣˊ ㄏㄤˊ"`) and read like the braille code's own examples.
///
/// A syllable is up to three cells: the initial, one cell for medial and final together, the tone.
enum ZhuyinBraille {
    static let initials: [Character: String] = [
        "ㄅ": "135", "ㄆ": "1234", "ㄇ": "134", "ㄈ": "12345", "ㄉ": "145", "ㄊ": "124", "ㄋ": "1345",
        "ㄌ": "14", "ㄍ": "13", "ㄎ": "123", "ㄏ": "1235", "ㄐ": "13", "ㄑ": "245", "ㄒ": "15",
        "ㄓ": "1", "ㄔ": "12", "ㄕ": "24", "ㄖ": "1245", "ㄗ": "125", "ㄘ": "245", "ㄙ": "15",
    ]
    static let rhymes: [String: String] = [
        "": "156", "ㄦ": "156", "ㄚ": "345", "ㄛ": "126", "ㄜ": "2346", "ㄝ": "26", "ㄞ": "2456",
        "ㄟ": "356", "ㄠ": "146", "ㄡ": "12356", "ㄢ": "1236", "ㄣ": "136", "ㄤ": "1346", "ㄥ": "1356",
        "ㄧ": "16", "ㄧㄚ": "23456", "ㄧㄝ": "346", "ㄧㄠ": "246", "ㄧㄡ": "234", "ㄧㄢ": "2345",
        "ㄧㄣ": "1456", "ㄧㄤ": "46", "ㄧㄥ": "13456", "ㄨ": "34", "ㄨㄚ": "35", "ㄨㄛ": "25",
        "ㄨㄞ": "2356", "ㄨㄟ": "1246", "ㄨㄢ": "12456", "ㄨㄣ": "123456", "ㄨㄤ": "456", "ㄨㄥ": "12346",
        "ㄩ": "1256", "ㄩㄝ": "236", "ㄩㄢ": "45", "ㄩㄣ": "256", "ㄩㄥ": "235",
    ]
    /// No mark: the level tone (dot 3); ˊ dot 2; ˇ dot 4; ˋ dot 5; a leading ˙ the neutral tone (dot 1).
    static let tones: [Character: String] = ["ˉ": "3", "ˊ": "2", "ˇ": "4", "ˋ": "5", "˙": "1"]

    /// The cells of Zhuyin syllables separated by spaces, as bytes (dot n = bit n-1).
    ///
    /// A syllable may end with a pronoun mark of 8-dot practice: `⁷` or `⁸` adds dot 7 or 8 to its
    /// first cell (你 `ㄋㄧˇ⁷`, 她 `ㄊㄚ⁸`), `ʳ⁷` or `ʳ⁸` to its rhyme cell (牠 `ㄊㄚʳ⁷`).
    static func cells(_ zhuyin: String) -> [UInt8] {
        zhuyin.split(separator: " ").flatMap { written -> [UInt8] in
            var syllable = Substring(written)
            var mark: (cell: Int, bit: UInt8)?
            if let last = syllable.last, last == "⁷" || last == "⁸" {
                let bit: UInt8 = last == "⁷" ? 0x40 : 0x80
                syllable = syllable.dropLast()
                if syllable.last == "ʳ" { syllable = syllable.dropLast(); mark = (1, bit) } else { mark = (0, bit) }
            }
            var cells = plainCells(syllable)
            if let mark { cells[mark.cell] |= mark.bit }
            return cells
        }
    }

    private static func plainCells(_ syllable: Substring) -> [UInt8] {
        var letters = Array(syllable)
        var tone: Character = "ˉ"
        if letters.first == "˙" { tone = "˙"; letters.removeFirst() }
        if let last = letters.last, tones[last] != nil, last != "˙" { tone = last; letters.removeLast() }
        var dots: [String] = []
        if let first = letters.first, let initial = initials[first] {
            dots.append(initial)
            letters.removeFirst()
        }
        guard let rhyme = rhymes[String(letters)] else {
            preconditionFailure("no braille rhyme for \(String(letters)) in \(syllable)")
        }
        dots.append(rhyme)
        dots.append(tones[tone]!)
        return dots.map(cell)
    }

    /// `"125"` → dots 1, 2 and 5 → 0x13; `"0"` the blank cell.
    static func cell(_ dots: String) -> UInt8 {
        dots.reduce(0) { bits, dot in dot == "0" ? bits : bits | 1 << (dot.wholeNumberValue! - 1) }
    }
}
