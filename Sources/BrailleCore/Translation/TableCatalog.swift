/// The bundled tables (``TableLibrary/bundled``) by name, by path and by language.
///
/// Every call goes to ``TableLibrary/bundled``, which compiles each file once and resolves each
/// name once. A program with its own folder of tables makes a ``TableLibrary`` with that folder
/// first and asks it instead.
public enum TableCatalog {
    /// Loads a bundled table by name (`en-ueb-g1`) or a table file by path
    /// (``TableLibrary/table(named:)``).
    ///
    /// - Throws: `TableError`: no such table (naming where it looked), or the first problem in the
    ///   file as `path:line:column: message`.
    public static func table(named name: String) throws(TableError) -> BrailleTable {
        try TableLibrary.bundled.table(named: name)
    }

    /// Loads the table file at `path`, compiling it on first use.
    public static func table(atPath path: String) throws(TableError) -> BrailleTable {
        try TableLibrary.bundled.table(atPath: path)
    }

    /// The file a table name or path refers to.
    public static func path(forTable name: String) throws(TableError) -> String {
        try TableLibrary.bundled.path(forTable: name)
    }

    /// The folders searched for bundled tables, in order.
    public static var searchDirectories: [String] { TableLibrary.bundled.searchDirectories }

    /// The names of the bundled tables, sorted.
    public static func bundledTableNames() -> [String] { TableLibrary.bundled.tableNames() }

    /// Every bundled table, compiled, sorted by name: for listings (name, language, description).
    public static func bundledTables() throws(TableError) -> [BrailleTable] {
        try TableLibrary.bundled.tables()
    }
}
