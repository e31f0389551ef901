import BrailleCore
import DesktopAccessibility
import Foundation

/// Everything a ``DesktopSource`` said, and the model those events build: the ``Focus`` a
/// navigator would have, so a test checks what the user would read.
actor DesktopLog {
    private(set) var events: [DesktopEvent] = []
    private(set) var focus = Focus(screen: Screen(title: "", elements: []))

    /// Follows `source` until its stream ends.
    func follow(_ source: DesktopSource) async {
        for await event in source.events { append(event) }
    }

    private func append(_ event: DesktopEvent) {
        events.append(event)
        if case .screen(let change) = event { focus.apply(change) }
    }

    /// The number of events so far: a mark to wait for later ones.
    var mark: Int { events.count }

    /// Waits until `condition` holds for the events after `mark` and the model.
    ///
    /// The default of 30 s is generous on purpose: in the whole suite, synchronous tests that
    /// run the bridge as a child process hold the few threads of the cooperative pool for
    /// seconds, and the task following the source cannot run meanwhile (seen: 10 s was not
    /// enough on 2 cores). A passing wait returns as soon as the condition holds.
    /// - Throws: a ``SessionError`` naming `what` and the last events, after `timeout` seconds.
    func wait(_ what: String, after mark: Int = 0, timeout: Double = 30,
              _ condition: ([DesktopEvent], Focus) -> Bool) async throws {
        // Counted in rounds of 20 ms, not by the wall clock: a task kept waiting for a thread of
        // the cooperative pool (busy with synchronous tests) gets its full time once it runs.
        for _ in 0..<Int(timeout * 50) {
            if condition(Array(events.dropFirst(mark)), focus) { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        if condition(Array(events.dropFirst(mark)), focus) { return }
        let recent = events.dropFirst(mark).suffix(12).map { Self.summary($0) }.joined(separator: "\n  ")
        throw SessionError("timed out waiting for \(what); focused: \(focus.focused.map { Self.summary($0) } ?? "nothing"); events:\n  \(recent)")
    }

    /// Waits until the focused element satisfies `condition`.
    func waitForFocus(_ what: String, timeout: Double = 30, _ condition: (PlacedElement) -> Bool) async throws {
        try await wait(what, after: 0, timeout: timeout) { _, focus in focus.focused.map(condition) ?? false }
    }

    static func summary(_ placed: PlacedElement) -> String {
        let e = placed.element
        return "\"\(e.label)\" value \(e.value ?? "nil") traits \(e.traits.members) position \(placed.position.map { "\($0.index)/\($0.count)" } ?? "-")"
    }

    static func summary(_ event: DesktopEvent) -> String {
        switch event {
        case .report(let report): return "report: \(report)"
        case .screen(.screenChanged(let screen)): return "screenChanged \"\(screen.title)\" (\(screen.readingOrder.count) elements)"
        case .screen(.layoutChanged(let elements, let focus)): return "layoutChanged \(elements?.count ?? 0) top-level, focus \(focus ?? "nil")"
        case .screen(let other): return "\(other)"
        }
    }
}
