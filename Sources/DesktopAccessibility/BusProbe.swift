import CAtspiShim
import Foundation

/// Whether the AT-SPI bus is reachable, asked before `atspi_init()` (which cannot be retried in
/// one process): the session bus must answer `org.a11y.Bus.GetAddress`.
enum BusProbe {
    /// `nil` when the bus answers; else the report that says why not.
    static func check(environment: [String: String] = ProcessInfo.processInfo.environment,
                      timeoutMilliseconds: Int32 = 2000) -> DesktopReport? {
        guard let address = sessionBusAddress(environment: environment) else {
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

    /// The session bus: `DBUS_SESSION_BUS_ADDRESS`, else the user's bus socket
    /// `$XDG_RUNTIME_DIR/bus` that systemd's user session opens (a unit started at login may not
    /// have the variable), else `nil`.
    static func sessionBusAddress(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        var info = stat()
        guard stat(socket, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + socket
    }

    /// Sets `DBUS_SESSION_BUS_ADDRESS` to the user bus socket when it is not set and the socket
    /// is there: libatspi reads the variable itself. Called once, before `atspi_init()`.
    static func exportSessionBusAddress() {
        let environment = ProcessInfo.processInfo.environment
        guard (environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty,
              let address = sessionBusAddress(environment: environment) else { return }
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }
}
