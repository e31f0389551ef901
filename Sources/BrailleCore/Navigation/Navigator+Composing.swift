/// The input method on the display: in a field written with a Chinese table, typed Zhuyin
/// braille is composed into characters (docs/zh-tw.md, "Typing characters").
///
/// Typed syllables collect in a ``Composition``; while it holds cells the display shows them
/// (as typed), then a blank, then the candidates (``CandidateRanking``), each after a blank: a
/// phrase as its braille, a single character as the braille of a common word that holds it (是
/// as 但是), since characters of one sound have the same cells. The space bar commits the first
/// candidate, a routing key the candidate under it; FWINRT/FWINLT show the next or previous
/// candidates; Backspace removes the last typed cell; escape drops the composition; Enter and
/// any other key commit the best conversion of all of it first. A candidate of fewer syllables
/// than typed leaves the rest composing. Cells that cannot start a syllable (punctuation) stay
/// until the space bar or the next syllable, which commit the syllables before them and the
/// cells as the table reads them (`。` is dots 3-6 and a blank).
extension Navigator {
    /// The composition of a field and what the display shows of it.
    public struct PendingComposition: Sendable {
        /// The field the cells were typed into.
        public var identifier: String
        public var composition: Composition
        /// The candidates for the composition's syllables, best first.
        public var candidates: [CandidateRanking.Candidate]
        /// The table of the field, which writes the candidates and reads what is not Zhuyin.
        let table: BrailleTable
        /// The line of the composition and the candidates, and the window shown on it.
        var viewport: Viewport
        /// Where each candidate starts in the text of the line's ``LinePart/candidates`` part.
        var candidateOffsets: [Int]
    }

    /// The ranking of the bundled phrase data; `nil` when it cannot be read (typing then sends
    /// Zhuyin, as the table reads the cells back).
    static let bundledRanking: CandidateRanking? = try? CandidateRanking(dictionary: PhraseDictionary.bundled.get())

    /// Whether cells typed in `table` go to the input method: a Chinese table, with the phrase data.
    static func composes(in table: BrailleTable) -> Bool {
        LanguageTag.primaryLanguage(of: table.language) == "zh" && bundledRanking != nil
    }

    /// The composition of the focused field, if one is under way.
    var focusedComposition: PendingComposition? {
        guard let composing, composing.identifier == focus.focusedIdentifier else { return nil }
        return composing
    }

    /// A typed cell in a field of `table` (``composes(in:)``).
    mutating func compose(_ cell: UInt8, into identifier: String, table: BrailleTable) -> [NavigatorEffect] {
        var effects = composing?.identifier == identifier ? [] : commitComposition()
        var composition = composing?.composition ?? Composition()
        if composition.endsInOtherCells, ZhuyinCells.canStartSyllable(cell) {
            // The punctuation typed before ends the composition; this cell starts the next one.
            composing = nil
            effects += insert(commitText(composition, table: table), into: identifier)
            composition = Composition()
        }
        composition.append(cell)
        show(composition, in: identifier, table: table)
        return effects
    }

    /// Carries out `command` on the composition of the focused field; `nil` for a command that
    /// commits the composition and is then carried out as usual.
    mutating func performComposing(_ command: BrailleCommand) -> [NavigatorEffect]? {
        guard var composing = focusedComposition else { return nil }
        switch command {
        case .type:
            return nil
        case .typeSpace:
            // After punctuation (its blank is part of it: `。` is dots 3-6 and a blank) or cells
            // that are no syllable, everything goes; else the first candidate.
            guard !composing.candidates.isEmpty, composing.composition.unreadCells.isEmpty else {
                return commitComposition(blank: true)
            }
            return choose(0)
        case .deleteBackward:
            _ = composing.composition.deleteBackward()
            show(composing.composition, in: composing.identifier, table: composing.table)
            return []
        case .route(let cell):
            guard let index = candidate(atDisplayCell: cell) else { return [] }
            return choose(index)
        case .nextWindow, .previousWindow:
            let moved = composing.viewport.pan(command == .nextWindow ? .forward : .backward) == .moved
            self.composing = composing
            return moved ? [] : [.bell]
        case .escape:
            self.composing = nil
            return []
        default:
            return nil
        }
    }

