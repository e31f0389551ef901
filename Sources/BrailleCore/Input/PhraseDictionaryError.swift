/// A line of the phrase data that could not be read: the file, the line (1-based) and why.
/// It prints as `Tables/zh-tw-phrases.txt:12: frequency 'x' is not a whole number`.
public struct PhraseDictionaryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file read (a path), or a name for data given as text.
    public var file: String
    /// The 1-based line; 0 when the file itself could not be read.
    public var line: Int
    /// What is wrong, in a few words.
    public var reason: String

    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }
}
