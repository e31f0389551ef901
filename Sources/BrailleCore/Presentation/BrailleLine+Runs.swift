extension BrailleLine {
    /// One part's text written in runs, each with its own table, and put back together as one
    /// part: the runs' cells follow each other with no blank between them, and every cell's
    /// offset counts from the start of the whole text.
    static func part(_ part: LinePart, runs: [(text: String, table: BrailleTable)], element: String?) -> BrailleLine {
        var result = BrailleLine.empty
        var scalars = 0
        for run in runs where !run.text.isEmpty {
            let line = compose([(part, run.text)], element: element, table: run.table)
            if result.cells.isEmpty { result.language = line.language }
            let cellShift = result.cells.count
            result.cells += line.cells
            result.targets += line.targets.map { target in
                var target = target
                if target.part == part { target.offset += scalars }
                return target
            }
            for (cell, cells) in line.restatements { result.restatements[cell + cellShift] = cells }
            result.text += run.text
            scalars += run.text.unicodeScalars.count
        }
        if scalars > 0 { result.parts = [Segment(part: part, text: result.text, scalarRange: 0..<scalars)] }
        return result
    }
}
