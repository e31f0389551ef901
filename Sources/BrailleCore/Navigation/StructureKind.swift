/// A kind of element a reader jumps between in a document (a web page): the structure moves
/// (next heading, previous link…), which skip what lies between.
public enum StructureKind: Hashable, Sendable, CaseIterable {
    /// Headings (trait ``AccessibilityTrait/header``).
    case heading
    /// Links (trait ``AccessibilityTrait/link``).
    case link
    /// What a form asks: text and search fields, adjustable values, buttons of every kind
    /// (check boxes, radio buttons, combo boxes are buttons with their role's word).
    case formField
    /// Paragraphs: static text. The parts of one paragraph (``Element/paragraph``: a web page's
    /// paragraph read as its runs of text and links) count once.
    case paragraph

    /// Whether `element` is of this kind.
    public func matches(_ element: Element) -> Bool {
        let traits = element.traits
        switch self {
        case .heading: return traits.contains(.header)
        case .link: return traits.contains(.link)
        case .formField:
            return !traits.isDisjoint(with: [.textField, .searchField, .adjustable, .button]) && !traits.contains(.link)
        case .paragraph:
            return traits.contains(.staticText) && !traits.contains(.header)
        }
    }
}
