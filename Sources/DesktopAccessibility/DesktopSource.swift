import BrailleCore
import Foundation

/// The desktop as a source for the bridge: follows the focus of real Linux apps (GTK 3, GTK 4,
/// Qt 5...) through AT-SPI2 and maps the active window to the accessibility model.
///
/// One thread of its own owns libatspi (`atspi_init`, `atspi_event_main`, every call); what leaves
/// it are ``DesktopEvent`` values, never a GObject. Without a reachable AT-SPI bus it reports
/// ``DesktopReport/busUnavailable(missingVariable:detail:)`` and retries.
///
/// ```swift
/// let desktop = DesktopSource()
/// for await event in desktop.events {
///     if case .screen(let change) = event { navigator.apply(change, now: .now) }
/// }
/// desktop.perform(.appAction(identifier: id, action: .activate))
/// desktop.close()
/// ```
///
/// libatspi can be initialised once per process: run one source per process.
public final class DesktopSource: Sendable {
    /// The screens, focus moves, changes and announcements of the desktop, and the source's
    /// reports, in order. Finishes after ``close()``.
    public let events: AsyncStream<DesktopEvent>
    /// How long the source waits between two attempts to reach the bus.
    public let retryInterval: Duration
    private let worker: AtspiWorker

    /// Starts the libatspi thread.
    /// - Parameters:
    ///   - retryInterval: the wait between attempts to reach the AT-SPI bus.
    ///   - observeLatency: called on the libatspi thread with the time from a focus event's
    ///     arrival to its snapshot handed to ``events`` (for benchmarks and `--latency`).
    ///   - observeDocumentLoad: called on the libatspi thread with the time from a web page's
    ///     `document:load-complete` to its window read and handed to ``events``, and the number
    ///     of elements read (for benchmarks).
    public init(retryInterval: Duration = .seconds(2), observeLatency: (@Sendable (Duration) -> Void)? = nil,
                observeDocumentLoad: (@Sendable (_ took: Duration, _ elements: Int) -> Void)? = nil) {
        let (events, continuation) = AsyncStream.makeStream(of: DesktopEvent.self)
        self.events = events
        self.retryInterval = retryInterval
        let worker = AtspiWorker(continuation: continuation, retryInterval: retryInterval, observeLatency: observeLatency,
                                 observeDocumentLoad: observeDocumentLoad)
        self.worker = worker
        let thread = Thread {
            // Named from inside: set before `start()` the name never reached the system thread,
            // which kept the name of the thread that made it (a crash report said "a Dispatch
            // worker (oot.default-qos)" for this thread).
            Thread.current.name = "brl-atspi"
            worker.run()
        }
        thread.start()
    }

    /// Carries out a navigator effect on the desktop, on the libatspi thread: activate (the
    /// action named click, press, activate or toggle; else the focus), increment and decrement
    /// (the Value interface by its minimum increment, else the Increase/Decrease actions), custom
    /// actions by name, setCaret (the Text interface's caret). Failures come back as reports.
    public func perform(_ effect: NavigatorEffect) {
        worker.submit { $0.perform(effect) }
    }

    /// Gives the keyboard focus to the element with `identifier` (Component `grab_focus`).
    public func grabFocus(identifier: String) {
        worker.submit { $0.grabFocus(identifier) }
    }

    /// Stops following the desktop, releases every AT-SPI object and finishes ``events``.
    /// Whether the AT-SPI bus answers now (the session bus gives its address): after
    /// ``DesktopReport/busLost``, to know when `brl-bridge desktop` can start again.
    public static var busIsReachable: Bool { BusProbe.check() == nil }

    public func close() {
        worker.requestQuit()
    }

    deinit { worker.requestQuit() }
}
