import BrailleCore
import Foundation

/// Maps what AT-SPI says about one object to the model's ``Element`` (the table in
/// `docs/desktop.md`): label, value, hint, traits, adjustable range, custom actions, frame.
enum ElementMapping {
    /// The element for `facts`, its frame relative to a container whose screen origin is `origin`.
    static func element(_ facts: AccessibleFacts, origin: Frame = .zero) -> Element {
        let label = label(facts)
        let adjustable = adjustable(facts)
        let value = adjustable == nil ? value(facts) : nil
        var traits = traits(facts)
        // A document view reads as a book of its lines (page turns scroll the app).
        let book = facts.content.map(ReadingContent.book)
        if book != nil { traits.insert(.causesPageTurn) }
        var element = Element(identifier: facts.identifier, label: label, value: book == nil ? value : nil,
                       hint: hint(facts, label: label, value: adjustable?.valueText ?? value),
                       traits: traits, role: role(facts), frame: frame(facts, origin: origin),
                       customActions: customActions(facts), adjustable: adjustable, book: book,
                       headingLevel: traits.contains(.header) ? facts.headingLevel : nil)
        if let row = facts.row { element.positionInContainer = PlacedElement.Position(index: row.index, count: row.count) }
        return element
    }

    /// The changes that turn the element as it was into the element for `facts` now: every
    /// property that can change, so the navigator re-presents the element in place.
    static func change(_ facts: AccessibleFacts) -> ElementChange {
        let element = element(facts)
        // An adjustable element's value text comes from its range: the change moves the range
        // (adjustableValue) and neither sends nor clears a text value, which the model refuses.
        let text = element.adjustable == nil ? element.value : nil
        return ElementChange(label: element.label, value: text,
                             clearsValue: text == nil && element.adjustable == nil,
                             adjustableValue: element.adjustable?.value, hint: element.hint ?? "",
                             traits: element.traits, book: element.book)
    }

    /// What stands between the cells of a table's row read as one line: a vertical line, which
    /// the tables write as one cell a finger finds (UEB: dots 4-5-6), with a blank either side.
    static let cellSeparator = " \u{2502} "

    /// The cell of a row's `label` (its cells joined by ``cellSeparator``) that holds the
    /// character at `offset` (Unicode scalars), and the offset in that cell.
    static func cell(at offset: Int, inRow label: String) -> (index: Int, offset: Int) {
        var start = 0
        let separator = cellSeparator.unicodeScalars.count
        let cells = label.components(separatedBy: cellSeparator)
        for (index, cell) in cells.enumerated() {
            let end = start + cell.unicodeScalars.count
            if offset < end + separator || index == cells.count - 1 { return (index, Swift.max(0, Swift.min(offset - start, end - start))) }
            start = end + separator
        }
        return (0, 0)
    }

    /// What names the element, as Orca finds it: the accessible name (repaired when the toolkit
    /// gives a class name or the label twice, ``ToolkitName``); else the `labelled-by` target's
    /// name; for a label or a static text, its text; for an empty entry, its placeholder; for a
    /// table cell, its row's cells; else the names of what it holds; last, the tooltip
    /// (description) without its shortcut.
    static func label(_ facts: AccessibleFacts) -> String {
        if let row = facts.row, !row.cells.isEmpty { return row.cells.joined(separator: cellSeparator) }
        let name = ToolkitName.repaired(facts.name)
        if !name.isEmpty { return name }
        let labelledBy = ToolkitName.repaired(facts.labelledBy ?? "")
        if !labelledBy.isEmpty { return labelledBy }
        switch facts.role {
        case .label, .staticText, .heading, .paragraph, .link:
            if let text = facts.text, !text.isEmpty { return text }
        default:
            break
        }
        if let placeholder = facts.placeholder, !placeholder.isEmpty, (facts.text ?? "").isEmpty { return placeholder }
        if let content = facts.contentName, !content.isEmpty { return content }
        // A slider's or spin button's description is its value text in GTK 3 ("50.0").
        guard ![.slider, .spinButton, .scrollBar, .progressBar, .levelBar].contains(facts.role) else { return "" }
        let tooltip = ToolkitName.tooltipName(facts.description)
        // A focused object of a role the model has no word for, named only by its class (GTK
        // 4.8's tree view is a "filler" named "GtkTreeView"): its class in words, "tree view".
        if tooltip.isEmpty, facts.role.kind == .transparent { return ToolkitName.classWords(facts.name) }
        return tooltip
    }

    /// The kind of control where the traits say less (``ElementRole``).
    static func role(_ facts: AccessibleFacts) -> ElementRole? {
        if facts.row != nil { return .tableRow }
        switch facts.role {
        case .checkBox: return ToolkitName.isClassName(facts.name) && facts.name.hasSuffix("Switch") ? .switch : .checkBox
        case .radioButton: return .radioButton
        case .comboBox: return .comboBox
        case .toggleButton: return .toggleButton
        case .menu: return .menu
        case .menuBar: return .menuBar
        case .menuItem: return .menuItem
        case .checkMenuItem: return .checkMenuItem
        case .radioMenuItem: return .radioMenuItem
        case .pageTab: return .pageTab
        case .treeItem: return .treeItem
        case .tableRow: return .tableRow
        case .listItem: return .listItem
        default: return nil
        }
    }

