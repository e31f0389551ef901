/// A problem found while loading or compiling a braille table.
///
/// Every error names the place: the table file, the line and the column (both 1-based; the column
/// counts Unicode scalars from the start of the line). `description` prints the conventional
/// `path:line:column: message` form, e.g. `Tables/en-ueb-g1.tbl:42:7: unknown opcode 'capsign'`.
public struct TableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in (as given or resolved), or the table name when no file was found.
    public var file: String
    /// 1-based line number; 0 when the problem concerns the whole file (e.g. it cannot be read).
    public var line: Int
    /// 1-based column in Unicode scalars; 0 when the problem concerns the whole file or line.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String

    /// `path:line:column: message`, or `path:line: message` / `path: message` when the column or
    /// line is 0.
    public var description: String {
        if line == 0 { return "\(file): \(message)" }
        if column == 0 { return "\(file):\(line): \(message)" }
        return "\(file):\(line):\(column): \(message)"
    }
}
