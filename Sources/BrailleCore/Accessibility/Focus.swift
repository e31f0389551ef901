/// The screen the user is on and the element they are on: the state that navigation and app
/// events change.
///
/// Focus rules:
/// - A new screen (``init(screen:)``, ``ScreenEvent/screenChanged(_:)``) focuses its summary
///   element if there is one, else its first element.
/// - A layout change keeps the focus on the same identifier when it is still reachable; else it
///   goes to the surviving element that was nearest to it in the old reading order (the next one
///   when the next and the previous are as near), else to the first element; an identifier named
///   by the event wins over all of these.
/// - Removing the focused element is a layout change.
///
/// ```swift
/// var focus = Focus(screen: screen)
/// focus.move(.forward)                  // .moved
/// focus.apply(.announcement("Saved"))   // EventOutcome(announcements: ["Saved"], ...)
/// ```
public struct Focus: Hashable, Sendable {
    /// The screen shown, with the changes made by events, adjusting and page turns.
    public private(set) var screen: Screen
    /// The identifier of the focused element; `nil` only on a screen with no reachable element.
    public private(set) var focusedIdentifier: String?

    /// Focuses a new screen's summary element, else its first element.
    public init(screen: Screen) {
        self.screen = screen
        self.focusedIdentifier = screen.initialFocus?.element.identifier
    }

    /// The focused element, placed.
    public var focused: PlacedElement? {
        focusedIdentifier.flatMap { screen.placed($0) }
    }

    /// The focused element's index in the screen's reading order.
    public var focusedIndex: Int? {
        focusedIdentifier.flatMap { screen.index(of: $0) }
    }

    /// Focuses the element with `identifier`.
    /// - Returns: `false` (and nothing changes) when no reachable element has it.
    @discardableResult
    public mutating func focus(_ identifier: String) -> Bool {
        guard screen.index(of: identifier) != nil else { return false }
        focusedIdentifier = identifier
        return true
    }

    /// Moves to the next or previous element in reading order.
    /// - Returns: ``FocusMove/moved`` or ``FocusMove/noMoreElements`` at the end (start); the focus
    ///   then stays.
    @discardableResult
    public mutating func move(_ direction: Direction) -> FocusMove {
        guard let id = focusedIdentifier, let next = screen.neighbour(of: id, direction) else {
            return .noMoreElements
        }
        focusedIdentifier = next.element.identifier
        return .moved
    }

    /// Focuses the first (or last) element.
    @discardableResult
    public mutating func moveToEnd(_ direction: Direction) -> FocusMove {
        let target = direction == .forward ? screen.readingOrder.last : screen.readingOrder.first
        guard let target else { return .noMoreElements }
        focusedIdentifier = target.element.identifier
        return .moved
    }

    /// Increments or decrements the focused adjustable element (`accessibilityIncrement`).
    /// - Returns: what happened; the element's ``Element/value`` holds the new value text.
    @discardableResult
    public mutating func adjust(_ direction: Direction) -> AdjustResult {
        guard let id = focusedIdentifier, let placed = screen.placed(id),
              placed.element.traits.contains(.adjustable), placed.element.adjustable != nil else {
            return .notAdjustable
        }
        var result = AdjustResult.notAdjustable
        screen.updateElement(id) { element in
            result = direction == .forward ? element.adjustable!.increment() : element.adjustable!.decrement()
        }
        return result
    }

    /// Turns a page of the focused element's book (``AccessibilityTrait/causesPageTurn``).
    /// - Returns: the new page, ``PageTurn/noMorePages`` past the last (first) page, or
    ///   ``PageTurn/notABook``.
    @discardableResult
    public mutating func turnPage(_ direction: Direction) -> PageTurn {
        guard let id = focusedIdentifier, let placed = screen.placed(id), placed.element.book != nil else {
            return .notABook
        }
        var result = PageTurn.notABook
        screen.updateElement(id) { element in
            result = element.book!.turnPage(direction)
        }
        return result
    }

