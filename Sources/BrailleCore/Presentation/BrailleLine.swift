/// One line of braille with, for every cell, what the cell stands for.
///
/// The ``Presenter`` builds it by composing the parts' texts into ``text``, translating that once,
/// and mapping each cell back to its part through ``Translation/inputOffsetForCell``.
public struct BrailleLine: Hashable, Sendable {
    /// The print text the cells were translated from.
    public var text: String
    /// The cells, dots 1–8 as bits 0–7.
    public var cells: [UInt8]
    /// One target per cell: `targets.count == cells.count`.
    public var targets: [CellTarget]
    /// The parts of ``text`` in order: which part covers which scalar range of ``text``.
    public var parts: [Segment]
    /// The BCP 47 language the line was translated in.
    public var language: String
    /// For a cell that starts a character inside a word, the indicator cells that make the rest
    /// of the word read on its own when a window starts there (a number's numeric indicator, a
    /// capitals-word indicator); only cells that need one are listed. See
    /// ``restatements(text:translation:table:)``.
    public var restatements: [Int: [UInt8]]

    public init(text: String, cells: [UInt8], targets: [CellTarget], parts: [Segment], language: String,
                restatements: [Int: [UInt8]] = [:]) {
        self.text = text
        self.cells = cells
        self.targets = targets
        self.parts = parts
        self.language = language
        self.restatements = restatements
    }

    /// The first cell of the first of `parts` the line has, e.g. `[.mode, .value]`: the mode word
    /// if there is one, else the value; `nil` when it has none of them.
    public func firstCell(ofFirstOf parts: [LinePart]) -> Int? {
        for part in parts {
            if let cell = targets.firstIndex(where: { $0.part == part }) { return cell }
        }
        return nil
    }

    /// Whether a window may begin at cell `cell`: the cells before and from it stand for different
    /// characters (a capital or number sign, UEB's two-cell `⠸⠌`, a Zhuyin syllable and its tone
    /// stay with their character), or one of them is blank. Cell 0 and the line's end qualify.
    public func isCharacterBoundary(_ cell: Int) -> Bool {
        guard cell > 0, cell < cells.count else { return true }
        return cells[cell] == 0 || cells[cell - 1] == 0 || targets[cell] != targets[cell - 1]
    }

    /// An empty line.
    public static let empty = BrailleLine(text: "", cells: [], targets: [], parts: [], language: LanguageTag.fallback)

    /// One part of a line's text.
    public struct Segment: Hashable, Sendable {
        /// Which part this is.
        public var part: LinePart
        /// The part's text.
        public var text: String
        /// Where the part's text sits in the line's text, in Unicode scalars.
        public var scalarRange: Range<Int>

        public init(part: LinePart, text: String, scalarRange: Range<Int>) {
            self.part = part
            self.text = text
            self.scalarRange = scalarRange
        }
    }

    /// The cells as Unicode braille (U+2800 + dots), e.g. "⠎⠞⠁⠗⠞".
    public var unicodeBraille: String {
        BrailleEncoding.unicode.encode(cells)
    }

    /// Composes `segments` separated by single blanks, translates the text once with `table`, and
    /// maps every cell back to its part.
    ///
    /// - Parameters:
    ///   - segments: the parts in order; empty texts are left out.
    ///   - element: the identifier every cell's target names.
    ///   - table: the table to translate with.
    /// - Complexity: O(*n*) in the length of the text plus the translation.
    public static func compose(_ segments: [(part: LinePart, text: String)], element: String?, table: BrailleTable) -> BrailleLine {
        var text = ""
        var parts: [Segment] = []
        var scalarCount = 0
        for segment in segments where !segment.text.isEmpty {
            if !parts.isEmpty {
                text += " "
                scalarCount += 1
            }
            let length = segment.text.unicodeScalars.count
            parts.append(Segment(part: segment.part, text: segment.text, scalarRange: scalarCount..<scalarCount + length))
            text += segment.text
            scalarCount += length
        }
        let translation = table.translate(text)
        var targets: [CellTarget] = []
        targets.reserveCapacity(translation.cells.count)
        var p = 0
        for offset in translation.inputOffsetForCell {
            while p < parts.count, parts[p].scalarRange.upperBound <= offset { p += 1 }
            if p < parts.count, parts[p].scalarRange.contains(offset) {
                targets.append(CellTarget(elementIdentifier: element, part: parts[p].part,
                                          offset: offset - parts[p].scalarRange.lowerBound))
            } else if p < parts.count {
                // Offsets are non-decreasing, so a blank before part p is the separator before it.
                targets.append(CellTarget(elementIdentifier: element, part: .separator, offset: 0))
            } else {
                // Past the last part (cannot happen for a complete map); point at the last character.
                let last = parts.last
                targets.append(CellTarget(elementIdentifier: element, part: last?.part ?? .separator,
                                          offset: Swift.max((last?.scalarRange.count ?? 1) - 1, 0)))
            }
        }
        return BrailleLine(text: text, cells: translation.cells, targets: targets, parts: parts, language: table.language,
                           restatements: restatements(text: text, translation: translation, table: table))
    }
}
