/// Routing keys, activation, adjusting, custom actions and the hint.
extension Navigator {
    /// A routing key over cell `key` of the window. The cell's target decides:
    /// - in the custom-action list: perform the action shown;
    /// - while adjusting: leave adjusting;
    /// - a cell of another element: focus it;
    /// - any cell of a button or link: activate it;
    /// - the value of an adjustable element: start adjusting;
    /// - the value of a text or search field (traits ``AccessibilityTrait/textField``,
    ///   ``AccessibilityTrait/searchField``): place the caret before that character;
    /// - anything else (a label, the traits, a read-only value, a book line): activate the element.
    mutating func route(_ key: Int) -> [NavigatorEffect] {
        guard let target = viewport.target(forRoutingKey: key) else { return [] }
        switch mode {
        case .choosingAction:
            return activate()
        case .adjusting:
            mode = .browsing
            return []
        case .browsing:
            break
        }
        guard let id = target.elementIdentifier else { return [] }
        if id != focus.focusedIdentifier {
            guard focus.focus(id) else { return [.bell] }
            enterElement(.start)
            return []
        }
        guard let element = focused?.element else { return [] }
        if element.traits.contains(.button) || element.traits.contains(.link) {
            return [.appAction(identifier: id, action: .activate)]
        }
        if target.part == .value {
            if element.traits.contains(.adjustable), element.adjustable != nil {
                mode = .adjusting
                return [.appAction(identifier: id, action: .beginAdjusting)]
            }
            if !element.traits.isDisjoint(with: [.textField, .searchField]) {
                caret = Caret(identifier: id, part: .value, offset: target.offset)
                return [.appAction(identifier: id, action: .setCaret(part: .value, offset: target.offset))]
            }
        }
        return [.appAction(identifier: id, action: .activate)]
    }

    /// Activates the focused element, or performs the custom action shown in the list.
    mutating func activate() -> [NavigatorEffect] {
        guard let placed = focused else { return [.bell] }
        let id = placed.element.identifier
        if case .choosingAction(let index) = mode {
            mode = .browsing
            viewport = makeViewport(showingCell: 0)
            guard placed.element.customActions.indices.contains(index) else { return [.bell] }
            return [.appAction(identifier: id, action: .customAction(name: placed.element.customActions[index].identifier))]
        }
        return [.appAction(identifier: id, action: .activate)]
    }

    /// Leaves adjusting, the custom-action list or the hint; the element's line comes back.
    mutating func escape() -> [NavigatorEffect] {
        switch mode {
        case .adjusting:
            mode = .browsing
            return []
        case .choosingAction:
            mode = .browsing
            viewport = makeViewport(showingCell: 0)
            return []
        case .browsing:
            guard showingHint else { return [] }
            showingHint = false
            viewport = makeViewport(showingCell: 0)
            return []
        }
    }

    /// Increments (`.forward`) or decrements the focused adjustable element and enters adjusting;
    /// the line is presented again with the value in view.
    mutating func adjust(_ direction: Direction) -> [NavigatorEffect] {
        guard let id = focus.focusedIdentifier else { return [.bell] }
        let result = focus.adjust(direction)
        if result != .notAdjustable, case .choosingAction = mode {
            // Adjusting leaves the custom-action list: the element's line comes back.
            mode = .browsing
            viewport = makeViewport(showingCell: 0)
        }
        switch result {
        case .notAdjustable:
            return [.bell]
        case .atLimit:
            mode = .adjusting
            return [.bell]
        case .changed:
            mode = .adjusting
            representInPlace()
            if let start = viewport.line.targets.firstIndex(where: { $0.part == .value }) { viewport.show(cell: start) }
            let value = focused?.element.value ?? ""
            return [.appAction(identifier: id, action: direction == .forward ? .increment(value: value) : .decrement(value: value))]
        }
    }

    /// Shows the next (`step` 1) or previous (`step` -1) custom action of the focused element,
    /// entering the list at its first (last) action.
    mutating func chooseAction(_ step: Int) -> [NavigatorEffect] {
        guard let actions = focused?.element.customActions, !actions.isEmpty else { return [.bell] }
        let index: Int
        if case .choosingAction(let current) = mode {
            index = ((current + step) % actions.count + actions.count) % actions.count
        } else {
            index = step > 0 ? 0 : actions.count - 1
        }
        mode = .choosingAction(index: index)
        showingHint = false
        viewport = makeViewport(showingCell: 0)
        return []
    }

    /// Shows or hides the hint at the end of the focused element's line; shown, the window moves
    /// to the hint's first cell.
    mutating func toggleHint() -> [NavigatorEffect] {
        guard let hint = focused?.element.hint, !hint.isEmpty else { return [.bell] }
        if case .choosingAction = mode { mode = .browsing }
        showingHint.toggle()
        viewport = makeViewport(showingCell: 0)
        if showingHint, let start = viewport.line.targets.firstIndex(where: { $0.part == .hint }) {
            viewport.show(cell: start)
        }
        return []
    }
}
