import BrailleCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a session: a display (BRLTTY, the terminal, or a script), the navigator, and optionally
/// the live feed from an app, all on one task so that the display and the app see every change
/// in order.
///
/// - Scripts run on simulated time: the clock moves only with `wait`, so a script gives the
///   same frames every time. Everything else runs on real time.
/// - The session ends on `quit`, at the end of the script, when the terminal or the display
///   closes, or when the feed closes.
final class LiveSession {
    private let plan: LivePlan
    private var session: BridgeSession
    private var demo: DemoScreens?
    /// Simulated time for scripts; `nil` for real time.
    private var simulatedNow: ContinuousClock.Instant?
    private let start: ContinuousClock.Instant

    private var feed: FeedConnection?
    private var terminal: TerminalDisplay?
    private var brailleDisplay: BrlAPIDisplay?
    private var transcript: Int32 = STDOUT_FILENO

    private var pendingScript: [ScriptItem] = []
    /// Script waits for feed events count them all from the start: `await-feed N` waits until
    /// the feed has delivered N more events than all earlier waits together, so an event that
    /// arrives before the script gets to its `await-feed` is not waited for twice.
    private var awaitingFeed: (target: Int, generation: Int)?
    private var awaitGeneration = 0
    private var feedEvents = 0
    private var feedEventsAwaited = 0
    private var feedClosed = false
    private var finished = false
    /// Whether a script line was not a command (the exit status says so).
    private(set) var hadScriptErrors = false

    private var displayReady = false
    private var lastWritten: [UInt8]?
    private var lastAction: String?
    private var showingHelp = false
    private var note: String?

    private enum Input: Sendable {
        case script(ScriptItem)
        case key(TerminalCommand)
        case display(DisplayEvent)
        case displayEnded
        case feed(FeedInput)
        case tick(generation: Int)
        case awaitTimeout(generation: Int)
    }

    init(plan: LivePlan) {
        self.plan = plan
        let now = ContinuousClock.now
        start = now
        demo = plan.demo
        session = BridgeSession(screen: plan.screen, columns: plan.columns, reading: plan.reading)
        if case .script = plan.display { simulatedNow = now }
    }

    private var now: ContinuousClock.Instant { simulatedNow ?? ContinuousClock.now }

    /// Runs until the session ends.
    /// - Throws: when the terminal, the script or the feed socket cannot be opened.
    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        var tasks: [Task<Void, Never>] = []
        defer {
            tasks.forEach { $0.cancel() }
            feed?.close()
            terminal?.close()
            brailleDisplay?.close()
        }

        if let source = plan.feed {
            let connection: FeedConnection
            switch source {
            case .standardInput: connection = FeedConnection()
            case .socket(let path): connection = try FeedConnection(socketPath: path)
            }
            feed = connection
            tasks.append(Task {
                for await item in connection.inputs { continuation.yield(.feed(item)) }
            })
        }

        switch plan.display {
        case .script(let source):
            if plan.feed == .standardInput { transcript = STDERR_FILENO }
            try ScriptReader.start(source) { continuation.yield(.script($0)) }
            record(header: "start")
            recordFrame()
        case .terminal:
            let display = try TerminalDisplay()
            terminal = display
            tasks.append(Task {
                for await command in display.commands { continuation.yield(.key(command)) }
                continuation.yield(.displayEnded)
            })
        case .brltty(let settings):
            let display = BrlAPIDisplay(settings: settings)
            brailleDisplay = display
            tasks.append(Task {
                for await event in display.events { continuation.yield(.display(event)) }
                continuation.yield(.displayEnded)
            })
        }
        redraw()

