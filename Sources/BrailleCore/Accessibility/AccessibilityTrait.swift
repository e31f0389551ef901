/// One accessibility trait, named as UIAccessibility names it (`UIAccessibilityTraitButton` is `.button`).
///
/// The raw value is the name used in JSON documents (`"traits": ["button", "notEnabled"]`).
/// The cases are declared in the order; a presentation lists them in
/// ``Abbreviations/order`` (roles first, then states).
public enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable {
    case button
    case link
    case header
    case searchField
    case image
    case selected
    case playsSound
    case keyboardKey
    case staticText
    case summaryElement
    case notEnabled
    case updatesFrequently
    case startsMediaSession
    case adjustable
    case allowsDirectInteraction
    case causesPageTurn
    case tabBar
    /// An editable text field. Not a public UIAccessibility trait (UIKit marks text fields with a
    /// private one); brl's addition, so a braille reader can tell a field from a label.
    case textField

    /// The trait's bit in ``Traits/rawValue``, fixed here so that reordering or adding cases
    /// never changes the public values.
    public var bit: Int {
        switch self {
        case .button: 0
        case .link: 1
        case .header: 2
        case .searchField: 3
        case .image: 4
        case .selected: 5
        case .playsSound: 6
        case .keyboardKey: 7
        case .staticText: 8
        case .summaryElement: 9
        case .notEnabled: 10
        case .updatesFrequently: 11
        case .startsMediaSession: 12
        case .adjustable: 13
        case .allowsDirectInteraction: 14
        case .causesPageTurn: 15
        case .tabBar: 16
        case .textField: 17
        }
    }
}
