import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processes of an app started on a profile of its own (Firefox, LibreOffice), found by the
/// profile their command line names, with their children: such apps start themselves again, so
/// the process the test started is not the one that goes on.
enum ProfileProcesses {
    /// The processes whose command line names `profile`, and their children.
    static func naming(_ profile: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let marker = Array(profile.utf8)
        let main = entries.compactMap { pid_t($0) }.filter { pid in
            guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map(Array.init) else { return false }
            return bytes.indices.contains { bytes[$0...].starts(with: marker) }
        }
        return main + main.flatMap { ScriptedBridge.children(of: $0) }
    }

    /// Stops every process naming `profile`, each by its pid: SIGTERM, then SIGKILL after 5 s.
    static func stop(naming profile: String) {
        let deadline = Date().addingTimeInterval(5)
        var signal = SIGTERM
        while case let left = naming(profile), !left.isEmpty {
            if Date() > deadline { signal = SIGKILL }
            for pid in left { kill(pid, signal) }
            usleep(100_000)
        }
    }
}
