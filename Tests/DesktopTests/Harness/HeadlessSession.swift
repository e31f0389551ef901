import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless accessible desktop: Xvfb (`-noreset`, so Qt finds the `AT_SPI_BUS` root property),
/// a session D-Bus and the AT-SPI bus launcher, each started by the tests and stopped by its pid.
final class HeadlessSession: Sendable {
    let display: String
    let runDirectory: String
    let busAddress: String
    let processes: [Spawned]

    /// What the session needs on this machine; `nil` when everything is there, else the reason.
    static var missing: String? {
        let needed = ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/xdpyinfo", "/usr/bin/dbus-daemon",
                      "/usr/bin/dbus-send", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/python3"]
        let absent = needed.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        return absent.isEmpty ? nil : "missing " + absent.joined(separator: ", ")
    }

    /// The environment for the session's clients (apps, xdotool).
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["NO_AT_BRIDGE"] = nil
        env["DISPLAY"] = display
        env["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        env["XDG_RUNTIME_DIR"] = runDirectory
        env["QT_QPA_PLATFORM"] = "xcb"
        env["QT_ACCESSIBILITY"] = "1"
        env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        env["GSK_RENDERER"] = "cairo"
        env["GTK_A11Y"] = "atspi"
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        return env
    }

    /// Starts a session on X display `:number` (by default one derived from the test process, so
    /// that two test runs do not meet; a second session in one run passes its own).
    init(displayNumber: Int = 40 + Int(getpid() % 400)) throws {
        let run = FileManager.default.temporaryDirectory.appendingPathComponent("brl-desktop-\(getpid())-\(UInt32.random(in: 0...99999))").path
        try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        runDirectory = run
        let display = ":\(displayNumber)"
        let busAddress = "unix:path=\(run)/session_bus"
        self.display = display
        self.busAddress = busAddress
        var started: [Spawned] = []
        do {
            var env = ProcessInfo.processInfo.environment
            env["DISPLAY"] = nil
            env["DBUS_SESSION_BUS_ADDRESS"] = nil
            started.append(try Spawned("/usr/bin/Xvfb", [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"],
                                       output: "\(run)/xvfb.log", environment: env))
            env["DISPLAY"] = display
            try Self.poll("Xvfb \(display) to answer") {
                (try? Spawned.run("/usr/bin/xdpyinfo", ["-display", display], environment: env)) == 0
            }
            started.append(try Spawned("/usr/bin/dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(busAddress)"],
                                       output: "\(run)/dbus.log", environment: env))
            try Self.poll("the session bus") { FileManager.default.fileExists(atPath: "\(run)/session_bus") }
            env["DBUS_SESSION_BUS_ADDRESS"] = busAddress
            env["XDG_RUNTIME_DIR"] = run
            started.append(try Spawned("/usr/libexec/at-spi-bus-launcher", ["--launch-immediately", "--a11y=1", "--screen-reader=1"],
                                       output: "\(run)/at-spi.log", environment: env))
            try Self.poll("the AT-SPI bus") {
                (try? Spawned.run("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                                         "org.a11y.Bus.GetAddress"], environment: env)) == 0
            }
        } catch {
            started.reversed().forEach { $0.stop() }
            throw error
        }
        processes = started
    }

    /// The process that serves `org.a11y.Bus` on the session bus now, as the bus daemon reports
    /// it. Usually the launcher started here; on a loaded machine D-Bus activation may have started another
    /// launcher first, which then serves the name while the one started here gave up.
    func servingBusLauncher() throws -> pid_t {
        let output = "\(runDirectory)/a11y-owner-\(UInt32.random(in: 0...99999)).out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let status = try Spawned.run("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.freedesktop.DBus",
                                                            "/org/freedesktop/DBus", "org.freedesktop.DBus.GetConnectionUnixProcessID",
                                                            "string:org.a11y.Bus"], environment: environment, output: output)
        let reply = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard status == 0, let number = reply.split(separator: " ").last.flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { throw SessionError("no process serves org.a11y.Bus (dbus-send status \(status)): \(reply)") }
        return number
    }

    /// Stops what the session started, in reverse order, by pid; then what its buses started on
    /// their own (a bus launcher that D-Bus activation started again, its registry daemon): every
    /// process left whose environment names this session's bus.
    func stop() {
        processes.reversed().forEach { $0.stop() }
        for pid in processesOfThisSession() { kill(pid, SIGTERM) }
        try? FileManager.default.removeItem(atPath: runDirectory)
    }

