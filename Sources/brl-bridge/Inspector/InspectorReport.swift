import BrailleCore

/// The inspector's listing: every element in reading order with its screen frame, traits, the
/// line it presents and that line in braille, then the findings. Control characters in the
/// document's text are escaped (`PrintableText`), so the listing cannot drive the terminal.
///
///     Task (en): 5 elements in reading order
///
///      1. title
///         frame    0, 20, 320x44
///         traits   header
///         line     Write report hdr
///         braille  ⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠗
///
///     no findings
struct InspectorReport {
    var screen: Screen
    var findings: [InspectorFinding]
    var presenter = Presenter()

    var text: String {
        let order = screen.readingOrder
        var lines: [String] = []
        let title = screen.title.isEmpty ? "Screen" : screen.title
        lines.append("\(title) (\(screen.language)): \(order.count) element\(order.count == 1 ? "" : "s") in reading order")
        let numberWidth = String(order.count).count
        for (i, placed) in order.enumerated() {
            let number = String(i + 1)
            let indent = String(repeating: " ", count: numberWidth + 3)
            lines.append("")
            lines.append(String(repeating: " ", count: numberWidth - number.count + 1) + number + ". " + placed.element.identifier)
            lines.append(indent + "frame    " + Self.text(placed.screenFrame))
            let traits = placed.element.traits.members.map(\.rawValue)
            lines.append(indent + "traits   " + (traits.isEmpty ? "-" : traits.joined(separator: ", ")))
            if placed.language != screen.language { lines.append(indent + "language " + placed.language) }
            do {
                let line = try presenter.present(placed)
                lines.append(indent + "line     " + line.text)
                lines.append(indent + "braille  " + line.unicodeBraille)
            } catch {
                lines.append(indent + "line     (cannot translate: \(error))")
            }
            if let book = placed.element.book {
                lines.append(indent + "book     page \(book.currentPage + 1) of \(book.pages.count)")
            }
            if !placed.element.customActions.isEmpty {
                lines.append(indent + "actions  " + placed.element.customActions.map(\.name).joined(separator: ", "))
            }
        }
        lines.append("")
        if findings.isEmpty {
            lines.append("no findings")
        } else {
            lines.append("\(findings.count) finding\(findings.count == 1 ? "" : "s"):")
            for finding in findings { lines.append("  " + finding.description) }
        }
        // The document's text (title, identifiers, labels, action names) is written with its
        // control characters escaped: one listing line stays one terminal line.
        return lines.map(PrintableText.escaped).joined(separator: "\n") + "\n"
    }

    /// `x, y, WxH` in points.
    static func text(_ frame: Frame) -> String {
        let n = pointText
        return "\(n(frame.x)), \(n(frame.y)), \(n(frame.width))x\(n(frame.height))"
    }
}
