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

    /// The screen's accessibility elements in reading order, each identifier once (the first
    /// place it is read): a source that lists an element twice (a toolkit's stale cache) must not
    /// leave the reader moving from an element to itself.
    public static func compute(_ screen: Screen) -> [PlacedElement] {
        compute(screen.elements, order: screen.childOrder, language: screen.language).order
    }

    /// The reading order of `nodes`, with the path of child indexes of each placed element.
    static func compute(_ nodes: [Element], order: ChildOrder, language: String) -> (order: [PlacedElement], paths: [[Int]]) {
        var result: [PlacedElement] = []
        var paths: [[Int]] = []
        collect(nodes, order: order, origin: .zero, language: language, container: nil, prefix: [],
                into: &result, paths: &paths)
        // Each identifier once, at its first place.
        var seen = Set<String>()
        seen.reserveCapacity(result.count)
        var kept: [PlacedElement] = [], keptPaths: [[Int]] = []
        for (placed, path) in zip(result, paths) where seen.insert(placed.element.identifier).inserted {
            kept.append(placed)
            keptPaths.append(path)
        }
        return (kept, keptPaths)
    }

    private static func collect(_ nodes: [Element], order: ChildOrder, origin: Frame, language: String,
                                container: String?, prefix: [Int], into result: inout [PlacedElement],
                                paths: inout [[Int]]) {
        let frames = nodes.map { $0.frame.offset(by: origin) }
        let ordered = order == .listed ? Array(nodes.indices) : sorted(Array(nodes.indices), frame: { frames[$0] })
        result.reserveCapacity(result.count + nodes.count)
        // Elements of this container, to number them ("3/12").
        var positionsToFill: [Int] = []
        for i in ordered {
            let node = nodes[i]
            let lang = node.language ?? language
            var path = prefix
            path.append(i)
            if node.isAccessibilityElement {
                paths.append(path)
                if container != nil, node.positionInContainer == nil { positionsToFill.append(result.count) }
                result.append(PlacedElement(element: node, screenFrame: frames[i], language: lang, containerIdentifier: container,
                                            position: node.positionInContainer))
            } else if !node.children.isEmpty {
                collect(node.children, order: node.childOrder, origin: frames[i], language: lang,
                        container: node.identifier, prefix: path, into: &result, paths: &paths)
            }
        }
        for (n, index) in positionsToFill.enumerated() {
            result[index].position = PlacedElement.Position(index: n + 1, count: positionsToFill.count)
        }
    }

    /// Sorts items top to bottom, then left to right, with the row rule above. Stable.
    ///
    /// - Complexity: O(*n* log *n*); indices are sorted, so the items are not copied while sorting.
    static func sorted<T>(_ items: [T], frame: (T) -> Frame) -> [T] {
        let frames = items.map(frame)
        // Ties are broken by the rest of the frame, so the order depends on frames, not on the
        // order listed; only identical frames keep their listed order.
        func byCentre(_ f: Frame) -> (Double, Double, Double, Double, Double) { (f.midY, f.minX, f.minY, f.width, f.height) }
        func inRow(_ f: Frame) -> (Double, Double, Double, Double, Double) { (f.minX, f.midY, f.minY, f.width, f.height) }
        let down = frames.indices.sorted { a, b in
            let (ka, kb) = (byCentre(frames[a]), byCentre(frames[b]))
            return ka != kb ? ka < kb : a < b
        }
        var result: [T] = []
        result.reserveCapacity(items.count)
        var row: [Int] = []
        func closeRow() {
            row.sort { a, b in
                let (ka, kb) = (inRow(frames[a]), inRow(frames[b]))
                return ka != kb ? ka < kb : a < b
            }
            for i in row { result.append(items[i]) }
            row.removeAll(keepingCapacity: true)
        }
        var anchor: Frame?
        for i in down {
            let f = frames[i]
            if let a = anchor, f.midY - a.midY <= Swift.max(a.height * rowTolerance, 1) {
                row.append(i)
            } else {
                closeRow()
                row.append(i)
                anchor = f
            }
        }
        closeRow()
        return result
    }
}
