/// Routing keys, activation, adjusting, custom actions and the hint.
extension Navigator {
    /// A routing key over cell `key` of the window. A key over a blank cell (between parts or
    /// words, past the text) or beyond the display does nothing but ring the bell, except on the
    /// value of a text field, where a blank is a character the caret can go before. Otherwise the
    /// cell's target decides:
    /// - in the custom-action list: the mode word ("action 2/3:") leaves the list; any other
    ///   cell performs the action shown;
    /// - while adjusting: leave adjusting;
    /// - the hint's mode word ("hint:"): hide the hint;
    /// - a cell of another element: focus it;
    /// - any cell of a button or link: activate it;
    /// - the value of an adjustable element: start adjusting (``Mode/adjusting``);
    /// - the value of a text or search field (traits ``AccessibilityTrait/textField``,
    ///   ``AccessibilityTrait/searchField``): place the caret before that character;
    /// - the label of a document's table row (``ElementRole/tableRow``, its cells on one line):
    ///   the app's caret to that character of its cell;
    /// - anything else (a label, the traits, a read-only value, a book line): activate the element.
    mutating func route(_ key: Int) -> [NavigatorEffect] {
        guard let cell = viewport.cellIndex(forRoutingKey: key), viewport.line.targets.indices.contains(cell) else { return fail(.nothingHere) }
        let target = viewport.line.targets[cell]
        if viewport.line.cells[cell] == 0 {
            let inText = target.part == .value && mode == .browsing
                && (focused?.element.isTextField ?? false)
            guard inText else { return fail(.nothingHere) }
        }
        switch mode {
        case .choosingAction:
            return target.part == .mode ? escape() : activate()
        case .adjusting, .reviewingMessages:
            return escape()
        case .browsing:
            if target.part == .mode { return escape() }
        }
        // A line of no element ("no elements"): nothing to act on.
        guard let id = target.elementIdentifier else { return fail(focused == nil ? .noElements : .nothingHere) }
        if id != focus.focusedIdentifier {
            guard focus.focus(id) else { return fail(.nothingHere) }
            enterElement(.start)
            return []
        }
        guard let element = focused?.element else { return [] }
        if element.traits.contains(.notEnabled) {
            // Nothing to do on an element the app has disabled: say so, send nothing.
            return fail(.unavailable)
        }
        if element.traits.contains(.button) || element.traits.contains(.link) {
            return [.appAction(identifier: id, action: .activate)]
        }
        if target.part == .label, element.role == .tableRow, element.document != nil {
            // A document's table row shows its cells on one line: the key's character names
            // the cell, where the app puts its caret.
            return [.appAction(identifier: id, action: .setCaret(part: .label, offset: target.offset))]
        }
        if target.part == .value {
            if element.traits.contains(.adjustable), element.adjustable != nil {
                mode = .adjusting
                showingHint = false
                viewport = makeViewport(showingFirstOf: [.mode], wholeOf: .value)
                return [.appAction(identifier: id, action: .beginAdjusting)]
            }
            if element.isTextField {
                caret = Caret(identifier: id, part: .value, offset: target.offset)
                cursor.caretAssumed = false
                return [.appAction(identifier: id, action: .setCaret(part: .value, offset: target.offset))]
            }
        }
        return [.appAction(identifier: id, action: .activate)]
    }

    /// Activates the focused element, or performs the custom action shown in the list.
    mutating func activate() -> [NavigatorEffect] {
        guard let placed = focused else { return fail(.noElements) }
        let id = placed.element.identifier
        if case .choosingAction(let index) = mode {
            mode = .browsing
            viewport = makeViewport(showingCell: 0)
            guard placed.element.customActions.indices.contains(index) else { return fail(.noActions) }
            return [.appAction(identifier: id, action: .customAction(name: placed.element.customActions[index].identifier))]
        }
        // A disabled element (trait notEnabled) does nothing when activated: say so, send nothing.
        if placed.element.traits.contains(.notEnabled) { return fail(.unavailable) }
        return [.appAction(identifier: id, action: .activate)]
    }

