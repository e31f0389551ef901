import BrailleCore

/// The bridge's navigation state machine: focus, the line shown, the window, modes and
/// continuous reading, driven by `BrailleCommand`s and a time given from outside.
///
/// A stand-in for BrailleCore's `Navigator` (Sources/BrailleCore/Navigation, issue 5's
/// navigation part) until that lands: the bridge loop only uses `handle`, `advance`,
/// `layOut(columns:)`, `displayCells` and `nextAdvance`, so it can switch to it in one place.
///
/// - A book element (trait `causesPageTurn`) shows one line of its page at a time;
///   `FWINRT` past a page's last line turns the page, `LNDN`/`LNUP` move by line.
/// - Continuous reading advances like `FWINRT`; it stops at the end of the book (a page turn
///   that brings nothing) or after the last element; any key pauses it.
public struct BridgeNavigator: Sendable {
    public private(set) var focus: Focus
    public let presenter: Presenter
    public private(set) var columns: Int
    public private(set) var viewport: Viewport
    /// The line of the book's page shown, when the focused element is a book.
    public private(set) var bookLine = 0
    public private(set) var mode: Mode = .browsing
    public private(set) var showingHint = false
    /// A flash message shown instead of the element until the next key.
    public private(set) var message: String?
    public var reading: ReadingSettings
    /// When continuous reading advances next; `nil` when it is off.
    public private(set) var nextAdvance: ContinuousClock.Instant?

    public enum Mode: Hashable, Sendable {
        case browsing
        /// The increment/decrement keys adjust the focused element.
        case adjusting
        /// Choosing among the focused element's custom actions; `index` is the one shown.
        case choosingAction(index: Int)
    }

    public init(screen: Screen, columns: Int, presenter: Presenter = Presenter(),
                reading: ReadingSettings = ReadingSettings()) {
        self.focus = Focus(screen: screen)
        self.presenter = presenter
        self.columns = min(max(columns, Viewport.widths.lowerBound), Viewport.widths.upperBound)
        self.reading = reading
        self.viewport = try! Viewport(line: .empty, width: self.columns)
        self.viewport = makeViewport(showingCell: 0)
    }

    /// The cells for the display: exactly `columns` cells.
    public var displayCells: [UInt8] { viewport.displayCells }

    /// The focused element.
    public var focused: PlacedElement? { focus.focused }

    /// Lays the line out again for a display of `columns` cells, keeping the first cell of the
    /// window shown in view (for the same width: the same window).
    public mutating func layOut(columns: Int) {
        let clamped = min(max(columns, Viewport.widths.lowerBound), Viewport.widths.upperBound)
        guard clamped != self.columns else { return }
        let first = viewport.window.range.lowerBound
        self.columns = clamped
        viewport = makeViewport(showingCell: first)
    }

    /// Carries out a command at time `now`.
    /// - Returns: the actions for the app, in order.
    public mutating func handle(_ command: BrailleCommand, now: ContinuousClock.Instant) -> [BridgeAction] {
        if nextAdvance != nil {
            // Any key pauses continuous reading; only the reading key itself is consumed.
            nextAdvance = nil
            return []
        }
        if message != nil, command != .activate, !isActionCommand(command) {
            message = nil
            viewport = makeViewport(showingCell: 0)
            if command == .escape { return [] }
        }
        switch command {
        case .nextWindow: _ = forward(byWindow: true)
        case .previousWindow: backward(byWindow: true)
        case .nextElement: _ = forward(byWindow: false)
        case .previousElement: backward(byWindow: false)
        case .firstElement: moveTo(.backward)
        case .lastElement: moveTo(.forward)
        case .route(let cell): return route(cell)
        case .activate: return activate()
        case .escape:
            mode = .browsing
            showingHint = false
            viewport = makeViewport(showingCell: 0)
        case .increment, .decrement: return adjust(command == .increment ? .forward : .backward)
        case .nextCustomAction, .previousCustomAction: chooseAction(command == .nextCustomAction ? 1 : -1)
        case .hint:
            showingHint.toggle()
            viewport = makeViewport(showingCell: 0)
            if showingHint, let start = firstCell(of: .hint) { viewport.show(cell: start) }
        case .magicTap: return [.magicTap]
        case .toggleContinuousReading:
            nextAdvance = now + currentDwell()
        }
        return []
    }

    /// Continuous reading: called when `nextAdvance` has come. Shows the next window (turning
    /// pages, crossing elements) and schedules the one after, or stops at the end.
    public mutating func advance(now: ContinuousClock.Instant) -> [BridgeAction] {
        guard nextAdvance != nil else { return [] }
        let result = forward(byWindow: true)
        switch result {
        case .stayed:
            nextAdvance = nil
        case .moved(let actions):
            nextAdvance = now + currentDwell()
            return actions
        }
        return []
    }

    // MARK: - Moving

    enum Step { case moved([BridgeAction]), stayed }

    private mutating func forward(byWindow: Bool) -> Step {
        if byWindow, viewport.pan(.forward) == .moved { return .moved([]) }
        if let book = focused?.element.book {
            if bookLine + 1 < book.page.lines.count {
                bookLine += 1
                viewport = makeViewport(showingCell: 0)
                return .moved([])
            }
            if byWindow, let id = focus.focusedIdentifier, case .turned(let page) = focus.turnPage(.forward) {
                bookLine = 0
                viewport = makeViewport(showingCell: 0)
                return .moved([.turnPage(identifier: id, page: page)])
            }
            // The end of the book: continuous reading stops here, keys go on to the next element.
            if byWindow && nextAdvance != nil { return .stayed }
        }
        guard focus.move(.forward) == .moved else { return .stayed }
        enterElement(atEnd: false)
        return .moved([])
    }

