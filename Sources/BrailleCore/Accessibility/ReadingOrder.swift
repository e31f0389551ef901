/// How a screen orders its elements for reading.
///
/// A container with ``ChildOrder/listed`` keeps its children in the listed order. One with
/// ``ChildOrder/frames`` (the default) orders them by screen frames: top to bottom, then left to
/// right. Two frames are in the **same row** when the vertical centre of the later one lies no more
/// than ``rowTolerance`` × the height of the row's first frame (at least 1 point) below that first
/// frame's centre: rows are built by sweeping down the frames sorted by vertical centre, each row
/// anchored at its first frame; within a row frames go left to right by their left edge. Ties are
/// broken by the rest of the frame, so only identical frames keep their listed order. A nested
/// container is placed by its own frame and its elements
/// are read in its place, together.
public enum ReadingOrder {
    /// The fraction of the row's first frame's height within which centres count as the same row.
    package static let rowTolerance: Double = 0.5

    /// The screen's accessibility elements in reading order.
    public static func compute(_ screen: Screen) -> [PlacedElement] {
        var result: [PlacedElement] = []
        collect(screen.elements, order: screen.childOrder, origin: .zero, language: screen.language,
                container: nil, into: &result)
        return result
    }

    private static func collect(_ nodes: [Element], order: ChildOrder, origin: Frame, language: String,
                                container: String?, into result: inout [PlacedElement]) {
        let placed = nodes.map { (node: $0, frame: $0.frame.offset(by: origin)) }
        let ordered = order == .listed ? placed : sorted(placed, frame: \.frame)
        // Elements of this container, to number them ("3/12").
        var mine: [PlacedElement] = []
        var positionsToFill: [Int] = []
        for item in ordered {
            let lang = item.node.language ?? language
            if item.node.isAccessibilityElement {
                let p = PlacedElement(element: item.node, screenFrame: item.frame, language: lang,
                                      containerIdentifier: container)
                if container != nil { positionsToFill.append(result.count) }
                mine.append(p)
                result.append(p)
            } else if !item.node.children.isEmpty {
                collect(item.node.children, order: item.node.childOrder, origin: item.frame, language: lang,
                        container: item.node.identifier, into: &result)
            }
        }
        for (n, index) in positionsToFill.enumerated() {
            result[index].position = PlacedElement.Position(index: n + 1, count: positionsToFill.count)
        }
    }

    /// Sorts items top to bottom, then left to right, with the row rule above. Stable.
    static func sorted<T>(_ items: [T], frame: (T) -> Frame) -> [T] {
        // Ties are broken by the rest of the frame, so the order depends on frames, not on the
        // order listed; only identical frames keep their listed order.
        func key(_ f: Frame) -> [Double] { [f.midY, f.minX, f.minY, f.width, f.height] }
        let byCentre = items.enumerated().sorted { a, b in
            let (ka, kb) = (key(frame(a.element)), key(frame(b.element)))
            return ka != kb ? ka.lexicographicallyPrecedes(kb) : a.offset < b.offset
        }
        var rows: [[(offset: Int, element: T)]] = []
        var anchor: Frame?
        for item in byCentre {
            let f = frame(item.element)
            if let a = anchor, f.midY - a.midY <= Swift.max(a.height * rowTolerance, 1) {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
                anchor = f
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                let (fa, fb) = (frame(a.element), frame(b.element))
                let (ka, kb) = ([fa.minX, fa.midY, fa.minY, fa.width, fa.height], [fb.minX, fb.midY, fb.minY, fb.width, fb.height])
                return ka != kb ? ka.lexicographicallyPrecedes(kb) : a.offset < b.offset
            }.map(\.element)
        }
    }
}
