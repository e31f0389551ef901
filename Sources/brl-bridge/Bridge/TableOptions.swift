import ArgumentParser
import Foundation

/// `--table` and `--lang`: the reader's braille table, as `brl-translate` takes them.
struct TableOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The reader's braille table (a name from `brl-translate --list-tables`, or a path) for the text of its language and of languages without a table; default: BRL_TABLE, then BRL_LANGUAGE, else each language's own table.",
        valueName: "table"))
    var table: String?

    @Option(help: ArgumentHelp("A language tag (de, en-US) whose table is the reader's table, instead of --table.", valueName: "language"))
    var lang: String?

    func validate() throws {
        if table != nil, lang != nil { throw ValidationError("Give either --table or --lang, not both.") }
    }

    /// The reader's table; `nil` when neither the options nor the environment choose one.
    /// A choice that cannot be used ends brl-bridge with the error alone on standard error
    /// (`brl-bridge: BRL_TABLE=de-g9: ...`) and exit status 64, before anything is shown.
    func readerTable(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ReaderTable? {
        do {
            return try ReaderTable.choose(table: table, lang: lang, environment: environment)
        } catch {
            BrlAPIDisplay.standardError(error.description)
            throw ExitCode(64)
        }
    }
}
