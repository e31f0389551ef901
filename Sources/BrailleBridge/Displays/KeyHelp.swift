import BrailleCore

/// The key help on the display (``Panel/Kind/keyHelp``): every key of the display in effect, a
/// line a command, in the order of ``CommandCatalog``, with what the command does in the
/// reader's language:
///
///     key help (leave: HELP, KEY_ESCAPE, space+15)
///     FWINRT, space+5: next window; past the end, the next element (or page); …
///     LNDN, space+4: next element (in a book: next line); adjusting: decrement
///
/// The keys are the display's own (``BrailleDisplay/keys``): BRLTTY's command names with a key
/// file's changes, the terminal's keys, a script's commands.
enum KeyHelp {
    /// The panel listing `keys`, in `language` (English unless German).
    static func panel(keys: [DisplayKey], language: String) -> Panel {
        var lines = [PanelLine(title(.keyHelp, keys: keys, language: language))]
        for entry in CommandCatalog.entries {
            let bound = DisplayKey.names(of: entry.command, in: keys)
            guard !bound.isEmpty else { continue }
            lines.append(PanelLine(bound.joined(separator: ", ") + ": " + entry.summary(language: language)))
        }
        return Panel(kind: .keyHelp, language: language, lines: lines)
    }

    /// A panel's first line: its name and the keys that leave it, `key help (leave: HELP, KEY_ESCAPE, space+15)`.
    static func title(_ kind: Panel.Kind, keys: [DisplayKey], language: String) -> String {
        let name = NavigatorMessages.text(kind == .keyHelp ? ["en": "key help", "de": "Tastenhilfe"]
                                                           : ["en": "preferences", "de": "Einstellungen"], language: language)
        let leave = NavigatorMessages.text(["en": "leave", "de": "verlassen"], language: language)
        let leaving = DisplayKey.names(of: kind == .keyHelp ? .keyHelp : .preferences, in: keys) + DisplayKey.names(of: .escape, in: keys)
        return "\(name) (\(leave): \(leaving.joined(separator: ", ")))"
    }
}
