import BrailleCore
#if canImport(Glibc)
import Glibc
#endif

/// What a session is to be, in plain values: the display, where screens come from, the
/// reader's settings. The command line fills one in for every mode (a document, the demo, the
/// feed, the desktop) and ``Session/make(_:)`` builds the session from it.
public struct SessionPlan: Sendable {
    /// Where the braille shows.
    public enum Display: Sendable {
        /// BRLTTY through BrlAPI (keys from the braille display).
        case brltty(BrlAPIDisplay.Settings)
        /// BRLTTY when it answers at start with a display; else the terminal when there is one
        /// (said on stderr); else BRLTTY, waited for (a bridge started at login, before BRLTTY
        /// and without a terminal).
        case automatic(BrlAPIDisplay.Settings)
        /// The virtual display on `/dev/tty`, keys from the keyboard, real time.
        case terminal
        /// The virtual display driven by script commands, frames printed as text, simulated time.
        case script(Script)
    }

    /// Where a script's lines come from.
    public enum Script: Equatable, Sendable {
        case standardInput
        case file(String)

        var name: String {
            switch self {
            case .standardInput: return "stdin"
            case .file(let path): return path
            }
        }

        /// Standard input when it is a pipe or a regular file (a script), else `nil` (a terminal,
        /// `/dev/null`).
        public static var standardInputIfPiped: Script? {
            var status = stat()
            guard fstat(STDIN_FILENO, &status) == 0 else { return nil }
            let kind = status.st_mode & S_IFMT
            return kind == S_IFIFO || kind == S_IFREG ? .standardInput : nil
        }
    }

    /// Where screens come from after the first (see ``document``).
    public enum Source: Sendable {
        /// The bundled demo: its list first, then the screens its entries open.
        case demo
        /// An app's JSON feed on stdin or a socket.
        case feed(Feed)
        /// The desktop's apps through AT-SPI2; `startMessage` is told first (a restart after a crash).
        case desktop(startMessage: String?)
    }

    public enum Feed: Equatable, Sendable {
        case standardInput
        case socket(String)
    }

    /// The rows a terminal display may have (`--rows`).
    public static let terminalRows = TerminalDisplay.rowRange

    public var display: Display
    /// The first screen's document (JSON); `nil`: the demo's list, or an empty screen that waits
    /// for the source's first.
    public var document: String?
    /// `nil`: the document alone.
    public var source: Source?
    public var columns: Int
    /// The terminal display's rows (`--rows`); BRLTTY's display says its own.
    public var rows = 1
    public var reading = ReadingSettings()
    /// How long a message shows (`--message-timeout`, in seconds); 0 until a key.
    public var messageTimeout = 4.0
    /// `--status-cells`: auto, off, start or end.
    public var statusCells = "off"
    /// The reader's language for the display's own words (`--ui-language`); `nil`: each line's.
    public var interfaceLanguage: String?
    /// `--table` and `--lang`; neither: `BRL_TABLE`, `BRL_LANGUAGE`, else each language's default.
    public var table: String?
    public var lang: String?
    /// `--tables`: the tables the table key cycles through.
    public var tables: [String] = []
    /// Whether text fields are written in computer braille (`--no-computer-braille-text`: no).
    public var computerBrailleText = true
    /// The preferences file the preferences on the display save to; `nil`: not saved.
    public var preferencesFile: String?
    /// When set, receives each command's key-to-write latency, in parts (`--latency`).
    public var reportLatency: (@Sendable (BrailleCommand, LatencySample) -> Void)?

    public init(display: Display, document: String? = nil, source: Source?, columns: Int) {
        self.display = display
        self.document = document
        self.source = source
        self.columns = columns
    }

    /// How long a message shows; `.zero` until a key.
    var messageDuration: Duration { .milliseconds(Int((messageTimeout * 1000).rounded())) }

    /// Whether standard input carries the app's feed.
    var feedOnStandardInput: Bool {
        if case .feed(.standardInput) = source { return true }
        return false
    }
}
