import BrailleCore

/// A setting the preferences file may hold: each is a long option of `brl-bridge` and of
/// `brl-bridge desktop`, named as the option is without its dashes (`reading-speed` for
/// `--reading-speed`). Options that only make sense for one run (`--script`, `--feed`,
/// `--latency`, a document) are not settings.
public enum PreferenceName: String, CaseIterable, Sendable {
    case display
    case cells
    case rows
    case keys
    case table
    case lang
    case tables
    case computerBrailleText = "computer-braille-text"
    case readingSpeed = "reading-speed"
    case minimumDwell = "minimum-dwell"
    case elementPause = "element-pause"
    case pagePause = "page-pause"
    case messageTimeout = "message-timeout"
    case uiLanguage = "ui-language"
    case statusCells = "status-cells"
    case brlapiHost = "brlapi-host"
    case brlapiAuth = "brlapi-auth"

    /// The long option, `--reading-speed`.
    public var option: String { "--" + rawValue }

    /// Whether the setting is an on/off switch (`computer-braille-text off` is
    /// `--no-computer-braille-text`) rather than an option with a value.
    public var isSwitch: Bool { self == .computerBrailleText }

    /// The settings that choose the same thing, this one included: `table` and `lang` both choose
    /// the reader's table, so one of them on the command line (or in the environment) replaces
    /// both in the file, and the later of the two in the file wins.
    public var alternatives: [PreferenceName] {
        switch self {
        case .table, .lang: [.table, .lang]
        default: [self]
        }
    }

    /// The environment variables that choose the same thing; one of them set (not empty) ranks
    /// above the file: the command line, then the environment, then the file, then the default.
    public var environmentVariables: [String] {
        switch self {
        case .table, .lang: [TableCatalog.tableVariable, TableCatalog.languageVariable]
        case .brlapiHost: ["BRLAPI_HOST"]
        case .brlapiAuth: ["BRLAPI_AUTH"]
        default: []
        }
    }

    /// Whether the value names a file, read relative to the preferences file's folder when it is
    /// a relative path (`keys my.keys`; a table only when it is a path, as `--table` reads one).
    public func namesFile(_ value: String) -> Bool {
        switch self {
        case .keys: true
        case .table: value.contains("/") || value.hasSuffix(".tbl")
        default: false
        }
    }

    /// The words a switch takes, and what each means.
    public static let switchWords: [String: Bool] = ["on": true, "off": false, "yes": true, "no": false, "true": true, "false": false]
}
