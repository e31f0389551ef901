/// The state machine between a braille display and the accessibility model: it turns
/// ``BrailleCommand``s and app events (``ScreenEvent``) into focus moves, panning, app actions,
/// continuous reading, page turns and flash messages, and says which cells the display shows.
///
/// A value type: the whole state (screen, focus, line, window, modes, reading, messages) is one
/// copyable value, so a test can fork it, a property test can replay it, and the bridge's loop
/// owns the only copy that changes, on its one task. Time is an input (`now`), never read, so
/// continuous reading and message expiry are tested without sleeping; the caller calls
/// ``tick(now:)`` at ``nextDeadline``.
///
/// - A book element (trait ``AccessibilityTrait/causesPageTurn``) shows one line of its page at a
///   time. `FWINRT` past the last window of the page's last line turns the page (the app gets
///   ``AppAction/scrollForward(page:)``); past the last page it reports the end of the book
///   (``NavigatorEffect/endOfBook(identifier:)`` and a flash message) and stays; pressed again
///   there, it goes on to the next element.
/// - Continuous reading advances like `FWINRT`, each window staying in proportion to its cells
///   (``ReadingSettings``), across elements and pages, and stops at the end of the book or after
///   the last element. Any key while reading pauses it and is otherwise ignored, so the key that
///   stops the reading never also moves the window away from the text being read.
/// - Announcements flash for the queue's display duration; then the window that was shown comes
///   back exactly.
///
/// See `docs/navigation.md` for every command's meaning.
///
/// ```swift
/// var navigator = Navigator(screen: screen, columns: 40)
/// navigator.window                                     // 40 cells for the display
/// navigator.handle(.nextWindow, now: clock.now)        // pans, or moves to the next element
/// navigator.handle(.route(cell: 0), now: clock.now)    // [.appAction(identifier: "start", action: .activate)]
/// ```
public struct Navigator: Sendable {
    /// A point in time on the monotonic clock; the caller supplies it, the navigator never reads a clock.
    public typealias Instant = ContinuousClock.Instant

    /// The focused element and the reader's place on its line (see ``ElementCursor``).
    var cursor: ElementCursor
    /// Writes the lines. A new presenter (another table, computer braille in fields on or off)
    /// shows at once: the line is laid out again keeping the reader's place in it (as for a
    /// changed value), and a message or panel showing is written again.
    public var presenter: Presenter {
        didSet {
            representInPlace()
            if overlay.showing != nil {
                overlay.forgetShown()
                syncMessage()
            }
            refreshPanel()
            _checkInvariants()
        }
    }
    /// The display width in cells, 1...160.
    public internal(set) var columns: Int
    /// The rows of the display (``rows(_:now:)``): continuous reading shows a screenful a step
    /// and leaves it for the time its rows take to read. 1 unless set.
    public var rowsShown = 1
    /// Continuous reading: its state, schedule and speed.
    var reader: ContinuousReader
    /// The flash messages over the window (see ``MessageOverlay``).
    var overlay: MessageOverlay
    /// Why the command being carried out could do nothing; shown once it is done.
    var pendingFeedback: NavigatorFeedback?
    /// Status cells at the start or end of the display (``StatusCells``); `nil`: none, every cell
    /// shows text. The line is laid out again for the cells left when this changes.
    public var statusCells: StatusCells? {
        didSet {
            guard statusCells != oldValue else { return }
            relayOut()
        }
    }
    /// Whether ``statusCells`` follows the display width (``StatusCells/automatic(columns:)``:
    /// off below 40 cells, on from 40 up), now and after every ``layOut(columns:)``.
    public var automaticStatusCells = false {
        didSet { if automaticStatusCells { statusCells = StatusCells.automatic(columns: columns) } }
    }
    /// The panels the reader can open (``Panel``): the key help and the preferences, made by the
    /// bridge. A panel showing follows its new lines when this changes.
    public var panels: [Panel.Kind: Panel] = [:] {
        didSet { refreshPanel() }
    }
    /// The panel showing over the app's screen, its line and window (see `Navigator+Panel`).
    var panelReading: PanelReading?

