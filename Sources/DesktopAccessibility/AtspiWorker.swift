import BrailleCore
import CAtspi
import CAtspiShim
import Foundation
import Synchronization

/// The libatspi side of ``DesktopSource``: runs on the one thread that owns libatspi (it calls
/// `atspi_init()`, runs `atspi_event_main()` and makes every libatspi call), turns AT-SPI events
/// into ``DesktopEvent``s and carries out actions. Only value snapshots leave it.
final class AtspiWorker: @unchecked Sendable {
    let continuation: AsyncStream<DesktopEvent>.Continuation
    private let retryInterval: Duration
    private let observeLatency: (@Sendable (Duration) -> Void)?
    /// Told how long a loaded web page took to read: `document:load-complete` → its screen.
    private let observeDocumentLoad: (@Sendable (_ took: Duration, _ elements: Int) -> Void)?
    /// Shared with the threads that call ``requestQuit()``.
    private let phase = Mutex(Phase.probing)
    private enum Phase { case probing, running, closed }

    // Everything below is touched on the libatspi thread only.
    private var listener: UnsafeMutablePointer<AtspiEventListener>?
    var window: AtspiObject?
    var windowIdentifier: String?
    var windowBusName = ""
    private var appName = ""
    var snapshot: WindowSnapshot?
    private(set) var lastFocus: String?
    /// The object with ``lastFocus``, so a window read again keeps a row of a big list.
    private(set) var lastFocusObject: AtspiObject?
    private var rebuildPending = false
    /// Whether the next part of a page shown by its top is to be read (``scheduleReadingPageRest()``).
    var pageRestPending = false
    /// A focus whose window could not be read yet (``retryFocus(_:)``), and the tries left.
    private var unreadFocus: AtspiObject?
    private var unreadFocusAttempts = 0
    /// The AT-SPI bus's server id when the watch first asked (see ``watchBus()``).
    private var busID: String?
    /// The live-region politeness of the objects whose changes came, asked once each (`nil`: not
    /// in a live region); forgotten when another window shows.
    private var livePoliteness = AskedOnce<LivePoliteness?>()
    private var liveAnnouncements = LiveAnnouncements()
    /// Whether each text object whose caret moved is an editor (EditedLine), asked once each.
    private var editors = AskedOnce<Bool>()
    /// The line each editor shows now; its start moves the caret's offsets.
    private var shownLines: [String: EditedLine] = [:]
    /// The apps (bus names) that did not answer a call in time, and since when: the source asks
    /// them nothing until they send an event again or ``AppTimeouts/retryAfter`` has passed.
    private var unresponsive: [String: ContinuousClock.Instant] = [:]
    /// The apps (bus names) whose action ran out of time, not yet judged (``suspect(_:_:)``).
    private var suspected: Set<String> = []
    private var inMainLoop = false
    /// The Writer block the reader's move put the caret in (``scheduleWriterScroll(to:)``): its focus
    /// event is not shown again.
    private var ownFocus: Set<String> = []
    private var ownFocusUntil = ContinuousClock.now
    /// The Writer block the reader is on, waiting to be scrolled to.
    private var pendingReading: String?
    /// The number of the latest timer that scrolls Writer to ``pendingReading``.
    private var writerScrollTimer = 0
    /// How long after the reader arrives at a Writer block Writer's caret is put there: 150 ms
    /// (a reader pressing LNDN moves on before), or `BRL_WRITER_SCROLL_DELAY_MS` (a test that
    /// presses a key in Writer within that time).
    static let writerScrollDelay = ProcessInfo.processInfo.environment["BRL_WRITER_SCROLL_DELAY_MS"].flatMap(Int.init) ?? 150
    private var quitRequested = false

    /// The AT-SPI events the source follows.
    static let eventTypes = [
        "object:state-changed", "focus:", "window:activate", "object:property-change:accessible-name",
        "object:property-change:accessible-value", "object:property-change:accessible-description",
        "object:value-changed", "object:text-changed", "object:children-changed", "object:announcement",
        "object:active-descendant-changed", "object:text-caret-moved", "object:text-selection-changed",
        "document:load-complete",
    ]

    init(continuation: AsyncStream<DesktopEvent>.Continuation, retryInterval: Duration,
         observeLatency: (@Sendable (Duration) -> Void)?,
         observeDocumentLoad: (@Sendable (_ took: Duration, _ elements: Int) -> Void)? = nil) {
        self.continuation = continuation
        self.retryInterval = retryInterval
        self.observeLatency = observeLatency
        self.observeDocumentLoad = observeDocumentLoad
    }

