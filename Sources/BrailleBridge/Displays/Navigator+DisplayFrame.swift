import BrailleCore

extension Navigator {
    /// The frame of a display of `rows` rows: the first row shows the navigator's window with the
    /// print character under each cell, each row below what follows (blank past the end); the
    /// status line is the first row's.
    func displayFrame(rows: Int = 1, now: Instant) -> DisplayFrame {
        let status = status
        var frame = DisplayFrame(rows: [displayRow(status)],
                                 status: SessionStatus(status, title: screen.title, showingHint: showingHint,
                                                       panel: shownPanel, panelLine: panelLine))
        for n in 1..<max(rows, 1) {
            let below = row(n, now: now)
            frame.rows.append(below.map { $0.displayRow($0.status) } ?? DisplayFrame.Row(blank: columns))
        }
        return frame
    }

    /// The navigator's window and the print character under each cell, as `status` gives them.
    private func displayRow(_ status: NavigatorStatus) -> DisplayFrame.Row {
        DisplayFrame.Row(cells: window, targets: status.targets, characters: status.characters)
    }
}
