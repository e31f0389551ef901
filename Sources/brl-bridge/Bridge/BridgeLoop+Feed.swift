import BrailleCore

extension BridgeLoop {
    /// Carries out one item of the app's feed; bad lines and unknown identifiers are reported.
    func handle(_ item: FeedInput) {
        switch item {
        case .event(let event, let line):
            // What the event named in vain comes back from the navigator (applied once: a new
            // screen of 10^5 elements is read once, not twice).
            let outcome = navigator.apply(event, now: now)
            if let identifier = outcome.unknownIdentifier {
                report("feed \(feed?.source ?? "stdin"):\(line): no element has the identifier \"\(identifier)\"")
            }
            if var refusal = outcome.refusal {
                refusal.source = "feed \(feed?.source ?? "stdin"):\(line)"
                report("\(refusal); the change was not made")
            }
            if let identifier = outcome.duplicateIdentifier {
                report("feed \(feed?.source ?? "stdin"):\(line): identifier \"\(identifier)\" is already on the screen; the element was not added")
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
            if transcript != nil { break }
            finished = true
        }
    }

    private func countFeedEvent() {
        feedEvents += 1
        guard let awaiting = awaitingFeed, feedEvents >= awaiting.target else { return }
        awaitingFeed = nil
        recordFrame()
    }
}
