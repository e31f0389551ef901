import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The terminal window's size, and word of its changes (SIGWINCH).
///
/// The SIGWINCH handler only writes a byte to a pipe (async-signal-safe); the terminal's reader
/// thread polls the pipe's other end with its keys and asks for the new size there (see
/// ``TerminalDisplay``).
enum WindowSize {
    /// The pipe the handler writes to: set once, before the handler is installed, never closed
    /// (a handler running on another thread must never write to a reused descriptor).
    nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32) = (-1, -1)

    /// The columns of the terminal window on `fd`; `nil` when it is no terminal or does not say.
    static func columns(of fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Installs the SIGWINCH handler.
    /// - Returns: the descriptor that becomes readable after each resize (drain it with
    ///   ``drain(_:)``), or `nil` when no pipe could be made (the display then keeps its width).
    static func watch() -> Int32? {
        if pipeEnds.read < 0 {
            guard let ends = try? FileDescriptor.pipe() else { return nil }
            for end in [ends.readEnd.rawValue, ends.writeEnd.rawValue] {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            pipeEnds = (ends.readEnd.rawValue, ends.writeEnd.rawValue)
        }
        Signals.handle([SIGWINCH], restartingCalls: true, with: noteResize)
        return pipeEnds.read
    }

    /// Puts SIGWINCH's default action back (ignored: nothing but the display cares).
    static func stopWatching() {
        Signals.restoreDefault(SIGWINCH)
    }

    /// Reads every byte the handler wrote, so the next poll waits for the next resize.
    static func drain(_ fd: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        let pipe = FileDescriptor(rawValue: fd)
        while let count = try? bytes.withUnsafeMutableBytes({ try pipe.read(into: $0) }), count > 0 {}
    }

    /// Only async-signal-safe calls: one non-blocking write (a full pipe already says enough).
    fileprivate static func noteResizeFromSignal() {
        let saved = errno
        var byte: UInt8 = 1
        _ = write(pipeEnds.write, &byte, 1)
        errno = saved
    }
}

/// The SIGWINCH handler.
private func noteResize(_ signal: Int32) {
    WindowSize.noteResizeFromSignal()
}
