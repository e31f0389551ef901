import BrailleCore
import Testing

/// Small synthetic screens and a fake clock for the navigator's specifications.
enum NavigatorFixtures {
    /// An element one row below the previous one, so reading order is the order given.
    static func row(_ index: Int, _ identifier: String, label: String, value: String? = nil, hint: String? = nil,
                    traits: Traits = [], customActions: [CustomAction] = [], adjustable: Adjustable? = nil,
                    book: Book? = nil) -> Element {
        Element(identifier: identifier, label: label, value: value, hint: hint, traits: traits,
                frame: Frame(x: 0, y: Double(index) * 50, width: 300, height: 44),
                customActions: customActions, adjustable: adjustable, book: book)
    }

    /// Three plain elements: "One", "Two", "Three".
    static var threeElements: Screen {
        Screen(title: "Three", elements: [
            row(0, "one", label: "One"),
            row(1, "two", label: "Two"),
            row(2, "three", label: "Three"),
        ])
    }

    /// A header, a two-page book of short lines, and a button after it.
    static var smallBook: Screen {
        let book = Book(pages: [
            Book.Page(lines: ["alpha beta", "gamma delta"]),
            Book.Page(lines: ["epsilon", "zeta eta theta"]),
        ])
        return Screen(title: "Reader", elements: [
            row(0, "title", label: "Title", traits: .header),
            row(1, "page", label: "Page", hint: "Turns pages.", traits: [.staticText, .causesPageTurn], book: book),
            row(2, "next", label: "Next", traits: .button),
        ])
    }

    /// A text field with a value, a button, an adjustable, an element with custom actions, a link
    /// and a read-only value.
    static var controls: Screen {
        Screen(title: "Controls", elements: [
            row(0, "name", label: "Name", value: "abc def", hint: "Your name.", traits: .textField),
            row(1, "save", label: "Save", hint: "Saves the form.", traits: .button),
            row(2, "volume", label: "Volume", traits: .adjustable,
                adjustable: Adjustable(value: 50, minimum: 0, maximum: 60, step: 10, format: .template("{value} percent"))),
            row(3, "mail", label: "Mail", customActions: [CustomAction(name: "Delete"), CustomAction(name: "Archive", identifier: "archive")]),
            row(4, "help", label: "Help", traits: .link),
            row(5, "time", label: "Time", value: "10 seconds", traits: .updatesFrequently),
        ])
    }

    /// A navigator on `screen`, moved with `.nextElement` until `identifier` has the focus.
    static func navigator(focusedOn identifier: String, in screen: Screen = controls, columns: Int = 40,
                          now: ContinuousClock.Instant) throws -> Navigator {
        var navigator = Navigator(screen: screen, columns: columns)
        for _ in 0..<screen.readingOrder.count * 20 where navigator.focusedID != identifier {
            navigator.handle(.nextElement, now: now)
        }
        try #require(navigator.focusedID == identifier)
        return navigator
    }

    /// A clock that only moves when told to.
    struct FakeClock {
        let start = ContinuousClock.now
        private(set) var elapsed: Duration = .zero

        var now: ContinuousClock.Instant { start + elapsed }

        mutating func advance(_ duration: Duration) { elapsed += duration }

        /// The instant `duration` after the start.
        func at(_ duration: Duration) -> ContinuousClock.Instant { start + duration }
    }
}

extension Navigator {
    /// The print text the window shows (from the status line).
    var shownText: String { status.windowText }

    /// The focused element's identifier.
    var focusedID: String? { focus.focusedIdentifier }
}
