extension Navigator {
    /// Checks, in debug builds, after every command, event and tick: the display is 1...160 cells
    /// and the window exactly ``columns`` of them; each part keeps its own invariants at the text
    /// width (the element cursor: ``ElementCursor/_checkInvariants(width:)``, the message overlay,
    /// the panel showing, continuous reading); the message history shows an entry it has.
    package func _checkInvariants() {
        #if DEBUG
        precondition(Viewport.widths.contains(columns), "columns \(columns) outside \(Viewport.widths)")
        cursor._checkInvariants(width: textColumns)
        overlay._checkInvariants(width: textColumns)
        panelReading?._checkInvariants(width: textColumns)
        reader._checkInvariants()
        precondition(window.count == columns, "window of \(window.count) cells on a \(columns)-cell display")
        if case .reviewingMessages(let index) = mode {
            precondition(announcements.history.indices.contains(index), "history entry \(index) of \(announcements.history.count)")
        }
        #endif
    }
}