    /// How long a message shows (the announcement queue's ``AnnouncementQueue/displayDuration``,
    /// 4 seconds by default); `.zero` keeps each message until a key. Brief feedback keeps its own
    /// time (``NavigatorFeedback/duration``).
    public var messageDuration: Duration {
        get { overlay.announcements.displayDuration }
        set {
            overlay.announcements.displayDuration = newValue
            syncMessage()
        }
    }
    /// Whether the screen is a placeholder until the app's first `screenChanged` (a feed without
    /// a document): the empty display then reads "waiting for the app" instead of "no elements".
    /// The first `screenChanged` clears it.
    public var waitingForScreen = false {
        didSet { if focused == nil { viewport = makeViewport(showingCell: 0) } }
    }

    /// What the increment, decrement, line and routing keys do now.
    public enum Mode: Hashable, Sendable {
        /// Moving through the screen.
        case browsing
        /// `LNUP`/`LNDN` adjust the focused element's value (`LNUP` increments); entered only by a
        /// routing key on the value, left by a routing key, escape or a focus move. The line shows
        /// the mode word ("adjust:") before the value.
        case adjusting
        /// The line shows the focused element's custom action at `index` after the mode word
        /// ("action 2/3:"); activate (or a routing key on the name) performs it, escape (or a
        /// routing key on the mode word) leaves.
        case choosingAction(index: Int)
        /// The line shows the message history's entry `index` (0 the newest) after the mode word
        /// ("history 1/5:"); the history key goes to the next older one, FWINRT/FWINLT pan it,
        /// escape, Enter or a routing key leave, any other key leaves and is carried out.
        case reviewingMessages(index: Int)
    }

    /// Whether the display advances by itself.
    public enum ReadingState: Hashable, Sendable {
        /// Not reading: never started, or stopped at the end of the book or screen.
        case off
        /// Advancing at ``Navigator/nextReadingStep``.
        case reading
        /// Stopped by a key; the reading toggle goes on from the window shown.
        case paused
    }

    /// A navigator on `screen`'s initial focus (its summary element, else its first element).
    /// - Parameters:
    ///   - columns: the display width, clamped to 1...160.
    ///   - presenter: turns elements into braille lines.
    ///   - reading: the continuous-reading speed and pauses.
    ///   - announcements: the message queue; its ``AnnouncementQueue/displayDuration`` is how long
    ///     a message flashes (4 seconds by default).
    public init(screen: Screen, columns: Int, presenter: Presenter = Presenter(),
                reading: ReadingSettings = ReadingSettings(),
                announcements: AnnouncementQueue = AnnouncementQueue()) {
        self.presenter = presenter
        self.columns = Navigator.clamp(columns)
        self.reader = ContinuousReader(settings: reading)
        self.overlay = MessageOverlay(announcements: announcements)
        self.cursor = ElementCursor(focus: Focus(screen: screen), viewport: Navigator.emptyViewport(width: self.columns))
        self.viewport = makeViewport(showingCell: 0)
        cursor.placeTextFieldCaret()
        representForCaret()
        _checkInvariants()
    }

    /// The screen shown.
    public var screen: Screen { focus.screen }

    /// How fast continuous reading goes; may be changed at any time.
    public var reading: ReadingSettings {
        get { reader.settings }
        set { reader.settings = newValue }
    }

    /// Whether the display advances by itself.
    public var readingState: ReadingState { reader.state }

    /// When continuous reading shows its next window; `nil` unless reading.
    public var nextReadingStep: Instant? { reader.nextStep }

    /// The flash messages (announcements, page-scrolled positions, "end of book").
    public var announcements: AnnouncementQueue { overlay.announcements }

    /// The focused element, placed.
    public var focused: PlacedElement? { focus.focused }

    /// The cells the display shows now: exactly ``columns`` cells — the flash message's window
    /// while one shows, else the window of the line, with dots 7 and 8 under the caret.
    public var window: [UInt8] {
        var cells: [UInt8]
        if let message = overlay.showing {
            cells = message.viewport.displayCells
        } else if let panelReading {
            cells = panelReading.viewport.displayCells
        } else if let composition = focusedComposition {
            cells = composition.viewport.displayCells
        } else {
            cells = viewport.displayCells
            if let cell = cursor.caretCell(), let shown = viewport.displayCell(forLineCell: cell) {
                cells[shown] |= Navigator.caretDots
            }
            for cell in cursor.selectedCells() {
                if let shown = viewport.displayCell(forLineCell: cell) { cells[shown] |= Navigator.caretDots }
            }
            cells = showingPendingCells(cells)
        }
        let width = statusWidth
        guard width > 0, let side = statusCells?.side else { return cells }
        let field = statusFieldCells(count: width - 1)
        return side == .start ? field + [0] + cells : cells + [0] + field
    }

