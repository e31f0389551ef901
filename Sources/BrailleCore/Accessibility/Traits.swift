/// A set of ``AccessibilityTrait``s, like `UIAccessibilityTraits`.
///
/// ```swift
/// let traits: Traits = [.button, .notEnabled]
/// traits.contains(.button)      // true
/// traits.members                // [.button, .notEnabled], in declaration order
/// ```
public struct Traits: OptionSet, Hashable, Sendable {
    public var rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The set holding exactly `trait`.
    public init(_ trait: AccessibilityTrait) {
        self.rawValue = 1 << UInt32(trait.bit)
    }

    /// The set holding the given traits.
    public init<S: Sequence>(_ traits: S) where S.Element == AccessibilityTrait {
        self = traits.reduce(into: Traits()) { $0.insert(Traits($1)) }
    }

    /// The traits in the set, in ``AccessibilityTrait`` declaration order.
    public var members: [AccessibilityTrait] {
        AccessibilityTrait.allCases.filter { contains(Traits($0)) }
    }

    public static let button = Traits(.button)
    public static let link = Traits(.link)
    public static let header = Traits(.header)
    public static let searchField = Traits(.searchField)
    public static let image = Traits(.image)
    public static let selected = Traits(.selected)
    public static let playsSound = Traits(.playsSound)
    public static let keyboardKey = Traits(.keyboardKey)
    public static let staticText = Traits(.staticText)
    public static let summaryElement = Traits(.summaryElement)
    public static let notEnabled = Traits(.notEnabled)
    public static let updatesFrequently = Traits(.updatesFrequently)
    public static let startsMediaSession = Traits(.startsMediaSession)
    public static let adjustable = Traits(.adjustable)
    public static let allowsDirectInteraction = Traits(.allowsDirectInteraction)
    public static let causesPageTurn = Traits(.causesPageTurn)
    public static let tabBar = Traits(.tabBar)
    public static let textField = Traits(.textField)
}
