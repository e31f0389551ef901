/// Taiwanese Mandarin braille read back into Zhuyin (bopomofo): the text an input method takes,
/// since choosing the Han character for a syllable is the input method's job.
///
/// A syllable is up to three 6-dot cells: the initial (if any), one cell for medial and final
/// together (the rhyme), and the tone. These are facts of the braille code (docs/zh-tw.md). The
/// tone mark is written after the syllable, as it is keyed: ˉ level, ˊ rising, ˇ dipping,
/// ˋ falling, ˙ neutral.
///
/// ```swift
/// ZhuyinCells.syllable(in: [0x1B, 0x26, 0x08], at: 0)?.text   // "ㄋㄧˇ"
/// ```
public enum ZhuyinCells {
    /// One syllable read from cells.
    public struct Syllable: Hashable, Sendable {
        /// The Zhuyin letters and the tone mark.
        public var text: String
        /// For each scalar of `text`, the cell (counted from the syllable's first) it was read from.
        public var cellOfScalar: [Int]
        /// How many cells the syllable takes (2 or 3; 1 or 2 for a typed syllable without its tone).
        public var cellCount: Int
    }

    /// Reads the syllable that starts at `cells[index]`: initial, rhyme and tone, or rhyme and
    /// tone; `nil` when the cells there are not a syllable.
    /// - Complexity: O(1).
    public static func syllable(in cells: [UInt8], at index: Int) -> Syllable? {
        func cell(_ k: Int) -> UInt8? { index + k < cells.count ? cells[index + k] : nil }
        if let first = cell(0), let initial = initials[first], let second = cell(1), let rhyme = rhymes[second],
           let third = cell(2), let tone = tones[third] {
            // ㄐㄑㄒ share their cells with ㄍㄘㄙ: the rhyme after them (ㄧ or ㄩ) tells them apart.
            let palatal = rhyme.hasPrefix("ㄧ") || rhyme.hasPrefix("ㄩ")
            let letter = palatal ? (palatalInitials[first] ?? initial) : initial
            // An initial alone (ㄓ, ㄙ …) takes the rhyme cell of ㄦ.
            let rhymeText = second == aloneRhyme ? "" : rhyme
            return make([(String(letter), 0), (rhymeText, 1), (String(tone), 2)], count: 3)
        }
        if let first = cell(0), let rhyme = rhymes[first], let second = cell(1), let tone = tones[second] {
            return make([(rhyme, 0), (String(tone), 1)], count: 2)
        }
        return nil
    }

    /// Reads the syllable a reader typed at `cells[index]`, as ``syllable(in:at:)`` does, but
    /// with the tone allowed to be left out (then `text` has no tone mark and the syllable is one
    /// cell shorter) and dots 7 and 8 ignored (the pronoun marks of 8-dot practice). A cell of
    /// dot 1 after a rhyme is the neutral tone, never the initial ㄓ of the next syllable.
    /// - Complexity: O(1).
    public static func typedSyllable(in cells: [UInt8], at index: Int) -> Syllable? {
        let six = cells[index...].prefix(3).map { $0 & 0x3F }
        if let full = syllable(in: six, at: 0) { return full }
        if six.count >= 2, let initial = initials[six[0]], let rhyme = rhymes[six[1]] {
            let palatal = rhyme.hasPrefix("ㄧ") || rhyme.hasPrefix("ㄩ")
            let letter = palatal ? (palatalInitials[six[0]] ?? initial) : initial
            return make([(String(letter), 0), (six[1] == aloneRhyme ? "" : rhyme, 1)], count: 2)
        }
        if let first = six.first, let rhyme = rhymes[first] {
            return make([(rhyme, 0)], count: 1)
        }
        return nil
    }

    /// Whether a syllable can start with `cell` (an initial or a rhyme; dots 7 and 8 ignored).
    public static func canStartSyllable(_ cell: UInt8) -> Bool {
        initials[cell & 0x3F] != nil || rhymes[cell & 0x3F] != nil
    }

    /// The tone marks, in the order of the tones: level, rising, dipping, falling, neutral.
    public static let toneMarks: Set<Character> = ["ˉ", "ˊ", "ˇ", "ˋ", "˙"]

    private static func make(_ parts: [(String, Int)], count: Int) -> Syllable {
        var text = ""
        var cellOfScalar: [Int] = []
        for (part, cell) in parts {
            text += part
            cellOfScalar += Array(repeating: cell, count: part.unicodeScalars.count)
        }
        return Syllable(text: text, cellOfScalar: cellOfScalar, cellCount: count)
    }

    /// The cell of dot numbers such as "135".
    private static func cell(_ dots: String) -> UInt8 {
        dots.reduce(0) { $0 | UInt8(1) << UInt8($1.wholeNumberValue! - 1) }
    }

    private static let initials: [UInt8: Character] = Dictionary(uniqueKeysWithValues: [
        ("135", "ㄅ"), ("1234", "ㄆ"), ("134", "ㄇ"), ("12345", "ㄈ"), ("145", "ㄉ"), ("124", "ㄊ"), ("1345", "ㄋ"),
        ("14", "ㄌ"), ("13", "ㄍ"), ("123", "ㄎ"), ("1235", "ㄏ"), ("1", "ㄓ"), ("12", "ㄔ"), ("24", "ㄕ"),
        ("1245", "ㄖ"), ("125", "ㄗ"), ("245", "ㄘ"), ("15", "ㄙ"),
    ].map { (cell($0.0), Character($0.1)) })

    /// ㄐㄑㄒ, on the cells of ㄍㄘㄙ.
    private static let palatalInitials: [UInt8: Character] = [cell("13"): "ㄐ", cell("245"): "ㄑ", cell("15"): "ㄒ"]

    /// The rhyme cell of ㄦ, also written after an initial that has no rhyme.
    private static let aloneRhyme = cell("156")

    /// Dots 3-5-6 are both ㄟ and ㄧㄛ (a rare interjection); ㄟ is read.
    private static let rhymes: [UInt8: String] = Dictionary(uniqueKeysWithValues: [
        ("156", "ㄦ"), ("345", "ㄚ"), ("126", "ㄛ"), ("2346", "ㄜ"), ("26", "ㄝ"), ("2456", "ㄞ"), ("356", "ㄟ"),
        ("146", "ㄠ"), ("12356", "ㄡ"), ("1236", "ㄢ"), ("136", "ㄣ"), ("1346", "ㄤ"), ("1356", "ㄥ"),
        ("16", "ㄧ"), ("23456", "ㄧㄚ"), ("346", "ㄧㄝ"), ("246", "ㄧㄠ"), ("234", "ㄧㄡ"), ("2345", "ㄧㄢ"),
        ("1456", "ㄧㄣ"), ("46", "ㄧㄤ"), ("13456", "ㄧㄥ"), ("34", "ㄨ"), ("35", "ㄨㄚ"), ("25", "ㄨㄛ"),
        ("2356", "ㄨㄞ"), ("1246", "ㄨㄟ"), ("12456", "ㄨㄢ"), ("123456", "ㄨㄣ"), ("456", "ㄨㄤ"), ("12346", "ㄨㄥ"),
        ("1256", "ㄩ"), ("236", "ㄩㄝ"), ("45", "ㄩㄢ"), ("256", "ㄩㄣ"), ("235", "ㄩㄥ"),
    ].map { (cell($0.0), $0.1) })

    private static let tones: [UInt8: Character] = [cell("3"): "ˉ", cell("2"): "ˊ", cell("4"): "ˇ", cell("5"): "ˋ", cell("1"): "˙"]
}
