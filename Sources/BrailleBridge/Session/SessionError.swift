/// Why a session could not be made, with what the command line does about it.
public struct SessionError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// The reader's table cannot be used (a usage error: exit 64).
        case usage
        /// A document, a script or a key file cannot be read or is not valid (exit 2).
        case badInput
        /// The feed, the terminal or the bundled examples are not there (exit 1).
        case failed
    }

    public var kind: Kind
    public var description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
