import BrailleCore
import Foundation
import Logging

extension BridgeLoop {
    /// Carries out the script lines that may run now: up to an `await-feed` still waiting.
    func drainScript() {
        // An `await-text` whose text shows now (after a source's event): the waiting is over.
        if let waiting = scriptProgress.awaitingText, frameShows(waiting.text) {
            scriptProgress.awaitingText = nil
            recordFrame()
        }
        while !scriptProgress.isWaiting, !finished, !scriptProgress.pending.isEmpty {
            let item = scriptProgress.pending.removeFirst()
            switch item {
            case .command(.awaitText(let awaited), let text):
                transcript?.record(header: text)
                if frameShows(awaited) {
                    recordFrame()
                } else if !(source?.deliversEvents ?? false) || scriptProgress.sourceClosed {
                    report("await-text: \"\(awaited)\" is not shown, and nothing will change the display (no feed or desktop)")
                    recordFrame()
                } else {
                    scriptProgress.generation += 1
                    scriptProgress.awaitingText = (awaited, scriptProgress.generation)
                    startAwaitTimeout(scriptProgress.generation)
                }
            case .command(let command, let text):
                if case .awaitFeed(let count) = command {
                    transcript?.record(header: text)
                    if !(source?.deliversEvents ?? false) {
                        report("await-feed: there is no feed (give --feed or --feed-socket)")
                    } else if !scriptProgress.sourceClosed, scriptProgress.events < scriptProgress.eventsAwaited + count {
                        scriptProgress.eventsAwaited += count
                        scriptProgress.generation += 1
                        scriptProgress.awaiting = (scriptProgress.eventsAwaited, scriptProgress.generation)
                        startAwaitTimeout(scriptProgress.generation)
                        continue
                    }
                    scriptProgress.eventsAwaited = min(scriptProgress.eventsAwaited + count, scriptProgress.events)
                    recordFrame()
                    continue
                }
                perform(command, text: text)
            case .invalid(let message):
                scriptError(message)
            case .end:
                finished = true
            }
        }
        // A feed that closed while the script waited for it: the waiting is over.
        if scriptProgress.sourceClosed, scriptProgress.isWaiting {
            scriptProgress.awaiting = nil
            scriptProgress.awaitingText = nil
            recordFrame()
        }
    }

    /// Ends the wait of `generation` after 10 s (real time: the source's events are real).
    private func startAwaitTimeout(_ generation: Int) {
        let inputs = self.inputs
        Task {
            try? await Task.sleep(for: .seconds(10))
            inputs?.yield(.awaitTimeout(generation: generation))
        }
    }

    /// Whether the frame's text or status line shows `text`.
    private func frameShows(_ text: String) -> Bool {
        frame.lines.dropFirst().contains { $0.contains(text) }
    }

    /// An `await-feed` whose events did not come, or an `await-text` whose text did not show,
    /// within 10 s: the script goes on.
    func awaitTimedOut(generation: Int) {
        if let waiting = scriptProgress.awaitingText, waiting.generation == generation {
            report("await-text: \"\(waiting.text)\" did not show within 10 s")
            scriptProgress.awaitingText = nil
            recordFrame()
            return
        }
        guard let awaiting = scriptProgress.awaiting, awaiting.generation == generation else { return }
        report("await-feed: \(awaiting.target - scriptProgress.events) feed event(s) did not come within 10 s")
        scriptProgress.eventsAwaited = scriptProgress.events
        scriptProgress.awaiting = nil
        recordFrame()
    }

    /// Carries out a command of the terminal or a script; `text` is the script line.
    func perform(_ command: TerminalCommand, text: String?) {
        if let text { transcript?.record(header: text) }
        switch command {
        case .display(let command):
            note = nil
            deliver(navigator.handle(command, now: now))
        case .wait(let duration):
            guard let current = simulatedNow else { break }
            wait(until: current + duration)
        case .awaitFeed, .awaitText:
            break
        case .screens:
            if let event = source?.request(.screenList) { navigator.apply(event, now: now) }
        case .nextScreen:
            if let event = source?.request(.nextScreen) { navigator.apply(event, now: now) }
        case .help:
            // The terminal display shows its key help itself; a script's help is the command list.
            if text != nil { transcript?.write(ScriptCommands.list.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n") + "\n") }
        case .quit:
            finished = true
        case .redraw:
            break
        }
        if text != nil { recordFrame() }
    }

    /// Lets simulated time pass up to `target`, ticking the navigator at each deadline.
    private func wait(until target: ContinuousClock.Instant) {
        while let due = navigator.nextDeadline, due <= target {
            simulatedNow = max(due, simulatedNow!)
            let before = frame
            let actions = navigator.tick(now: simulatedNow!)
            let after = frame
            // Each change during the wait is a frame of its own, stamped with the simulated
            // time since the start; the frame at the end of the wait follows as usual.
            if (after != before || !actions.isEmpty) && simulatedNow! < target {
                transcript?.write(String(format: "@ %.3f s\n", (simulatedNow! - start).inSeconds))
                deliver(actions)
                transcript?.write(after.lines.joined(separator: "\n") + "\n\n")
            } else {
                deliver(actions)
            }
        }
        simulatedNow = target
    }

    /// Delivers the navigator's effects: the session's own (the table key, a preference) are
    /// applied here; the rest go to the source (``ScreenSource/deliver(_:)``) — an effect it
    /// answers at once (the demo opens a screen) is applied, one it declines goes to
    /// ``deliverUnclaimed`` (stdout) — and are recorded in a script's transcript; the bell rings
    /// on the display and shows as `(bell)` in a transcript.
    func deliver(_ effects: [NavigatorEffect]) {
        for effect in effects {
            switch effect {
            case .nextTable:
                cycleTable()
                continue
            case .settingChanged(let name, let value):
                changeSetting(name: name, value: value)
                continue
            default:
                break
            }
            let delivery = source?.deliver(effect) ?? .declined
            if case .answered(let event) = delivery {
                navigator.apply(event, now: now)
                continue
            }
            if let line = effect.jsonLine {
                lastAction = line
                transcript?.write(line + "\n")
            } else {
                transcript?.write("(bell)\n")
                display.bell()
            }
            if case .declined = delivery { deliverUnclaimed(effect) }
        }
    }

    /// Reports bad input on stderr (and in the terminal's note line).
    func report(_ message: String) {
        Logger.bridge.warning("\(message)")
        note = PrintableText.oneLine(message)
    }

    /// Records the frame shown now in a script's transcript.
    func recordFrame() {
        transcript?.write(frame.lines.joined(separator: "\n") + "\n\n")
    }
}
