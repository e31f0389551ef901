import AsyncAlgorithms
import BrailleCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bridge's one loop, for every mode: display events (BRLTTY, the terminal's keys, a
/// script's lines), the app's feed and the navigator's deadlines (continuous reading, flash
/// messages) in; navigator commands, frames for the display and app actions out — all on one
/// task, so the display and the app see every change in order.
///
/// - Each input is applied, then the display is shown the frame (``DisplayFrame``, built once
///   with the cells, captions and status) while it is ready.
/// - `.ready(columns:)` (first connection, reconnection, resize) lays the line out for the
///   width and shows the frame whole: after BRLTTY restarts, the display shows the window it
///   showed before.
/// - Continuous reading pauses while the display is gone and goes on when it is back.
/// - Time is an input: with a script, its driver's (``ScriptDriver``: simulated, it moves only
///   with `wait`, so a script gives the same frames every time); otherwise the real clock.
/// - The loop ends when the display's events finish, on `quit`, at the end of a script, or
///   when the feed closes (with a script, the script's end does).
final class BridgeLoop {
    var navigator: Navigator
    private(set) var latency = LatencyRecorder()
    let display: any BrailleDisplay
    /// Where the navigator's effects go that no source takes (app actions on stdout).
    let deliverUnclaimed: (NavigatorEffect) -> Void
    let reportLatency: ((BrailleCommand, LatencySample) -> Void)?
    /// Where screens and events come from besides the document or the demo: the app's feed or
    /// the desktop; `nil` without one.
    let source: (any ScreenSource)?
    /// What drives the session from a script (its lines, its clock, its transcript); `nil`
    /// without one.
    let driver: ScriptDriver?
    /// The reader's settings the display changes (the table key, the preferences panel).
    var settings: SessionSettings

    private var isReady = false
    /// The display's rows: the first shows the navigator's window, the rows below what follows
    /// (`Navigator.rows(_:now:)`). Set by the display's `.ready`, and before the loop runs for a
    /// display that knows its rows from the start (the terminal's `--rows`). The navigator keeps
    /// it (continuous reading reads a screenful a step).
    var rows: Int {
        get { navigator.rowsShown }
        set { navigator.rowsShown = max(newValue, 1) }
    }
    /// Whether a frame was shown since the display became ready (the first one is shown whole).
    private var hasShownSinceReady = false
    /// The command being measured: its key's moment, when the loop took it and when the
    /// navigator was done; the sample is complete once its frame is shown.
    private var measuring: (command: BrailleCommand, received: ContinuousClock.Instant,
                            start: ContinuousClock.Instant, handled: ContinuousClock.Instant)?
    /// Continuous reading was paused because the display went away; it goes on when it is back.
    private var resumeReadingWhenReady = false

    var finished = false
    /// Whether a script line was not a command (the exit status says so).
    var hadScriptErrors: Bool { driver?.hadErrors ?? false }

    var lastAction: String?
    var note: String?
    /// The focused element last checked for a presentation error, so each is reported once.
    private var checkedFocus: String??

    enum Input: Sendable {
        case display(DisplayEvent)
        case displayEnded
        case source(SourceInput)
        case script(ScriptDriver.Signal)
        /// A deadline of the navigator's may be due (a stale one does nothing: the navigator
        /// does only what is due).
        case tick
    }

    /// A loop for a display and a document: no feed, no demo, real time.
    /// - Parameters:
    ///   - deliver: receives the navigator's effects (the command writes app actions to stdout).
    ///   - reportLatency: when set, receives each command's key-to-write latency, in parts.
    convenience init(display: any BrailleDisplay, navigator: Navigator,
                     deliver: @escaping (NavigatorEffect) -> Void,
                            reportLatency: ((BrailleCommand, LatencySample) -> Void)? = nil) {
        self.init(display: display, navigator: navigator, source: nil,
                  deliver: deliver, reportLatency: reportLatency)
    }

    /// - Parameters:
    ///   - source: the app's live events (the feed) or the desktop, if any.
    ///   - driver: a script's driver; runs the loop on its simulated time.
    ///   - settings: the reader's settings as the navigator was made with them, which the table
    ///     key and the preferences panel change; `nil`: the defaults in the navigator's words.
    ///   - deliver: receives the navigator's effects that no source takes (the session writes
    ///     app actions to stdout).
    ///   - reportLatency: when set, receives each command's key-to-write latency, in parts.
    init(display: any BrailleDisplay, navigator: Navigator, source: (any ScreenSource)?,
         driver: ScriptDriver? = nil, settings: SessionSettings? = nil,
         deliver: @escaping (NavigatorEffect) -> Void, reportLatency: ((BrailleCommand, LatencySample) -> Void)?) {
        self.display = display
        self.navigator = navigator
        self.deliverUnclaimed = deliver
        self.reportLatency = reportLatency
        self.source = source
        self.driver = driver
        self.settings = settings ?? SessionSettings(interfaceLanguage: navigator.presenter.interfaceLanguage)
        installPanels()
    }

