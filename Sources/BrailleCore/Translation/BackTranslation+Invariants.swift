extension BackTranslation {
    /// Checks, in debug builds, that the position maps are exact for `cellCount` cells read (see
    /// ``invariantViolation(cellCount:)``). Runs after every back-translation.
    package func _checkInvariants(cellCount: Int) {
        #if DEBUG
        if let problem = invariantViolation(cellCount: cellCount) { preconditionFailure("back-translation maps: \(problem)") }
        #endif
    }

    /// The first broken promise of the position maps of `cellCount` cells read back, or nil when
    /// they hold: one cell offset per text scalar and one text offset per cell, both in range
    /// (a cell may map to the text's end: an indicator with nothing after it) and non-decreasing,
    /// and each scalar's first cell mapping to it or to a scalar read with it.
    ///
    /// - Complexity: O(cells + scalars).
    package func invariantViolation(cellCount: Int) -> String? {
        let n = text.unicodeScalars.count
        if cellOffsetForText.count != n { return "cellOffsetForText has \(cellOffsetForText.count) entries for \(n) scalars" }
        if textOffsetForCell.count != cellCount { return "textOffsetForCell has \(textOffsetForCell.count) entries for \(cellCount) cells" }
        if cellCount == 0, n > 0 { return "\(n) scalars from no cells" }
        for k in textOffsetForCell.indices {
            if !(0...n).contains(textOffsetForCell[k]) { return "cell \(k) maps to scalar \(textOffsetForCell[k]), out of range" }
            if k > 0, textOffsetForCell[k - 1] > textOffsetForCell[k] { return "textOffsetForCell decreases at cell \(k)" }
        }
        for i in cellOffsetForText.indices {
            if !(0..<cellCount).contains(cellOffsetForText[i]) { return "scalar \(i) maps to cell \(cellOffsetForText[i]), out of range" }
            if i > 0, cellOffsetForText[i - 1] > cellOffsetForText[i] { return "cellOffsetForText decreases at scalar \(i)" }
            if textOffsetForCell[cellOffsetForText[i]] > i { return "scalar \(i)'s first cell maps to a later scalar" }
        }
        if let last = unreadCells.last, last >= cellCount { return "unread cell \(last) out of range" }
        return nil
    }
}

extension BackTranslator {
    /// The first broken promise of the maps when `cells` are read back, or nil (see
    /// ``BackTranslation/invariantViolation(cellCount:)``); unlike ``backTranslate(_:)`` in a
    /// debug build, it returns the problem instead of stopping. For fuzzing and tests.
    package func mapViolation(reading cells: [UInt8]) -> String? {
        var reading = BackReading(self, cells)
        return reading.read().invariantViolation(cellCount: cells.count)
    }
}
