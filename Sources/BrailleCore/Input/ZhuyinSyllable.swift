/// A Mandarin syllable in Zhuyin: its letters (initial and rhyme, `ㄋㄧ`) and its tone mark, or no
/// tone when a reader typed the syllable without one.
///
/// A syllable without a tone matches the same letters in any tone: a reader who leaves the tone
/// out gets the candidates of all five.
///
/// ```swift
/// let typed = ZhuyinSyllable("ㄋㄧ")!
/// typed.matches(ZhuyinSyllable("ㄋㄧˇ")!)   // true
/// ```
public struct ZhuyinSyllable: Hashable, Sendable, CustomStringConvertible {
    /// The initial and the rhyme, without the tone mark.
    public var letters: String
    /// The tone mark (ˉ ˊ ˇ ˋ ˙); `nil` when left out.
    public var tone: Character?

    /// The syllable written `text`: letters, then an optional tone mark; `nil` for an empty text
    /// or one with anything but Zhuyin letters before the mark.
    public init?(_ text: some StringProtocol) {
        var letters = Substring(text)
        var tone: Character?
        if let last = letters.last, ZhuyinCells.toneMarks.contains(last) {
            tone = last
            letters = letters.dropLast()
        }
        guard !letters.isEmpty, letters.unicodeScalars.allSatisfy({ (0x3105...0x3129).contains($0.value) }) else { return nil }
        self.letters = String(letters)
        self.tone = tone
    }

    /// The letters and the tone mark, as the phrase data and ``ZhuyinCells`` write them.
    public var description: String { tone.map { letters + String($0) } ?? letters }

    /// Whether a syllable of the dictionary, `listed`, is what this typed syllable asks for: the
    /// same letters, and the same tone unless this one has none.
    public func matches(_ listed: ZhuyinSyllable) -> Bool {
        letters == listed.letters && (tone == nil || tone == listed.tone)
    }
}
