import BrailleCore
import Foundation

/// The reader's settings on the display: the key help and the preferences panels, the table key,
/// and the preferences changed on the display, applied at once and saved to the preferences file.
extension BridgeLoop {
    /// The language of the panels: the reader's words' language, else English.
    var panelLanguage: String { navigator.presenter.interfaceLanguage ?? LanguageTag.fallback }

    /// Gives the navigator the key help of the display's keys and the preferences as they are now.
    func installPanels() {
        navigator.panels = [
            .keyHelp: KeyHelp.panel(keys: display.keys, language: panelLanguage),
            .preferences: PreferencesPanel.panel(settings, keys: display.keys, language: panelLanguage),
        ]
    }

    /// The table key: the next of the reader's tables writes the line, and a notice names it
    /// ("table: en-us-comp8"). Not saved: the preferences on the display save a table.
    func cycleTable() {
        var next = settings
        let name = next.cycleTable()
        guard applyPresenter(of: next) else { return }
        let words = NavigatorMessages.text(["en": "table", "de": "Tabelle"], language: panelLanguage)
        navigator.showNotice("\(words): \(name)", language: panelLanguage, now: now)
    }

    /// A setting changed on the preferences panel: applied at once, then saved.
    func changeSetting(name: String, value: String) {
        var next = settings
        switch name {
        case "table": next.table = value
        case "computer-braille-text": next.computerBrailleText = value == "on"
        case "status-cells": next.statusCells = value
        case "reading-speed": next.readingSpeed = Double(value) ?? next.readingSpeed
        case "message-timeout": next.messageTimeout = Double(value) ?? next.messageTimeout
        default:
            report("preferences: unknown setting '\(name)'")
            return
        }
        if name == "table" || name == "computer-braille-text" {
            guard applyPresenter(of: next) else { return }
        } else {
            settings = next
            settings.configure(&navigator)
            installPanels()
        }
        save(name: name, value: value)
    }

    /// Makes `next` the settings and writes the line with its presenter; `false` (reported, the
    /// settings unchanged) when its table cannot be loaded.
    private func applyPresenter(of next: SessionSettings) -> Bool {
        do {
            navigator.presenter = try next.presenter()
        } catch {
            report("table: \(error)")
            installPanels()
            return false
        }
        settings = next
        installPanels()
        return true
    }

    /// Writes `name value` to the preferences file, if there is one. A failure is reported on
    /// standard error with the file and the cause, and on the display ("msg: preferences not
    /// saved"), since the reader cannot see standard error; the setting stays for this session.
    private func save(name: String, value: String) {
        guard let path = settings.file, let setting = PreferenceName(rawValue: name) else { return }
        do {
            var file = try PreferencesFile.read(path: path)
            file.set(setting, to: value)
            try file.save()
        } catch {
            report("preferences not saved: \(error)")
            let words = NavigatorMessages.text(["en": "preferences not saved", "de": "Einstellungen nicht gespeichert"],
                                               language: panelLanguage)
            navigator.showNotice(words, language: panelLanguage, now: now)
        }
    }
}