    /// The thread's body: waits for the bus (reporting, retrying), follows the desktop until
    /// ``requestQuit()``, then releases everything and finishes the stream.
    func run() {
        defer { continuation.finish() }
        var lastReport: DesktopReport?
        while true {
            if phase.withLock({ $0 == .closed }) { return }
            guard let report = BusProbe.check() else { break }
            if report != lastReport { continuation.yield(.report(report)) }
            lastReport = report
            let deadline = ContinuousClock.now + retryInterval
            while ContinuousClock.now < deadline {
                if phase.withLock({ $0 == .closed }) { return }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        let proceed = phase.withLock { phase -> Bool in
            guard phase == .probing else { return false }
            phase = .running
            return true
        }
        guard proceed else { return }
        BusProbe.exportSessionBusAddress()
        let status = atspi_init()
        guard status == 0 || status == 1 else {
            continuation.yield(.report(.busUnavailable(missingVariable: nil, detail: "atspi_init() returned \(status)")))
            return
        }
        continuation.yield(.report(.connected))
        AppTimeouts.forReading()
        registerListener()
        showInitialFocus()
        watchBus()
        if !quitRequested {
            inMainLoop = true
            atspi_event_main()
            inMainLoop = false
        }
        quitRequested = true  // ends the bus watch
        deregisterListener()
        setLastFocus(nil, object: nil)
        replaceSnapshot(nil)
        // Every reference is released here, on this thread: none is left for the worker's
        // deinit, which may run on another.
        let oldUnread = unreadFocus
        unreadFocus = nil
        withExtendedLifetime(oldUnread) {}
        let oldWindow = window
        window = nil
        withExtendedLifetime(oldWindow) {}
    }

    /// Asks, once a second on the libatspi thread, whether the AT-SPI bus is still connected;
    /// when it is gone, reports ``DesktopReport/busLost`` and leaves the event loop (the source
    /// ends). Stops once the worker is asked to quit.
    private func watchBus() {
        submit(afterMilliseconds: 1000) { worker in
            guard !worker.quitRequested else { return }
            // Gone, or replaced: libatspi connects to a new bus by itself, which the apps
            // started before it are not on, so the desktop is as good as gone.
            if worker.inMainLoop {
                let id = Self.busID()
                if worker.busID == nil { worker.busID = id }
                if CAtspiShim_a11y_bus_connected(500) == 0 || id != worker.busID {
                    worker.continuation.yield(.report(.busLost))
                    worker.quitRequested = true
                    worker.phase.withLock { $0 = .closed }
                    atspi_event_quit()
                    return
                }
            }
            worker.watchBus()
        }
    }

    /// The server id of libatspi's AT-SPI bus connection now, `nil` without one.
    private static func busID() -> String? {
        var buffer = [CChar](repeating: 0, count: 128)
        guard CAtspiShim_a11y_bus_id(&buffer, Int32(buffer.count)) != 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Stops the thread: from any thread, any number of times.
    func requestQuit() {
        let wasRunning = phase.withLock { phase -> Bool in
            defer { phase = .closed }
            return phase == .running
        }
        guard wasRunning else { return }
        submit { worker in
            worker.quitRequested = true
            if worker.inMainLoop { atspi_event_quit() }
        }
    }

    /// Runs `body` on the libatspi thread, after the events already queued.
    func submit(_ body: @escaping (AtspiWorker) -> Void) {
        let work = AtspiWork { body(self) }
        CAtspiShim_dispatch(atspiWorkCallback, Unmanaged.passRetained(work).toOpaque())
    }

    /// Runs `body` on the libatspi thread after `delay` milliseconds, unless the worker is gone:
    /// the one way the worker asks again later (a focus retried, a selection awaited, a scroll,
    /// the bus watch).
    func submit(afterMilliseconds delay: Int, _ body: @escaping @Sendable (AtspiWorker) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(delay)) { [weak self] in
            self?.submit(body)
        }
    }

    private func registerListener() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        listener = atspi_event_listener_new(atspiEventCallback, context, nil)
        for type in Self.eventTypes {
            _ = atspi_event_listener_register(listener, type, nil)
        }
    }

    private func deregisterListener() {
        guard let listener else { return }
        for type in Self.eventTypes {
            _ = atspi_event_listener_deregister(listener, type, nil)
        }
        g_object_unref(listener)
        self.listener = nil
    }

    // MARK: Events

    /// One AT-SPI event (borrowed; the callback frees it).
    func handle(_ event: UnsafeMutablePointer<AtspiEvent>) {
        let received = ContinuousClock.now
        guard let typePointer = event.pointee.type, let source = event.pointee.source else { return }
        let type = String(cString: typePointer)
        let detail1 = event.pointee.detail1
        // An app that sends events answers (again).
        if !unresponsive.isEmpty || !suspected.isEmpty, let bus = CAtspiShim_bus_name(source).map({ String(cString: $0) }) {
            unresponsive[bus] = nil
            suspected.remove(bus)
        }
        if type == "object:state-changed:focused" || type == "focus:" {
            guard type == "focus:" || detail1 == 1 else { return }
            if focusChanged(AtspiObject(borrowing: source)) {
                observeLatency?(ContinuousClock.now - received)
            }
        } else if type == "object:active-descendant-changed" {
            // Tables and trees (GTK 3's tree view) move their cursor this way, not by focus events.
            guard let descendant = CAtspiShim_event_accessible(event),
                  AtspiObject(borrowing: source).states.contains(.focused) else { return }
            if focusChanged(AtspiObject(borrowing: descendant)) {
                observeLatency?(ContinuousClock.now - received)
            }
        } else if type == "object:text-caret-moved" {
            textCursorChanged(AtspiObject(borrowing: source), caret: Int(detail1))
        } else if type == "object:text-selection-changed" {
            let object = AtspiObject(borrowing: source)
            textCursorChanged(object, caret: object.caretOffset)
        } else if type == "document:load-complete" {
            if documentLoaded(AtspiObject(borrowing: source)) {
                observeDocumentLoad?(ContinuousClock.now - received, snapshot?.elementIdentifiers.count ?? 0)
            }
        } else if type == "window:activate" {
            windowActivated(AtspiObject(borrowing: source))
        } else if type == "object:announcement" {
            if let text = CAtspiShim_event_string(event).map({ AnnouncedText.shown(String(cString: $0)) }), !text.isEmpty {
                continuation.yield(.screen(.announcement(text)))
            }
        } else if type.hasPrefix("object:children-changed") {
            let object = AtspiObject(borrowing: source)
            if object.role == .desktopFrame {
                if type.hasSuffix(":remove"), let removed = CAtspiShim_event_accessible(event) {
                    applicationRemoved(busName: CAtspiShim_bus_name(removed).map { String(cString: $0) } ?? "")
                }
            } else {
                if type.hasPrefix("object:children-changed:add"), let added = CAtspiShim_event_accessible(event) {
                    // A row added to a live log, a message to a live status area.
                    liveChange(in: object, text: AtspiObject(borrowing: added).spokenText)
                }
                if snapshot?.identifiers.contains(object.identifier) ?? false { scheduleRebuild() }
            }
        } else if type == "object:state-changed:showing" || type == "object:state-changed:visible"
                    || type == "object:state-changed:defunct" {
            if snapshot?.identifiers.contains(AtspiObject(borrowing: source).identifier) ?? false { scheduleRebuild() }
        } else if type.hasPrefix("object:text-changed:insert") {
            let object = AtspiObject(borrowing: source)
            if let inserted = CAtspiShim_event_string(event).map({ String(cString: $0) }) {
                liveChange(in: object, text: inserted)
            }
            elementChanged(object)
        } else if type == "object:property-change:accessible-name" {
            let object = AtspiObject(borrowing: source)
            liveChange(in: object, text: object.name)
            elementChanged(object)
        } else {
            elementChanged(AtspiObject(borrowing: source))
        }
    }

    /// `object` now shows `text`: told as an announcement when the object is in a live region of
    /// the shown window's app that is not `off`, once however many events report the change.
    /// The text is read only for a live region (a list filling up asks nothing more).
    private func liveChange(in object: AtspiObject, text shown: @autoclosure () -> String) {
        guard !windowBusName.isEmpty, object.busName == windowBusName else { return }
        let identifier = object.identifier
        let politeness = livePoliteness.answer(for: identifier) { LivePoliteness(attributes: object.attributes) }
        guard politeness?.announces == true else { return }
        let text = AnnouncedText.shown(shown())
        guard !text.isEmpty, liveAnnouncements.isNew(text, from: identifier, at: .now) else { return }
        continuation.yield(.screen(.announcement(text)))
    }

    /// What a reader is on when `focused` has the focus: the combo box whose inner button GTK
    /// focuses (GTK 3: toggle button → filler → combo box; GTK 4: button → panel → combo box),
    /// the first cell of a table row (it stands for the row), else `focused` itself.
    static func focusTarget(of focused: AtspiObject) -> AtspiObject {
        let role = focused.role
        if role == .pushButton || role == .toggleButton, ToolkitName.repaired(focused.name).isEmpty {
            var ancestor = focused.parent
            for _ in 0..<2 {
                guard let current = ancestor else { break }
                if current.role == .comboBox { return current }
                ancestor = current.parent
            }
        }
        if role == .tableCell, let column = focused.tableColumn, column > 0, let first = focused.cellInRow(column: 0) {
            return first
        }
        return focused
    }

    /// The focus moved to `object`; returns whether an event went out.
    private func focusChanged(_ reported: AtspiObject) -> Bool {
        let focused = Self.focusTarget(of: reported)
        // A focused list or table: the row it is on, when it says (Selection).
        let object = focused.role.kind == .container ? (focused.firstSelectedChild.map(Self.focusTarget) ?? focused) : focused
        if focused.role.kind == .container, object.identifier == focused.identifier {
            // No row yet (a new app sets its cursor after the focus, and a busy one tells late):
            // look again shortly, so the row shows without waiting for a key. 12 s in all: under
            // the full test suite on 2 cores, GTK once took longer than 3 s.
            awaitSelection(of: focused, attempts: 40)
        }
        // A Writer block is named by its place in the document (WindowSnapshot.writerAliases).
        let identifier = snapshot?.writerAliases[object.identifier] ?? object.identifier
        writerCaretMoved(to: identifier)
        // GTK 3 says it twice; libatspi gives the same object the same path.
        guard identifier != lastFocus else { return false }
        if ownFocus.contains(identifier), ContinuousClock.now < ownFocusUntil {
            setLastFocus(identifier, object: object)
            return false
        }
        // GTK 3 tree views say "table, active cell, table": the table after its own cell keeps the cell.
        if object.role.kind == .container, lastFocusObject?.parent?.identifier == identifier { return false }
        guard let window = Self.window(of: object) else {
            // A new GTK 4 app tells its first focus before its objects answer (the source reads
            // as defunct, with no parent): look again shortly, while no window is shown.
            if windowIdentifier == nil { retryFocus(object) }
            return false
        }
        if window.identifier != windowIdentifier {
            show(window, focus: identifier == window.identifier ? nil : identifier,
                 focusObject: identifier == window.identifier ? nil : object)
            caretOnFocus(object)
            return true
        }
        guard identifier != windowIdentifier else { return false }
        if object.role == .documentWeb, let start = snapshot?.documentStarts[identifier] {
            // A focus on the page itself (a page shown, a click into it): reading at its top.
            guard start != lastFocus else { return false }
            setLastFocus(start, object: snapshot?.objects[start])
            continuation.yield(.screen(.focus(identifier: start)))
            return true
        }
        setLastFocus(identifier, object: object)
        // A Writer block not read yet (made again while Writer loads or scrolls) is read with its
        // document, in its place, never added alone at the end.
        let writerBlock = !(snapshot?.writerBlocks.isEmpty ?? true) && [.paragraph, .heading].contains(object.role)
        if snapshot?.objects[identifier] != nil, snapshot?.elementIdentifiers.contains(identifier) ?? false {
            continuation.yield(.screen(.focus(identifier: identifier)))
        } else if !writerBlock, addToContainer(object, identifier: identifier) {
            continuation.yield(.screen(.focus(identifier: identifier)))
        } else if !writerBlock, snapshot?.isPartial == true, snapshot?.objects[identifier] == nil, addAlone(object, identifier: identifier) {
            // A window too slow to read whole (GTK 4.8): the new focus joins the screen alone
            // instead of the window being read again (a container read as one is read again:
            // its identifier is taken).
            continuation.yield(.screen(.focus(identifier: identifier)))
        } else {
            // Not read yet (a row scrolled into view, a new widget): read the window again.
            let fresh = WindowSnapshot(window: window, focus: identifier, focusObject: object)
            replaceSnapshot(fresh)
            let shown = fresh.writerAliases[identifier] ?? fresh.documentStarts[identifier] ?? identifier
            if shown != identifier { setLastFocus(shown, object: fresh.objects[shown]) }
            // Writer's focus on the block the reader's move scrolled to (made again with a new path).
            let own = ownFocus.contains(shown) && ContinuousClock.now < ownFocusUntil
            continuation.yield(.screen(.layoutChanged(elements: fresh.screen.elements, focus: own ? nil : shown)))
        }
        caretOnFocus(object)
        return true
    }

    /// Asks again for the window of `object`, a focus whose window could not be read, every
    /// 200 ms up to 25 times, until it is read or another window is shown.
    private func retryFocus(_ object: AtspiObject) {
        let scheduled = unreadFocus != nil
        unreadFocus = object
        guard !scheduled else { return }
        unreadFocusAttempts = 25
        scheduleFocusRetry()
    }

    private func scheduleFocusRetry() {
        submit(afterMilliseconds: 200) { worker in
            guard let object = worker.unreadFocus else { return }
            worker.unreadFocusAttempts -= 1
            if worker.windowIdentifier != nil || worker.unreadFocusAttempts <= 0 {
                worker.unreadFocus = nil
                return
            }
            if Self.window(of: object) != nil {
                worker.unreadFocus = nil
                _ = worker.focusChanged(object)
            } else {
                worker.scheduleFocusRetry()
            }
        }
    }

    /// A text field that gets the focus: where its caret (and selection) is now, so the display
    /// shows it at once instead of after the text.
    private func caretOnFocus(_ object: AtspiObject) {
        guard object.states.contains(.editable) else { return }
        textCursorChanged(object, caret: object.caretOffset)
    }

    /// Looks for the selected row of the focused container `container` again after 300 ms, up to
    /// `attempts` times, while the focus stays on the container itself.
    private func awaitSelection(of container: AtspiObject, attempts: Int) {
        guard attempts > 0 else { return }
        let identifier = container.identifier
        submit(afterMilliseconds: 300) { worker in
            guard worker.lastFocus == identifier, let focused = worker.lastFocusObject else { return }
            // A row that is there but whose window could not be read yet (a busy app answers
            // late) is asked for again too, while the focus stays on the container.
            if focused.firstSelectedChild != nil, worker.focusChanged(focused) { return }
            worker.awaitSelection(of: focused, attempts: attempts - 1)
        }
    }

    /// A row of a big list beyond the rows read (or a new child of a container on the screen):
    /// added to its container alone, without reading the window again.
    private func addToContainer(_ object: AtspiObject, identifier: String) -> Bool {
        guard var snapshot, let parent = object.parent else { return false }
        let parentIdentifier = parent.identifier
        guard let container = snapshot.objects[parentIdentifier], !snapshot.elementIdentifiers.contains(parentIdentifier)
        else { return false }
        let useFrames = snapshot.screen.childOrder == .frames
        let facts = object.facts(extents: useFrames)
        var element = ElementMapping.element(facts, origin: useFrames ? (container.extents ?? .zero) : .zero)
        let count = container.childCount
        if count > WindowSnapshot.childLimit {
            element.positionInContainer = container.rowPosition(ofChild: object.indexInParent, count: count)
        }
        snapshot.addElement(object, identifier: identifier)
        self.snapshot = snapshot
        continuation.yield(.screen(.elementAdded(element, container: parentIdentifier, index: nil)))
        return true
    }

    /// Adds `object` to a partly read screen as an element of its own, at the end.
    private func addAlone(_ object: AtspiObject, identifier: String) -> Bool {
        guard var snapshot else { return false }
        let useFrames = snapshot.screen.childOrder == .frames
        let element = ElementMapping.element(object.facts(extents: useFrames))
        snapshot.addElement(object, identifier: identifier)
        self.snapshot = snapshot
        continuation.yield(.screen(.elementAdded(element, container: nil, index: nil)))
        return true
    }

    /// A window became active: it is shown. The window already shown is read again when its
    /// first reading found nothing: its focus event can come before the window is showing (a
    /// new app under load), and it would otherwise stay empty until the next focus change.
    private func windowActivated(_ window: AtspiObject) {
        if window.identifier == windowIdentifier {
            // Read again when its first reading found nothing, or no focus: a window shown at
            // start without the X focus has none until it gets it, and then shows its focus.
            guard snapshot?.elementIdentifiers.isEmpty ?? true || lastFocus == nil else { return }
            show(window, focus: lastFocus, focusObject: lastFocusObject)
            return
        }
        show(window, focus: nil)
    }

    /// Reads `window` and shows it as a new screen, focused on `focus` or on the object the walk
    /// found focused.
    func show(_ window: AtspiObject, focus: String?, focusObject: AtspiObject? = nil) {
        var fresh = WindowSnapshot(window: window, focus: focus, focusObject: focusObject)
        var focusObject = focusObject
        if focus == nil, let found = fresh.focused, !fresh.elementIdentifiers.contains(found),
           let row = fresh.objects[found]?.firstSelectedChild {
            // The walk found a focused list or table: show the row it is on.
            focusObject = row
            fresh = WindowSnapshot(window: window, focus: row.identifier, focusObject: row)
            fresh.focused = row.identifier
        }
        present(window, fresh, focus: focus, focusObject: focusObject)
    }

    /// Shows `fresh`, read from `window`, as a new screen, focused on `focus` or on the object the
    /// walk found focused (``show(_:focus:focusObject:)``).
    func present(_ window: AtspiObject, _ fresh: WindowSnapshot, focus: String?, focusObject: AtspiObject?) {
        let oldWindow = self.window
        self.window = window
        livePoliteness.removeAll()
        editors.removeAll()
        shownLines.removeAll()
        windowIdentifier = window.identifier
        windowBusName = window.busName
        appName = window.parent?.name ?? ""
        replaceSnapshot(fresh)
        withExtendedLifetime(oldWindow) {}
        continuation.yield(.screen(.screenChanged(fresh.screen)))
        var target = focus ?? fresh.focused
        if let real = target, let block = fresh.writerAliases[real] { target = block }
        // A web page focused: its first element.
        if let page = target, let start = fresh.documentStarts[page] { target = start }
        if let known = target, !fresh.elementIdentifiers.contains(known) { target = nil }
        setLastFocus(target, object: target.flatMap { focusObject ?? fresh.objects[$0] })
        if let target { continuation.yield(.screen(.focus(identifier: target))) }
        if fresh.screen.readingOrder.count <= 1 { scheduleEmptyWindowRepair(attempts: 10) }
    }

    /// Remembers the focused object; the old reference is released after the assignment.
    private func setLastFocus(_ identifier: String?, object: AtspiObject?) {
        lastFocus = identifier
        let previous = lastFocusObject
        lastFocusObject = object
        withExtendedLifetime(previous) {}
    }

    /// At start: the active window's focused object, without waiting for an event.
    private func showInitialFocus() {
        guard let desktop = atspi_get_desktop(0).map({ AtspiObject(owning: $0) }) else { return }
        var fallback: AtspiObject?
        for appIndex in 0..<desktop.childCount {
            guard let app = desktop.child(at: appIndex) else { continue }
            for windowIndex in 0..<app.childCount {
                guard let window = app.child(at: windowIndex) else { continue }
                let states = window.states
                if states.contains(.active) {
                    show(window, focus: nil)
                    return
                }
                if fallback == nil, states.contains(.showing) || states.contains(.visible) { fallback = window }
            }
        }
        // No window manager, or nothing active: a showing window, if it has a focused object.
        if let fallback {
            let probe = WindowSnapshot(window: fallback, focus: nil)
            if probe.focused != nil {
                show(fallback, focus: nil)
                return
            }
        }
        continuation.yield(.report(.noActiveWindow))
    }

    private func applicationRemoved(busName: String) {
        guard !busName.isEmpty, busName == windowBusName else { return }
        let name = appName
        replaceSnapshot(nil)
        let oldWindow = window
        window = nil
        withExtendedLifetime(oldWindow) {}
        windowIdentifier = nil
        windowBusName = ""
        setLastFocus(nil, object: nil)
        continuation.yield(.report(.appClosed(name: name)))
        continuation.yield(.screen(.screenChanged(Screen(title: "", elements: []))))
    }

    /// The caret or the selection of a text object moved: `caretMoved` for the element (the display
    /// shows the caret with dots 7-8), then its selection when there is one (`caretMoved` clears
    /// it in the model, and apps send the two events in either order).
    private func textCursorChanged(_ object: AtspiObject, caret: Int?) {
        guard let snapshot else { return }
        let identifier = elementIdentifier(of: object)
        writerCaretMoved(to: identifier)
        guard snapshot.elementIdentifiers.contains(identifier) else { return }
        // The caret this worker put in a Writer block to scroll there is not the reader's.
        if ownFocus.contains(identifier), ContinuousClock.now < ownFocusUntil, snapshot.writerBlocks.contains(identifier) { return }
        if !snapshot.writerBlocks.contains(identifier), isEditor(object, identifier) {
            editorCursorChanged(object, identifier, caret: caret)
            return
        }
        // A paragraph of a Writer table's row: its text starts further on the row's line.
        let shift = snapshot.writerCaretShifts[object.identifier] ?? 0
        if let caret, caret >= 0 { continuation.yield(.screen(.caretMoved(identifier: identifier, offset: caret + shift))) }
        if let selection = object.textSelection {
            let range = selection.lowerBound + shift..<selection.upperBound + shift
            continuation.yield(.screen(.selectionChanged(identifier: identifier, range: range)))
        }
    }

    /// The caret of an editor moved: the element again when the caret is on another line (or the
    /// line changed), then the caret and the selection within the line.
    private func editorCursorChanged(_ object: AtspiObject, _ identifier: String, caret: Int?) {
        guard let caret = caret ?? object.caretOffset, caret >= 0, let line = object.line(at: caret) else { return }
        if shownLines[identifier] != line {
            shownLines[identifier] = line
            elementChanged(object)
        }
        continuation.yield(.screen(.caretMoved(identifier: identifier, offset: line.offsetInLine(caret))))
        if let selection = object.textSelection, let inLine = line.rangeInLine(selection) {
            continuation.yield(.screen(.selectionChanged(identifier: identifier, range: inLine)))
        }
    }

    /// Whether `object` is an editor, read line by line (its role and states asked once).
    private func isEditor(_ object: AtspiObject, _ identifier: String) -> Bool {
        editors.answer(for: identifier) { EditedLine.isEditor(role: object.role, states: object.states) }
    }

    /// A property or state of `object` changed: the element again, if it is on the screen.
    private func elementChanged(_ object: AtspiObject) {
        guard let snapshot else { return }
        let identifier = elementIdentifier(of: object)
        guard snapshot.elementIdentifiers.contains(identifier), let known = snapshot.objects[identifier] else { return }
        var facts: AccessibleFacts
        if snapshot.writerBlocks.contains(identifier) {
            // A Writer block (typed into): read as its document reads it, under its place's name.
            facts = WriterDocument.facts(of: known)
            facts.identifier = identifier
        } else {
            facts = known.facts(extents: snapshot.screen.childOrder == .frames)
        }
        continuation.yield(.screen(.elementChanged(identifier: identifier, ElementMapping.change(facts))))
    }

    /// The element that stands for `object`: a Writer block is named by its place in the
    /// document (``WindowSnapshot/writerAliases``), not by the path its events come from.
    private func elementIdentifier(of object: AtspiObject) -> String {
        let path = object.identifier
        return snapshot?.writerAliases[path] ?? path
    }

    /// Reads the window again once the events queued now are handled (children come and go in bursts).
    func scheduleRebuild() {
        guard !rebuildPending else { return }
        rebuildPending = true
        submit { worker in
            worker.rebuildPending = false
            worker.rebuild()
        }
    }

    /// Reads the window shown again (found anew when its object is gone) and hands it on as the
    /// screen's new layout, the reader's place kept.
    func rebuild() {
        guard let window = liveWindow() else { return }
        let fresh = WindowSnapshot(window: window, focus: lastFocus, focusObject: lastFocusObject)
        replaceSnapshot(fresh)
        // A page made again (its objects new): reading at its top, not at the window's first element.
        var focus: String?
        if let last = lastFocus, !fresh.elementIdentifiers.contains(last), let start = fresh.documentStarts.values.first {
            focus = start
            setLastFocus(start, object: fresh.objects[start])
        }
        continuation.yield(.screen(.layoutChanged(elements: fresh.screen.elements, focus: focus)))
    }

    /// Replaces the snapshot; the old one's objects are released after the assignment, because
    /// releasing the last reference to an AT-SPI object can make libatspi call the listener
    /// again, re-entering this worker.
    func replaceSnapshot(_ fresh: WindowSnapshot?) {
        let old = snapshot
        snapshot = fresh
        withExtendedLifetime(old) {}
    }

    /// The top-level window `object` is in (the child of its application), or `nil`.
    static func window(of object: AtspiObject) -> AtspiObject? {
        var current = object
        for _ in 0..<128 {
            // LibreOffice's frame names no parent (its application lists it as a child).
            guard let parent = current.parent else { return current.role.isWindow ? current : nil }
            if parent.role == .application { return current }
            current = parent
        }
        return nil
    }

    // MARK: Actions

    /// Carries out a navigator effect on the desktop.
    func perform(_ effect: NavigatorEffect) {
        if case .keyInput(let identifier, let input) = effect {
            type(input, into: identifier)
            return
        }
        guard case .appAction(let identifier?, let action) = effect else { return }
        guard let object = snapshot?.objects[identifier] else {
            // A block that continuous reading or a line move scrolls to may be gone by the time
            // the scroll is asked (the app's tree changed, the window was read again): the line
            // is shown all the same, so nothing is said over it. What the reader asked is told.
            if action != .scrollToVisible { continuation.yield(.report(.unknownElement(identifier: identifier))) }
            return
        }
        answering(object, identifier) { fail in performAction(action, on: object, identifier: identifier, fail: fail) }
    }

    /// An action that did not happen: what the reader asked (in words) and why not.
    private typealias Failing = (_ action: String, _ reason: String) -> Void

    /// Runs `call` on `object`'s app with the short timeout of an action (``AppTimeouts``),
    /// unless the app did not answer lately. A call that ran out of time leaves the app suspected
    /// (``suspect(_:_:)``), not yet said to be hung: the action may be under way (Writer under
    /// load sets its caret after more than 250 ms, and does set it). Otherwise the failures `call`
    /// reports are told, naming the element by its label on the screen.
    private func answering(_ object: AtspiObject, _ identifier: String, _ call: (Failing) -> Void) {
        let bus = object.busName
        if let since = unresponsive[bus], ContinuousClock.now - since < AppTimeouts.retryAfter {
            continuation.yield(.report(.notResponding(name: appName(of: bus))))
            return
        }
        var failures: [(action: String, reason: String)] = []
        let started = ContinuousClock.now
        AppTimeouts.forActions()
        call { failures.append(($0, $1)) }
        AppTimeouts.forReading()
        // A call that ran out of time failed; a slow app whose calls all succeeded answers.
        if !failures.isEmpty, ContinuousClock.now - started >= AppTimeouts.action * 0.9 {
            suspect(bus, identifier)
            return
        }
        for failure in failures {
            continuation.yield(.report(.actionFailed(identifier: identifier, element: shownName(of: identifier),
                                                     action: failure.action, reason: failure.reason)))
        }
    }

    /// The app on `bus` let an action on the element `identifier` run out of time: unless it sends
    /// an event within ``AppTimeouts/judgement`` (a busy app that answers does: Writer's caret
    /// moved) or then answers a cheap call within ``AppTimeouts/probe`` (``AtspiObject/answers``),
    /// it is marked as not responding and the reader is told so (not that the action failed).
    /// The worker handles the other apps' events meanwhile.
    private func suspect(_ bus: String, _ identifier: String) {
        guard suspected.insert(bus).inserted else { return }
        submit(afterMilliseconds: Int(AppTimeouts.milliseconds(AppTimeouts.judgement))) { worker in
            guard worker.suspected.remove(bus) != nil, let object = worker.snapshot?.objects[identifier] else { return }
            AppTimeouts.forProbe()
            let answers = object.answers
            AppTimeouts.forReading()
            guard !answers else { return }
            worker.unresponsive[bus] = .now
            worker.continuation.yield(.report(.notResponding(name: worker.appName(of: bus))))
        }
    }

    /// The name of the app on `bus` as known without asking it (it may not answer).
    private func appName(of bus: String) -> String {
        bus == windowBusName ? appName : ""
    }

    /// An element as a message names it, from the screen (the app is not asked): its label in
    /// quotes, else "this element".
    private func shownName(of identifier: String) -> String {
        let label = snapshot?.screen.placed(identifier)?.element.label ?? ""
        let shown = label.count > 40 ? String(label.prefix(39)) + "…" : label
        return shown.isEmpty ? "this element" : "\"\(shown)\""
    }

    /// Where a routing key at `offset` on the line of the table row `object`, read as one element,
    /// puts the caret: a Writer row's paragraph that holds that character, a cell of several
    /// paragraphs too (``WindowSnapshot/writerRowParagraphs``), else the cell (the row's child,
    /// Firefox) that holds it (``ElementMapping/cell(at:inRow:)``); and the offset there.
    private func rowCaret(at offset: Int, of object: AtspiObject, identifier: String) -> (object: AtspiObject, offset: Int)? {
        if let paragraphs = snapshot?.writerRowParagraphs[identifier] {
            let place = WriterDocument.paragraph(at: offset, in: paragraphs.map { ($0.start, $0.length) })
            return place.map { (paragraphs[$0.index].object, $0.offset) }
        }
        let label = snapshot?.screen.placed(identifier)?.element.label ?? ""
        let place = ElementMapping.cell(at: offset, inRow: label)
        return object.child(at: place.index).map { ($0, place.offset) }
    }

    /// Carries out `action` on `object` (``perform(_:)``).
    private func performAction(_ action: AppAction, on object: AtspiObject, identifier: String, fail: Failing) {
        switch action {
        case .activate:
            if let index = ActionChoice.index(in: object.actionNames(), preferring: ActionChoice.activateNames) {
                if !object.doAction(index) { fail("activate", "the app refused the action") }
            } else if object.role == .pageTab || object.role == .listItem || object.role == .tableCell, object.selectInParent() {
                // A page tab has no action: selected in its tab list, as Orca does.
                return
            } else if !object.grabFocus() {
                fail("activate", "it has no action and cannot take the focus")
            }
        case .increment, .decrement:
            let up: Bool
            if case .increment = action { up = true } else { up = false }
            if object.adjustValue(by: up ? 1 : -1) { return }
            let names = up ? ActionChoice.increaseNames : ActionChoice.decreaseNames
            if let index = ActionChoice.index(in: object.actionNames(), preferring: names), object.doAction(index) { return }
            fail(up ? "increase" : "decrease", "it has no value to change and no \(names[0]) action")
        case .customAction(let name):
            guard let index = ActionChoice.index(in: object.actionNames(), preferring: [name.lowercased()]) else {
                fail("do \"\(name)\" on", "it has no such action")
                return
            }
            if !object.doAction(index) { fail("do \"\(name)\" on", "the app refused the action") }
        case .setCaret(.label, let offset) where snapshot?.screen.placed(identifier)?.element.role == .tableRow:
            // A document's table row: the caret goes into the cell the reader routed to.
            guard let caret = rowCaret(at: offset, of: object, identifier: identifier), caret.object.setCaret(caret.offset) else {
                fail("move the caret in", "its cell holds no text")
                return
            }
        case .setCaret(let part, let offset):
            guard part == .value || part == .label else { return }
            // An editor shows one line: the offset counts from that line's start.
            var target = offset
            if isEditor(object, identifier),
               let line = shownLines[identifier] ?? object.line(at: object.caretOffset ?? 0) {
                target = line.start + Swift.min(offset, line.text.unicodeScalars.count)
            }
            if !object.setCaret(target) { fail("move the caret in", "it holds no text") }
        case .scrollForward(let page), .scrollBackward(let page):
            // A document view's page turn: its first line to the top of the app's view.
            // The offset comes from the lines shown (the app is not asked for its text again).
            guard let book = snapshot?.screen.readingOrder.first(where: { $0.element.identifier == identifier })?.element.book,
                  let offset = ReadingContent.offset(ofPage: page, in: book) else {
                fail("turn the page of", "no such page in the text")
                return
            }
            if !object.scrollText(toOffset: offset) { fail("turn the page of", "it holds no text, or the app refused") }
        case .scrollToVisible where snapshot?.writerBlocks.contains(identifier) == true:
            // Writer's scroll calls do nothing: its caret is moved there instead.
            scheduleWriterScroll(to: identifier)
        case .scrollToVisible:
            // A document's block the reader arrived at. Not told when it fails: the reader asked
            // for the next line, which is shown.
            _ = object.scrollIntoView()
        case .beginAdjusting, .magicTap:
            break
        }
    }

    /// Text typed on the braille keyboard, into the text field with `identifier`: EditableText
    /// insert at the caret, delete before it; submit is the field's activate action.
    func type(_ input: KeyInput, into identifier: String) {
        guard let object = snapshot?.objects[identifier] else {
            continuation.yield(.report(.unknownElement(identifier: identifier)))
            return
        }
        answering(object, identifier) { fail in type(input, into: object, identifier: identifier, fail: fail) }
    }

    private func type(_ input: KeyInput, into object: AtspiObject, identifier: String, fail: Failing) {
        switch input {
        case .insertText(let text):
            if !object.insertAtCaret(text) { fail("type into", "it cannot be edited, or the app refused") }
        case .deleteBackward:
            if !object.deleteBeforeCaret() { fail("delete in", "nothing before the caret, or it cannot be edited, or the app refused") }
        case .submit where isEditor(object, identifier):
            // Enter in a text editor starts a new line.
            if !object.insertAtCaret("\n") { fail("start a new line in", "it cannot be edited, or the app refused") }
        case .submit:
            guard let index = ActionChoice.index(in: object.actionNames(), preferring: ActionChoice.activateNames) else {
                fail("submit", "it has no activate action")
                return
            }
            if !object.doAction(index) { fail("submit", "the app refused the action") }
        }
    }

    /// The reader arrived at the Writer block `identifier` (``AppAction/scrollToVisible``): it is
    /// scrolled into view by moving Writer's caret there (Writer's scroll calls do nothing).
    private func scheduleWriterScroll(to identifier: String) {
        // The latest move wins: Writer under load takes longer to scroll than a reader pressing
        // LNDN, and each caret it is given it focuses in turn.
        let scheduled = pendingReading != nil
        pendingReading = identifier
        guard !scheduled else { return }
        // A scroll dropped by a key in Writer leaves its timer: only the latest one scrolls.
        writerScrollTimer &+= 1
        let timer = writerScrollTimer
        submit(afterMilliseconds: Self.writerScrollDelay) { worker in
            if timer == worker.writerScrollTimer { worker.scrollToReading() }
        }
    }

    /// Writer reported its caret or focus in `identifier` (a block's element, or an object not
    /// read): unless the reader's own scroll put it there, the user moved it (a key in Writer),
    /// and the reader's pending scroll (``scheduleWriterScroll(to:)``) is dropped, so that it does
    /// not take Writer's caret back to the block the reader is on.
    private func writerCaretMoved(to identifier: String) {
        guard pendingReading != nil, !(ownFocus.contains(identifier) && ContinuousClock.now < ownFocusUntil) else { return }
        pendingReading = nil
    }

    /// Scrolls Writer to the block the reader is on (``scheduleWriterScroll(to:)``).
    private func scrollToReading() {
        guard let identifier = pendingReading else { return }
        pendingReading = nil
        guard let block = snapshot?.objects[identifier], snapshot?.writerBlocks.contains(identifier) == true else { return }
        // Writer focuses the block it scrolled to: that focus is the reader's own move, and
        // must not bring the reader back there after it read on.
        if WriterDocument.bringOnScreen(identifier, block: block, window: window) {
            if ContinuousClock.now > ownFocusUntil { ownFocus.removeAll() }
            ownFocus.insert(identifier)
            ownFocusUntil = .now + .seconds(3)
        }
    }

    /// Gives the keyboard focus to the element with `identifier`.
    func grabFocus(_ identifier: String) {
        guard let object = snapshot?.objects[identifier] else {
            continuation.yield(.report(.unknownElement(identifier: identifier)))
            return
        }
        answering(object, identifier) { fail in
            if !object.grabFocus() { fail("focus", "the app refused") }
        }
    }
}

extension AtspiWork: @unchecked Sendable {}
