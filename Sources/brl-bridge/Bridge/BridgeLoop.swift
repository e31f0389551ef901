import BrailleCore

/// The bridge's main loop: display events and the navigator's deadlines (continuous reading,
/// flash messages) in; navigator commands, display writes and app effects out — all on one
/// task, so writes stay in order.
///
/// - `.ready(columns:)` (first connection, reconnection, resize) lays the line out for the
///   width and redraws: after BRLTTY restarts, the display shows the window it showed before.
/// - Continuous reading pauses while the display is gone and goes on when it is back.
/// - A write goes out only when the cells differ from the last write since the display
///   became ready.
public final class BridgeLoop {
    public private(set) var navigator: Navigator
    public private(set) var latency = LatencyRecorder()
    private let display: any BrailleDisplay
    private let perform: (NavigatorEffect) -> Void
    private let reportLatency: ((BrailleCommand, LatencySample) -> Void)?
    private var isReady = false
    private var lastWritten: [UInt8]?
    /// Continuous reading was paused because the display went away; it goes on when it is back.
    private var resumeReadingWhenReady = false

    /// - Parameters:
    ///   - perform: receives the navigator's effects (the command writes app actions to stdout).
    ///   - reportLatency: when set, receives each command's key-to-write latency, in parts.
    public init(display: any BrailleDisplay, navigator: Navigator,
                perform: @escaping (NavigatorEffect) -> Void,
                reportLatency: ((BrailleCommand, LatencySample) -> Void)? = nil) {
        self.display = display
        self.navigator = navigator
        self.perform = perform
        self.reportLatency = reportLatency
    }

    private enum Input: Sendable {
        case display(DisplayEvent)
        case tick(generation: Int)
    }

    /// Runs until the display's event stream finishes.
    public func run() async {
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        let events = display.events
        let forwarder = Task {
            for await event in events { continuation.yield(.display(event)) }
            continuation.finish()
        }
        defer { forwarder.cancel() }
        var timer: Task<Void, Never>?
        var generation = 0
        var scheduled: ContinuousClock.Instant?

        for await input in inputs {
            switch input {
            case .display(let event):
                handle(event)
            case .tick(let tickGeneration):
                guard tickGeneration == generation else { break }
                navigator.tick(now: ContinuousClock.now).forEach(perform)
                flush()
                scheduled = nil  // the timer fired: schedule again if a deadline is still ahead
            }
            if navigator.nextDeadline != scheduled {
                timer?.cancel()
                generation += 1
                scheduled = navigator.nextDeadline
                if let due = scheduled {
                    let current = generation
                    timer = Task {
                        try? await Task.sleep(until: due, clock: .continuous)
                        if !Task.isCancelled { continuation.yield(.tick(generation: current)) }
                    }
                }
            }
        }
        timer?.cancel()
    }

    /// Handles one display event (also usable without `run()`, e.g. from tests).
    public func handle(_ event: DisplayEvent) {
        switch event {
        case .ready(let columns):
            navigator.layOut(columns: columns)
            isReady = true
            lastWritten = nil
            if resumeReadingWhenReady {
                resumeReadingWhenReady = false
                navigator.handle(.toggleContinuousReading, now: ContinuousClock.now).forEach(perform)
            }
            flush()
        case .unavailable:
            if isReady, navigator.readingState == .reading {
                // Nobody can read windows that go by while the display is gone.
                navigator.handle(.toggleContinuousReading, now: ContinuousClock.now).forEach(perform)
                resumeReadingWhenReady = true
            }
            isReady = false
            lastWritten = nil
        case .command(let command, let received):
            let start = ContinuousClock.now
            navigator.handle(command, now: start).forEach(perform)
            let handled = ContinuousClock.now
            flush()
            let done = ContinuousClock.now
            let sample = LatencySample(queued: start - received, navigator: handled - start, write: done - handled)
            latency.record(sample.total)
            reportLatency?(command, sample)
        }
    }

    private func flush() {
        guard isReady else { return }
        let cells = navigator.displayCells
        guard cells != lastWritten else { return }
        display.write(cells)
        lastWritten = cells
    }
}