    /// The index in ``PendingComposition/candidates`` of the candidate shown at display cell
    /// `cell` (counted from 0 at the leftmost cell, status cells included); `nil` when no
    /// candidate is shown there.
    public func candidate(atDisplayCell cell: Int) -> Int? {
        guard let composing = focusedComposition, overlay.showing == nil else { return nil }
        let key = cell - textOffset
        guard key >= 0, key < textColumns, let lineCell = composing.viewport.lineCell(forDisplayCell: key) else { return nil }
        let target = composing.viewport.line.targets[lineCell]
        guard target.part == .candidates, composing.viewport.line.cells[lineCell] != 0 else { return nil }
        return composing.candidateOffsets.lastIndex { $0 <= target.offset }
    }

    /// Commits candidate `index` of the focused composition; the syllables it leaves stay.
    mutating func choose(_ index: Int) -> [NavigatorEffect] {
        guard var composing = focusedComposition, composing.candidates.indices.contains(index) else { return [] }
        let candidate = composing.candidates[index]
        composing.composition.removeSyllables(candidate.syllableCount)
        show(composing.composition, in: composing.identifier, table: composing.table)
        return insert(candidate.text, into: composing.identifier)
    }

    /// Commits the whole composition (the best conversion of its syllables, then the rest as the
    /// table reads it) to its field; nothing when there is none.
    /// - Parameter blank: whether the space bar ended it (a blank cell read after the rest).
    mutating func commitComposition(blank: Bool = false) -> [NavigatorEffect] {
        guard let composing else { return [] }
        self.composing = nil
        return insert(commitText(composing.composition, table: composing.table, blank: blank), into: composing.identifier)
    }

    /// The characters for all of `composition` (and a blank cell after it when `blank`).
    private func commitText(_ composition: Composition, table: BrailleTable, blank: Bool = false) -> String {
        let syllables = composition.syllables.map(\.syllable)
        let converted = Navigator.bundledRanking?.bestConversion(of: syllables) ?? syllables.map(\.description).joined()
        let rest = Array(composition.unreadCells) + (blank ? [0] : [])
        return converted + BackTranslator(table: table).backTranslate(rest).text
    }

    /// Shows `composition` (none when it is empty) with its candidates.
    mutating func show(_ composition: Composition, in identifier: String, table: BrailleTable) {
        guard !composition.isEmpty, let ranking = Navigator.bundledRanking else {
            composing = nil
            return
        }
        let candidates = ranking.candidates(for: composition.syllables.map(\.syllable))
        var offsets: [Int] = []
        var shown: [String] = []
        var offset = 0
        for candidate in candidates {
            let text = candidate.word ?? candidate.text
            offsets.append(offset)
            shown.append(text)
            offset += text.unicodeScalars.count + 1
        }
        let line = BrailleLine.joined([compositionLine(composition, identifier: identifier),
                                       BrailleLine.compose([(.candidates, shown.joined(separator: " "))], element: identifier, table: table)],
                                      element: identifier)
        let viewport = (try? Viewport(line: line, width: textColumns)) ?? Navigator.emptyViewport(width: textColumns)
        composing = PendingComposition(identifier: identifier, composition: composition, candidates: candidates,
                                       table: table, viewport: viewport, candidateOffsets: offsets)
    }

    /// The composition's cells as typed, each cell of a syllable pointing at the syllable's first
    /// letter in their Zhuyin (a Zhuyin letter is wide: a terminal's caption shows it over the
    /// syllable's cells); cells not yet a syllable stand for themselves, as braille patterns.
    private func compositionLine(_ composition: Composition, identifier: String) -> BrailleLine {
        var text = ""
        var targets: [CellTarget] = []
        var scalars = 0
        for typed in composition.syllables {
            targets += Array(repeating: CellTarget(elementIdentifier: identifier, part: .composition, offset: scalars),
                             count: typed.cells.count)
            text += typed.syllable.description
            scalars += typed.syllable.description.unicodeScalars.count
        }
        for cell in composition.unreadCells {
            targets.append(CellTarget(elementIdentifier: identifier, part: .composition, offset: scalars))
            text.unicodeScalars.append(Unicode.Scalar(0x2800 + UInt32(cell))!)
            scalars += 1
        }
        return BrailleLine(text: text, cells: composition.cells, targets: targets,
                           parts: [BrailleLine.Segment(part: .composition, text: text, scalarRange: 0..<scalars)],
                           language: LanguageTag.fallback)
    }
}
