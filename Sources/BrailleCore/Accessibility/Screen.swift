/// One screen of an app: its top-level elements and containers, in the language of its text.
///
/// The screen computes what the user can reach: ``readingOrder`` flattens the containers, converts
/// every frame to screen coordinates and orders the elements.
///
/// ```swift
/// let screen = Screen(title: "Timer", language: "en", elements: [start, duration, stop])
/// screen.readingOrder.map(\.element.label)   // ["Start", "Duration", "Stop"]
/// ```
public struct Screen: Hashable, Sendable {
    /// A title for the screen, e.g. the view controller's ("Task").
    public var title: String
    /// The BCP 47 language of the screen's text; elements and containers may override it.
    public var language: String
    /// The top-level elements and containers; their frames are screen coordinates.
    ///
    /// Setting them lays the whole screen out again; ``updateElement(_:_:)`` changes one node in
    /// time proportional to what it changes.
    public var elements: [Element] {
        get { nodes }
        set {
            nodes = newValue
            layOut()
        }
    }
    /// How the top-level elements are ordered for reading.
    public var childOrder: ChildOrder {
        didSet { layOut() }
    }

    /// The accessibility elements in reading order, each with its screen frame, language and
    /// position in its container.
    public private(set) var readingOrder: [PlacedElement] = []

    private var nodes: [Element]
    private var index = ScreenIndex()
    /// How many nodes the screen has looked at since it was made: the whole screen for a
    /// layout, the path to the node for a change in place. It tells tests (and benchmarks) what
    /// an event cost without timing it; it is not part of the screen's value.
    package private(set) var nodesVisited = 0

    public init(title: String = "", language: String = LanguageTag.fallback, elements: [Element], childOrder: ChildOrder = .frames) {
        self.title = title
        self.language = language
        self.nodes = elements
        self.childOrder = childOrder
        layOut()
    }

    /// Computes the reading order and the index of every node.
    private mutating func layOut() {
        let (order, paths) = ReadingOrder.compute(nodes, order: childOrder, language: language)
        readingOrder = order
        index = ScreenIndex(nodes: nodes, order: order, paths: paths)
        nodesVisited += index.pathOfIdentifier.count + order.count
    }

    /// The index in ``readingOrder`` of the element with `identifier`, if it is reachable.
    /// - Complexity: O(1) on average.
    public func index(of identifier: String) -> Int? {
        index.positionOfIdentifier[identifier]
    }

    /// The reachable element with `identifier`.
    /// - Complexity: O(1) on average.
    public func placed(_ identifier: String) -> PlacedElement? {
        index(of: identifier).map { readingOrder[$0] }
    }

    /// The node (element or container, reachable or not) with `identifier`; the first in the
    /// order of ``allNodes()`` when several have it.
    /// - Complexity: O(*d*), *d* the node's depth.
    public func node(_ identifier: String) -> Element? {
        guard let path = index.pathOfIdentifier[identifier] else { return nil }
        var node = nodes[path[0]]
        for i in path.dropFirst() { node = node.children[i] }
        return node
    }

    /// The element after (or before) the one with `identifier` in reading order; `nil` at the end
    /// (or start) or when `identifier` is not reachable.
    public func neighbour(of identifier: String, _ direction: Direction) -> PlacedElement? {
        guard let index = index(of: identifier) else { return nil }
        let target = index + (direction == .forward ? 1 : -1)
        return readingOrder.indices.contains(target) ? readingOrder[target] : nil
    }

    /// The element a new screen focuses first: the first with ``AccessibilityTrait/summaryElement``, else the
    /// first in reading order; `nil` for a screen with no reachable element.
    public var initialFocus: PlacedElement? {
        readingOrder.first { $0.element.traits.contains(.summaryElement) } ?? readingOrder.first
    }

    /// Every node (elements and containers) with its path of child indexes from the top level.
    public func allNodes() -> [(path: [Int], element: Element)] {
        var result: [(path: [Int], element: Element)] = []
        func walk(_ nodes: [Element], _ prefix: [Int]) {
            for (i, node) in nodes.enumerated() {
                result.append((prefix + [i], node))
                walk(node.children, prefix + [i])
            }
        }
        walk(elements, [])
        return result
    }

    /// Replaces the node with `identifier` (element or container; the first in the order of
    /// ``allNodes()`` when several have it) by applying `change`.
    ///
    /// A change that keeps the layout (the identifier, frame, children, language, child order,
    /// position and whether it is an accessibility element stay) updates the node and its entry
    /// in the reading order only; any other lays the screen out again.
    /// - Returns: `false` when no node has that identifier.
    /// - Complexity: O(*d*) plus the change for a change that keeps the layout (*d* the node's
    ///   depth); O(*n*) for one that does not.
    @discardableResult
    public mutating func updateElement(_ identifier: String, _ change: (inout Element) -> Void) -> Bool {
        guard let path = index.pathOfIdentifier[identifier] else { return false }
        nodesVisited += path.count
        var before: Element?
        var after: Element?
        Self.modify(&nodes, at: path[...]) { node in
            before = node
            change(&node)
            after = node
        }
        guard let before, let after else { return false }
        if !before.keepsLayout(of: after) {
            layOut()
            return true
        }
        // The reachable element that holds the node: the node itself, or the accessibility
        // element it lies in (whose children are part of its value).
        var node: Element?
        for depth in path.indices {
            node = depth == 0 ? nodes[path[0]] : node!.children[path[depth]]
            guard node!.isAccessibilityElement else { continue }
            if let position = index.positionOfPath[Array(path[...depth])] {
                readingOrder[position].element = node!
            }
            break
        }
        return true
    }

    /// Changes the node at `path` in place.
    private static func modify(_ nodes: inout [Element], at path: ArraySlice<Int>, _ change: (inout Element) -> Void) {
        let i = path.first!
        if path.count == 1 {
            change(&nodes[i])
        } else {
            modify(&nodes[i].children, at: path.dropFirst(), change)
        }
    }

    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.title == rhs.title && lhs.language == rhs.language && lhs.childOrder == rhs.childOrder
            && lhs.nodes == rhs.nodes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(language)
        hasher.combine(childOrder)
        hasher.combine(nodes)
    }
}

extension Element {
    /// Whether `other`, this node after a change, is laid out as this one is: same identifier,
    /// frame, children, language, child order, position, and accessibility.
    fileprivate func keepsLayout(of other: Element) -> Bool {
        identifier == other.identifier && frame == other.frame && isAccessibilityElement == other.isAccessibilityElement
            && language == other.language && childOrder == other.childOrder
            && positionInContainer == other.positionInContainer && children == other.children
    }
}

/// An accessibility element as the screen places it: with its frame in screen coordinates, its
/// language, and where it stands in its container.
public struct PlacedElement: Hashable, Sendable {
    /// The element itself, its frame still relative to its container.
    public var element: Element
    /// The frame in screen coordinates (container frames composed).
    public var screenFrame: Frame
    /// The element's language, inherited from its containers and the screen when it names none.
    public var language: String
    /// The identifier of the innermost container, `nil` for a top-level element.
    public var containerIdentifier: String?
    /// The 1-based position among the reachable elements of its container and their count
    /// ("3/12"); `nil` for a top-level element.
    public var position: Position?

    /// A 1-based place in a container of `count` elements.
    public struct Position: Hashable, Sendable {
        /// 1-based.
        public var index: Int
        /// The number of elements in the container.
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }
}
