import BrailleCore
#if canImport(Glibc)
import Glibc
#endif

/// How the bridge runs (every mode goes through ``BridgeLoop``): which display, where
/// commands come from, which feed, the first screen.
struct LivePlan {
    enum Display {
        /// BRLTTY through BrlAPI (keys from the braille display).
        case brltty(BrlAPIDisplay.Settings)
        /// The virtual display on `/dev/tty`, keys from the keyboard, real time.
        case terminal
        /// The virtual display driven by script commands, frames printed as text, simulated time.
        case script(ScriptSource)
    }

    enum ScriptSource: Equatable {
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
        static var standardInputIfPiped: ScriptSource? {
            var status = stat()
            guard fstat(STDIN_FILENO, &status) == 0 else { return nil }
            let kind = status.st_mode & S_IFMT
            return kind == S_IFIFO || kind == S_IFREG ? .standardInput : nil
        }
    }

    enum FeedSource: Equatable {
        case standardInput
        case socket(String)
    }

    var display: Display
    var feed: FeedSource?
    var columns: Int
    /// The terminal display's rows (`--rows`); BRLTTY's display says its own.
    var rows = 1
    var reading: ReadingSettings
    /// The first screen: a document, the demo's list, or an empty screen waiting for the feed.
    var screen: Screen
    var demo: DemoScreens?
    /// How long a message shows (`--message-timeout`); `.zero` until a key.
    var messageDuration: Duration = .seconds(4)
    /// The reader's language for the display's own words (`--ui-language`); `nil`: each line's.
    var interfaceLanguage: String?
    /// The reader's table (`--table`, `--lang`, `BRL_TABLE`, `BRL_LANGUAGE`); `nil`: each
    /// language's default.
    var readerTable: ReaderTable?
    /// Whether text fields are written in computer braille (`--no-computer-braille-text`: no).
    var computerBrailleText = true
    /// `--status-cells`: auto, off, start or end.
    var statusCells = "off"
    /// The settings the display changes (the table key, the preferences panel), as the options set them.
    var settings = SessionSettings()
}
