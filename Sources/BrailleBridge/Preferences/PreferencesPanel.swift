import BrailleCore
import Foundation

/// The preferences on the display (``Panel/Kind/preferences``): the settings a reader changes
/// while reading, a line each, `label: value`, in the reader's language:
///
///     preferences (leave: PREFMENU, KEY_ESCAPE, space+15)
///     table: en-ueb-g1
///     computer braille in fields: on
///     status cells: auto
///     reading speed: 12 cells/s
///     message time: 4 s
///
/// Each setting steps through a list of values (with the value in use among them); its name is
/// the preferences file's (``PreferenceName``), and its values are written as the file writes them.
enum PreferencesPanel {
    /// Reading speeds offered, in cells per second.
    static let readingSpeeds: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 25, 30, 40, 50]
    /// Message times offered, in seconds (0: until a key).
    static let messageTimeouts: [Double] = [0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 60]

    /// The panel of `settings` in `language`; `keys` name the keys that leave it.
    static func panel(_ settings: SessionSettings, keys: [DisplayKey], language: String) -> Panel {
        func words(_ table: [String: String]) -> String { NavigatorMessages.text(table, language: language) }
        func line(_ label: [String: String], _ name: String, _ values: [String], _ value: String,
                  shown: (String) -> String = { $0 }) -> PanelLine {
            PanelLine(words(label), setting: PanelSetting(name: name, values: values, value: value, shown: shown))
        }
        let onOff = ["on": ["en": "on", "de": "ein"], "off": ["en": "off", "de": "aus"]]
        let sides = ["auto": ["en": "auto", "de": "automatisch"], "off": ["en": "off", "de": "aus"],
                     "start": ["en": "start", "de": "Anfang"], "end": ["en": "end", "de": "Ende"]]
        let tables = settings.tables.contains(settings.tableInUse) ? settings.tables : [settings.tableInUse] + settings.tables
        let cellsPerSecond = words(["en": "cells/s", "de": "Zellen/s"])
        let untilKey = words(["en": "until a key", "de": "bis zur Taste"])
        return Panel(kind: .preferences, language: language, lines: [
            PanelLine(KeyHelp.title(.preferences, keys: keys, language: language)),
            line(["en": "table", "de": "Tabelle"], "table", tables, settings.tableInUse),
            line(["en": "computer braille in fields", "de": "Computerbraille in Feldern"], "computer-braille-text",
                 ["on", "off"], settings.computerBrailleText ? "on" : "off") { words(onOff[$0] ?? [:]) },
            line(["en": "status cells", "de": "Statuszellen"], "status-cells",
                 ["auto", "off", "start", "end"], settings.statusCells) { words(sides[$0] ?? [:]) },
            line(["en": "reading speed", "de": "Lesegeschwindigkeit"], "reading-speed",
                 numbers(readingSpeeds, with: settings.readingSpeed), number(settings.readingSpeed)) { $0 + " " + cellsPerSecond },
            line(["en": "message time", "de": "Meldungsdauer"], "message-timeout",
                 numbers(messageTimeouts, with: settings.messageTimeout), number(settings.messageTimeout)) {
                $0 == "0" ? untilKey : $0 + " s"
            },
        ])
    }

    /// `values` with `current` among them, in order, as the preferences file writes them.
    private static func numbers(_ values: [Double], with current: Double) -> [String] {
        Set(values + [current]).sorted().map(number)
    }

    /// A number as the preferences file writes it: `12`, `2.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
