import BrailleCore

/// The loop as a script's driver acts on it.
extension BridgeLoop: ScriptedSession {
    var sourceDeliversEvents: Bool { source?.deliversEvents ?? false }

    var nextDeadline: ContinuousClock.Instant? { navigator.nextDeadline }

    func perform(_ command: BrailleCommand) {
        note = nil
        deliver(navigator.handle(command, now: now))
    }

    func request(_ request: SourceRequest) {
        if let event = source?.request(request) { navigator.apply(event, now: now) }
    }

    func tick() -> [NavigatorEffect] { navigator.tick(now: now) }

    func end() { finished = true }
}
