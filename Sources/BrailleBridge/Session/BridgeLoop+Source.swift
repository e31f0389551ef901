import BrailleCore

extension BridgeLoop {
    /// Carries out one input of the source (the app's feed, the desktop); a feed's bad lines and
    /// unknown identifiers are reported with their line.
    func apply(_ item: SourceInput) {
        switch item {
        case .event(let event, let line):
            // What the event named in vain comes back from the navigator (applied once: a new
            // screen of 10^5 elements is read once, not twice).
            let outcome = navigator.apply(event, now: now)
            if let line {
                let place = "\(source?.name ?? "feed"):\(line)"
                if let identifier = outcome.unknownIdentifier {
                    report("\(place): no element has the identifier \"\(identifier)\"")
                }
                if var refusal = outcome.refusal {
                    refusal.source = place
                    report("\(refusal); the change was not made")
                }
                if let identifier = outcome.duplicateIdentifier {
                    report("\(place): identifier \"\(identifier)\" is already on the screen; the element was not added")
                }
            }
            driver?.countSourceEvent(in: self)
        case .report(let message, let flash):
            report("\(source?.name ?? "source"): \(message)")
            // The reader reads it on the display too, not only on a screen they cannot see.
            if flash { navigator.apply(.announcement(message), now: now) }
        case .malformed(let message):
            report(message)
            driver?.countSourceEvent(in: self)
        case .superseded(let count):
            for _ in 0..<count { driver?.countSourceEvent(in: self) }
        case .connected:
            break
        case .closed(let reason):
            if let reason { report(reason) }
            // A closed feed ends the session; with a script, the script's end does (await-feed
            // stops waiting), so a recorded session does not depend on which ends first.
            if let driver {
                driver.sourceClosed()
            } else {
                finished = true
            }
        }
    }
}
