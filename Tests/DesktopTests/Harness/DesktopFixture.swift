import BrailleCore
import DesktopAccessibility
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one desktop source of the test process (libatspi initialises once per process), its
/// headless session and the GTK 3 app most tests use.
///
/// Built in the order that tests the start: the source is created while no bus is reachable
/// (it must report the missing variable and retry); then the session starts and the GTK 3 app
/// gets the focus; only then does the source find the bus, so the first focus it shows was
/// read without an event.
final class DesktopFixture: Sendable {
    let session: HeadlessSession
    let source: DesktopSource
    let log: DesktopLog
    let gtk3: TestApp

    /// Why the real-app tests cannot run here, or `nil`.
    static let unavailable: String? = {
        if let missing = HeadlessSession.missing { return missing }
        let check = "import gi; gi.require_version('Gtk', '3.0'); from gi.repository import Gtk"
        if (try? Spawned.run("/usr/bin/python3", ["-c", check], environment: ProcessInfo.processInfo.environment)) != 0 {
            return "python3-gi with GTK 3 is missing"
        }
        return nil
    }()

    static func toolkitMissing(_ check: String) -> Bool {
        (try? Spawned.run("/usr/bin/python3", ["-c", check], environment: ProcessInfo.processInfo.environment)) != 0
    }

    private static let holder = Holder()

    private actor Holder {
        var fixture: Result<DesktopFixture, SessionError>?
        func get() async -> Result<DesktopFixture, SessionError> {
            if let fixture { return fixture }
            let made: Result<DesktopFixture, SessionError>
            do {
                made = .success(try await DesktopFixture())
            } catch let error as SessionError {
                made = .failure(error)
            } catch {
                made = .failure(SessionError("\(error)"))
            }
            fixture = made
            return made
        }
    }

    /// The shared fixture, built on first use.
    static func shared() async throws -> DesktopFixture {
        try await holder.get().get()
    }

    private init() async throws {
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
        let source = DesktopSource(retryInterval: .milliseconds(200))
        let log = DesktopLog()
        Task { await log.follow(source) }
        try await log.wait("the missing bus to be reported") { events, _ in
            events.contains { if case .report(.busUnavailable) = $0 { return true } else { return false } }
        }
        let session = try HeadlessSession()
        stopAtExit(session)
        let gtk3 = try session.startApp("gtk3_app.py", title: "Desktop Test GTK3")
        stopAtExit(gtk3.process)
        // Let the app register on the AT-SPI bus before the source looks.
        usleep(400_000)
        setenv("DISPLAY", session.display, 1)
        setenv("DBUS_SESSION_BUS_ADDRESS", session.busAddress, 1)
        try await log.wait("the source to connect") { events, _ in events.contains(.report(.connected)) }
        self.session = session
        self.source = source
        self.log = log
        self.gtk3 = gtk3
    }
}

/// Processes to stop when the test process exits (the fixture lives as long as the process).
nonisolated(unsafe) private var stopList: [Spawned] = []

private func stopAtExit(_ session: HeadlessSession) {
    stopList.append(contentsOf: session.processes)
    registerAtExit()
}

private func stopAtExit(_ process: Spawned) {
    stopList.append(process)
    registerAtExit()
}

nonisolated(unsafe) private var registered = false

private func registerAtExit() {
    guard !registered else { return }
    registered = true
    atexit {
        // Apps first, then the session in reverse order of start.
        for process in stopList.reversed() { process.stop() }
    }
}
