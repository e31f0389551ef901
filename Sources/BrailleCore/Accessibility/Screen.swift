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
    public var elements: [Element] {
        didSet { readingOrder = ReadingOrder.compute(self) }
    }
    /// How the top-level elements are ordered for reading.
    public var childOrder: ChildOrder {
        didSet { readingOrder = ReadingOrder.compute(self) }
    }

    /// The accessibility elements in reading order, each with its screen frame, language and
    /// position in its container.
    public private(set) var readingOrder: [PlacedElement] = []

    public init(title: String = "", language: String = LanguageTag.fallback, elements: [Element], childOrder: ChildOrder = .frames) {
        self.title = title
        self.language = language
        self.elements = elements
        self.childOrder = childOrder
        self.readingOrder = ReadingOrder.compute(self)
    }

    /// The index in ``readingOrder`` of the element with `identifier`, if it is reachable.
    /// - Complexity: O(*n*) in the number of elements.
    public func index(of identifier: String) -> Int? {
        readingOrder.firstIndex { $0.element.identifier == identifier }
    }

    /// The reachable element with `identifier`.
    public func placed(_ identifier: String) -> PlacedElement? {
        index(of: identifier).map { readingOrder[$0] }
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

    /// Replaces the node with `identifier` (element or container) by applying `change`.
    /// - Returns: `false` when no node has that identifier.
    @discardableResult
    public mutating func updateElement(_ identifier: String, _ change: (inout Element) -> Void) -> Bool {
        var found = false
        func walk(_ nodes: inout [Element]) {
            for i in nodes.indices where !found {
                if nodes[i].identifier == identifier {
                    change(&nodes[i])
                    found = true
                } else {
                    walk(&nodes[i].children)
                }
            }
        }
        var copy = elements
        walk(&copy)
        if found { elements = copy }
        return found
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

    public init(element: Element, screenFrame: Frame, language: String, containerIdentifier: String? = nil, position: Position? = nil) {
        self.element = element
        self.screenFrame = screenFrame
        self.language = language
        self.containerIdentifier = containerIdentifier
        self.position = position
    }

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
