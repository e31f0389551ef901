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
}
