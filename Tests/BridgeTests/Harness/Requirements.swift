import Foundation
import Testing

/// What a test needs beyond the package; `swift test --filter`/`--skip` and IDE tag filters
/// can take or leave a whole group.
extension Tag {
    /// Starts a real BRLTTY (Debian brltty) with the Virtual driver.
    @Tag static var brltty: Self
    /// Drives the terminal display in a real terminal through tmux.
    @Tag static var tmux: Self
}

/// What the machine has, for `.enabled(if:)` traits: a test that needs something missing is
/// reported as skipped with a reason, never failed.
enum Requirements {
    /// Whether BRLTTY is installed (where `BRLTTYDaemon` looks for it).
    static let haveBRLTTY = FileManager.default.isExecutableFile(atPath: BRLTTYDaemon.executable)
    static let brlttyReason: Comment = "needs brltty (Debian brltty) to run a Virtual display"

    /// Whether tmux is installed.
    static let haveTmux = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    static let tmuxReason: Comment = "needs tmux (Debian tmux) to run the bridge in a real terminal"
}
