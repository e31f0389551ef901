import BrailleCore
import Synchronization

extension Presenter {
    /// A presenter that decides each language's table once (the reader's table or the bundled
    /// one, `TableLibrary.bundled`, which caches by language itself) and keeps the decision, so
    /// that a key does not parse language tags again.
    ///
    /// - Parameters:
    ///   - reader: the reader's table, which writes its own language and languages without a
    ///     table (see ``ReaderTable``).
    ///   - computerBrailleText: whether text fields are written in computer braille.
    ///   - interfaceLanguage: the language of the display's own words (`--ui-language`).
    static func cachingTables(reader: ReaderTable? = nil, computerBrailleText: Bool = true,
                              interfaceLanguage: String? = nil) -> Presenter {
        let cache = TableCache(reader: reader)
        var presenter = Presenter(tableForLanguage: { try cache.table(forLanguage: $0) })
        presenter.computerBrailleForText = computerBrailleText
        presenter.interfaceLanguage = interfaceLanguage
        return presenter
    }
}

/// Tables by language tag, filled on first use. Failures are not kept (a later call tries again).
final class TableCache: Sendable {
    private let tables = Mutex<[String: BrailleTable]>([:])
    private let reader: ReaderTable?

    init(reader: ReaderTable? = nil) { self.reader = reader }

    func table(forLanguage tag: String) throws -> BrailleTable {
        if let table = tables.withLock({ $0[tag] }) { return table }
        let table = if let reader, reader.writes(language: tag) { reader.table } else { try TableCatalog.table(forLanguage: tag) }
        tables.withLock { $0[tag] = table }
        return table
    }
}