    /// The value: the Value interface's number (or the toolkit's text), the text of an entry or
    /// spin button (asterisks for a password, never its characters), the checked state of a
    /// check box or toggle.
    static func value(_ facts: AccessibleFacts) -> String? {
        switch facts.role {
        case .passwordText:
            return String(repeating: "*", count: facts.text?.count ?? 0)
        case .checkBox, .checkMenuItem, .radioButton, .radioMenuItem:
            if facts.states.contains(.indeterminate) { return "partly checked" }
            return facts.states.contains(.checked) ? "checked" : "not checked"
        case .toggleButton:
            return facts.states.contains(.checked) || facts.states.contains(.pressed) ? "on" : "off"
        case .comboBox:
            // The choice, unless it is the combo's name already (GTK 3 names a combo by it).
            guard let choice = facts.text, !choice.isEmpty, choice != ToolkitName.repaired(facts.name) else { return nil }
            return choice
        case .entry, .text, .documentText, .spinButton:
            if let text = facts.text { return text }
            return valueText(facts)
        default:
            return valueText(facts)
        }
    }

    private static func valueText(_ facts: AccessibleFacts) -> String? {
        guard let value = facts.value else { return nil }
        if let text = value.text, !text.isEmpty { return text }
        // The model's number text ("40", "2.5"): an Adjustable says it.
        return Adjustable(value: value.current, minimum: value.current, maximum: value.current, step: 1).valueText
    }

    /// The description, when it says something the label and value do not.
    static func hint(_ facts: AccessibleFacts, label: String, value: String?) -> String? {
        let description = ToolkitName.repaired(facts.description)
        guard !description.isEmpty, description != label, description != value else { return nil }
        return description
    }

    /// Roles and states as traits.
    static func traits(_ facts: AccessibleFacts) -> Traits {
        var traits: Traits = []
        switch facts.role {
        case .pushButton where facts.isHyperlink: traits.insert(.link)
        case .pushButton, .toggleButton, .checkBox, .radioButton, .comboBox, .menuItem, .checkMenuItem, .radioMenuItem, .menu:
            traits.insert(.button)
        case .link: traits.insert(.link)
        case .heading: traits.insert(.header)
        case .entry, .passwordText: traits.insert(.textField)
        case .text, .documentText:
            if facts.states.contains(.editable) { traits.insert(.textField) } else { traits.insert(.staticText) }
        case .image, .icon: traits.insert(.image)
        case .slider, .spinButton, .scrollBar:
            if adjustable(facts) != nil { traits.insert(.adjustable) }
            if facts.role == .spinButton { traits.insert(.textField) }
        case .pageTab: traits.insert(.tabBar)
        case .label, .staticText, .paragraph, .statusBar: traits.insert(.staticText)
        case .progressBar, .levelBar: traits.insert([.staticText, .updatesFrequently])
        default: break
        }
        // GTK 4.8 has no `enabled` state; `sensitive` is what every toolkit sets.
        if !facts.states.contains(.sensitive) && !facts.states.contains(.enabled) {
            traits.insert(.notEnabled)
        }
        // A check box, radio button or toggle says checked in its value; a row's selection is
        // the focus itself.
        // A menu or menu item is `selected` while it is highlighted: that is the focus.
        let stateInValue: Set<DesktopRole> = [.checkBox, .checkMenuItem, .radioButton, .radioMenuItem, .toggleButton,
                                               .menu, .menuItem]
        if !stateInValue.contains(facts.role), facts.row == nil,
           !facts.states.isDisjoint(with: [.checked, .selected, .pressed]) {
            traits.insert(.selected)
        }
        return traits
    }

    /// The range of a slider, spin button or scroll bar; `nil` for other roles or without a Value.
    static func adjustable(_ facts: AccessibleFacts) -> Adjustable? {
        guard [.slider, .spinButton, .scrollBar].contains(facts.role), let value = facts.value,
              value.maximum >= value.minimum else { return nil }
        // A spin button that shows more than one number (Qt's date and time edits: "27 Nov 2026
        // 08:09") is read by its text; its Value counts only one of its sections.
        if facts.role == .spinButton, let text = facts.text, text.matches(of: /\d+(?:[.,]\d+)?/).count > 1 {
            return nil
        }
        let span = value.maximum - value.minimum
        let step = value.increment > 0 ? value.increment : (span > 0 ? Swift.max(span / 100, 1) : 1)
        return Adjustable(value: value.current, minimum: value.minimum, maximum: value.maximum, step: step)
    }

    /// The named actions besides the ones activate and increment/decrement use (and Qt's
    /// "SetFocus", which a routing key does).
    static func customActions(_ facts: AccessibleFacts) -> [CustomAction] {
        let reserved = Set(ActionChoice.activateNames + ActionChoice.increaseNames + ActionChoice.decreaseNames
                           + ActionChoice.focusNames)
        var seen = Set<String>()
        return facts.actions.filter { name in
            let key = name.lowercased()
            return !name.isEmpty && !reserved.contains(key) && seen.insert(key).inserted
        }.map { CustomAction(name: $0) }
    }

    /// The extents relative to `origin` (a container's screen frame); zero without extents.
    static func frame(_ facts: AccessibleFacts, origin: Frame) -> Frame {
        guard let extents = facts.extents else { return .zero }
        return Frame(x: extents.x - origin.x, y: extents.y - origin.y, width: extents.width, height: extents.height)
    }
}
