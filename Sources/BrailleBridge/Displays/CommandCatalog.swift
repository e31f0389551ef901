import BrailleCore

/// Every navigator command the bridge offers, once: its name in key files (`nextWindow`), its
/// name in scripts (`pan-right`) and what it does, in the words `--help`, the script's `help`,
/// docs/keys.md and the key help on the display show (English and German). Key bindings,
/// chords and script commands name commands from here.
enum CommandCatalog {
    struct Entry {
        let command: BrailleCommand
        /// The name in key-binding files (docs/keys.md).
        let fileName: String
        /// The name in scripts (docs/terminal.md); `nil` for commands a script writes otherwise.
        let scriptName: String?
        /// What it does, in English (`--help`, docs/keys.md, the key help).
        let summary: String
        /// What it does, in German (the key help for a German reader).
        let german: String

        /// What it does in `language` (its primary subtag); English when it has no words of its own.
        func summary(language: String) -> String {
            LanguageTag.primaryLanguage(of: language) == "de" ? german : summary
        }
    }

    static let entries: [Entry] = [
        Entry(command: .nextWindow, fileName: "nextWindow", scriptName: "pan-right",
              summary: "next window; past the end, the next element (or page); pans a long message; leaves adjusting",
              german: "nächstes Fenster; am Ende das nächste Element (oder die nächste Seite); verschiebt eine lange Meldung; beendet das Einstellen"),
        Entry(command: .previousWindow, fileName: "previousWindow", scriptName: "pan-left",
              summary: "previous window; before the start, the previous element; leaves adjusting",
              german: "voriges Fenster; am Anfang das vorige Element; beendet das Einstellen"),
        Entry(command: .nextElement, fileName: "nextElement", scriptName: "next",
              summary: "next element (in a book: next line); adjusting: decrement",
              german: "nächstes Element (im Buch: nächste Zeile); beim Einstellen: verringern"),
        Entry(command: .previousElement, fileName: "previousElement", scriptName: "previous",
              summary: "previous element (in a book: previous line); adjusting: increment",
              german: "voriges Element (im Buch: vorige Zeile); beim Einstellen: erhöhen"),
        Entry(command: .firstElement, fileName: "firstElement", scriptName: "top",
              summary: "first element (already there: \"first element\")",
              german: "erstes Element (schon dort: \"erstes Element\")"),
        Entry(command: .lastElement, fileName: "lastElement", scriptName: "bottom",
              summary: "last element (already there: \"last element\")",
              german: "letztes Element (schon dort: \"letztes Element\")"),
        Entry(command: .structure(.heading, .forward), fileName: "nextHeading", scriptName: "next-heading",
              summary: "next heading (none: \"no more headings\")",
              german: "nächste Überschrift (keine: \"keine weiteren Überschriften\")"),
        Entry(command: .structure(.heading, .backward), fileName: "previousHeading", scriptName: "previous-heading",
              summary: "previous heading",
              german: "vorige Überschrift"),
        Entry(command: .structure(.link, .forward), fileName: "nextLink", scriptName: "next-link", summary: "next link",
              german: "nächster Link"),
        Entry(command: .structure(.link, .backward), fileName: "previousLink", scriptName: "previous-link",
              summary: "previous link",
              german: "voriger Link"),
        Entry(command: .structure(.formField, .forward), fileName: "nextFormField", scriptName: "next-field",
              summary: "next form field (text field, value, button, check box…)",
              german: "nächstes Formularfeld (Textfeld, Wert, Schalter, Ankreuzfeld…)"),
        Entry(command: .structure(.formField, .backward), fileName: "previousFormField", scriptName: "previous-field",
              summary: "previous form field",
              german: "voriges Formularfeld"),
        Entry(command: .structure(.paragraph, .forward), fileName: "nextParagraph", scriptName: "next-paragraph",
              summary: "next paragraph (a paragraph's text around its links counts once)",
              german: "nächster Absatz (der Text eines Absatzes um seine Links zählt einmal)"),
        Entry(command: .structure(.paragraph, .backward), fileName: "previousParagraph", scriptName: "previous-paragraph",
              summary: "previous paragraph, at its start",
              german: "voriger Absatz, an seinem Anfang"),
        Entry(command: .route(cell: 0), fileName: "route", scriptName: nil,
              summary: "routing key: activate, focus, place the caret; on a value: adjusting; on a mode word: leave the mode",
              german: "Routingtaste: aktivieren, fokussieren, Cursor setzen; auf einem Wert: einstellen; auf einem Moduswort: den Modus verlassen"),
        Entry(command: .activate, fileName: "activate", scriptName: "activate",
              summary: "activate the focused element; action list: perform the action shown",
              german: "das fokussierte Element aktivieren; Aktionsliste: die gezeigte Aktion ausführen"),
        Entry(command: .escape, fileName: "escape", scriptName: "escape",
              summary: "leave adjusting, the action list, the hint, a message, the key help or the preferences",
              german: "Einstellen, Aktionsliste, Hinweis, Meldung, Tastenhilfe oder Einstellungen verlassen"),
        Entry(command: .increment, fileName: "increment", scriptName: "increment",
              summary: "increment the adjustable value (enters no mode)",
              german: "den einstellbaren Wert erhöhen (ohne Modus)"),
        Entry(command: .decrement, fileName: "decrement", scriptName: "decrement",
              summary: "decrement the adjustable value (enters no mode)",
              german: "den einstellbaren Wert verringern (ohne Modus)"),
        Entry(command: .nextCustomAction, fileName: "nextCustomAction", scriptName: "action",
              summary: "action list: next custom action (\"action 1/2: Delete\")",
              german: "Aktionsliste: nächste eigene Aktion (\"Aktion 1/2: Löschen\")"),
        Entry(command: .previousCustomAction, fileName: "previousCustomAction", scriptName: "previous-action",
              summary: "action list: previous custom action",
              german: "Aktionsliste: vorige eigene Aktion"),
        Entry(command: .hint, fileName: "hint", scriptName: "hint", summary: "show or hide the hint (\"hint: ...\")",
              german: "den Hinweis zeigen oder verbergen (\"Hinweis: ...\")"),
        Entry(command: .magicTap, fileName: "magicTap", scriptName: "magic-tap",
              summary: "magic tap (the app's main action, e.g. play/pause)",
              german: "Magisches Tippen (die Hauptaktion der App, z. B. Wiedergabe/Pause)"),
        Entry(command: .messageHistory, fileName: "messageHistory", scriptName: "messages",
              summary: "the message history, newest first (\"history 1/5: ...\"); again: older",
              german: "die gespeicherten Meldungen, neueste zuerst; nochmals: ältere"),
        Entry(command: .toggleContinuousReading, fileName: "toggleContinuousReading", scriptName: "read",
              summary: "start or resume continuous reading; any key pauses it",
              german: "fortlaufendes Lesen starten oder fortsetzen; jede Taste hält es an"),
        Entry(command: .type(cell: 0), fileName: "type", scriptName: nil,
              summary: "typed dots: in a text or search field, text at the caret (sent as each word ends); space alone: a space",
              german: "getippte Punkte: in einem Text- oder Suchfeld Text am Cursor (am Wortende gesendet); Leertaste allein: ein Leerzeichen"),
        Entry(command: .typeSpace, fileName: "typeSpace", scriptName: "space",
              summary: "the braille keyboard's space bar (ends the word typed)",
              german: "die Leertaste der Braille-Tastatur (beendet das getippte Wort)"),
        Entry(command: .keyHelp, fileName: "keyHelp", scriptName: "keys",
              summary: "this key help: every key and what it does; again: leave",
              german: "diese Tastenhilfe: jede Taste und was sie tut; nochmals: verlassen"),
        Entry(command: .preferences, fileName: "preferences", scriptName: "preferences",
              summary: "the preferences (table, computer braille, status cells, reading speed, message time); again: leave",
              german: "die Einstellungen (Tabelle, Computerbraille, Statuszellen, Lesegeschwindigkeit, Meldungsdauer); nochmals: verlassen"),
        Entry(command: .nextTable, fileName: "nextTable", scriptName: "next-table",
              summary: "the next of the reader's braille tables",
              german: "die nächste der Brailletabellen des Lesers"),
        Entry(command: .deleteBackward, fileName: "deleteBackward", scriptName: "backspace",
              summary: "in a text field: remove the last typed cell not yet sent, else delete a character",
              german: "in einem Textfeld: die letzte noch nicht gesendete Zelle entfernen, sonst ein Zeichen löschen"),
    ]

    /// The entry of `command` (any cell for `route` and `type`).
    static func entry(_ command: BrailleCommand) -> Entry {
        switch command {
        case .route: return entries.first { if case .route = $0.command { true } else { false } }!
        case .type: return entries.first { if case .type = $0.command { true } else { false } }!
        default: return entries.first { $0.command == command }!
        }
    }
}
