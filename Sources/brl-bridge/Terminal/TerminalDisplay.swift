import BrailleCore
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The virtual display drawn in a terminal (`/dev/tty`): one row of braille cells, the
/// characters under them and a status line, redrawn in place; keys read one at a time.
///
/// The terminal is `/dev/tty`, not stdin/stdout, so a feed on stdin and actions on stdout leave
/// it alone. Raw mode is undone on every way out (see ``RawMode``).
///
/// As a ``BrailleDisplay``: ready at once with the given width; display keys come as
/// `.command`, the terminal's own keys (help, quit, screens, a typed digit) as `.bridge`; the
/// events finish when the terminal closes or ``close()``. ``present(_:)`` draws the picture.
final class TerminalDisplay: BrailleDisplay {
    let events: AsyncStream<DisplayEvent>
    private let fd: Int32
    private let stopping = Atomic<Bool>(false)
    private let typed = Mutex<String>("")

    /// Opens the controlling terminal and switches it to raw mode.
    /// - Throws: ``RawMode/Failure`` when there is no terminal.
    init(columns: Int, path: String = "/dev/tty") throws {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            throw RawMode.Failure(description: "the terminal display needs a terminal, but \(path) cannot be opened: \(String(cString: strerror(errno))); give commands with --script FILE or on stdin")
        }
        self.fd = fd
        try RawMode.enable(fd: fd)
        let (stream, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
        events = stream
        continuation.yield(.ready(columns: columns))
        let reader = Thread { [self] in readKeys(continuation) }
        reader.name = "brl-bridge terminal keys"
        reader.start()
    }

    /// The digits typed so far for a routing key (shown under the status line).
    var typedDigits: String { typed.withLock { $0 } }

    private func readKeys(_ continuation: AsyncStream<DisplayEvent>.Continuation) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 64)
        while !stopping.load(ordering: .relaxed) {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { break }
            let commands = decoder.decode(Array(buffer[0..<count]))
            typed.withLock { $0 = decoder.digits }
            for command in commands {
                if case .display(let command) = command {
                    continuation.yield(.command(command, received: ContinuousClock.now))
                } else {
                    continuation.yield(.bridge(command))
                }
            }
            if commands.isEmpty { continuation.yield(.bridge(.redraw)) }
        }
        continuation.finish()
    }

    /// The cells are drawn with the rest of the picture (``present(_:)``).
    func write(_ cells: [UInt8]) {}

    func present(_ picture: SessionPicture) {
        draw(picture.frame, lastAction: picture.lastAction, help: picture.help, note: picture.note)
    }

    /// Draws `frame` in place: the three lines, then the typed digits, the last action and,
    /// when `help` is set, the key table.
    func draw(_ frame: TerminalFrame, lastAction: String?, help: Bool, note: String?) {
        var text = "\u{1B}[H\u{1B}[2J"
        text += frame.lines.joined(separator: "\r\n") + "\r\n"
        let digits = typedDigits
        if !digits.isEmpty { text += "route to cell \(digits)… (Enter)\r\n" }
        if let lastAction { text += "action: \(lastAction)\r\n" }
        if let note { text += note + "\r\n" }
        if help {
            text += "\r\nKeys:\r\n"
            for entry in KeyDecoder.help {
                text += "  " + entry.keys.padding(toLength: 10, withPad: " ", startingAt: 0) + entry.summary + "\r\n"
            }
        } else {
            text += "? keys · q quit\r\n"
        }
        RawMode.writeAll(fd, text)
    }

    /// Rings the terminal's bell (a command that could do nothing).
    func bell() { RawMode.writeAll(fd, "\u{07}") }

    /// Stops reading keys and restores the terminal.
    func close() {
        stopping.store(true, ordering: .relaxed)
        RawMode.restore()
    }
}
