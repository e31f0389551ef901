/// A named action an element offers besides activation, like `UIAccessibilityCustomAction`.
public struct CustomAction: Hashable, Sendable {
    /// The localised name the user reads, e.g. "Delete".
    public var name: String
    /// The name the app receives when the user picks the action; defaults to `name`.
    public var identifier: String

    public init(name: String, identifier: String? = nil) {
        self.name = name
        self.identifier = identifier ?? name
    }
}
