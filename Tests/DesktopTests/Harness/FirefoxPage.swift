import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Firefox ESR showing one of the test pages (`Apps/web/`) in the headless session: a fresh
/// profile of its own (no first-run page, no restore dialog), its accessibility on
/// (`GNOME_ACCESSIBILITY=1`); stopped by its pid, with the processes it started.
final class FirefoxPage: Sendable {
    static let executable = "/usr/bin/firefox-esr"

    /// Why Firefox cannot run here, or `nil`.
    static var missing: String? {
        FileManager.default.isExecutableFile(atPath: executable) ? nil
            : "firefox-esr is not installed (Debian: apt-get install firefox-esr)"
    }

    let process: Spawned
    let profile: String

    /// Starts Firefox on the test page `page` ("reading.html"), or the file at the absolute path `page`.
    init(session: HeadlessSession, page: String) throws {
        profile = "\(session.runDirectory)/firefox-\(UInt32.random(in: 0...99999))"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        let preferences = [
            "browser.shell.checkDefaultBrowser": "false", "browser.startup.homepage_override.mstone": "\"ignore\"",
            "startup.homepage_welcome_url": "\"\"", "browser.aboutwelcome.enabled": "false",
            "datareporting.policy.dataSubmissionEnabled": "false", "toolkit.telemetry.reportingpolicy.firstRun": "false",
            "browser.sessionstore.resume_from_crash": "false", "app.update.enabled": "false",
        ]
        let userJS = preferences.map { "user_pref(\"\($0.key)\", \($0.value));" }.sorted().joined(separator: "\n")
        try userJS.write(toFile: "\(profile)/user.js", atomically: true, encoding: .utf8)
        let url = page.hasPrefix("/") ? URL(fileURLWithPath: page)
            : URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Apps/web/\(page)")
        var environment = session.environment
        environment["GNOME_ACCESSIBILITY"] = "1"
        environment["MOZ_CRASHREPORTER_DISABLE"] = "1"
        process = try Spawned(Self.executable, ["--no-remote", "--profile", profile, url.absoluteString],
                              output: "\(profile)/firefox.log", environment: environment)
    }

    /// Gives Firefox's window the X input focus as soon as it shows.
    func focusWindow(session: HeadlessSession) throws {
        try session.focusWindow(named: "Mozilla Firefox$", onlyVisible: true, what: "Firefox's window", timeout: 20)
    }

    /// Stops Firefox and the processes it started, each by its pid: Firefox starts itself again
    /// on a new profile (the process started here ends, and the one that goes on is no child of
    /// the test), so its processes are found by the profile they name, with their children.
    func stop() {
        process.stop()
        ProfileProcesses.stop(naming: profile)
        try? FileManager.default.removeItem(atPath: profile)
    }
}
