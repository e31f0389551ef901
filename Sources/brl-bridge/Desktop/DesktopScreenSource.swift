import BrailleCore
import DesktopAccessibility

/// The desktop (``DesktopSource``, AT-SPI2) as a source of the bridge's loop: its screens, focus
/// moves and changes are events, its reports go to stderr and, except "connected", to the display.
final class DesktopScreenSource: ScreenSource {
    let name = "desktop"
    let inputs: AsyncStream<SourceInput>
    let desktop: DesktopSource
    private let forwarding: Task<Void, Never>

    init(_ desktop: DesktopSource) {
        self.desktop = desktop
        let (inputs, continuation) = AsyncStream.makeStream(of: SourceInput.self)
        self.inputs = inputs
        let events = desktop.events
        forwarding = Task {
            for await event in events {
                switch event {
                case .screen(let change): continuation.yield(.event(change, line: nil))
                case .report(let report): continuation.yield(.report(report.description, flash: report != .connected))
                }
            }
            continuation.finish()
        }
    }

    func close() {
        desktop.close()
    }
}
