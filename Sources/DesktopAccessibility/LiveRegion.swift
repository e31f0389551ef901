import Foundation

/// How a live region asks its changes to be told (ARIA's `aria-live`). AT-SPI carries it as the
/// object attribute `live` of the region, and `container-live` of the objects inside it (Firefox,
/// WebKit); an app of its own may set either on a status label.
enum LivePoliteness: String, Sendable {
    case off, polite, assertive

    /// The politeness an object's attributes give, `nil` when the object is not in a live region.
    init?(attributes: [String: String]) {
        guard let value = attributes["live"] ?? attributes["container-live"],
              let politeness = LivePoliteness(rawValue: value.lowercased()) else { return nil }
        self = politeness
    }

    /// Whether a change is told at all (`off` regions change silently, as in a browser).
    var announces: Bool { self != .off }
}

/// The live changes told lately, so one change that a toolkit reports twice flashes once: GTK's
/// label says its new text as `text-changed:insert` and again as a name change.
struct LiveAnnouncements {
    private var last: (identifier: String, text: String, at: ContinuousClock.Instant)?
    /// Reports of the same text from the same object within this time are one change.
    static let sameChange: Duration = .seconds(1)

    /// Whether `text`, newly shown by the object `identifier`, is a change not told yet.
    mutating func isNew(_ text: String, from identifier: String, at now: ContinuousClock.Instant) -> Bool {
        defer { last = (identifier, text, now) }
        guard let last else { return true }
        return !(last.identifier == identifier && last.text == text && now - last.at < Self.sameChange)
    }
}

/// What an app asks to be told, as the display flashes it: trimmed, and at most
/// ``longestCharacters`` characters (a log of a megabyte inserted into a live region, or an
/// app's announcement of one, must not hold the display), the cut marked with "…".
enum AnnouncedText {
    static let longestCharacters = 1_000

    static func shown(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count > longestCharacters else { return trimmed }
        return String(trimmed.prefix(longestCharacters)) + "…"
    }
}
