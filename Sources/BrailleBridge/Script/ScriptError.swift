/// A script line the virtual display cannot carry out.
struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's name (a file path, or "stdin").
    var source: String
    /// The 1-based line number.
    var line: Int
    var message: String

    var description: String { "\(source):\(line): \(message)" }
}
