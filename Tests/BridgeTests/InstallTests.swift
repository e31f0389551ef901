import Foundation
import Testing

/// `scripts/install.sh` from the checkout: the installed programs run from `/` with no toolchain
/// (no `/opt/swift` on `PATH`, no `LD_LIBRARY_PATH`), find their tables and the demo beside
/// them, the systemd unit and the desktop entry are accepted by their validators, and the
/// uninstall leaves the prefix as empty as it was.
///
/// One test: the release build takes minutes the first time (`.build/install`, reused after).
@Suite(.serialized) struct InstallTests {
    static let root = BridgeProcess.packageRoot
    static let swift = "/opt/swift/usr/bin/swift"
    static let systemdAnalyze = "/usr/bin/systemd-analyze"
    static let desktopFileValidate = "/usr/bin/desktop-file-validate"
    static var canInstall: Bool {
        FileManager.default.isExecutableFile(atPath: swift) && FileManager.default.isExecutableFile(atPath: systemdAnalyze)
            && FileManager.default.isExecutableFile(atPath: desktopFileValidate)
    }

    /// The checkout's own build of brl-translate, beside its brl-bridge.
    static var checkoutTranslate: String {
        URL(fileURLWithPath: BridgeProcess.executable).deletingLastPathComponent().appendingPathComponent("brl-translate").path
    }

    /// An environment without the toolchain: what a reader's login has.
    static func plainEnvironment(home: String) -> [String: String] {
        ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"]
    }

    /// Runs `executable` in `directory` (default `/`) with only `environment` (or the test's own
    /// with `inherit`) and returns what it printed.
    static func run(_ executable: String, _ arguments: [String], stdin: String = "", directory: String = "/",
                    environment: [String: String] = [:], inherit: Bool = false,
                    timeout: Duration = .seconds(60)) throws -> TerminalHarness.Run {
        try TerminalHarness.run(arguments, stdin: stdin, directory: URL(fileURLWithPath: directory), environment: environment,
                                executable: executable, inheritEnvironment: inherit, timeout: timeout)
    }

    @Test(.enabled(if: canInstall, "needs the Swift toolchain at /opt/swift for the release build, systemd-analyze (Debian systemd) and desktop-file-validate (Debian desktop-file-utils)"),
          .timeLimit(.minutes(40)))
    func installedProgramsRunFromAnywhereWithoutTheToolchainAndUninstallLeavesNothing() throws {
        let prefix = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let home = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }

        let started = ContinuousClock.now
        let install = try Self.run("/bin/bash", [Self.root.appendingPathComponent("scripts/install.sh").path, "--prefix", prefix.path],
                                   directory: Self.root.path, inherit: true, timeout: .seconds(35 * 60))
        let took = ContinuousClock.now - started
        print("InstallTests: scripts/install.sh took \(took.components.seconds) s")
        try #require(install.status == 0, "install.sh failed: \(install.stderr.suffix(2000))")

        let bin = prefix.appendingPathComponent("bin").path
        let environment = Self.plainEnvironment(home: home.path)
        for program in ["brl-bridge", "brl-translate"] {
            let libraries = try Self.run("/usr/bin/ldd", [bin + "/" + program], environment: environment)
            #expect(libraries.status == 0)
            #expect(!libraries.stdout.contains("/opt/swift"), "\(program) needs the toolchain: \(libraries.stdout)")
        }

        // brl-translate from / finds its tables (and their included files) under PREFIX/share/brl.
        let english = try Self.run(bin + "/brl-translate", [], stdin: "Hello, World!\n", environment: environment)
        #expect(english.status == 0, "stderr: \(english.stderr)")
        #expect(english.stdout == "⠠⠓⠑⠇⠇⠕⠂⠀⠠⠺⠕⠗⠇⠙⠖\n")
        let german = try Self.run(bin + "/brl-translate", ["--lang", "de"], stdin: "Größe 3,5 %\n", environment: environment)
        #expect(german.status == 0, "stderr: \(german.stderr)")
        let checkoutGerman = try Self.run(Self.checkoutTranslate, ["--lang", "de"],
                                          stdin: "Größe 3,5 %\n", environment: environment)
        #expect(german.stdout == checkoutGerman.stdout && !german.stdout.isEmpty, "the installed tables write as the checkout's")

        let help = try Self.run(bin + "/brl-bridge", ["--help"], environment: environment)
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: brl-bridge"))

        // A scripted session of the bundled demo (its examples under PREFIX/share/brl) shows the
        // same frames as the checkout's build.
        let script = "next\nactivate\nnext\n"
        let installed = try Self.run(bin + "/brl-bridge", ["--cells", "30"], stdin: script, environment: environment)
        let checkout = try TerminalHarness.run(["--cells", "30"], stdin: script)
        #expect(installed.status == 0, "stderr: \(installed.stderr)")
        #expect(installed.stdout.contains("> activate\n"))
        #expect(installed.stdout == checkout.stdout)

        // The systemd user unit and the autostart entry.
        let unit = prefix.appendingPathComponent("lib/systemd/user/brl-desktop.service").path
        let unitText = try String(contentsOfFile: unit, encoding: .utf8)
        #expect(unitText.contains("ExecStart=\(bin)/brl-bridge desktop"))
        #expect(unitText.contains("Restart=on-failure"))
        let verify = try Self.run(Self.systemdAnalyze, ["verify", unit], environment: environment)
        #expect(verify.status == 0 && verify.stderr.isEmpty, "systemd-analyze verify: \(verify.stderr)")
        let entry = prefix.appendingPathComponent("etc/xdg/autostart/brl-desktop.desktop").path
        let validate = try Self.run(Self.desktopFileValidate, [entry], environment: environment)
        #expect(validate.status == 0 && validate.stdout.isEmpty && validate.stderr.isEmpty,
                "desktop-file-validate: \(validate.stdout) \(validate.stderr)")

        let uninstall = try Self.run("/bin/bash", [Self.root.appendingPathComponent("scripts/install.sh").path, "--uninstall", "--prefix", prefix.path],
                                     environment: environment)
        #expect(uninstall.status == 0, "stderr: \(uninstall.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.path) == [], "the prefix is empty again")
    }
}
