import BrailleCore

/// Something in a screen document a braille reader would stumble on.
public struct InspectorFinding: Hashable, Sendable, CustomStringConvertible {
    /// Where in the document: the element's JSON path (`elements[2].children[0]`).
    var path: JSONPath
    /// The element's identifier, when it has one.
    var identifier: String?
    var problem: Problem

    enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// An element with no label: the reader hears and feels nothing but its traits.
        case noLabel
        /// An image with no label: nothing says what it shows.
        case imageWithoutDescription
        /// An adjustable element with no value (no range, or an empty value text).
        case adjustableWithoutValue
        /// The element's screen frame is partly or wholly outside the screen.
        case frameOutsideScreen(Frame, screen: ScreenSize)
        /// The identifier was already used by another node.
        case duplicateIdentifier(firstAt: JSONPath)
        /// The language has no braille table of its own: its text shows with `shownWith`.
        case noTableForLanguage(String, shownWith: String)

        var description: String {
            switch self {
            case .noLabel:
                return "element with no label"
            case .imageWithoutDescription:
                return "image without a description (no label)"
            case .adjustableWithoutValue:
                return "adjustable element with no value"
            case .frameOutsideScreen(let frame, let screen):
                return "frame \(InspectorReport.text(frame)) is outside the \(screen) screen"
            case .duplicateIdentifier(let first):
                return "duplicate identifier (first used at \(first))"
            case .noTableForLanguage(let tag, let table):
                return "no braille table for language \"\(tag)\": its text shows in \(table), characters it lacks as escapes"
            }
        }
    }

    public var description: String {
        let name = identifier.map { " \"\($0)\"" } ?? ""
        return "\(path)\(name): \(problem)"
    }
}

/// A screen's size in points, from `--screen WIDTHxHEIGHT`.
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    var width: Double
    var height: Double

    /// Parses `390x844`.
    public init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        self.width = width
        self.height = height
    }

    public var description: String {
        "\(pointText(width))x\(pointText(height))"
    }

    /// Whether `frame` lies wholly inside the screen.
    func contains(_ frame: Frame) -> Bool {
        frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= width && frame.maxY <= height
    }
}

/// A number of points: whole numbers without a fraction ("320", "12.5").
func pointText(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