    /// Leaves adjusting, the custom-action list or the hint; the element's line comes back (with
    /// the value in view after adjusting).
    mutating func escape() -> [NavigatorEffect] {
        switch mode {
        case .adjusting:
            mode = .browsing
            viewport = makeViewport(showingFirstOf: [.value], wholeOf: .value)
            return []
        case .choosingAction:
            mode = .browsing
            viewport = makeViewport(showingCell: 0)
            return []
        case .reviewingMessages:
            leaveMessageHistory()
            return []
        case .browsing:
            guard showingHint else { return [] }
            showingHint = false
            viewport = makeViewport(showingCell: 0)
            return []
        }
    }

    /// Increments (`.forward`) or decrements the focused adjustable element; the line is presented
    /// again with the value in view (after the "adjust:" mode word while adjusting). The keys do
    /// not enter a mode: what `LNUP`/`LNDN` mean changes only with a routing key on the value.
    /// In the action list, they leave it first.
    mutating func adjust(_ direction: Direction) -> [NavigatorEffect] {
        guard let id = focus.focusedIdentifier else { return fail(.noElements) }
        let result = focus.adjust(direction)
        if result != .notAdjustable, case .choosingAction = mode {
            // Adjusting leaves the custom-action list: the element's line comes back.
            mode = .browsing
            viewport = makeViewport(showingCell: 0)
        }
        switch result {
        case .notAdjustable:
            return fail(.notAdjustable)
        case .atLimit:
            return fail(direction == .forward ? .atMaximum : .atMinimum)
        case .changed:
            representInPlace()
            // The value shows with its unit ("55 percent"), after the mode word while adjusting.
            viewport = makeViewport(showingFirstOf: mode == .adjusting ? [.mode, .value] : [.value], wholeOf: .value)
            let value = focused?.element.value ?? ""
            return [.appAction(identifier: id, action: direction == .forward ? .increment(value: value) : .decrement(value: value))]
        }
    }

    /// Shows the next (`step` 1) or previous (`step` -1) custom action of the focused element,
    /// entering the list at its first (last) action; the line reads "action 2/3: Delete".
    mutating func chooseAction(_ step: Int) -> [NavigatorEffect] {
        guard let actions = focused?.element.customActions, !actions.isEmpty else { return fail(focused == nil ? .noElements : .noActions) }
        let index: Int
        if case .choosingAction(let current) = mode {
            if actions.count == 1 { return fail(.onlyOneAction) }
            index = ((current + step) % actions.count + actions.count) % actions.count
        } else {
            index = step > 0 ? 0 : actions.count - 1
        }
        mode = .choosingAction(index: index)
        showingHint = false
        viewport = makeViewport(showingCell: 0)
        return []
    }

    /// Shows or hides the hint at the end of the focused element's line; shown, after its mode
    /// word ("hint:"), the window moves to that word. Showing it leaves adjusting and the action
    /// list, so one mode at a time is on the display.
    mutating func toggleHint() -> [NavigatorEffect] {
        guard let hint = focused?.element.hint, !hint.isEmpty else { return fail(focused == nil ? .noElements : .noHint) }
        mode = .browsing
        showingHint.toggle()
        viewport = showingHint ? makeViewport(showingFirstOf: [.mode, .hint]) : makeViewport(showingCell: 0)
        return []
    }

    /// A key that could do nothing: the bell, and `feedback` shown briefly on the display once
    /// the command is done (``Navigator/handle(_:now:)``; continuous reading shows none).
    mutating func fail(_ feedback: NavigatorFeedback) -> [NavigatorEffect] {
        // Before the app's first screen there are no elements yet: say what the display says.
        pendingFeedback = feedback == .noElements && waitingForScreen ? .waitingForApp : feedback
        return [.bell]
    }

    /// Opens the message history at the newest message, or goes to the next older one (wrapping
    /// around); the element's window comes back when it closes.
    mutating func reviewMessages() -> [NavigatorEffect] {
        let count = announcements.history.count
        guard count > 0 else { return fail(.noMessages) }
        let index: Int
        if case .reviewingMessages(let current) = mode {
            index = (current + 1) % count
        } else {
            cursor.cellBeforeReview = viewport.window.range.lowerBound
            index = 0
        }
        mode = .reviewingMessages(index: index)
        showingHint = false
        viewport = makeViewport(showingCell: 0)
        return []
    }

    /// Closes the message history: the element's window comes back where it was.
    mutating func leaveMessageHistory() {
        mode = .browsing
        viewport = makeViewport(showingCell: cursor.cellBeforeReview)
    }
}
