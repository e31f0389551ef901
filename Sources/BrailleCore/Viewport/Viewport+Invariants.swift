extension Viewport {
    /// Checks, in debug builds, that the windows cover the line exactly, in order, that no window
    /// shows more than ``width`` cells and that the shown window exists. Runs after every mutation.
    package func _checkInvariants() {
        #if DEBUG
        precondition(!windows.isEmpty, "a viewport has at least one window")
        precondition(windows.indices.contains(windowIndex), "window index \(windowIndex) out of \(windows.count)")
        var expected = 0
        for window in windows {
            precondition(window.range.lowerBound == expected, "windows must meet: \(window.range) after \(expected)")
            let shown = window.usedCount
            precondition(shown <= width, "window \(window.range) shows \(shown) cells on a \(width)-cell display")
            precondition(window.shownCount <= window.range.count, "window shows more cells than it covers")
            precondition(!window.continues || window.shownCount == window.range.count, "a continued window covers only its shown cells")
            precondition(window.restatement.isEmpty || window.range.lowerBound > 0, "the first window restates nothing")
            expected = window.range.upperBound
        }
        precondition(expected == line.cells.count, "windows end at \(expected), the line at \(line.cells.count)")
        #endif
    }
}
