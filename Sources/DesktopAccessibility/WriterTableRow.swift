import BrailleCore
import CAtspi

/// A Writer table read by rows: the paragraphs of a row's cells, which Writer lists one after
/// another in the order of the text, are one element whose label is the row's cells on one line
/// (``ElementMapping/cellSeparator``), as a web page's table row is.
extension WriterDocument {
    /// Where a block stands in a table: its row (the table and the row's number), its cell, and
    /// the table's number of rows.
    struct CellPlace: Equatable {
        var row: String
        var cell: String
        var number: Int
        var rows: Int
    }

    /// The place of `block` when it is a paragraph of a table's cell; `nil` otherwise. Writer
    /// names its cells by their address ("B3": row 3), offscreen ones too, which have no index
    /// in their table; the Table interface is asked only for a cell named otherwise.
    static func tableCell(of block: AtspiObject) -> CellPlace? {
        guard let cell = block.parent, cell.role == .tableCell, let table = cell.parent else { return nil }
        let rows = table.with(atspi_accessible_get_table_iface) { Int(atspi_table_get_n_rows($0, nil)) } ?? 0
        let name = cell.name
        let digits = name.drop { $0.isASCII && $0.isLetter }
        let number = digits.count < name.count ? Int(digits) : nil
        guard let number = number ?? cell.tableRow()?.index else { return nil }
        return CellPlace(row: "\(table.identifier)#\(number)", cell: cell.identifier, number: number, rows: Swift.max(rows, number))
    }

    /// One paragraph of a table's row read as one element: where its text starts on the row's
    /// line and how long it is (Unicode scalars).
    struct RowParagraph {
        var object: AtspiObject
        var start: Int
        var length: Int
    }

    /// Which of a row's paragraphs, given by where each starts on the row's line and how long it
    /// is (in the order of the line), holds the character at `offset` on the line, and the offset
    /// in it: the last paragraph that starts at or before it, the offset clamped to its end (a
    /// blank or a cell separator after a paragraph's text counts as its end); `nil` without
    /// paragraphs.
    static func paragraph(at offset: Int, in spans: [(start: Int, length: Int)]) -> (index: Int, offset: Int)? {
        guard !spans.isEmpty else { return nil }
        let index = spans.lastIndex { $0.start <= offset } ?? 0
        return (index, Swift.max(0, Swift.min(offset - spans[index].start, spans[index].length)))
    }

    /// A table's row being read, paragraph after paragraph: each cell's text (a cell of several
    /// paragraphs joined by blanks) and where each paragraph starts on the row's line, where a
    /// routing key puts the caret.
    struct RowBuilder {
        /// The first paragraph's facts, which name the row's element.
        private(set) var facts: AccessibleFacts
        private(set) var place: CellPlace
        /// Every paragraph of the row, in the order of its line.
        private(set) var paragraphs: [RowParagraph]
        private var line: RowLine

        init(facts: AccessibleFacts, place: CellPlace, first: AtspiObject) {
            self.facts = facts
            self.place = place
            let text = facts.text ?? ""
            paragraphs = [RowParagraph(object: first, start: 0, length: text.unicodeScalars.count)]
            line = RowLine(first: text)
        }

        /// Adds `block`, of `text`, a paragraph of the cell at `place` in this row.
        /// - Returns: where `text` starts on the row's line (Unicode scalars): a caret Writer
        ///   reports in the paragraph is that much further on the line.
        mutating func add(_ block: AtspiObject, text: String, in place: CellPlace) -> Int {
            let newCell = place.cell != self.place.cell
            self.place.cell = place.cell
            let start = line.add(text, newCell: newCell)
            paragraphs.append(RowParagraph(object: block, start: start, length: text.unicodeScalars.count))
            return start
        }

        /// The row as the reader reads it.
        var element: Element {
            var row = facts
            row.row = AccessibleFacts.TableRow(cells: line.cells, index: place.number, count: place.rows)
            return ElementMapping.element(row)
        }
    }

    /// The texts of a row's cells as its paragraphs come, and where each paragraph starts on the
    /// row's line (the cells joined by ``ElementMapping/cellSeparator``; the paragraphs of one
    /// cell by a blank).
    struct RowLine: Equatable {
        private(set) var cells: [String]

        init(first: String) {
            cells = [first]
        }

        /// The line's length so far, in Unicode scalars.
        var length: Int {
            cells.reduce(0) { $0 + $1.unicodeScalars.count }
                + (cells.count - 1) * ElementMapping.cellSeparator.unicodeScalars.count
        }

        /// Adds a paragraph's `text`, in a cell of its own or the last cell's.
        /// - Returns: where `text` starts on the line.
        mutating func add(_ text: String, newCell: Bool) -> Int {
            if newCell {
                let start = length + ElementMapping.cellSeparator.unicodeScalars.count
                cells.append(text)
                return start
            }
            let blank = cells[cells.count - 1].isEmpty || text.isEmpty ? "" : " "
            let start = length + blank.unicodeScalars.count
            cells[cells.count - 1] += blank + text
            return start
        }
    }
}
