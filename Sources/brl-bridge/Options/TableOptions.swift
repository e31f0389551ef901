import ArgumentParser
import BrailleBridge
import BrailleCore
import CommandLineErrors
import Foundation

/// `--table` and `--lang`: the reader's braille table, as `brl-translate` takes them.
struct TableOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The reader's braille table (a name from `brl-translate --list-tables`, or a path) for the text of its language and of languages without a table; default: BRL_TABLE, then BRL_LANGUAGE, else each language's own table.",
        valueName: "table"))
    var table: String?

    @Option(help: ArgumentHelp("A language tag (de, en-US) whose table is the reader's table, instead of --table.", valueName: "language"))
    var lang: String?

    @Option(help: ArgumentHelp(
        "The tables the table key (CONTRACTED; t in the terminal) cycles through, comma-separated (e.g. en-ueb-g1,en-us-comp8); default: the bundled tables of the reader's language.",
        valueName: "tables"))
    var tables: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Write a text or search field's value in 8-dot computer braille (en-us-comp8, one cell per character, so the caret and routing keys land on one character); --no-computer-braille-text writes it with the text's own table."))
    var computerBrailleText = true

    func validate() throws {
        if table != nil, lang != nil { throw ValidationError("Give either --table or --lang, not both.") }
        for name in tableList where (try? TableCatalog.table(named: name)) == nil {
            throw ValidationError("--tables: no table named '\(name)' (see brl-translate --list-tables).")
        }
    }

    /// The names `--tables` lists, in order.
    var tableList: [String] {
        (tables ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The reader's table; `nil` when neither the options nor the environment choose one.
    /// A choice that cannot be used ends brl-bridge with the error alone on standard error
    /// (`brl-bridge: BRL_TABLE=de-g9: ...`) and exit status 64, before anything is shown.
    func readerTable(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ReaderTable? {
        do {
            return try ReaderTable.choose(table: table, lang: lang, environment: environment)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
    }
}
