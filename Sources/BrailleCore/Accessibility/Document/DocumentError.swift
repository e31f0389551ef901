/// A JSON document or event that is not valid: where (the JSON path, and for syntax errors the
/// line and column) and why.
///
/// Prints as `Examples/counter.json: elements[3].traits[1]: unknown trait "buton"`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value at fault (the document itself, `$`, for syntax errors).
    public var path: JSONPath
    /// Why the value is not valid.
    public var cause: Cause
    /// The file or stream the text came from, when the caller said.
    public var source: String?

    public init(path: JSONPath, cause: Cause, source: String? = nil) {
        self.path = path
        self.cause = cause
        self.source = source
    }

    /// Why a document is not valid.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// The text is not JSON (line and column 1-based; the column counts Unicode scalars).
        case syntax(line: Int, column: Int, message: String)
        case missingField(String)
        /// A field the object does not have, and the allowed field it was most likely meant to
        /// be (`lable` → `label`), if one is close.
        case unknownField(String, suggestion: String? = nil)
        /// A value of the wrong JSON type.
        case wrongType(expected: String, found: String)
        case unknownTrait(String)
        case unsupportedVersion(Double)
        case unknownEventType(String)
        case duplicateIdentifier(String, firstAt: JSONPath)
        /// A value of the right type that breaks a rule (the message says which).
        case invalid(String)

        public var description: String {
            switch self {
            case .syntax(let line, let column, let message):
                return "\(line):\(column): \(message)"
            case .missingField(let name):
                return "missing field \"\(name)\""
            case .unknownField(let name, let suggestion):
                return "unknown field \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
            case .wrongType(let expected, let found):
                return "expected \(expected), found \(found)"
            case .unknownTrait(let name):
                let suggestion = AccessibilityTrait.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
                return "unknown trait \"\(name)\"" + (suggestion.map { " (did you mean \"\($0.rawValue)\"?)" } ?? "")
            case .unsupportedVersion(let version):
                return "unsupported version \(Adjustable.numberText(version)); this reader knows version \(ScreenDocument.version)"
            case .unknownEventType(let name):
                return "unknown event type \"\(name)\"; known: \(EventDocument.types.joined(separator: ", "))"
            case .duplicateIdentifier(let identifier, let firstAt):
                return "identifier \"\(identifier)\" is already used at \(firstAt)"
            case .invalid(let message):
                return message
            }
        }
    }

    /// `source: path: cause`; syntax errors print `source:line:column: message`.
    public var description: String {
        let prefix = source.map { "\($0):" } ?? ""
        if case .syntax = cause { return prefix.isEmpty ? "\(cause)" : "\(prefix)\(cause)" }
        return (prefix.isEmpty ? "" : prefix + " ") + "\(path): \(cause)"
    }
}
