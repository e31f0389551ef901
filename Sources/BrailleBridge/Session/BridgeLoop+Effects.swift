import BrailleCore
import Foundation
import Logging

extension BridgeLoop {
    /// Delivers the navigator's effects: the session's own (the table key, a preference) are
    /// applied here; the rest go to the source (``ScreenSource/deliver(_:)``) — an effect it
    /// answers at once (the demo opens a screen) is applied, one it declines goes to
    /// ``deliverUnclaimed`` (stdout) — and to a script's driver, which records them in its
    /// transcript; the bell rings on the display.
    func deliver(_ effects: [NavigatorEffect]) {
        for effect in effects {
            switch effect {
            case .nextTable:
                cycleTable()
                continue
            case .settingChanged(let name, let value):
                changeSetting(name: name, value: value)
                continue
            default:
                break
            }
            let delivery = source?.deliver(effect) ?? .declined
            if case .answered(let event) = delivery {
                navigator.apply(event, now: now)
                continue
            }
            driver?.observe(effect)
            if let line = effect.jsonLine {
                lastAction = line
            } else {
                display.bell()
            }
            if case .declined = delivery { deliverUnclaimed(effect) }
        }
    }

    /// Reports bad input on stderr (and in the terminal's note line).
    func report(_ message: String) {
        Logger.bridge.warning("\(message)")
        note = PrintableText.oneLine(message)
    }
}
