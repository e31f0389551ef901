import BrailleCore

extension ScriptDriver {
    /// Carries out the script lines that may run now: up to an `await-feed` or `await-text`
    /// still waiting, or the script's end.
    func proceed(in session: any ScriptedSession) {
        // An `await-text` whose text shows now (after a source's event): the waiting is over.
        if let waiting = progress.awaitingText, shows(waiting.text, in: session) {
            progress.awaitingText = nil
            recordFrame(of: session)
        }
        while !progress.isWaiting, !progress.ended, !progress.pending.isEmpty {
            switch progress.pending.removeFirst() {
            case .command(.awaitText(let awaited), let text):
                transcript.record(header: text)
                awaitText(awaited, in: session)
            case .command(.awaitFeed(let count), let text):
                transcript.record(header: text)
                awaitFeed(count, in: session)
            case .command(let command, let text):
                transcript.record(header: text)
                carryOut(command, in: session)
                recordFrame(of: session)
            case .invalid(let message):
                // A line that is not a command: reported, and the exit status says so.
                progress.hadErrors = true
                session.report(message)
            case .end:
                end(session)
            }
        }
        // A source that closed while the script waited for it: the waiting is over.
        if progress.sourceClosed, progress.isWaiting {
            progress.awaiting = nil
            progress.awaitingText = nil
            recordFrame(of: session)
        }
    }

    /// `await-text`: the frame shows the text now, or will once the source's events come.
    private func awaitText(_ awaited: String, in session: any ScriptedSession) {
        if shows(awaited, in: session) {
            recordFrame(of: session)
        } else if !session.sourceDeliversEvents || progress.sourceClosed {
            session.report("await-text: \"\(awaited)\" is not shown, and nothing will change the display (no feed or desktop)")
            recordFrame(of: session)
        } else {
            progress.generation += 1
            progress.awaitingText = (awaited, progress.generation)
            startTimeout(progress.generation)
        }
    }

    /// `await-feed N`: the source's events counted from the start reach the wait's target, now
    /// or later.
    private func awaitFeed(_ count: Int, in session: any ScriptedSession) {
        if !session.sourceDeliversEvents {
            session.report("await-feed: there is no feed (give --feed or --feed-socket)")
        } else if !progress.sourceClosed, progress.events < progress.eventsAwaited + count {
            progress.eventsAwaited += count
            progress.generation += 1
            progress.awaiting = (progress.eventsAwaited, progress.generation)
            startTimeout(progress.generation)
            return
        }
        progress.eventsAwaited = min(progress.eventsAwaited + count, progress.events)
        recordFrame(of: session)
    }

    /// An `await-feed` whose events did not come, or an `await-text` whose text did not show,
    /// within 10 s: the script goes on.
    func timedOut(generation: Int, in session: any ScriptedSession) {
        if let waiting = progress.awaitingText, waiting.generation == generation {
            session.report("await-text: \"\(waiting.text)\" did not show within 10 s")
            progress.awaitingText = nil
            recordFrame(of: session)
            return
        }
        guard let awaiting = progress.awaiting, awaiting.generation == generation else { return }
        session.report("await-feed: \(awaiting.target - progress.events) feed event(s) did not come within 10 s")
        progress.eventsAwaited = progress.events
        progress.awaiting = nil
        recordFrame(of: session)
    }

    /// Carries out a line's command (not the waits for the source).
    private func carryOut(_ command: ScriptCommand, in session: any ScriptedSession) {
        switch command {
        case .display(let command):
            session.perform(command)
        case .wait(let duration):
            wait(until: now + duration, in: session)
        case .request(let request):
            session.request(request)
        case .help:
            // A script's help is the command list.
            transcript.write(ScriptCommands.list.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n") + "\n")
        case .quit:
            end(session)
        case .awaitFeed, .awaitText:
            break
        }
    }

    private func end(_ session: any ScriptedSession) {
        progress.ended = true
        session.end()
    }

    /// Whether the frame's text or status line shows `text`.
    private func shows(_ text: String, in session: any ScriptedSession) -> Bool {
        frame(of: session).lines.dropFirst().contains { $0.contains(text) }
    }
}
