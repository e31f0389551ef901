import BrailleCore

/// The reader's settings that the display changes while the bridge runs — the table key and the
/// preferences on the display (``PreferencesPanel``) — with what they are now and how they apply
/// to the navigator. Names and values are the preferences file's (`reading-speed 14`).
struct SessionSettings: Sendable {
    /// The tables the table key cycles through, in order: `--tables`, else the bundled tables of
    /// the reader's language (``defaultTables(language:)``), with the reader's table first when
    /// it is not among them.
    var tables: [String]
    /// The reader's table in use (`--table`, `--lang`, `BRL_TABLE`, …); `nil`: each language's own.
    var table: String?
    /// The language of the display's words (`--ui-language`, else the locale's).
    var interfaceLanguage: String?
    var computerBrailleText = true
    /// `auto`, `off`, `start` or `end`.
    var statusCells = "off"
    /// Continuous reading, in cells per second.
    var readingSpeed = ReadingSettings().cellsPerSecond
    /// How long a message shows, in seconds; 0 until a key.
    var messageTimeout = 4.0
    /// The preferences file the preferences on the display save to; `nil`: not saved.
    var file: String?

    /// Settings with the reader's table and words; `tables` `nil` or empty: the bundled tables
    /// of the reader's language.
    init(table: String? = nil, tables: [String]? = nil, interfaceLanguage: String? = nil) {
        self.table = table
        self.interfaceLanguage = interfaceLanguage
        self.tables = []
        if let tables, !tables.isEmpty {
            self.tables = tables
        } else {
            self.tables = Self.defaultTables(language: language)
        }
    }

    /// The reader's language: the words' language, else the reader's table's, else English.
    var language: String {
        if let interfaceLanguage { return interfaceLanguage }
        if let table, let loaded = try? TableCatalog.table(named: table) { return loaded.language }
        return LanguageTag.fallback
    }

    /// The bundled tables whose names start with `language`'s primary subtag (`en-ueb-g1`,
    /// `en-us-comp8` for `en-GB`), sorted; the fallback table's language when none does.
    static func defaultTables(language: String) -> [String] {
        let names = TableCatalog.bundledTableNames()
        let primary = LanguageTag.primaryLanguage(of: language) ?? LanguageTag.fallback
        let own = names.filter { $0.hasPrefix(primary + "-") }
        return own.isEmpty ? names.filter { $0.hasPrefix(LanguageTag.fallback + "-") } : own
    }

    /// The table in use as the cycle counts it: the reader's table, else the default table of
    /// the reader's language.
    var tableInUse: String {
        table ?? (try? TableCatalog.tableChoice(forLanguage: language).tableName) ?? TableCatalog.fallbackTableName
    }

    /// Moves to the table after the one in use (after the last, the first) and returns it.
    mutating func cycleTable() -> String {
        let list = tables.isEmpty ? [tableInUse] : tables
        let next = list.firstIndex(of: tableInUse).map { ($0 + 1) % list.count } ?? 0
        table = list[next]
        return list[next]
    }

    /// The presenter of these settings: the reader's table (see ``ReaderTable``), computer
    /// braille in fields, the reader's words.
    /// - Throws: ``ReaderTableError`` when the table cannot be loaded.
    func presenter() throws(ReaderTableError) -> Presenter {
        Presenter.cachingTables(reader: try ReaderTable.choose(table: table, lang: nil, environment: [:]),
                                computerBrailleText: computerBrailleText, interfaceLanguage: interfaceLanguage)
    }

    /// Applies the settings that are the navigator's own: status cells, reading speed, message time.
    func configure(_ navigator: inout Navigator) {
        navigator.reading.cellsPerSecond = readingSpeed
        Self.configure(&navigator, statusCells: statusCells,
                       messageDuration: .milliseconds(Int((messageTimeout * 1000).rounded())))
    }

    /// Sets a navigator's message duration and status cells from `statusCells` and
    /// `messageDuration`.
    /// Called again with other values (the preferences on the display), it changes them.
    static func configure(_ navigator: inout Navigator, statusCells: String, messageDuration: Duration) {
        navigator.messageDuration = messageDuration
        switch statusCells {
        case "auto": navigator.automaticStatusCells = true
        case "start", "end":
            navigator.automaticStatusCells = false
            navigator.statusCells = StatusCells(side: statusCells == "start" ? .start : .end)
        default:
            navigator.automaticStatusCells = false
            navigator.statusCells = nil
        }
    }
}
