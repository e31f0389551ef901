/// One accessibility trait, named as UIAccessibility names it (`UIAccessibilityTraitButton` is `.button`).
///
/// The raw value is the name used in JSON documents (`"traits": ["button", "notEnabled"]`).
/// The declaration order is the order in which a presentation lists traits.
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
}
