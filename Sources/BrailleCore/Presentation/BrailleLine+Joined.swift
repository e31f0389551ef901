/// A line made of lines translated with different tables (a text field's value in computer
/// braille between the label and traits in the reader's code).
extension BrailleLine {
    /// `lines` side by side, a blank cell (a separator) between two; texts joined by a blank,
    /// parts, targets and restatements moved to their new places. Empty lines are left out.
    /// - Parameter language: the language of the joined line (the first line's by default).
    static func joined(_ lines: [BrailleLine], element: String?) -> BrailleLine {
        let lines = lines.filter { !$0.cells.isEmpty }
        guard var result = lines.first else { return .empty }
        for line in lines.dropFirst() {
            let scalarShift = result.text.unicodeScalars.count + 1
            let cellShift = result.cells.count + 1
            result.text += " " + line.text
            result.cells += [0] + line.cells
            result.targets += [CellTarget(elementIdentifier: element, part: .separator, offset: 0)] + line.targets
            result.parts += line.parts.map { part in
                var part = part
                part.scalarRange = part.scalarRange.lowerBound + scalarShift..<part.scalarRange.upperBound + scalarShift
                return part
            }
            for (cell, cells) in line.restatements { result.restatements[cell + cellShift] = cells }
        }
        return result
    }
}
