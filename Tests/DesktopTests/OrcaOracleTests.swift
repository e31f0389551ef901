import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Orca as the oracle for `brl-bridge desktop`: `scripts/orca-oracle/compare.py` runs a real app
/// in a headless session of its own with Orca and brl side by side, each on its own BRLTTY
/// (Virtual driver), presses Tab through the app and records what both displays show; its rule
/// (`verdict()` in the script) decides each stop. These tests only read the verdicts: every stop
/// where Orca shows a name must show that name (or a better one) on brl's display, and no
/// toolkit class name (GtkButton, QTextEdit) may reach brl's display. docs/orca-comparison.md.
///
/// Nested in the serialized ``DesktopAppTests`` so that the two desktops (and their apps) do not
/// run at the same time on a small machine: Orca's and brl's latencies are measured here.
extension DesktopAppTests {
    @Suite(.enabled(if: OrcaOracle.unavailable == nil, "\(OrcaOracle.unavailable ?? "")"))
    struct OrcaOracleTests {
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/gtk3-widget-factory"),
                       "gtk3-widget-factory (Debian gtk-3-examples) is missing"))
        func gtk3WidgetFactory() throws {
            try compare("gtk3-widget-factory")
        }

        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/gtk4-widget-factory"),
                       "gtk4-widget-factory (Debian gtk-4-examples) is missing"))
        func gtk4WidgetFactory() throws {
            try compare("gtk4-widget-factory")
        }

        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: OrcaOracle.gallery),
                       "the Qt 5 widget gallery (Debian qtbase5-examples) is missing"))
        func qt5Gallery() throws {
            try compare("qt5-gallery")
        }

        /// Runs the comparison on `app` and reports every stop whose verdict fails.
        private func compare(_ app: String) throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("orca-oracle-test-\(getpid())-\(UInt32.random(in: 0...99999))").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let out = "\(directory)/stops.jsonl"
            let log = "\(directory)/compare.log"
            let run = try ChildProcess("/usr/bin/python3", [OrcaOracle.script, "--brl", DesktopAppTests.bridge, "--app", app,
                                                            "--out", out], outputPath: log)
            guard run.waitForExit(timeout: .seconds(120)) else {
                run.terminate()
                Issue.record("compare.py did not finish in 120 s: \(Self.read(log))")
                return
            }
            let stops = try Self.stops(out)
            try #require(!stops.isEmpty, "compare.py recorded no stop: \(Self.read(log))")
            // The harness itself worked: Orca wrote braille for most stops.
            let orcaWrote = stops.filter { $0.orcaText != nil }.count
            try #require(orcaWrote * 2 >= stops.count,
                         "Orca wrote braille for only \(orcaWrote) of \(stops.count) stops: \(Self.read(log))")
            for stop in stops where stop.brlShowsName == false {
                Issue.record("""
                    \(app) stop \(stop.index) (\(stop.key), focus \(stop.focus)): Orca shows the name "\(stop.orcaName)" \
                    in "\(stop.orcaText ?? "")"; brl shows "\(stop.brlText ?? "nothing")"
                    """)
            }
            for stop in stops where !stop.classNames.isEmpty {
                Issue.record("""
                    \(app) stop \(stop.index) (\(stop.key), focus \(stop.focus)): a toolkit class name \
                    (\(stop.classNames.joined(separator: ", "))) on brl's display: "\(stop.brlText ?? "")"; \
                    Orca shows "\(stop.orcaText ?? "nothing")"
                    """)
            }
        }

        /// One line of compare.py's `--out`: what a stop's verdict needs.
        struct Stop {
            let index: Int
            let key: String
            let focus: String
            let orcaText: String?
            let brlText: String?
            let orcaName: String
            let brlShowsName: Bool?
            let classNames: [String]
        }

        static func stops(_ path: String) throws -> [Stop] {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return try text.split(separator: "\n").map { line in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let verdict = try #require(object["verdict"] as? [String: Any], "a stop without a verdict: \(line)")
                let focus = object["focus"] as? [String: Any]
                return Stop(index: object["index"] as? Int ?? 0, key: object["key"] as? String ?? "",
                            focus: focus.map { "\($0["role"] as? String ?? "?") \"\($0["name"] as? String ?? "")\"" } ?? "no focus event",
                            orcaText: object["orca_text"] as? String, brlText: object["brl_text"] as? String,
                            orcaName: verdict["orca_name"] as? String ?? "",
                            brlShowsName: verdict["brl_shows_name"] as? Bool,
                            classNames: verdict["class_names"] as? [String] ?? [])
            }
        }

        static func read(_ path: String) -> String {
            String((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").suffix(3000).description
        }
    }
}

/// Where the comparison script is and what it needs (outside the suite: its traits read them).
enum OrcaOracle {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/orca-oracle/compare.py").path
    static let gallery = "/usr/lib/x86_64-linux-gnu/qt5/examples/widgets/gallery/gallery"

    /// Why the comparison cannot run here, or `nil`.
    static let unavailable: String? = {
        if let missing = HeadlessSession.missing { return missing }
        let needed = ["/usr/bin/orca": "orca", "/usr/bin/xprop": "x11-utils", BRLTTYDaemon.executable: "brltty"]
        let absent = needed.filter { !FileManager.default.isExecutableFile(atPath: $0.key) }.map(\.value).sorted()
        if !absent.isEmpty { return "missing \(absent.joined(separator: ", ")) (Debian packages)" }
        if DesktopFixture.toolkitMissing("import pyatspi, brlapi") {
            return "python3-pyatspi or python3-brlapi for /usr/bin/python3 is missing"
        }
        if !FileManager.default.isExecutableFile(atPath: DesktopAppTests.bridge) {
            return "brl-bridge is not built at \(DesktopAppTests.bridge)"
        }
        return nil
    }()
}
