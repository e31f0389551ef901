/// What kind of control an element is, where the traits alone say less: a check box, a radio
/// button and a combo box all have the ``AccessibilityTrait/button`` trait, but a reader must
/// know which one they touch (NVDA and Orca say "chk", "rbtn", "cbo"). The role's word replaces
/// the word of the button or tab bar trait on the line; every other trait keeps its word.
///
/// Apps on Apple's platforms have no such property (their `accessibilityTraits` are all there
/// is); desktop toolkits do (AT-SPI2's roles), so the desktop source and the JSON feed may set it.
public enum ElementRole: String, CaseIterable, Hashable, Sendable {
    case checkBox, radioButton, comboBox, toggleButton, `switch`
    case menu, menuBar, menuItem, checkMenuItem, radioMenuItem
    case pageTab, treeItem, tableRow, listItem

    /// The traits whose words the role's word replaces.
    static let replacedTraits: [AccessibilityTrait] = [.button, .tabBar]
}
