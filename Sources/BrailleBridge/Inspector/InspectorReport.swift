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
public struct InspectorReport {
    public var screen: Screen
    public var findings: [InspectorFinding]
    var presenter = Presenter()

    public var text: String {
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

/// A document the inspector cannot read, or that is not a valid document.
public struct InspectionError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

extension InspectorReport {
    /// Reads and checks the document at `path`.
    /// - Throws: ``InspectionError`` when the document cannot be read or is not valid.
    public static func inspect(path: String, screenSize: ScreenSize) throws(InspectionError) -> InspectorReport {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            throw InspectionError(description: "cannot read document \(error)")
        }
        return try inspect(bytes, source: path, screenSize: screenSize)
    }

    /// Checks the document in `bytes`; `source` names it in errors.
    /// - Throws: ``InspectionError`` when it is not a valid document.
    public static func inspect(_ bytes: [UInt8], source: String, screenSize: ScreenSize) throws(InspectionError) -> InspectorReport {
        let tree: JSONValue
        do {
            tree = try JSONValue.parse(utf8: bytes)
        } catch {
            var error = error
            error.source = source
            throw InspectionError(description: error.description)
        }
        var linter = DocumentLinter(screenSize: screenSize)
        let loadable = linter.lint(tree)
        let screen: Screen
        do {
            screen = try ScreenDocument.screen(from: loadable, at: JSONPath(), requireVersion: true)
        } catch {
            var error = error
            error.source = source
            throw InspectionError(description: error.description)
        }
        return InspectorReport(screen: screen, findings: linter.findings + LanguageFindings.findings(in: tree))
    }
}