        var timer: Task<Void, Never>?
        var generation = 0
        var scheduled: ContinuousClock.Instant?
        for await input in inputs {
            switch input {
            case .script(let item):
                pendingScript.append(item)
            case .key(let command):
                perform(command, text: nil)
            case .display(let event):
                handle(event)
            case .displayEnded:
                finished = true
            case .feed(let item):
                handle(item)
            case .tick(let tickGeneration):
                if tickGeneration == generation { emit(session.tick(now: now)) }
            case .awaitTimeout(let awaitGeneration):
                if let awaiting = awaitingFeed, awaiting.generation == awaitGeneration {
                    report("await-feed: \(awaiting.target - feedEvents) feed event(s) did not come within 10 s")
                    feedEventsAwaited = feedEvents
                    awaitingFeed = nil
                    recordFrame()
                }
            }
            drainScript(continuation)
            if finished { break }
            if simulatedNow == nil, session.nextDeadline != scheduled {
                timer?.cancel()
                generation += 1
                scheduled = session.nextDeadline
                if let due = scheduled {
                    let current = generation
                    timer = Task {
                        try? await Task.sleep(until: due, clock: .continuous)
                        if !Task.isCancelled { continuation.yield(.tick(generation: current)) }
                    }
                }
            }
            redraw()
        }
        timer?.cancel()
    }

    // MARK: - Scripts

    private func drainScript(_ continuation: AsyncStream<Input>.Continuation) {
        while awaitingFeed == nil, !finished, !pendingScript.isEmpty {
            let item = pendingScript.removeFirst()
            switch item {
            case .command(let command, let text):
                if case .awaitFeed(let count) = command {
                    record(header: text)
                    if feed == nil {
                        report("await-feed: there is no feed (give --feed or --feed-socket)")
                    } else if !feedClosed, feedEvents < feedEventsAwaited + count {
                        feedEventsAwaited += count
                        awaitGeneration += 1
                        awaitingFeed = (feedEventsAwaited, awaitGeneration)
                        let generation = awaitGeneration
                        Task {
                            try? await Task.sleep(for: .seconds(10))
                            continuation.yield(.awaitTimeout(generation: generation))
                        }
                        continue
                    }
                    feedEventsAwaited = min(feedEventsAwaited + count, feedEvents)
                    recordFrame()
                    continue
                }
                perform(command, text: text)
            case .invalid(let message):
                hadScriptErrors = true
                report(message)
            case .end:
                finished = true
            }
        }
        // A feed that closed while the script waited for it: the waiting is over.
        if feedClosed, awaitingFeed != nil {
            awaitingFeed = nil
            recordFrame()
        }
    }

    // MARK: - Commands

    private func perform(_ command: TerminalCommand, text: String?) {
        if let text { record(header: text) }
        switch command {
        case .display(let command):
            note = nil
            emit(session.handle(command, now: now))
        case .wait(let duration):
            guard let current = simulatedNow else { break }
            let target = current + duration
            while let due = session.nextDeadline, due <= target {
                simulatedNow = max(due, simulatedNow!)
                let before = session.frame
                let actions = session.tick(now: simulatedNow!)
                let after = session.frame
                // Each change during the wait is a frame of its own, stamped with the simulated
                // time since the start; the frame at the end of the wait follows as usual.
                if (after != before || !actions.isEmpty) && simulatedNow! < target {
                    writeTranscript(String(format: "@ %.3f s\n", seconds(simulatedNow! - start)))
                    emit(actions)
                    writeTranscript(after.lines.joined(separator: "\n") + "\n\n")
                } else {
                    emit(actions)
                }
            }
            simulatedNow = target
        case .awaitFeed:
            break
        case .screens:
            if var demo {
                session.show(demo.showList(), now: now)
                self.demo = demo
            }
        case .nextScreen:
            if var demo {
                session.show(demo.next(), now: now)
                self.demo = demo
            }
        case .help:
            showingHelp.toggle()
            if text != nil { writeTranscript(ScriptCommands.list.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n") + "\n") }
        case .quit:
            finished = true
        case .redraw:
            break
        }
        if text != nil { recordFrame() }
    }

    private func handle(_ event: DisplayEvent) {
        switch event {
        case .ready(let columns):
            session.layOut(columns: columns)
            displayReady = true
            lastWritten = nil
        case .unavailable:
            displayReady = false
            lastWritten = nil
        case .command(let command, _):
            emit(session.handle(command, now: now))
        }
    }

    // MARK: - The feed

    private func handle(_ item: FeedInput) {
        switch item {
        case .event(let event, let line):
            let report = session.apply(event, now: now)
            if let identifier = report.unknownIdentifier {
                self.report("feed \(feed?.source ?? "stdin"):\(line): no element has the identifier \"\(identifier)\"")
            }
            if let identifier = report.duplicateIdentifier {
                self.report("feed \(feed?.source ?? "stdin"):\(line): identifier \"\(identifier)\" is already on the screen; the element was not added")
            }
            countFeedEvent()
        case .malformed(let message):
            report(message)
            countFeedEvent()
        case .connected:
            break
        case .closed(let reason):
            if let reason { report(reason) }
            feedClosed = true
            // A closed feed ends the session; with a script, the script's end does (await-feed
            // stops waiting), so a recorded session does not depend on which ends first.
            if case .script = plan.display { break }
            finished = true
        }
    }

    private func countFeedEvent() {
        feedEvents += 1
        guard let awaiting = awaitingFeed, feedEvents >= awaiting.target else { return }
        awaitingFeed = nil
        recordFrame()
    }

    // MARK: - Output

    /// Sends the navigator's effects to the app (or the demo), and records them in a script's
    /// transcript; the bell rings in the terminal and shows as `(bell)` in a transcript.
    private func emit(_ effects: [NavigatorEffect]) {
        for effect in effects {
            if var demo, let screen = demo.open(for: effect) {
                session.show(screen, now: now)
                self.demo = demo
                continue
            }
            guard let line = effect.jsonLine else {
                if case .script = plan.display { writeTranscript("(bell)\n") }
                terminal?.bell()
                continue
            }
            lastAction = line
            if case .script = plan.display { writeTranscript(line + "\n") }
            if let feed {
                feed.send(line)
            } else if case .script = plan.display {
                // Already in the transcript.
            } else if terminal == nil || isatty(STDOUT_FILENO) == 0 {
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
        }
    }

    /// Reports bad input on stderr (and in the terminal's note line).
    private func report(_ message: String) {
        FileHandle.standardError.write(Data(("brl-bridge: " + message + "\n").utf8))
        note = message
    }

    private func redraw() {
        if let terminal {
            terminal.draw(session.frame, lastAction: lastAction, help: showingHelp, note: note)
        }
        if let brailleDisplay, displayReady {
            let cells = session.displayCells
            if cells != lastWritten {
                brailleDisplay.write(cells)
                lastWritten = cells
            }
        }
    }

    private func record(header: String) {
        guard case .script = plan.display else { return }
        writeTranscript("> \(header)\n")
    }

    private func recordFrame() {
        guard case .script = plan.display else { return }
        writeTranscript(session.frame.lines.joined(separator: "\n") + "\n\n")
    }

    private func writeTranscript(_ text: String) {
        RawMode.writeAll(transcript, text)
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
