/// Typing on the braille keyboard into the focused text or search field.
///
/// Typed cells are collected (``TypedCells``) and read back into text when the word ends: at a
/// space, at punctuation that ends a word (`, . ; : ! ? ) ]` not after a digit, so `1,000` and
/// `3.5` stay whole), at Enter and before any other command. In UEB a cell's meaning depends on
/// what follows it (a number sign's digits, a capitals indicator's word), so nothing is sent
/// cell by cell. The cells not yet sent show at the caret, followed by the caret's dots 7 and 8.
///
/// The app gets ``NavigatorEffect/keyInput(identifier:input:)``: `insertText` for each finished
/// word (and the space), `deleteBackward` for Backspace with nothing pending, `submit` for Enter.
///
/// In a field written with a Chinese table the cells are Zhuyin and go to the input method
/// instead (`Navigator+Composing`).
extension Navigator {
    /// The cells typed into a field and not yet sent.
    public struct PendingTyping: Sendable {
        /// The field the cells were typed into.
        public var identifier: String
        public var cells: TypedCells
    }

    /// Whether typed cells go into the focused element: a text or search field, while browsing.
    public var isEditingText: Bool {
        guard mode == .browsing, let element = focused?.element else { return false }
        return element.isTextField && !element.traits.contains(.notEnabled)
    }

    /// The cells typed into the focused field and not yet sent (empty when none).
    public var pendingCells: [UInt8] {
        guard let typing, typing.identifier == focus.focusedIdentifier else { return [] }
        return typing.cells.pending
    }

    /// Punctuation that ends a word as soon as it is typed (not after a digit).
    static let wordEndingPunctuation: Set<Character> = [",", ".", ";", ":", "!", "?", ")", "]"]

    /// A typed cell (`.type(cell:)`); a blank cell is the space bar.
    mutating func type(_ cell: UInt8) -> [NavigatorEffect] {
        guard cell != 0 else { return typeSpace() }
        guard isEditingText, let placed = focused else { return fail(.notEditable) }
        if let table = try? presenter.tableForLanguage(placed.language), Navigator.composes(in: table) {
            return sendPendingWord() + compose(cell, into: placed.element.identifier, table: table)
        }
        var effects = typing?.identifier == placed.element.identifier ? [] : sendPendingWord()
        if typing == nil {
            guard let table = try? presenter.tableForLanguage(placed.language) else { return fail(.notEditable) }
            typing = PendingTyping(identifier: placed.element.identifier, cells: TypedCells(table: table))
        }
        let before = typing!.cells.preview.text
        typing!.cells.append(cell)
        let after = typing!.cells.preview.text
        if after.hasPrefix(before), after.count == before.count + 1, let last = after.last,
           Navigator.wordEndingPunctuation.contains(last), !(before.last?.isNumber ?? false) {
            effects += sendPendingWord()
        }
        return effects
    }

    /// The space bar: the word ends and a space follows it.
    mutating func typeSpace() -> [NavigatorEffect] {
        guard isEditingText, let id = focus.focusedIdentifier else { return fail(.notEditable) }
        return sendPendingWord(then: " ", in: id)
    }

    /// Backspace: the last pending cell goes; with none, the app deletes a character.
    mutating func typeBackspace() -> [NavigatorEffect] {
        guard isEditingText, let id = focus.focusedIdentifier else { return fail(.notEditable) }
        if typing?.identifier == id, typing!.cells.deleteBackward() {
            if typing!.cells.pending.isEmpty { typing = nil }
            return []
        }
        if var caret, caret.identifier == id, caret.part == .value {
            caret.offset = Swift.max(caret.offset - 1, 0)
            self.caret = caret
        }
        return [.keyInput(identifier: id, input: .deleteBackward)]
    }

    /// Enter in a field: the word typed goes, then the field is submitted.
    mutating func submitTyping() -> [NavigatorEffect] {
        guard let id = focus.focusedIdentifier else { return fail(.noElements) }
        return sendPendingWord() + [.keyInput(identifier: id, input: .submit)]
    }

