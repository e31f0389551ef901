import BrailleCore

/// The facts the status line under the virtual display shows.
///
///     element 3 of 6 · page 2 of 5 · reading
struct SessionStatus: Hashable, Sendable {
    /// The focused element's 1-based place in reading order and the number of elements
    /// (`nil` on a screen with no element).
    var element: (index: Int, count: Int)?
    /// The book page of the focused element, 1-based (`nil` when it is not a book).
    var page: (index: Int, count: Int)?
    /// Whether continuous reading is on.
    var isReading: Bool
    /// What the keys do now, when it is not plain browsing: "adjusting", "choosing action",
    /// "message", "hint".
    var mode: String?
    /// The screen's title.
    var title: String

    static func == (a: SessionStatus, b: SessionStatus) -> Bool {
        a.description == b.description
    }

    func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension SessionStatus: CustomStringConvertible {
    var description: String {
        var parts: [String] = []
        if !title.isEmpty { parts.append(title) }
        if let element {
            parts.append("element \(element.index) of \(element.count)")
        } else {
            parts.append("no element")
        }
        if let page { parts.append("page \(page.index) of \(page.count)") }
        if let mode { parts.append(mode) }
        parts.append(isReading ? "reading" : "paused")
        return parts.joined(separator: " · ")
    }
}
