import ArgumentParser
import BrailleCore
import CommandLineErrors
import Foundation

/// `brl-translate`: text on standard input to braille on standard output, one line for one line.
@main
struct BrlTranslate: ParsableCommand {
    /// Errors by brl's convention: one line, exit 64 / 2 / 1 (docs/errors.md).
    static func main() {
        OneLineLogHandler.bootstrap()
        mainReportingOneLine()
    }

    static let configuration = CommandConfiguration(
        commandName: "brl-translate",
        abstract: "Translate text to braille, line by line, with brl's own tables.",
        discussion: """
            Reads standard input line by line and writes one line of braille per input line.
            Positions printed by --positions count Unicode scalars.

            Example: brl-translate --table en-ueb-g1 < in.txt
                     echo 'Größe 3,5 %' | brl-translate --lang de
            """)

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "A bundled table name (see --list-tables) or a path to a .tbl file.",
        discussion: "Without --table or --lang: BRL_TABLE, then BRL_LANGUAGE, then the locale (LC_ALL, LC_MESSAGES, LANG), then en-ueb-g1."))
    var table: String?

    @Option(name: .long, help: "A language tag (de, de-AT, en-US, zh-TW) that chooses the table, instead of --table.")
    var lang: String?

    @Option(name: .shortAndLong, help: "Output encoding: unicode (braille patterns), dots (dot numbers), ascii (North American Braille ASCII, 6-dot tables only).")
    var format: OutputFormat = .unicode

    @Flag(help: "After each line of braille, print the maps: the input offset of every cell and the first cell of every input scalar.")
    var positions = false

    @Flag(help: "Back-translate: read braille lines (in --format) and write print.")
    var backward = false

    @Flag(help: "With --backward and a Chinese table: each run of Zhuyin syllables becomes characters, the input method's best candidate (docs/zh-tw.md).")
    var characters = false

    @Flag(help: "List the bundled tables with language and description, then exit.")
    var listTables = false

    @Option(help: "A folder of tables searched before the BRL_TABLES variable and the bundled tables.")
    var tablesDir: String?

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case unicode, dots, ascii
        var encoding: BrailleEncoding {
            switch self {
            case .unicode: .unicode
            case .dots: .dots
            case .ascii: .ascii
            }
        }
    }

    func validate() throws {
        if table != nil, lang != nil {
            throw ValidationError("Give either --table or --lang, not both.")
        }
        if characters, !backward {
            throw ValidationError("--characters converts back-translated Zhuyin; give it with --backward.")
        }
        if characters, positions {
            throw ValidationError("--positions maps the Zhuyin, not the characters; give it without --characters.")
        }
        if let lang {
            do {
                _ = try TableCatalog.tableChoice(forLanguage: lang)
            } catch {
                throw ValidationError("--lang: \(error)")
            }
        }
        if let tablesDir {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: tablesDir, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--tables-dir '\(tablesDir)' is not a folder.")
            }
        }
    }

    func run() throws {
        let library = tablesDir.map { TableLibrary(searchDirectories: [$0] + TableLibrary.defaultSearchDirectories()) } ?? .bundled
        if listTables {
            let tables: [BrailleTable]
            do {
                tables = try library.tables()
            } catch {
                throw CommandFailure(.badInput, error.description)
            }
            for t in tables {
                // A table's name, language and description are its author's text: escaped.
                print([t.name, t.language, t.description].map(PrintableText.escaped).joined(separator: "\t"))
            }
            return
        }
        let name: String
        if let table {
            name = table
        } else if let lang {
            name = try TableCatalog.tableChoice(forLanguage: lang).tableName
        } else {
            do {
                name = try TableCatalog.defaultTableChoice(environment: ProcessInfo.processInfo.environment).tableName
            } catch {
                throw CommandFailure(.usage, String(describing: error))
            }
        }
        // A name that names no table is a wrong command line; a table file with a mistake is bad input.
        let path: String
        do {
            path = try library.path(forTable: name)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
        let braille: BrailleTable
        do {
            braille = try library.table(atPath: path)
        } catch {
            throw CommandFailure(.badInput, error.description)
        }
        if format == .ascii, braille.cellSize == 8 {
            // Braille ASCII has no dots 7 and 8: an 8-dot table's capitals and symbols would be lost.
            throw CommandFailure(.usage, "--format ascii is for 6-dot tables, and \(braille.name) has 8-dot cells; use --format unicode or dots")
        }
        let encoding = format.encoding
        if backward {
            let reader = BackTranslator(table: braille)
            let ranking = try characters ? Self.ranking(for: braille) : nil
            var lineNumber = 0
            var failed = false
            while let line = Self.readInputLine(first: lineNumber == 0) {
                lineNumber += 1
                do {
                    let cells = try encoding.decode(line)
                    let t = reader.backTranslate(cells)
                    // Print read from an 8-dot table may hold control characters (ESC, BEL):
                    // escaped, like every text the programs write.
                    print(PrintableText.escaped(ranking?.convertingZhuyin(in: t.text) ?? t.text))
                    if positions {
                        print("text->cells: " + t.cellOffsetForText.map(String.init).joined(separator: " "))
                        print("cells->text: " + t.textOffsetForCell.map(String.init).joined(separator: " "))
                    }
                    if let first = t.unreadCells.first {
                        let more = t.unreadCells.count > 1 ? " (and \(t.unreadCells.count - 1) more cell\(t.unreadCells.count > 2 ? "s" : ""))" : ""
                        Self.reportError("line \(lineNumber), column \(first + 1): \(BrailleEncoding.unicode.encode([cells[first]])) "
                                         + "(dots \(BrailleEncoding.dotNumbers(cells[first]))) has no reading in \(braille.name)\(more)")
                        failed = true
                    }
                } catch {
                    // The line keeps its place: output line N stays input line N.
                    print("")
                    Self.reportError("line \(lineNumber), \(error)")
                    failed = true
                }
            }
            if failed { throw ExitCode(CommandFailure.Status.failed.rawValue) }
            return
        }
        var lineNumber = 0
        while let line = Self.readInputLine(first: lineNumber == 0) {
            lineNumber += 1
            let t = braille.translate(line)
            print(encoding.encode(t.cells))
            if positions {
                print("cells->input: " + t.inputOffsetForCell.map(String.init).joined(separator: " "))
                print("input->cells: " + t.cellOffsetForInput.map(String.init).joined(separator: " "))
            }
        }
    }

    /// The input method's ranking for `--characters`: only a Chinese table writes Zhuyin.
    static func ranking(for table: BrailleTable) throws -> CandidateRanking {
        guard LanguageTag.primaryLanguage(of: table.language) == "zh" else {
            throw CommandFailure(.usage, "--characters is for Chinese tables (zh-tw), and \(table.name) is \(table.language)")
        }
        do {
            return CandidateRanking(dictionary: try PhraseDictionary.bundled.get())
        } catch {
            throw CommandFailure(.badInput, error.description)
        }
    }

    /// The next line of standard input without its newline; on the first line, a UTF-8 byte
    /// order mark is dropped (an editor's mark of the encoding, not text).
    static func readInputLine(first: Bool) -> String? {
        guard let line = readLine(strippingNewline: true) else { return nil }
        return first ? ByteOrderMark.dropped(from: line) : line
    }
}