    /// Reads the pending cells back and sends them (with `suffix`) as `insertText`; the caret
    /// placed in the field moves past the text. Nothing is sent when there is no text.
    mutating func sendPendingWord(then suffix: String = "", in identifier: String? = nil) -> [NavigatorEffect] {
        var text = ""
        var target = identifier
        if var typing {
            text = typing.cells.finishWord().text
            target = typing.identifier
            self.typing = nil
        }
        text += suffix
        guard let target else { return [] }
        return insert(text, into: target)
    }

    /// Sends `text` to the field `target` as `insertText`; the caret placed in the field moves
    /// past it. Nothing is sent for an empty text.
    mutating func insert(_ text: String, into target: String) -> [NavigatorEffect] {
        guard !text.isEmpty else { return [] }
        if var caret, caret.identifier == target, caret.part == .value {
            caret.offset += text.unicodeScalars.count
            self.caret = caret
        }
        return [.keyInput(identifier: target, input: .insertText(text))]
    }

    /// `cells` (the window, ``columns`` wide) with the pending cells at the caret: the caret's
    /// cell when one is placed, else after the field's value (after its label when it is empty),
    /// or at the window's end when that place is out of view; dots 7 and 8 mark the cell after them.
    func showingPendingCells(_ cells: [UInt8]) -> [UInt8] {
        let pending = pendingCells
        guard !pending.isEmpty, let id = focus.focusedIdentifier, !cells.isEmpty else { return cells }
        let targets = viewport.line.targets
        var lineCell: Int?
        var caretPlaced = false
        // An empty field's caret is the blank after its label: the typed cells go after that blank.
        let hasValue = targets.contains { $0.elementIdentifier == id && $0.part == .value }
        if hasValue, let caret, caret.identifier == id, caret.part == .value, let cell = cursor.caretCell() {
            lineCell = cell
            caretPlaced = true
        }
        if lineCell == nil {
            if let last = targets.lastIndex(where: { $0.elementIdentifier == id && $0.part == .value }) {
                lineCell = last + 1
            } else if let label = targets.lastIndex(where: { $0.elementIdentifier == id && $0.part == .label }) {
                lineCell = label + 2
            }
        }
        var result = cells
        var shownAt = cells.count - Swift.min(pending.count + 1, cells.count)
        if let lineCell {
            if let shown = viewport.displayCell(forLineCell: lineCell) {
                shownAt = shown
            } else if lineCell >= viewport.line.cells.count, let lastShown = viewport.displayCell(forLineCell: viewport.line.cells.count - 1) {
                shownAt = Swift.min(lastShown + 1 + (lineCell - viewport.line.cells.count), cells.count - 1)
            }
        }
        // With a caret placed in the text, its dots stay on the character after the typed cells;
        // at the end of the text they are a cell of their own, with a blank before what follows.
        var inserted = pending
        if !caretPlaced {
            // The caret moves to after the typed cells: off the cell that showed it.
            if let cell = cursor.caretCell(), let shown = viewport.displayCell(forLineCell: cell) {
                result[shown] &= ~Navigator.caretDots
            }
            inserted.append(Navigator.caretDots)
            if shownAt < cells.count, cells[shownAt] != 0 { inserted.append(0) }
        }
        result.insert(contentsOf: inserted, at: shownAt)
        let caretAt = shownAt + pending.count
        if caretAt < result.count { result[caretAt] |= Navigator.caretDots }
        let overflow = result.count - cells.count
        if overflow > 0 {
            // Keep the pending cells in view: drop cells from the end, or from the start when the
            // pending cells reach the end.
            let endOfPending = caretAt + 1
            if endOfPending <= cells.count {
                result.removeLast(overflow)
            } else {
                result.removeFirst(Swift.min(overflow, result.count - cells.count))
            }
        }
        return Array(result.prefix(cells.count))
    }
}