    /// The session's time: a script's driver's, else the real clock.
    var now: ContinuousClock.Instant { driver?.now ?? ContinuousClock.now }

    /// Runs until the session ends (see the type's description); closes the display and the feed.
    ///
    /// The inputs are merged (`merge` of swift-async-algorithms), which takes the next item of
    /// each input only when the loop asks for one: a key waits behind at most one of the
    /// source's events, and the rest of a burst waits in the source (the feed's bounded
    /// ``FeedQueue``, then the app's socket).
    func run() async {
        Signals.ignoreBrokenPipes()
        defer {
            source?.close()
            display.close()
        }
        let (ticks, tick) = AsyncStream.makeStream(of: Input.self)
        let inputs = merge(
            merge(chain(display.events.map(Input.display), [Input.displayEnded].async), ticks),
            merge((source?.inputs ?? .finished).map(Input.source),
                  (driver?.signals ?? .finished).map(Input.script)))
        driver?.start(in: self)
        show()

        var timer: Task<Void, Never>?
        defer { timer?.cancel() }
        var scheduled: ContinuousClock.Instant?
        for await input in inputs {
            switch input {
            case .display(let event):
                apply(event)
            case .displayEnded:
                finished = true
            case .source(let item):
                apply(item)
            case .script(let signal):
                driver?.receive(signal, in: self)
            case .tick:
                deliver(navigator.tick(now: now))
                scheduled = nil  // the timer fired: schedule again if a deadline is still ahead
            }
            driver?.proceed(in: self)
            if finished { break }
            if driver == nil, navigator.nextDeadline != scheduled {
                timer?.cancel()
                scheduled = navigator.nextDeadline
                timer = scheduled.map { due in
                    Task {
                        try? await Task.sleep(until: due, clock: .continuous)
                        if !Task.isCancelled { tick.yield(.tick) }
                    }
                }
            }
            show()
        }
    }

    /// Applies one display event and shows the frame (as `run()` does; for tests).
    func handle(_ event: DisplayEvent) {
        apply(event)
        show()
    }

    /// Applies one display event: a new size is laid out, a command carried out, a request
    /// answered by the source.
    private func apply(_ event: DisplayEvent) {
        switch event {
        case .ready(let columns, let rows):
            navigator.layOut(columns: columns)
            self.rows = rows
            isReady = true
            hasShownSinceReady = false
            if resumeReadingWhenReady {
                resumeReadingWhenReady = false
                deliver(navigator.handle(.toggleContinuousReading, now: now))
            }
        case .unavailable:
            if isReady, navigator.readingState == .reading {
                // Nobody can read windows that go by while the display is gone.
                deliver(navigator.handle(.toggleContinuousReading, now: now))
                resumeReadingWhenReady = true
            }
            isReady = false
        case .command(let command, let received):
            note = nil
            let start = ContinuousClock.now
            deliver(navigator.handle(command, now: driver?.now ?? start))
            measuring = (command, received, start, ContinuousClock.now)
        case .request(let request):
            self.request(request)
        }
    }

    /// Brings the display up to date: shows it the frame while it is ready, and completes the
    /// latency sample of the command the frame answers. An element that cannot be presented
    /// (the display says "no braille table") is reported once, with the cause, when it gets
    /// the focus.
    func show() {
        let focused = navigator.focus.focusedIdentifier
        if checkedFocus != .some(focused) {
            checkedFocus = .some(focused)
            if let error = navigator.presentationError {
                report("cannot show \"\(focused ?? "")\" in braille: \(error)")
            }
        }
        if isReady { showFrame() }
        if let measuring {
            self.measuring = nil
            let sample = LatencySample(queued: measuring.start - measuring.received,
                                       navigator: measuring.handled - measuring.start,
                                       write: ContinuousClock.now - measuring.handled)
            latency.record(sample.total)
            reportLatency?(measuring.command, sample)
        }
    }

    /// Shows the display the frame of now: all rows, the status, the last action and report.
    func showFrame() {
        var frame = navigator.displayFrame(rows: rows, now: now)
        frame.lastAction = lastAction
        frame.note = note
        frame.isFirstSinceReady = !hasShownSinceReady
        hasShownSinceReady = true
        display.show(frame)
    }
}
