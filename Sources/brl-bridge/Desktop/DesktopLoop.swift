import BrailleCore
import DesktopAccessibility
import Foundation

/// The desktop's own small loop until the bridge's input-source seam takes the desktop as a
/// source: display events and desktop events on one task, through a ``BridgeLoop`` (navigator,
/// writes, deadlines of flash messages), actions to the ``DesktopSource``.
final class DesktopLoop {
    private let source: DesktopSource
    private let bridge: BridgeLoop

    init(display: any BrailleDisplay, source: DesktopSource, columns: Int, presenter: Presenter = .cachingTables()) {
        self.source = source
        let navigator = Navigator(screen: Screen(title: "", elements: []), columns: columns, presenter: presenter)
        bridge = BridgeLoop(display: display, navigator: navigator, perform: { effect in
            switch effect {
            case .appAction, .keyInput: source.perform(effect)
            default: break
            }
        })
    }

    private enum Input: Sendable {
        case display(DisplayEvent)
        case displayEnded
        case desktop(DesktopEvent)
        case tick(generation: Int)
    }

    /// Runs until the display's events end (the terminal's quit key, a closed terminal).
    func run() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Input.self)
        let display = bridge.display
        let events = display.events
        let displayTask = Task {
            for await event in events { continuation.yield(.display(event)) }
            continuation.yield(.displayEnded)
        }
        let desktopEvents = source.events
        let desktopTask = Task {
            for await event in desktopEvents { continuation.yield(.desktop(event)) }
        }
        defer {
            displayTask.cancel()
            desktopTask.cancel()
            source.close()
            display.close()
        }
        bridge.redraw()
        var timer: Task<Void, Never>?
        var generation = 0
        var scheduled: ContinuousClock.Instant?
        loop: for await input in stream {
            switch input {
            case .display(let event):
                bridge.handle(event)
            case .displayEnded:
                break loop
            case .desktop(.screen(let event)):
                bridge.navigator.apply(event, now: .now)
            case .desktop(.report(let report)):
                bridge.report("desktop: \(report)")
                // The reader reads it on the display too (not just on a screen they cannot see).
                if report != .connected { bridge.navigator.apply(.announcement(report.description), now: .now) }
            case .tick(let tickGeneration):
                guard tickGeneration == generation else { break }
                bridge.emit(bridge.navigator.tick(now: .now))
                scheduled = nil
            }
            if bridge.finished { break }
            if bridge.navigator.nextDeadline != scheduled {
                timer?.cancel()
                generation += 1
                scheduled = bridge.navigator.nextDeadline
                if let due = scheduled {
                    let current = generation
                    timer = Task {
                        try? await Task.sleep(until: due, clock: .continuous)
                        if !Task.isCancelled { continuation.yield(.tick(generation: current)) }
                    }
                }
            }
            bridge.redraw()
        }
        timer?.cancel()
    }
}
