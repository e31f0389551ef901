import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The terminal's settings while the virtual display reads single keys: no line editing, no
/// echo; Ctrl-C still sends SIGINT.
///
/// ``enable(fd:)`` saves the settings and installs SIGINT, SIGTERM, SIGHUP and SIGQUIT handlers
/// that restore them (and show the cursor again) before the process dies of the signal;
/// ``restore()`` puts them back on every other way out. Restoring twice is harmless.
enum RawMode {
    /// The saved settings and the terminal, for the signal handlers (which may only call
    /// async-signal-safe functions, so no locks: set once before the handlers exist).
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var fd: Int32 = -1

    /// What `enable` could not do.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Switches `fd` (a terminal) to single-key input without echo.
    /// - Throws: ``Failure`` when `fd` is not a terminal.
    static func enable(fd terminal: Int32) throws(Failure) {
        var settings = termios()
        do {
            _ = try SystemCall.once { tcgetattr(terminal, &settings) }
        } catch {
            throw Failure(description: "the virtual display's terminal cannot be set up: \(error)")
        }
        saved = settings
        fd = terminal
        Signals.handle(Signals.termination, once: true, with: restoreAndDie)
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &settings.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(terminal, TCSAFLUSH, &settings)
        writeAll(terminal, hideCursor)
    }

    /// Puts the saved settings back and shows the cursor.
    static func restore() {
        guard fd >= 0 else { return }
        tcsetattr(fd, TCSAFLUSH, &saved)
        writeAll(fd, showCursor)
    }

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h\r\n"

    /// Writes `text` to the terminal; a terminal that is gone is not an error here.
    static func writeAll(_ fd: Int32, _ text: String) {
        _ = try? FileDescriptor(rawValue: fd).writeAll(text.utf8)
    }
}

/// The signal handler: restores the terminal, then lets the signal kill the process as it
/// would have (SA_RESETHAND put the default action back).
private func restoreAndDie(_ signal: Int32) {
    RawMode.restoreFromSignal()
    raise(signal)
}

extension RawMode {
    /// Only async-signal-safe calls: tcsetattr and write.
    fileprivate static func restoreFromSignal() {
        guard fd >= 0 else { return }
        tcsetattr(fd, TCSAFLUSH, &saved)
        let text: StaticString = "\u{1B}[?25h\r\n"
        _ = Glibc.write(fd, text.utf8Start, text.utf8CodeUnitCount)
    }
}
