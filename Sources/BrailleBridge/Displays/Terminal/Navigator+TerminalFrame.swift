import BrailleCore

extension Navigator {
    /// The frame the virtual display (and a script's transcript) shows now.
    var terminalFrame: TerminalFrame {
        let status = status
        return TerminalFrame(cells: window, targets: status.targets, characters: status.characters,
                             status: SessionStatus(status, title: screen.title, showingHint: showingHint,
                                                   panel: shownPanel, panelLine: panelLine))
    }

    /// The frame of a display of `rows` rows: the first row's frame, and each row below with its
    /// braille and captions (blank past the end); the status is the first row's.
    func terminalFrame(rows: Int, now: Instant) -> TerminalFrame {
        var frame = terminalFrame
        guard rows > 1 else { return frame }
        for n in 1..<rows {
            if let ahead = row(n, now: now) {
                let below = ahead.terminalFrame
                frame.rowsBelow.append(TerminalFrame.Row(braille: below.brailleRow, captions: below.captionRow))
            } else {
                frame.rowsBelow.append(TerminalFrame.Row(braille: BrailleEncoding.unicode.encode([UInt8](repeating: 0, count: columns)),
                                                         captions: ""))
            }
        }
        return frame
    }
}
