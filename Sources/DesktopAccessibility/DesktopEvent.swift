import BrailleCore

/// What the desktop source hands to the bridge: an event for the navigator, or a report for the
/// user (on stderr, or flashed).
public enum DesktopEvent: Hashable, Sendable {
    /// A change of the desktop in the model's terms: the navigator applies it as it applies the
    /// JSON feed's events (`screenChanged` for a newly active window, `focus`, `elementChanged`,
    /// `announcement`, `layoutChanged`).
    case screen(ScreenEvent)
    /// Something the user should know about the source itself.
    case report(DesktopReport)
}

/// What the desktop source tells the user about itself.
public enum DesktopReport: Hashable, Sendable, CustomStringConvertible {
    /// No AT-SPI bus is reachable; the source retries every ``DesktopSource/retryInterval``.
    /// `missingVariable` names the environment variable that is not set, when that is the cause.
    case busUnavailable(missingVariable: String?, detail: String)
    /// The AT-SPI bus answered; the source follows the focus from now on.
    case connected
    /// The AT-SPI bus went away while the source followed it (its launcher or dbus-daemon
    /// stopped). libatspi cannot connect again in the same process: the source stops, the bridge
    /// keeps running and says so, and `brl-bridge desktop` starts itself again when the bus is
    /// back.
    case busLost
    /// No window is active: nothing has the focus yet.
    case noActiveWindow
    /// The app whose window was shown went away (closed or crashed); the source keeps running
    /// and shows the next window that gets the focus.
    case appClosed(name: String)
    /// An action for an element the source no longer knows (its window went away).
    case unknownElement(identifier: String)
    /// An app did not answer a call in time (it hangs, or is stopped): the source stops asking
    /// it for a while and keeps following the other apps. `name` is the app's name when known.
    case notResponding(name: String)
    /// The app refused an action, or the element offers no way to do it. `element` names it in
    /// the reader's words ("the "page 2" tab"); `identifier` is for programs and logs only.
    case actionFailed(identifier: String, element: String, action: String, reason: String)

    /// One line for the user, without a program name.
    public var description: String {
        switch self {
        case .busUnavailable(let variable?, let detail):
            return "no AT-SPI bus: \(variable) is not set (\(detail)); retrying"
        case .busUnavailable(nil, let detail):
            return "no AT-SPI bus: \(detail); retrying"
        case .connected:
            return "connected to the AT-SPI bus"
        case .busLost:
            return "the AT-SPI bus went away (at-spi-bus-launcher stopped); waiting for it to come back"
        case .noActiveWindow:
            return "no active window; waiting for the focus"
        case .appClosed(let name):
            return "\(name.isEmpty ? "the app" : name) closed; waiting for the next window"
        case .notResponding(let name):
            return "\(name.isEmpty ? "the app" : name) is not responding"
        case .unknownElement:
            return "that element is gone (its window changed); nothing was done"
        case .actionFailed(_, let element, let action, let reason):
            return "could not \(action) \(element): \(reason)"
        }
    }
}
