import Testing
import BrailleCore

/// The "done means", as a property over the bundled examples at 14, 20 and 40 cells:
/// driven through every key from many states, no key is silent (each changes the display, sends
/// something to the app, or rings the bell with feedback on the display), and every mode that
/// changes what keys mean is visible on the display itself (a mode word, or the status cells).
@Suite struct ReaderSessionPropertyTests {
    typealias F = NavigatorFixtures

    static let files = ["counter.json", "task-list.json", "progress-slider.json", "photo-grid.json", "book.json",
                        "german.json", "chinese.json"]
    static let keys: [BrailleCommand] = [
        .nextWindow, .previousWindow, .nextElement, .previousElement, .firstElement, .lastElement,
        .activate, .increment, .decrement, .nextCustomAction, .previousCustomAction, .hint, .magicTap,
        .messageHistory, .route(cell: 0), .route(cell: 5), .route(cell: 13),
    ]

    static let cases: [(String, Int)] = files.flatMap { file in [14, 20, 40].map { (file, $0) } }

    /// Whether the display shows the mode the navigator is in.
    static func modeIsVisible(_ navigator: Navigator) -> Bool {
        let shownParts = navigator.status.targets.compactMap { $0?.part }
        let modeWord = shownParts.contains(.mode)
        let statusLetter = navigator.statusCells != nil && navigator.statusText.last.map { "achml".contains($0) } == true
        switch navigator.mode {
        case .browsing:
            // The hint changes only what escape does; panned away from "hint:", the element's own
            // text shows. A message shows "msg:" in its first window.
            guard navigator.status.message != nil else { return true }
            return modeWord || statusLetter || navigator.status.windowNumber > 1
        case .adjusting, .choosingAction, .reviewingMessages:
            return modeWord || statusLetter || navigator.status.windowNumber > 1
        }
    }

    @Test(arguments: cases)
    func noKeyIsSilentAndEveryModeIsVisible(file: String, columns: Int) throws {
        var rng = SeededGenerator(seed: UInt64(columns) &* 7919 &+ UInt64(file.count))
        var clock = F.FakeClock()
        var navigator = Navigator(screen: try ExampleFiles.screen(file), columns: columns)
        navigator.automaticStatusCells = true
        for _ in 0..<300 {
            clock.advance(.milliseconds(Int.random(in: 0...2500, using: &rng)))
            navigator.tick(now: clock.now)
            let key = Self.keys.randomElement(using: &rng)!
            let before = (navigator.window, navigator.statusText, navigator.status)
            let effects = navigator.handle(key, now: clock.now)
            let changed = navigator.window != before.0 || navigator.statusText != before.1 || navigator.status != before.2
            #expect(changed || !effects.isEmpty, "\(file) at \(columns) cells: \(key) did nothing the reader can feel")
            if effects.contains(.bell) {
                #expect(navigator.status.message != nil, "\(file) at \(columns) cells: \(key) rang the bell with nothing on the display")
            }
            #expect(Self.modeIsVisible(navigator), "\(file) at \(columns) cells: mode \(navigator.mode) not on the display after \(key)")
            if Int.random(in: 0..<12, using: &rng) == 0 { navigator.handle(.escape, now: clock.now) }
        }
    }
}
