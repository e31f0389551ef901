extension Translation {
    /// Checks, in debug builds, that the position maps are exact (see ``invariantViolation``).
    /// Runs after every translation.
    package func _checkInvariants() {
        #if DEBUG
        if let problem = invariantViolation() { preconditionFailure("translation maps: \(problem)") }
        #endif
    }

    /// The first broken promise of the position maps, or nil when they hold: one input offset per
    /// cell and one cell offset per input scalar, both in range and non-decreasing, no cells
    /// without text and no text without cells, and each scalar's first cell coming from it or
    /// from a scalar translated with it.
    ///
    /// - Complexity: O(cells + scalars).
    package func invariantViolation() -> String? {
        let n = cellOffsetForInput.count
        if inputOffsetForCell.count != cells.count { return "inputOffsetForCell has \(inputOffsetForCell.count) entries for \(cells.count) cells" }
        if (n == 0) != cells.isEmpty { return "\(cells.count) cells for \(n) scalars" }
        for k in inputOffsetForCell.indices {
            if !(0..<n).contains(inputOffsetForCell[k]) { return "cell \(k) maps to scalar \(inputOffsetForCell[k]), out of range" }
            if k > 0, inputOffsetForCell[k - 1] > inputOffsetForCell[k] { return "inputOffsetForCell decreases at cell \(k)" }
        }
        for i in cellOffsetForInput.indices {
            if !(0..<max(cells.count, 1)).contains(cellOffsetForInput[i]) { return "scalar \(i) maps to cell \(cellOffsetForInput[i]), out of range" }
            if i > 0, cellOffsetForInput[i - 1] > cellOffsetForInput[i] { return "cellOffsetForInput decreases at scalar \(i)" }
            if inputOffsetForCell[cellOffsetForInput[i]] > i { return "scalar \(i)'s first cell comes from a later scalar" }
        }
        return nil
    }
}

extension BrailleTable {
    /// The first broken promise of the maps when `text` is translated and its cells are read
    /// back with `reader` (this table's), or nil: the forward maps (one entry per scalar of
    /// `text`, see ``Translation/invariantViolation()``) and the backward maps (see
    /// ``BackTranslation/invariantViolation(cellCount:)``). For fuzzing and tests.
    package func mapViolation(translatingAndReadingBack text: String, with reader: BackTranslator) -> String? {
        let forward = compiled.translate(text)  // not `translate`: a debug build would stop at a violation
        let scalars = text.unicodeScalars.count
        if forward.cellOffsetForInput.count != scalars {
            return "forward: cellOffsetForInput has \(forward.cellOffsetForInput.count) entries for \(scalars) scalars"
        }
        if let problem = forward.invariantViolation() { return "forward: " + problem }
        return reader.mapViolation(reading: forward.cells).map { "backward: " + $0 }
    }
}
