#if canImport(Glibc)
import Glibc
#endif

/// The bridge's one signal setting: SIGPIPE ignored for the whole process, once. A write to a
/// BRLTTY that died, or to an app that closed its end of stdout or of the feed's socket, then
/// fails with EPIPE instead of killing the bridge.
enum BrokenPipes {
    static func ignore() { _ = ignored }

    private static let ignored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}
