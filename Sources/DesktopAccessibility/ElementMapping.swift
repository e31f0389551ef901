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
        return Element(identifier: facts.identifier, label: label, value: book == nil ? value : nil,
                       hint: hint(facts, label: label, value: adjustable?.valueText ?? value),
                       traits: traits, frame: frame(facts, origin: origin),
                       customActions: customActions(facts), adjustable: adjustable, book: book,
                       headingLevel: traits.contains(.header) ? facts.headingLevel : nil)
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

    /// The accessible name; when it is empty, the `labelled-by` target's name (Orca's rule); for
    /// a label or a static text without a name, its text.
    static func label(_ facts: AccessibleFacts) -> String {
        if !facts.name.isEmpty { return facts.name }
        if let labelledBy = facts.labelledBy, !labelledBy.isEmpty { return labelledBy }
        switch facts.role {
        case .label, .staticText, .heading, .paragraph, .link:
            return facts.text ?? ""
        default:
            return ""
        }
    }

    /// The value: the Value interface's number (or the toolkit's text), the text of an entry or
    /// spin button (asterisks for a password, never its characters), the checked state of a
    /// check box or toggle.
    static func value(_ facts: AccessibleFacts) -> String? {
        switch facts.role {
        case .passwordText:
            return String(repeating: "*", count: facts.text?.count ?? 0)
        case .checkBox, .checkMenuItem:
            if facts.states.contains(.indeterminate) { return "partly checked" }
            return facts.states.contains(.checked) ? "checked" : "not checked"
        case .toggleButton:
            return facts.states.contains(.checked) || facts.states.contains(.pressed) ? "on" : "off"
        case .entry, .text, .documentText, .spinButton, .comboBox:
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
        let description = facts.description.trimmingCharacters(in: .whitespaces)
        guard !description.isEmpty, description != label, description != value else { return nil }
        return description
    }

    /// Roles and states as traits.
    static func traits(_ facts: AccessibleFacts) -> Traits {
        var traits: Traits = []
        switch facts.role {
        case .pushButton, .toggleButton, .checkBox, .radioButton, .comboBox, .menuItem, .checkMenuItem, .radioMenuItem:
            traits.insert(.button)
        case .link: traits.insert(.link)
        case .heading: traits.insert(.header)
        case .entry, .passwordText: traits.insert(.textField)
        case .text, .documentText:
            if facts.states.contains(.editable) { traits.insert(.textField) } else { traits.insert(.staticText) }
        case .image, .icon: traits.insert(.image)
        case .slider, .spinButton, .scrollBar:
            traits.insert(.adjustable)
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
        if !facts.states.isDisjoint(with: [.checked, .selected, .pressed]) {
            traits.insert(.selected)
        }
        return traits
    }

    /// The range of a slider, spin button or scroll bar; `nil` for other roles or without a Value.
    static func adjustable(_ facts: AccessibleFacts) -> Adjustable? {
        guard [.slider, .spinButton, .scrollBar].contains(facts.role), let value = facts.value,
              value.maximum >= value.minimum else { return nil }
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
