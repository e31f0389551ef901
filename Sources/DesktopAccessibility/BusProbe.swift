import CAtspiShim
import Foundation

/// Whether the AT-SPI bus is reachable, asked before `atspi_init()` (which cannot be retried in
/// one process): the session bus must answer `org.a11y.Bus.GetAddress`.
enum BusProbe {
    /// `nil` when the bus answers; else the report that says why not.
    static func check(environment: [String: String] = ProcessInfo.processInfo.environment,
                      timeoutMilliseconds: Int32 = 2000) -> DesktopReport? {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            return .busUnavailable(missingVariable: "DBUS_SESSION_BUS_ADDRESS",
                                   detail: "start the bridge inside the desktop session, or run it with dbus-run-session")
        }
        var message: UnsafeMutablePointer<CChar>?
        let ok = CAtspiShim_probe_bus(address, timeoutMilliseconds, &message)
        defer { free(message) }
        guard ok == 0 else { return nil }
        let detail = message.map { String(cString: $0) } ?? "no answer"
        return .busUnavailable(missingVariable: nil,
                               detail: "the session bus \(address) gives no AT-SPI bus (org.a11y.Bus): \(detail)")
    }
}