    /// Dots 7 and 8, under the caret's cell.
    public static let caretDots: UInt8 = 0b1100_0000

    /// When the caller must call ``tick(now:)``: the next continuous-reading step or the end of
    /// the message showing, whichever comes first; `nil` when nothing is due.
    public var nextDeadline: Instant? {
        [reader.nextStep, overlay.deadline].compactMap { $0 }.min()
    }

    /// Lays the line out again for a display of `columns` cells (clamped to 1...160), keeping the
    /// first cell of the window shown in view; the same width changes nothing.
    public mutating func layOut(columns: Int) {
        let clamped = Navigator.clamp(columns)
        guard clamped != self.columns else { return }
        self.columns = clamped
        if automaticStatusCells, statusCells != StatusCells.automatic(columns: clamped) {
            statusCells = StatusCells.automatic(columns: clamped)   // lays out again
            return
        }
        relayOut()
    }

    /// Cuts the line (and a message showing) again for ``textColumns``, keeping the first cell of
    /// the window shown in view.
    mutating func relayOut() {
        let first = viewport.window.range.lowerBound
        viewport = makeViewport(showingCell: first)
        if let composing { show(composing.composition, in: composing.identifier, table: composing.table) }
        overlay.relayOut(width: textColumns)
        refreshPanel()
        _checkInvariants()
    }

    /// Carries out a display command at time `now`.
    ///
    /// A command that can do nothing returns ``NavigatorEffect/bell`` and shows why, briefly
    /// (``NavigatorFeedback``: "last element", "no hint", "maximum"), on the display.
    /// While a panel (the key help, the preferences) shows, keys act on it (`Navigator+Panel`).
    /// While continuous reading runs, any command only pauses it. While a flash message shows,
    /// `FWINRT`/`FWINLT` pan a message longer than the display; otherwise a key dismisses the
    /// messages (they stay in the queue's history) and is carried out, except a routing key
    /// (its cell was the message's) and escape, which only dismiss.
    ///
    /// On a display of several rows (``rowsShown``), `FWINRT`/`FWINLT` move a screenful and a
    /// routing key on a lower row acts there (`Navigator+Rows`).
    /// - Returns: the effects, in order: actions for the app, a bell, the end of the book.
    @discardableResult
    public mutating func handle(_ command: BrailleCommand, now: Instant) -> [NavigatorEffect] {
        if rowsShown > 1, let effects = handleOnRows(command, now: now) { return effects }
        return handleOnFirstRow(command, now: now)
    }

    /// Carries out `command` as on a display of one row: on the first row's window.
    mutating func handleOnFirstRow(_ command: BrailleCommand, now: Instant) -> [NavigatorEffect] {
        advanceClock(to: now)
        defer { _checkInvariants() }
        if isTakenByReadingOrMessage(command, now: now) { return [] }
        return carryOut(command, now: now)
    }

    /// Whether `command` only pauses continuous reading, pans the flash message or dismisses it
    /// (a routing key, escape, or a pan or line move over a page turn's message, whose window the
    /// reader has not seen yet); a key that dismisses a message and is carried out returns `false`.
    mutating func isTakenByReadingOrMessage(_ command: BrailleCommand, now: Instant) -> Bool {
        if reader.state == .reading {
            reader.pause()
            return true
        }
        guard let shown = overlay.showing else { return false }
        switch command {
        case .nextWindow, .previousWindow:
            // The reader is reading it: the message shows its full time again from here.
            if overlay.pan(command == .nextWindow ? .forward : .backward) { return true }
            // The whole message was read: it goes, and the key pans the line as usual, except
            // over a page turn's window, which the reader has not seen yet.
            let unread = shown.message.kind == .position
            dismissMessage(now: now)
            return unread
        case .nextElement, .previousElement:
            // A line move over a page turn's message only dismisses it, as a pan does: the
            // line under it (the new page's first, the previous page's last) is still unread.
            let unread = shown.message.kind == .position
            dismissMessage(now: now)
            return unread
        case .route, .escape:
            dismissMessage(now: now)
            return true
        default:
            dismissMessage(now: now)
            return false
        }
    }

