import BrailleCore
import CAtspi

/// A web page that finished loading, shown by its top at once and completed in place
/// (``WindowSnapshot/init(pageTopOf:in:)``, ``WindowSnapshot/readPageRest(for:)``); and the
/// window found again when Firefox made its objects anew. On the libatspi thread.
extension AtspiWorker {
    /// A web page finished loading (Firefox fills its tree then): libatspi's cache of its window
    /// is dropped (it kept the window's children from before), and the page is shown, reading at
    /// its top, when its window is the one shown or none is. A page in a hidden tab (not
    /// `showing`) changes nothing.
    ///
    /// The page's top is read and shown first, without the browser's bars
    /// (``WindowSnapshot/init(pageTopOf:in:)``); its rest is read a part at a time after the
    /// events queued meanwhile, each part added in place (``readPageRest()``).
    /// - Returns: whether the page was read and shown.
    @discardableResult
    func documentLoaded(_ document: AtspiObject) -> Bool {
        guard document.states.contains(.showing), let window = Self.window(of: document) else { return false }
        window.forgetCachedChildren()
        // The window shown can be gone: Firefox makes its window's objects again right after its start.
        guard windowIdentifier == nil || window.identifier == windowIdentifier || (self.window?.states.contains(.defunct) ?? true)
        else { return false }
        // A short page is read whole with its window, as before: right after Firefox's start a
        // page read at once can lack texts that come a moment later (the whole window's read
        // reads the browser's bars first).
        guard document.childCount > WindowSnapshot.shortPageChildren else {
            show(window, focus: document.identifier, focusObject: document)
            return true
        }
        let top = WindowSnapshot(pageTopOf: document, in: window)
        guard !top.elementIdentifiers.isEmpty else {
            // Nothing at its top yet (a page still filling): the window as it is, the way to the
            // page read even when the browser's tool bars use the window's time.
            show(window, focus: document.identifier, focusObject: document)
            return true
        }
        present(window, top, focus: document.identifier, focusObject: document)
        scheduleReadingPageRest()
        return true
    }

    /// Reads the next part of the page shown by its top (``WindowSnapshot/pageRest``) once the
    /// events queued now are handled, and adds it to the screen in place; again until the page
    /// is read. A window read again meanwhile (whole) ends it.
    private func scheduleReadingPageRest() {
        guard !pageRestPending, snapshot?.pageRest != nil else { return }
        pageRestPending = true
        submit { worker in
            worker.pageRestPending = false
            worker.readPageRest()
        }
    }

    /// One part of the page's rest (``scheduleReadingPageRest()``).
    private func readPageRest() {
        guard var fresh = snapshot, let rest = fresh.pageRest else { return }
        if rest.document.states.contains(.defunct) {
            // Firefox made the page's objects again (right after its start): the window is read
            // again, found anew (``liveWindow()``).
            fresh.pageRest = nil
            replaceSnapshot(fresh)
            scheduleRebuild()
            return
        }
        fresh.readPageRest(for: WindowSnapshot.pageRestBudget)
        if fresh.pageRest == nil, fresh.screen.readingOrder.contains(where: { $0.element.label.isEmpty && $0.element.document == rest.identifier }) {
            scheduleBlankPageRepair(attempts: 6)
        }
        replaceSnapshot(fresh)
        continuation.yield(.screen(.layoutChanged(elements: fresh.screen.elements, focus: nil)))
        scheduleReadingPageRest()
    }

    /// The page read has blocks without text (right after its start Firefox can answer a page's
    /// blocks without a name or a Text interface, which libatspi then keeps in its cache): each is
    /// read again, its cache dropped, 0.5 s later and handed on when it has a text now, up to
    /// `attempts` times while the page has blank blocks.
    private func scheduleBlankPageRepair(attempts: Int) {
        guard attempts > 0 else { return }
        submit(afterMilliseconds: 500) { worker in
            guard let snapshot = worker.snapshot else { return }
            var blank = false
            for placed in snapshot.screen.readingOrder where placed.element.label.isEmpty && placed.element.document != nil {
                let identifier = placed.element.identifier
                guard let object = snapshot.objects[identifier] else { continue }
                // libatspi cached what Firefox said then (no name, no Text interface): asked again.
                object.forgetCachedChildren()
                let role = object.role
                let facts = object.facts(role: role, extents: false, text: role == .paragraph ? object.wholeText() : nil)
                let change = ElementMapping.change(facts)
                guard !ElementMapping.element(facts).label.isEmpty else {
                    blank = true
                    continue
                }
                worker.continuation.yield(.screen(.elementChanged(identifier: identifier, change)))
            }
            if blank { worker.scheduleBlankPageRepair(attempts: attempts - 1) }
        }
    }

    /// The window shown was read with nothing in it but itself (Firefox right after its start
    /// makes its window's objects anew, and a window read meanwhile has no children; no event
    /// follows when the page was loaded before): it is read again 0.3 s later, up to `attempts`
    /// times while it is still the window shown and still holds no more, and shown when it does,
    /// focused on its page's top when the focus was the window itself.
    func scheduleEmptyWindowRepair(attempts: Int) {
        guard attempts > 0, let shown = windowIdentifier else { return }
        submit(afterMilliseconds: 300) { worker in
            guard worker.windowIdentifier == shown, let before = worker.snapshot,
                  before.screen.readingOrder.count <= 1, let window = worker.liveWindow() else { return }
            window.forgetCachedChildren()
            let focus = worker.lastFocus
            let fresh = WindowSnapshot(window: window, focus: focus, focusObject: worker.lastFocusObject)
            guard fresh.screen.readingOrder.count > before.screen.readingOrder.count else {
                worker.scheduleEmptyWindowRepair(attempts: attempts - 1)
                return
            }
            if let focus, focus != shown, fresh.elementIdentifiers.contains(focus) {
                worker.present(window, fresh, focus: focus, focusObject: worker.lastFocusObject)
            } else {
                worker.present(window, fresh, focus: fresh.documentStarts.keys.first ?? focus, focusObject: nil)
            }
        }
    }

    /// The window shown, or, when its object is gone (Firefox, right after its start, makes its
    /// window's objects again after the first page's load), the window its app shows now: the
    /// active one, else a showing one. `nil` when the app shows none.
    func liveWindow() -> AtspiObject? {
        guard let window, window.states.contains(.defunct) else { return window }
        guard let desktop = atspi_get_desktop(0).map({ AtspiObject(owning: $0) }) else { return nil }
        for appIndex in 0..<desktop.childCount {
            guard let app = desktop.child(at: appIndex), app.busName == windowBusName else { continue }
            let windows = (0..<app.childCount).compactMap { app.child(at: $0) }
            let states = windows.map(\.states)
            guard let found = zip(windows, states).first(where: { $0.1.contains(.active) })?.0
                    ?? zip(windows, states).first(where: { $0.1.contains(.showing) })?.0 else { return nil }
            self.window = found
            windowIdentifier = found.identifier
            return found
        }
        return nil
    }
}
