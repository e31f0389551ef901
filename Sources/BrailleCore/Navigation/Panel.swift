/// A screen of the navigator's own that covers the app's while it is open: the key help or the
/// preferences. Its lines are read like a book's page (line keys move by line, the panning keys
/// pan a long line and go on to the next); leaving it shows the app's window exactly as before.
///
/// The bridge makes the panels (it knows the keys and the settings) and gives them to
/// ``Navigator/panels``; the navigator opens one on ``BrailleCommand/keyHelp`` or
/// ``BrailleCommand/preferences``.
///
/// ```swift
/// navigator.panels[.keyHelp] = Panel(kind: .keyHelp, language: "en",
///                                    lines: [PanelLine("FWINRT: next window")])
/// navigator.handle(.keyHelp, now: now)   // the display shows "FWINRT: next window"
/// ```
public struct Panel: Hashable, Sendable {
    /// Which panel: each has its own key, which opens it and, pressed again, leaves it.
    public enum Kind: Hashable, Sendable {
        /// Every key in effect and what it does (``BrailleCommand/keyHelp``, BRLTTY `HELP`).
        case keyHelp
        /// The reader's settings, changed on the display (``BrailleCommand/preferences``,
        /// BRLTTY `PREFMENU`).
        case preferences
    }

    public var kind: Kind
    /// The language the lines are written in (their table, as a message's).
    public var language: String
    /// The lines, at least one.
    public var lines: [PanelLine]

    public init(kind: Kind, language: String, lines: [PanelLine]) {
        self.kind = kind
        self.language = language
        self.lines = lines.isEmpty ? [PanelLine("")] : lines
    }
}

/// One line of a ``Panel``: a text, or a setting shown as its label and chosen value
/// (`reading speed: 10`).
public struct PanelLine: Hashable, Sendable {
    /// The text, or the setting's label.
    public var text: String
    /// The setting the line shows and changes; `nil` for a line of text.
    public var setting: PanelSetting?

    public init(_ text: String, setting: PanelSetting? = nil) {
        self.text = text
        self.setting = setting
    }

    /// What the display shows: the text, or `label: value`.
    public var shown: String {
        guard let setting else { return text }
        return text + ": " + setting.chosenChoice.shown
    }
}
