import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The AT-SPI bus going away under a running `brl-bridge desktop`: in a session of its own (the
/// other desktop tests share one), the bus launcher and its bus daemon are killed. D-Bus
/// activation starts a new launcher at once and libatspi connects to it by itself, but the apps
/// started before are not on the new bus: the bridge says the bus went away, starts itself
/// again, and shows an app started after. Part of the serialized ``DesktopAppTests``, so that
/// two headless sessions do not load the machine at once.
extension DesktopAppTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is missing"))
    func aLostBusIsSaidAndTheBridgeStartsAgainOnTheNewOne() throws {
        let session = try HeadlessSession(displayNumber: 440 + Int(getpid() % 400))
        defer { session.stop() }
        let errors = "\(session.runDirectory)/bridge.err"
        let server = "brl-bus-\(getpid())"
        let command = ["env", "DISPLAY=\(session.display)", "DBUS_SESSION_BUS_ADDRESS=\(session.busAddress)",
                       "XDG_RUNTIME_DIR=\(session.runDirectory)", "BRLAPI_HOST=127.0.0.1:97", DesktopAppTests.bridge,
                       "desktop", "--display", "terminal", "--cells", "30", "2>\(errors)"]
            .joined(separator: " ")
        func tmux(_ arguments: [String]) throws -> String {
            let output = "\(session.runDirectory)/tmux-\(UInt32.random(in: 0...99999)).out"
            try Spawned.run("/usr/bin/tmux", ["-L", server] + arguments, environment: session.environment, output: output)
            defer { try? FileManager.default.removeItem(atPath: output) }
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        }
        var said: String { (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "" }
        func waitUntil(_ what: String, timeout: Double = 15, _ condition: () -> Bool) throws {
            do {
                try HeadlessSession.poll(what, timeout: timeout, condition)
            } catch {
                throw SessionError("\(error); the bridge said:\n\(said)\nthe pane:\n\((try? tmux(["capture-pane", "-p"])) ?? "")")
            }
        }
        _ = try tmux(["new-session", "-d", "-x", "100", "-y", "8", command])
        defer { _ = try? tmux(["kill-server"]) }
        try waitUntil("the bridge to connect") { said.contains("connected to the AT-SPI bus") }

        // The bus goes away: the launcher that serves it and the bus daemon it started.
        let launcher = try session.servingBusLauncher()
        let processes = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
        let daemons = processes.filter { Self.parent(of: $0) == launcher }
        #expect(!daemons.isEmpty, "the launcher's bus daemon was not found")
        for pid in [launcher] + daemons { kill(pid, SIGKILL) }

        try waitUntil("the bridge to say the bus went away") { said.contains("the AT-SPI bus went away") }
        try waitUntil("the bridge to start again and connect") {
            said.contains("starting again")
                && said.components(separatedBy: "connected to the AT-SPI bus").count == 3
        }
        // The bridge kept running (started itself again): an app started now shows.
        let app = try session.startApp("gtk3_app.py", title: "After The Bus")
        defer { app.stop() }
        do {
            try waitUntil("the new app's focus on the display") {
                ((try? tmux(["capture-pane", "-p"])) ?? "").contains("Start btn")
            }
        } catch {
            throw SessionError("\(error)\nthe app printed: \(app.output)")
        }
    }

    /// The parent process of `pid` (from /proc), 0 when it is gone.
    static func parent(of pid: pid_t) -> pid_t {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) ?? 0 : 0
    }
}