    /// Carries out an app event.
    /// - Returns: what the display must show anew.
    @discardableResult
    public mutating func apply(_ event: ScreenEvent) -> EventOutcome {
        let before = focused
        var outcome = EventOutcome()
        switch event {
        case .focus(let identifier):
            if !focus(identifier) { outcome.unknownIdentifier = identifier }
        case .elementChanged(let identifier, let change):
            if let element = screen.node(identifier),
               let problem = change.problem(for: element) {
                outcome.refusal = problem
            } else if !screen.updateElement(identifier, { change.apply(to: &$0) }) {
                outcome.unknownIdentifier = identifier
            }
            refocus(previousOrder: nil, preferred: nil)
        case .announcement(let text):
            outcome.announcements.append(text)
        case .layoutChanged(let elements, let preferred):
            let oldOrder = screen.readingOrder.map(\.element.identifier)
            if let elements { screen.elements = elements }
            if let preferred, screen.index(of: preferred) == nil { outcome.unknownIdentifier = preferred }
            refocus(previousOrder: oldOrder, preferred: preferred)
        case .screenChanged(let newScreen):
            screen = newScreen
            focusedIdentifier = newScreen.initialFocus?.element.identifier
        case .pageScrolled(let text):
            outcome.announcements.append(text)
        case .elementAdded(let element, let container, let index):
            let oldOrder = screen.readingOrder.map(\.element.identifier)
            let existing = Set(screen.allNodes().map(\.element.identifier))
            let added = Screen(elements: [element]).allNodes().map(\.element.identifier)
            if let clash = added.first(where: existing.contains) {
                outcome.duplicateIdentifier = clash
            } else if !insert(element, into: container, at: index) {
                outcome.unknownIdentifier = container
            }
            refocus(previousOrder: oldOrder, preferred: nil)
        case .caretMoved(let identifier, _), .selectionChanged(let identifier, _):
            if screen.index(of: identifier) == nil { outcome.unknownIdentifier = identifier }
        case .elementRemoved(let identifier):
            let oldOrder = screen.readingOrder.map(\.element.identifier)
            if !remove(identifier) { outcome.unknownIdentifier = identifier }
            refocus(previousOrder: oldOrder, preferred: nil)
        }
        let after = focused
        outcome.focusMoved = before?.element.identifier != after?.element.identifier
        outcome.focusedElementChanged = before != after
        return outcome
    }

    /// Keeps the focus on its identifier if reachable, else moves it to `preferred`, else to the
    /// surviving element nearest to the old one in the old reading order (the next one first when
    /// two are as near), else to the first element.
    private mutating func refocus(previousOrder: [String]?, preferred: String?) {
        if let preferred, screen.index(of: preferred) != nil {
            focusedIdentifier = preferred
            return
        }
        if let id = focusedIdentifier, screen.index(of: id) != nil { return }
        let reachable = Set(screen.readingOrder.map(\.element.identifier))
        if let old = previousOrder, let id = focusedIdentifier, let index = old.firstIndex(of: id) {
            for distance in 1..<Swift.max(old.count, 1) {
                for candidate in [index + distance, index - distance] where old.indices.contains(candidate) {
                    if reachable.contains(old[candidate]) {
                        focusedIdentifier = old[candidate]
                        return
                    }
                }
            }
        }
        focusedIdentifier = screen.readingOrder.first?.element.identifier
    }

    private mutating func insert(_ element: Element, into container: String?, at index: Int?) -> Bool {
        func place(_ list: inout [Element]) {
            let i = Swift.min(Swift.max(index ?? list.count, 0), list.count)
            list.insert(element, at: i)
        }
        guard let container else {
            place(&screen.elements)
            return true
        }
        return screen.updateElement(container) { place(&$0.children) }
    }

    private mutating func remove(_ identifier: String) -> Bool {
        var found = false
        func walk(_ nodes: inout [Element]) {
            if let i = nodes.firstIndex(where: { $0.identifier == identifier }) {
                nodes.remove(at: i)
                found = true
                return
            }
            for i in nodes.indices where !found { walk(&nodes[i].children) }
        }
        var copy = screen.elements
        walk(&copy)
        if found { screen.elements = copy }
        return found
    }
}

/// What a focus move did.
public enum FocusMove: Hashable, Sendable {
    case moved
    /// There is no element that way; the focus stayed.
    case noMoreElements
}

/// What an app event changed, for the display to follow.
public struct EventOutcome: Hashable, Sendable {
    /// The focus is on another element now.
    public var focusMoved = false
    /// The focused element or its place changed (moved, or its text, traits or frame changed).
    public var focusedElementChanged = false
    /// Texts to flash (announcements and page-scrolled positions), in order.
    public var announcements: [String] = []
    /// An identifier the event named that the screen does not have; the rest of the event was
    /// carried out.
    public var unknownIdentifier: String?
    /// An added element's identifier (or one of its children's) that the screen already has; the
    /// element was not added.
    public var duplicateIdentifier: String?
    /// Why a change was refused whole (``ElementChange/problem(for:)``): a string value on an
    /// adjustable element, a trait without the range or book it needs. Its path names the field.
    public var refusal: DocumentError?

    public init() {}
}
