/// Moving by structure: the next or previous heading, link, form field or paragraph.
extension Navigator {
    /// Moves to the next (`.forward`) or previous element of `kind` in reading order, at its
    /// start; none that way: the bell and "no more headings" (the reader stays).
    /// A paragraph read as runs around its links is one paragraph: forward skips the rest of the
    /// paragraph the reader is in (on a run, or on a link inside it), backward arrives at the
    /// first run of the paragraph found.
    /// - Complexity: O(n) in the elements of the screen.
    mutating func moveToStructure(_ kind: StructureKind, _ direction: Direction) -> [NavigatorEffect] {
        let order = focus.screen.readingOrder
        guard !order.isEmpty else { return fail(.noElements) }
        let current = focus.focusedIndex ?? (direction == .forward ? -1 : order.count)
        let indices = direction == .forward ? Array(order.indices.filter { $0 > current })
            : Array(order.indices.filter { $0 < current }.reversed())
        // Forward, the parts of the paragraph the reader is in are not the next paragraph.
        let inside = direction == .forward && kind == .paragraph && order.indices.contains(current)
            ? Self.paragraph(of: order[current].element) : nil
        guard var target = indices.first(where: { index in
            let element = order[index].element
            return kind.matches(element) && (inside == nil || Self.paragraph(of: element) != inside)
        }) else { return fail(NavigatorFeedback.noMore(kind)) }
        if kind == .paragraph, direction == .backward, let found = order[target].element.paragraph {
            // Back to the paragraph's first part.
            while target > 0, order[target - 1].element.paragraph == found { target -= 1 }
        }
        guard focus.focus(order[target].element.identifier) else { return fail(.nothingHere) }
        enterElement(.start)
        return scrollToDocumentBlock()
    }

    /// The paragraph `element` belongs to: the one it is a part of, else itself.
    private static func paragraph(of element: Element) -> String {
        element.paragraph ?? element.identifier
    }
}
