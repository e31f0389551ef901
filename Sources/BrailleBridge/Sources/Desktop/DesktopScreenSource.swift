import BrailleCore
import DesktopAccessibility
import Synchronization

/// The desktop (``DesktopSource``, AT-SPI2) as a source of the bridge's loop: its screens, focus
/// moves and changes are events, its reports go to stderr and, except "connected", to the display.
///
/// When the AT-SPI bus goes away (``DesktopReport/busLost``) the display says so and keeps
/// working; when the bus answers again the session ends with ``restartRequested`` set, and
/// `brl-bridge desktop` starts itself again (libatspi cannot connect twice in one process).
final class DesktopScreenSource: ScreenSource {
    let name = "desktop"
    let inputs: AsyncStream<SourceInput>
    let desktop: DesktopSource
    private let forwarding: Task<Void, Never>
    private let restart = Flag()

    /// Whether the session ended because the lost AT-SPI bus is back.
    var restartRequested: Bool { restart.isSet }

    /// - Parameter startMessage: told first, on stderr and the display (a restart after a crash).
    init(_ desktop: DesktopSource, busCheckInterval: Duration = .seconds(1), startMessage: String? = nil) {
        self.desktop = desktop
        let (inputs, continuation) = AsyncStream.makeStream(of: SourceInput.self)
        if let startMessage { continuation.yield(.report(startMessage, flash: true)) }
        self.inputs = inputs
        let events = desktop.events
        let restart = self.restart
        forwarding = Task {
            var busLost = false
            for await event in events {
                switch event {
                case .screen(let change): continuation.yield(.event(change, line: nil))
                case .report(let report):
                    if report == .busLost { busLost = true }
                    continuation.yield(.report(report.description, flash: report != .connected))
                }
            }
            if busLost {
                while !Task.isCancelled, !DesktopSource.busIsReachable {
                    try? await Task.sleep(for: busCheckInterval)
                }
                if !Task.isCancelled {
                    restart.set()
                    continuation.yield(.closed(reason: "desktop: the AT-SPI bus is back; starting again"))
                }
            }
            continuation.finish()
        }
    }

    /// The app's actions (activate, adjust, custom actions, the caret, typed text) go to the desktop.
    func deliver(_ effect: NavigatorEffect) -> Delivery {
        switch effect {
        case .appAction, .keyInput: desktop.perform(effect)
        default: break
        }
        return .delivered
    }

    func close() {
        forwarding.cancel()
        desktop.close()
    }
}

/// A flag set once, read from any thread.
private final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
