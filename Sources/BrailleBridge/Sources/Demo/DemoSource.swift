import BrailleCore
import Synchronization

/// The bundled demo as a source of the bridge's loop: its screens open when the reader activates
/// an entry of its list (``deliver(_:)``, at once, so that the next frame shows the new screen),
/// and with the session commands `screens` and `next-screen` (the terminal's `s` and `n`). It has
/// no events of its own.
final class DemoSource: ScreenSource {
    let name = "demo"
    let deliversEvents = false
    let inputs: AsyncStream<SourceInput>
    private let continuation: AsyncStream<SourceInput>.Continuation
    private let screens: Mutex<DemoScreens>

    init(_ screens: DemoScreens) {
        self.screens = Mutex(screens)
        (inputs, continuation) = AsyncStream.makeStream(of: SourceInput.self)
    }

    /// The demo's screen that `effect` opens (activating an entry of the list, or "back").
    func deliver(_ effect: NavigatorEffect) -> Delivery {
        guard let screen = screens.withLock({ $0.open(for: effect) }) else { return .declined }
        return .answered(.screenChanged(screen))
    }

    /// The list of screens, or the next screen.
    func request(_ request: SourceRequest) -> ScreenEvent? {
        switch request {
        case .screenList: .screenChanged(screens.withLock { $0.showList() })
        case .nextScreen: .screenChanged(screens.withLock { $0.next() })
        }
    }

    func close() { continuation.finish() }
}
