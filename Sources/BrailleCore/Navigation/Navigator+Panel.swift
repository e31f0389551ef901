/// The key help and the preferences (``Panel``) over the app's screen: opened by their key,
/// read like a book, left with the same key or escape, the app's window then exactly as before.
///
/// While a panel shows, keys act on it, not on the app: `LNDN`/`LNUP` the next and previous
/// line, `FWINRT`/`FWINLT` pan a long line and go on to the next (previous) line, `TOP`/`BOT`
/// the first and last line; on a setting, increment and decrement step its value, and a routing
/// key or Enter takes the next value. The table key still cycles the table (its line follows);
/// the other panel's key opens that panel; any other key does nothing ("not here").
extension Navigator {
    /// The panel being read, its line and the window on it.
    struct PanelReading: Hashable, Sendable {
        var panel: Panel
        var line: Int
        var viewport: Viewport

        /// Checks, in debug builds: the window is `width` cells and the viewport's own
        /// invariants hold; the line is one of the panel's.
        func _checkInvariants(width: Int) {
            #if DEBUG
            precondition(viewport.width == width, "panel viewport width \(viewport.width) on \(width) cells")
            viewport._checkInvariants()
            precondition(panel.lines.indices.contains(line), "panel line \(line) of \(panel.lines.count)")
            #endif
        }
    }

    /// The panel showing, if any.
    public var shownPanel: Panel? { panelReading?.panel }

    /// The line of the panel showing (zero-based); `nil` when none shows.
    public var panelLine: Int? { panelReading?.line }

    /// Opens the panel of `kind` at its first line, or switches to it from the other panel.
    mutating func openPanel(_ kind: Panel.Kind) -> [NavigatorEffect] {
        guard let panel = panels[kind] else { return fail(.unavailable) }
        panelReading = PanelReading(panel: panel, line: 0, viewport: panelViewport(panel, line: 0, showingCell: 0))
        return []
    }

    /// Carries out `command` on the panel showing; `nil` when the command acts as usual
    /// (the table key).
    mutating func performInPanel(_ command: BrailleCommand) -> [NavigatorEffect]? {
        guard var reading = panelReading else { return nil }
        let lastLine = reading.panel.lines.count - 1
        switch command {
        case .nextTable:
            return nil
        case .keyHelp, .preferences:
            let kind: Panel.Kind = command == .keyHelp ? .keyHelp : .preferences
            if reading.panel.kind == kind {
                panelReading = nil
                return []
            }
            return openPanel(kind)
        case .escape:
            panelReading = nil
            return []
        case .nextWindow:
            if reading.viewport.pan(.forward) == .moved { break }
            guard reading.line < lastLine else { return fail(.lastLine) }
            return showPanelLine(reading.line + 1, showingCell: 0)
        case .previousWindow:
            if reading.viewport.pan(.backward) == .moved { break }
            guard reading.line > 0 else { return fail(.firstLine) }
            return showPanelLine(reading.line - 1, showingCell: Int.max)
        case .nextElement:
            guard reading.line < lastLine else { return fail(.lastLine) }
            return showPanelLine(reading.line + 1, showingCell: 0)
        case .previousElement:
            guard reading.line > 0 else { return fail(.firstLine) }
            return showPanelLine(reading.line - 1, showingCell: 0)
        case .firstElement:
            return showPanelLine(0, showingCell: 0)
        case .lastElement:
            return showPanelLine(lastLine, showingCell: 0)
        case .increment, .decrement:
            guard var setting = reading.panel.lines[reading.line].setting else { return fail(.notAdjustable) }
            guard setting.step(by: command == .increment ? 1 : -1) else {
                return fail(command == .increment ? .atMaximum : .atMinimum)
            }
            return change(setting)
        case .route, .activate:
            guard var setting = reading.panel.lines[reading.line].setting else { return fail(.nothingHere) }
            setting.cycle()
            return change(setting)
        default:
            return fail(.notInPanel)
        }
        panelReading = reading
        return []
    }

    /// Shows `line` of the panel, at the window holding `cell` (past the end: the last window).
    private mutating func showPanelLine(_ line: Int, showingCell cell: Int) -> [NavigatorEffect] {
        guard let panel = panelReading?.panel else { return [] }
        panelReading = PanelReading(panel: panel, line: line, viewport: panelViewport(panel, line: line, showingCell: cell))
        return []
    }

    /// Puts the changed `setting` on the line showing (and in ``panels``, so the panel opens
    /// with it next time) and asks for the change.
    private mutating func change(_ setting: PanelSetting) -> [NavigatorEffect] {
        guard var reading = panelReading else { return [] }
        reading.panel.lines[reading.line].setting = setting
        panelReading = reading
        panels[reading.panel.kind] = reading.panel
        return [.settingChanged(name: setting.name, value: setting.chosenChoice.value)]
    }

    /// The panel showing, after ``panels`` changed: its new lines, at the same line and first
    /// cell (the table key changed the table's line, the bridge laid the preferences out again).
    mutating func refreshPanel() {
        guard let reading = panelReading else { return }
        guard let panel = panels[reading.panel.kind] else {
            panelReading = nil
            return
        }
        let line = Swift.min(reading.line, panel.lines.count - 1)
        panelReading = PanelReading(panel: panel, line: line,
                                    viewport: panelViewport(panel, line: line, showingCell: reading.viewport.window.range.lowerBound))
    }

    /// A viewport on `panel`'s `line` at the text width, at the window holding `cell` (clamped
    /// to the line).
    func panelViewport(_ panel: Panel, line: Int, showingCell cell: Int) -> Viewport {
        let text = panel.lines[line].shown
        let braille = presenter.wordsLine(text, language: panel.language)
        let shown = Swift.max(0, Swift.min(cell, braille.cells.count - 1))
        return (try? Viewport(line: braille, width: textColumns, showingCell: shown)) ?? Navigator.emptyViewport(width: textColumns)
    }
}