    /// Starts a test app (`Apps/NAME`) with `title` and `arguments`; waits until it says "ready",
    /// then gives its window the X input focus (there is no window manager).
    func startApp(_ script: String, title: String, arguments: [String] = [], focus: Bool = true) throws -> TestApp {
        let output = "\(runDirectory)/\(script)-\(UInt32.random(in: 0...99999)).out"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Apps/\(script)").path
        let process = try Spawned("/usr/bin/python3", [path, title] + arguments, output: output, environment: environment)
        let app = TestApp(process: process, outputPath: output, title: title, session: self)
        do {
            try Self.poll("\(script) to start", timeout: 20) { app.output.contains("ready") || !process.isRunning }
            guard process.isRunning else { throw SessionError("\(script) exited: \(app.output)") }
            if focus { try focusWindow(title) }
        } catch {
            process.stop()
            throw error
        }
        return app
    }

    /// Gives the window with `title` the X input focus.
    func focusWindow(_ title: String) throws {
        try focusWindow(named: "^\(title)$", onlyVisible: false, what: "the window \"\(title)\"", timeout: 10)
    }

    /// Gives the first window whose name matches `pattern` (a regular expression) the X input
    /// focus as soon as it shows (there is no window manager). A window xdotool finds may not be
    /// focusable yet, or be going (an app's window still mapped, or a window it maps and maps
    /// again while it starts): xdotool then fails at once, and is asked again until `timeout`.
    /// The error says what xdotool said last.
    func focusWindow(named pattern: String, onlyVisible: Bool, what: String, timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        let output = "\(runDirectory)/xdotool-\(UInt32.random(in: 0...99999)).txt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var status: Int32 = -1
        repeat {
            try? FileManager.default.removeItem(atPath: output)
            let seconds = max(1, Int(deadline.timeIntervalSinceNow.rounded(.up)))
            status = try Spawned.run("/usr/bin/timeout", ["\(seconds)", "/usr/bin/xdotool", "search", "--sync"]
                                     + (onlyVisible ? ["--onlyvisible"] : []) + ["--name", pattern, "windowfocus", "--sync"],
                                     environment: environment, output: output)
            if status == 0 { return }
            usleep(200_000)
        } while Date() < deadline
        let said = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
            .split(separator: "\n").last.map { ": \($0)" } ?? ""
        throw SessionError("xdotool could not focus \(what) in \(Int(timeout)) s (status \(status))\(said)")
    }

    /// The processes (other than this one) whose environment has this session's bus address:
    /// only what the session and its buses started has it, the address being in its own
    /// temporary directory.
    func processesOfThisSession() -> [pid_t] {
        let marker = Array("DBUS_SESSION_BUS_ADDRESS=\(busAddress)".utf8) + [0]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard pid != getpid(), let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            let bytes = [UInt8](environ)
            return bytes.starts(with: marker) || bytes.indices.contains { index in
                bytes[index] == 0 && bytes[(index + 1)...].starts(with: marker)
            }
        }
    }

    /// Presses keys (xdotool names: Tab, Down, space).
    func press(_ keys: String...) throws {
        try Spawned.run("/usr/bin/xdotool", ["key", "--delay", "60"] + keys, environment: environment)
    }

    static func poll(_ what: String, timeout: Double = 10, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return }
            usleep(20_000)
        }
        throw SessionError("timed out waiting for \(what)")
    }
}

/// A test app: its process and what it printed.
struct TestApp: Sendable {
    let process: Spawned
    let outputPath: String
    let title: String
    let session: HeadlessSession

    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }

    /// How many lines the app has printed so far: a mark for ``waitForOutput(_:after:timeout:)``.
    var outputMark: Int { output.split(separator: "\n").count }

    /// Waits until the app printed `line`, after its first `mark` lines (by default anywhere: an
    /// app shared by several tests prints the same line for each of them, so they pass a mark).
    func waitForOutput(_ line: String, after mark: Int = 0, timeout: Double = 10) throws {
        do {
            try HeadlessSession.poll("the app to print \"\(line)\"", timeout: timeout) {
                output.split(separator: "\n").dropFirst(mark).contains { $0 == line }
            }
        } catch {
            throw SessionError("\(error); it printed: \(output)")
        }
    }

    /// Waits until the last line the app printed that starts with `prefix` is `line`: a state
    /// ("caret 11") that may be the app's already, when an action leaves it as it was.
    func waitForState(_ line: String, prefix: String, timeout: Double = 10) throws {
        do {
            try HeadlessSession.poll("the app's last \"\(prefix)…\" to be \"\(line)\"", timeout: timeout) {
                output.split(separator: "\n").last { $0.hasPrefix(prefix) } == Substring(line)
            }
        } catch {
            throw SessionError("\(error); it printed: \(output)")
        }
    }

    func stop() { process.stop() }
}
