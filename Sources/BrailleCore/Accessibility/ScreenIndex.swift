/// Where every node of a ``Screen`` is, kept beside its reading order so that an event that names
/// an element finds it without walking the screen.
///
/// Paths are child indexes from the top level (`[2, 0]`: the first child of the third top-level
/// node). Built in one pass with the reading order; a change that leaves the layout as it was
/// (a value, a label, traits) keeps it as it is.
struct ScreenIndex: Sendable {
    /// The position in the reading order of the first reachable element with each identifier.
    var positionOfIdentifier: [String: Int] = [:]
    /// The path of the first node (pre-order, elements and containers) with each identifier.
    var pathOfIdentifier: [String: [Int]] = [:]
    /// The position in the reading order of each reachable element, by its path.
    var positionOfPath: [[Int]: Int] = [:]

    /// Indexes `nodes` and `order`, whose elements lie at `paths` (one path per placed element).
    /// - Complexity: O(*n*) in the nodes (times the depth for the paths).
    init(nodes: [Element], order: [PlacedElement], paths: [[Int]]) {
        positionOfIdentifier.reserveCapacity(order.count)
        positionOfPath.reserveCapacity(order.count)
        for (position, placed) in order.enumerated() {
            if positionOfIdentifier[placed.element.identifier] == nil {
                positionOfIdentifier[placed.element.identifier] = position
            }
            positionOfPath[paths[position]] = position
        }
        func walk(_ nodes: [Element], _ prefix: [Int]) {
            for (i, node) in nodes.enumerated() {
                var path = prefix
                path.append(i)
                if pathOfIdentifier[node.identifier] == nil { pathOfIdentifier[node.identifier] = path }
                if !node.children.isEmpty { walk(node.children, path) }
            }
        }
        pathOfIdentifier.reserveCapacity(order.count)
        walk(nodes, [])
    }

    init() {}
}
