import BrailleCore
import Foundation

/// What drives a session from a script: the script language (its commands, `wait`,
/// `await-feed`, `await-text` and their timeouts), the simulated clock and the transcript.
///
/// The loop talks to it through a narrow interface: it forwards the driver's ``signals`` (the
/// script's lines, a wait's timeout) to ``receive(_:in:)``, tells it of the source's events
/// (``countSourceEvent(in:)``, ``sourceClosed()``) and of the effects it delivers
/// (``observe(_:)``), asks it for the time (``now``), and lets it carry out the lines that may
/// run after every input (``proceed(in:)``). The driver acts on the session through
/// ``ScriptedSession`` and records the frames it shows in the transcript.
///
/// The clock is simulated and moves only with `wait`, so a script gives the same frames every
/// time; the waits for the source's events time out after 10 s of real time.
final class ScriptDriver {
    /// What the driver hears on its own, in order: the script's lines and the waits that timed out.
    enum Signal: Sendable {
        case line(ScriptItem)
        case timeout(generation: Int)
    }

    /// The script's lines and the waits' timeouts; the loop forwards each to ``receive(_:in:)``.
    let signals: AsyncStream<Signal>
    private let continuation: AsyncStream<Signal>.Continuation
    private let reading: Task<Void, Never>
    /// Where the frames, actions and bells go.
    let transcript: Transcript
    /// The session's time: starts at the real clock's now and moves only with `wait`.
    private(set) var now: ContinuousClock.Instant
    private let start: ContinuousClock.Instant
    /// Where the script is (its pending lines and its waits for the source's events).
    var progress = ScriptProgress()
    /// The script's display, which keeps the frame it was shown last.
    private let display: ScriptDisplay

    /// Whether a script line was not a command (the exit status says so).
    var hadErrors: Bool { progress.hadErrors }

    init(lines: ScriptLines, display: ScriptDisplay, transcript: Transcript) {
        self.display = display
        let (signals, continuation) = AsyncStream.makeStream(of: Signal.self)
        self.signals = signals
        self.continuation = continuation
        let items = lines.items
        reading = Task {
            for await item in items { continuation.yield(.line(item)) }
        }
        self.transcript = transcript
        now = ContinuousClock.now
        start = now
    }

    deinit {
        reading.cancel()
        continuation.finish()
    }

    /// Records the first frame, before any input.
    func start(in session: any ScriptedSession) {
        transcript.record(header: "start")
        recordFrame(of: session)
    }

    /// Takes one of the driver's ``signals``: a line waits its turn, a timeout ends its wait.
    func receive(_ signal: Signal, in session: any ScriptedSession) {
        switch signal {
        case .line(let item): progress.pending.append(item)
        case .timeout(let generation): timedOut(generation: generation, in: session)
        }
    }

    /// Writes an effect the session delivered: its JSON line, or `(bell)`.
    func observe(_ effect: NavigatorEffect) {
        transcript.write((effect.jsonLine ?? "(bell)") + "\n")
    }

    /// The frame the session shows now: it shows the script's display the frame, and the
    /// display keeps it.
    func frame(of session: any ScriptedSession) -> DisplayFrame {
        session.showFrame()
        guard let frame = display.shownFrame else { preconditionFailure("a script's display keeps the frame it is shown") }
        return frame
    }

    /// Records the frame the session shows now.
    func recordFrame(of session: any ScriptedSession) {
        record(frame(of: session))
    }

    /// Records a frame the display was shown.
    private func record(_ frame: DisplayFrame) {
        transcript.write(frame.lines.joined(separator: "\n") + "\n\n")
    }

    /// One of the source's events (or a bad line of the feed) arrived: a wait for it may be over.
    func countSourceEvent(in session: any ScriptedSession) {
        progress.events += 1
        guard let awaiting = progress.awaiting, progress.events >= awaiting.target else { return }
        progress.awaiting = nil
        recordFrame(of: session)
    }

    /// The source ended: no wait can be met any more (``proceed(in:)`` ends the one in progress).
    func sourceClosed() {
        progress.sourceClosed = true
    }

    /// Ends the wait of `generation` after 10 s (real time: the source's events are real).
    func startTimeout(_ generation: Int) {
        let continuation = self.continuation
        Task {
            try? await Task.sleep(for: .seconds(10))
            continuation.yield(.timeout(generation: generation))
        }
    }

    /// Lets simulated time pass up to `target`, ticking the navigator at each deadline.
    func wait(until target: ContinuousClock.Instant, in session: any ScriptedSession) {
        while let due = session.nextDeadline, due <= target {
            now = max(due, now)
            let before = frame(of: session)
            let actions = session.tick()
            let after = frame(of: session)
            // Each change during the wait is a frame of its own, stamped with the simulated
            // time since the start; the frame at the end of the wait follows as usual.
            let changed = after.rows != before.rows || after.status != before.status
            if (changed || !actions.isEmpty) && now < target {
                transcript.write(String(format: "@ %.3f s\n", (now - start).inSeconds))
                session.deliver(actions)
                record(after)
            } else {
                session.deliver(actions)
            }
        }
        now = target
    }
}