    private mutating func backward(byWindow: Bool) {
        if byWindow, viewport.pan(.backward) == .moved { return }
        if focused?.element.book != nil {
            if bookLine > 0 {
                bookLine -= 1
                viewport = makeViewport(showingCell: 0)
                if byWindow { viewport.moveToEnd(.forward) }
                return
            }
            if byWindow, case .turned = focus.turnPage(.backward) {
                bookLine = max((focused?.element.book?.page.lines.count ?? 1) - 1, 0)
                viewport = makeViewport(showingCell: 0)
                viewport.moveToEnd(.forward)
                return
            }
        }
        guard focus.move(.backward) == .moved else { return }
        enterElement(atEnd: byWindow)
    }

    private mutating func moveTo(_ end: Direction) {
        focus.moveToEnd(end)
        enterElement(atEnd: false)
    }

    private mutating func enterElement(atEnd: Bool) {
        mode = .browsing
        showingHint = false
        bookLine = 0
        if atEnd, let lines = focused?.element.book?.page.lines { bookLine = max(lines.count - 1, 0) }
        viewport = makeViewport(showingCell: 0)
        if atEnd { viewport.moveToEnd(.forward) }
    }

    // MARK: - Routing, activation, adjusting, actions

    private mutating func route(_ key: Int) -> [BridgeAction] {
        guard let target = viewport.target(forRoutingKey: key), let id = target.elementIdentifier else { return [] }
        if id != focus.focusedIdentifier {
            if focus.focus(id) { enterElement(atEnd: false) }
            return []
        }
        guard let element = focused?.element else { return [] }
        if element.traits.contains(.button) || element.traits.contains(.link) {
            return [.activate(identifier: id)]
        }
        if target.part == .value, element.traits.contains(.adjustable), element.adjustable != nil {
            mode = .adjusting
            return [.beginAdjusting(identifier: id)]
        }
        switch target.part {
        case .label, .value, .content:
            return [.setCaret(identifier: id, part: target.part, offset: target.offset)]
        default:
            return [.activate(identifier: id)]
        }
    }

    private mutating func activate() -> [BridgeAction] {
        guard let placed = focused else { return [] }
        let id = placed.element.identifier
        if case .choosingAction(let index) = mode, placed.element.customActions.indices.contains(index) {
            mode = .browsing
            message = nil
            viewport = makeViewport(showingCell: 0)
            return [.customAction(identifier: id, action: placed.element.customActions[index].identifier)]
        }
        return [.activate(identifier: id)]
    }

    private mutating func adjust(_ direction: Direction) -> [BridgeAction] {
        guard let id = focus.focusedIdentifier else { return [] }
        switch focus.adjust(direction) {
        case .notAdjustable: return []
        default:
            mode = .adjusting
            let first = viewport.window.range.lowerBound
            viewport = makeViewport(showingCell: first)
            let value = focused?.element.value ?? ""
            return [direction == .forward ? .increment(identifier: id, value: value) : .decrement(identifier: id, value: value)]
        }
    }

    private mutating func chooseAction(_ step: Int) {
        guard let actions = focused?.element.customActions, !actions.isEmpty else { return }
        let index: Int
        if case .choosingAction(let current) = mode {
            index = (current + step + actions.count) % actions.count
        } else {
            index = step > 0 ? 0 : actions.count - 1
        }
        mode = .choosingAction(index: index)
        message = actions[index].name
        viewport = makeViewport(showingCell: 0)
    }

    private func isActionCommand(_ command: BrailleCommand) -> Bool {
        command == .nextCustomAction || command == .previousCustomAction
    }

    // MARK: - Presentation

    /// The line for the current state: a message, a book line, or the element.
    private func currentLine() -> BrailleLine {
        guard let placed = focused else {
            return (try? presenter.presentMessage(message ?? "", language: focus.screen.language)) ?? .empty
        }
        do {
            if let message { return try presenter.presentMessage(message, language: placed.language) }
            if let book = placed.element.book, !book.page.lines.isEmpty {
                let line = book.page.lines[min(bookLine, book.page.lines.count - 1)]
                return try presenter.presentContentLine(line, of: placed)
            }
            return try presenter.present(placed, showingHint: showingHint)
        } catch {
            return (try? presenter.presentMessage(String(describing: error), language: "en")) ?? .empty
        }
    }

    private func makeViewport(showingCell cell: Int) -> Viewport {
        (try? Viewport(line: currentLine(), width: columns, showingCell: cell))
            ?? (try! Viewport(line: .empty, width: columns))
    }

    private func firstCell(of part: LinePart) -> Int? {
        viewport.line.targets.firstIndex { $0.part == part }
    }

    /// How long the window shown stays during continuous reading.
    private func currentDwell() -> Duration {
        let endOfLine = viewport.isAtLastWindow
        var endOfPage = false
        if let book = focused?.element.book { endOfPage = endOfLine && bookLine + 1 >= book.page.lines.count }
        return reading.dwell(cells: viewport.window.shownCount, endOfElement: endOfLine, endOfPage: endOfPage)
    }
}
