import BrailleCore

extension Navigator {
    /// The frame the virtual display (and a script's transcript) shows now.
    var terminalFrame: TerminalFrame {
        let status = status
        return TerminalFrame(cells: window, targets: status.targets, characters: status.characters,
                             status: SessionStatus(status, title: screen.title, showingHint: showingHint))
    }
}