    /// Carries out `command` once no reading or message stands in its way, and shows why it could
    /// do nothing, if so.
    mutating func carryOut(_ command: BrailleCommand, now: Instant) -> [NavigatorEffect] {
        // A key that only paused reading or dismissed a message leaves this for the next one.
        let passBookEnd = cursor.endOfBookReported
        cursor.endOfBookReported = false
        pendingFeedback = nil
        let effects = perform(command, passBookEnd: passBookEnd, now: now)
        if let feedback = pendingFeedback {
            pendingFeedback = nil
            let language = wordsLanguage(for: focusedLanguage)
            flash(feedback.text(language: language), language: language, duration: NavigatorFeedback.duration, kind: .feedback)
        }
        return effects
    }

    /// Carries out `command` (no reading running, no message showing).
    private mutating func perform(_ command: BrailleCommand, passBookEnd: Bool, now: Instant) -> [NavigatorEffect] {
        // A panel over the screen takes the keys (the app's screen waits under it, unchanged).
        if let effects = performInPanel(command) { return effects }
        if case .reviewingMessages = mode {
            switch command {
            case .messageHistory:
                break
            case .nextWindow, .previousWindow:
                if viewport.pan(command == .nextWindow ? .forward : .backward) == .moved { return [] }
                leaveMessageHistory()
                return []
            case .escape, .activate, .route:
                leaveMessageHistory()
                return []
            default:
                leaveMessageHistory()
            }
        }
        if mode == .adjusting, command == .nextWindow || command == .previousWindow {
            // Panning leaves adjusting: the window would leave the "adjust:" word behind, and
            // FWINRT must move on like LNDN does outside the mode.
            mode = .browsing
            viewport = makeViewport(showingFirstOf: [.value])
        }
        if let effects = performComposing(command) { return effects }
        switch command {
        case .type(let cell): return type(cell)
        case .typeSpace: return typeSpace()
        case .deleteBackward: return typeBackspace()
        case .activate where isEditingText: return commitComposition() + submitTyping()
        default:
            // Any other key ends the word typed (and the composition): it goes to its field
            // before the key acts.
            let typed = sendPendingWord() + commitComposition()
            return typed + perform(nonTyping: command, passBookEnd: passBookEnd, now: now)
        }
    }

    /// Carries out a command that is not typing.
    private mutating func perform(nonTyping command: BrailleCommand, passBookEnd: Bool, now: Instant) -> [NavigatorEffect] {
        switch command {
        case .type, .typeSpace, .deleteBackward: return []
        case .nextWindow: return forward(.window, passBookEnd: passBookEnd, reading: false).effects
        case .previousWindow: return backward(.window).effects
        case .nextElement:
            if mode == .adjusting { return adjust(.backward) }
            return forward(.line, passBookEnd: passBookEnd, reading: false).effects
        case .previousElement:
            if mode == .adjusting { return adjust(.forward) }
            return backward(.line).effects
        case .firstElement: return moveToEnd(.backward)
        case .lastElement: return moveToEnd(.forward)
        case .structure(let kind, let direction): return moveToStructure(kind, direction)
        case .route(let cell):
            // Keys over the status cells (and their blank) act on nothing.
            let key = cell - textOffset
            guard key >= 0, key < textColumns else { return fail(.nothingHere) }
            return route(key)
        case .activate: return activate()
        case .escape: return escape()
        case .increment: return adjust(.forward)
        case .decrement: return adjust(.backward)
        case .nextCustomAction: return chooseAction(1)
        case .previousCustomAction: return chooseAction(-1)
        case .hint: return toggleHint()
        case .magicTap: return [.appAction(identifier: nil, action: .magicTap)]
        case .toggleContinuousReading:
            reader.read(nextStepAt: now + readingDwell(now: now))
            return []
        case .messageHistory: return reviewMessages()
        case .keyHelp: return openPanel(.keyHelp)
        case .preferences: return openPanel(.preferences)
        case .nextTable: return [.nextTable]
        }
    }

    static func clamp(_ columns: Int) -> Int {
        Swift.min(Swift.max(columns, Viewport.widths.lowerBound), Viewport.widths.upperBound)
    }

    static func emptyViewport(width: Int) -> Viewport {
        // `width` is clamped into Viewport.widths, so this cannot throw.
        try! Viewport(line: .empty, width: width)
    }
}
