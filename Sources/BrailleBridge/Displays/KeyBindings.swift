import BrailleCore
/// Which display key gives which `BrailleCommand`.
///
/// The defaults follow BRLTTY's own meanings (panning, line up/down, routing keys) and give
/// the rest of the bridge's commands keys BRLTTY users know: `HELP` for the key help, `PREFMENU`
/// for the preferences, `CONTRACTED` to cycle the tables, `DESC_CURR_CHAR` ("describe") for the
/// hint, `SAY_ALL` for continuous reading, the preferences-menu keys for adjusting and custom actions. A
/// binding file (see `KeyBindings(contentsOf:)` and docs/keys.md) overrides single keys.
public struct KeyBindings: Sendable, Equatable {
    /// The bindings, key by key. `ROUTE` is not in here: it always gives `.route(cell:)`.
    private(set) var commands: [KeyName: BrailleCommand]

    /// The space+dots chords of the braille keyboard, by their dots (bits 0–7 for dots 1–8).
    private(set) var chords: [UInt8: BrailleCommand]

    init(commands: [KeyName: BrailleCommand], chords: [UInt8: BrailleCommand] = KeyBindings.defaultChords) {
        self.commands = commands
        self.chords = chords
    }

    /// The default bindings, in the order `--help` and docs/keys.md list them; what each does is
    /// its command's summary in ``CommandCatalog``.
    static let defaultKeys: [(key: String, command: BrailleCommand)] = [
        ("FWINRT", .nextWindow), ("FWINLT", .previousWindow), ("LNDN", .nextElement), ("LNUP", .previousElement),
        ("TOP", .firstElement), ("BOT", .lastElement), ("ROUTE", .route(cell: 0)), ("KEY_ENTER", .activate),
        ("KEY_ESCAPE", .escape), ("MENU_NEXT_SETTING", .increment), ("MENU_PREV_SETTING", .decrement),
        ("MENU_NEXT_ITEM", .nextCustomAction), ("MENU_PREV_ITEM", .previousCustomAction), ("DESC_CURR_CHAR", .hint),
        ("MUTE", .magicTap), ("SAY_ALL", .toggleContinuousReading), ("GUI_APP_ALERTS", .messageHistory),
        ("PASSDOTS", .type(cell: 0)), ("KEY_BACKSPACE", .deleteBackward), ("HELP", .keyHelp),
        ("PREFMENU", .preferences), ("CONTRACTED", .nextTable),
        ("NXPGRPH", .structure(.paragraph, .forward)), ("PRPGRPH", .structure(.paragraph, .backward)),
    ]

    /// The default bindings with what each does, for `--help` and docs/keys.md.
    public static var defaultList: [(key: String, command: BrailleCommand, summary: String)] {
        defaultKeys.map { ($0.key, $0.command, CommandCatalog.entry($0.command).summary) }
    }

    /// The default space+dots chords (typed dots with the space bar), in the order `--help` and
    /// docs/keys.md list them: dots 1 and 4 (the top keys) move by element, 2 and 5 by window,
    /// 1-2-3 and 4-5-6 (a whole side) to the ends, and letters for the rest (h hint, e escape,
    /// r reading, m magic tap, c custom action, n notices); dot 7 is Backspace and dot 8 Enter,
    /// as on BRLTTY's braille keyboards.
    public static let defaultChordList: [(dots: String, command: BrailleCommand, summary: String)] = [
        ("4", .nextElement, "next element"),
        ("1", .previousElement, "previous element"),
        ("5", .nextWindow, "next window"),
        ("2", .previousWindow, "previous window"),
        ("456", .lastElement, "last element"),
        ("123", .firstElement, "first element"),
        ("36", .activate, "activate (in a text field: submit)"),
        ("8", .activate, "Enter: activate (in a text field: submit)"),
        ("7", .deleteBackward, "Backspace (in a text field)"),
        ("15", .escape, "escape (e)"),
        ("125", .hint, "hint (h)"),
        ("1235", .toggleContinuousReading, "continuous reading (r)"),
        ("134", .magicTap, "magic tap (m)"),
        ("14", .nextCustomAction, "next custom action (c)"),
        ("1345", .messageHistory, "message history (n, notices)"),
        ("1258", .structure(.heading, .forward), "next heading (h with dot 8)"),
        ("1257", .structure(.heading, .backward), "previous heading (h with dot 7)"),
        ("1238", .structure(.link, .forward), "next link (l with dot 8)"),
        ("1237", .structure(.link, .backward), "previous link (l with dot 7)"),
        ("1248", .structure(.formField, .forward), "next form field (f with dot 8)"),
        ("1247", .structure(.formField, .backward), "previous form field (f with dot 7)"),
        ("12348", .structure(.paragraph, .forward), "next paragraph (p with dot 8)"),
        ("12347", .structure(.paragraph, .backward), "previous paragraph (p with dot 7)"),
    ]

    /// The default chords, by their dots.
    static let defaultChords: [UInt8: BrailleCommand] = {
        var chords: [UInt8: BrailleCommand] = [:]
        for entry in defaultChordList { chords[cell(dots: entry.dots)!] = entry.command }
        return chords
    }()

    /// The cell of dot digits such as `125` (dots 1, 2 and 5); `nil` for anything but distinct digits 1–8.
    static func cell(dots: String) -> UInt8? {
        var cell: UInt8 = 0
        for character in dots {
            guard let digit = character.wholeNumberValue, (1...8).contains(digit) else { return nil }
            let bit = UInt8(1) << UInt8(digit - 1)
            guard cell & bit == 0 else { return nil }
            cell |= bit
        }
        return cell == 0 ? nil : cell
    }

    /// BRLTTY's bindings as `defaultList` gives them.
    public static let `default`: KeyBindings = {
        var commands: [KeyName: BrailleCommand] = [:]
        for entry in defaultKeys where entry.key != "ROUTE" && entry.key != "PASSDOTS" {
            commands[KeyName(bindingName: entry.key)!] = entry.command
        }
        return KeyBindings(commands: commands)
    }()

    /// The command for a key, or `nil` when the key is not bound.
    func command(for key: BrlAPIKey) -> BrailleCommand? {
        if key.kind == .command && key.name == "ROUTE" { return .route(cell: key.argument) }
        if key.kind == .command && key.name == "PASSDOTS" {
            let dots = UInt8(truncatingIfNeeded: key.argument & 0xFF)
            if dots == 0 { return .typeSpace }
            if key.argument & BrlAPIConnection.chordBit != 0 { return chords[dots] }
            return .type(cell: dots)
        }
        // The space bar alone as a character (BRLTTY's PASSCHAR 32): the braille keyboard's space.
        if key.kind == .keysym && key.name == "LATIN1" && key.argument == 0x20 { return .typeSpace }
        return commands[KeyName(key)]
    }

    /// Binds `key` to `command`, or unbinds it when `command` is `nil`.
    mutating func bind(_ key: KeyName, to command: BrailleCommand?) {
        commands[key] = command
    }

    /// Binds the space+dots chord `dots`, or unbinds it when `command` is `nil`.
    mutating func bind(chord dots: UInt8, to command: BrailleCommand?) {
        chords[dots] = command
    }
}
