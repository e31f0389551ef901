/// The cells a reader typed in Zhuyin braille and has not yet turned into characters: the input
/// method's composition buffer.
///
/// The cells are read as syllables from the start (``ZhuyinCells/typedSyllable(in:at:)``: the
/// tone may be left out); cells at the end that are not yet a syllable (an initial waiting for its
/// rhyme) are ``unreadCells``. Choosing a candidate of *k* syllables removes their cells.
///
/// ```swift
/// var composition = Composition()
/// for cell in [0x1D, 0x21, 0x08] as [UInt8] { composition.append(cell) }   // ⠝⠡⠈ ㄋㄧˇ
/// composition.syllables.map(\.syllable.description)                       // ["ㄋㄧˇ"]
/// ```
public struct Composition: Hashable, Sendable {
    /// A syllable of the composition and the cells it was read from.
    public struct TypedSyllable: Hashable, Sendable {
        public var syllable: ZhuyinSyllable
        /// The cells of ``Composition/cells`` it was read from.
        public var cells: Range<Int>
    }

    /// The cells typed, as typed (pronoun marks, dots 7 and 8, included).
    public private(set) var cells: [UInt8] = []
    /// The syllables read from the start of ``cells``.
    public private(set) var syllables: [TypedSyllable] = []

    public init() {}

    /// Whether nothing is typed.
    public var isEmpty: Bool { cells.isEmpty }

    /// The cells after the last syllable: not (yet) a syllable.
    public var unreadCells: ArraySlice<UInt8> { cells[(syllables.last?.cells.upperBound ?? 0)...] }

    /// Whether the cells after the syllables start with one that cannot start a syllable
    /// (punctuation, a letter): the composition is over.
    public var endsInOtherCells: Bool {
        unreadCells.first.map { !ZhuyinCells.canStartSyllable($0) } ?? false
    }

    /// Adds a typed cell.
    public mutating func append(_ cell: UInt8) {
        cells.append(cell)
        read()
    }

    /// Removes the last typed cell; `false` when there was none.
    public mutating func deleteBackward() -> Bool {
        guard cells.popLast() != nil else { return false }
        read()
        return true
    }

    /// Removes the first `count` syllables (a candidate of that many was chosen).
    public mutating func removeSyllables(_ count: Int) {
        guard count > 0 else { return }
        let end = syllables[Swift.min(count, syllables.count) - 1].cells.upperBound
        cells.removeFirst(end)
        read()
    }

    /// Reads ``syllables`` again from ``cells``.
    private mutating func read() {
        syllables = []
        var index = 0
        while index < cells.count, let read = ZhuyinCells.typedSyllable(in: cells, at: index),
              let syllable = ZhuyinSyllable(read.text) {
            syllables.append(TypedSyllable(syllable: syllable, cells: index..<index + read.cellCount))
            index += read.cellCount
        }
    }
}
