import BrailleCore
import Foundation
import Synchronization
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The virtual display drawn in a terminal (`/dev/tty`): one row of braille cells, the
/// characters under them and a status line, redrawn in place; keys read one at a time.
///
/// The terminal is `/dev/tty`, not stdin/stdout, so a feed on stdin and actions on stdout leave
/// it alone. Raw mode is undone on every way out (see ``RawMode``).
///
/// The display is `cells` wide but never wider than the window (``DisplayWidth``). When the
/// window is resized (SIGWINCH, see ``WindowSize``) and the width changes, the display reports
/// `.ready` with the new width, as BRLTTY's display does when its size changes, and the bridge
/// lays the line out again; every line drawn is cut to the window's width, so nothing wraps.
///
/// As a ``BrailleDisplay``: ready at once with its width (and `--rows`); display keys come as
/// `.command`; the demo's keys (`s`, `n`) as `.request`. The display owns the rest of its keys: `?`
/// shows its key help, typed digits and a resize that keeps the width redraw the last picture,
/// and `q` ends its events (and with them the session), as does the terminal closing or
/// ``close()``. ``show(_:)`` draws the picture.
final class TerminalDisplay: BrailleDisplay {
    let events: AsyncStream<DisplayEvent>
    /// The width the display has at start (the bridge's navigator starts with it).
    let columns: Int
    /// The display's rows (`--rows`).
    let rows: Int
    private let fd: Int32
    private let stopping = Atomic<Bool>(false)
    private let typed = Mutex<String>("")
    /// The window's columns as last read (for cutting the lines drawn); 0 when unknown.
    private let windowColumns = Atomic<Int>(0)
    /// The last frame and whether the key help shows: the display redraws them itself (a
    /// typed digit, `?`, a resize that keeps the width) without the loop.
    private let drawing = Mutex<(frame: DisplayFrame?, help: Bool)>((nil, false))

    /// Opens the controlling terminal and switches it to raw mode.
    /// - Parameter cells: the width asked for (`--cells`); the window may allow fewer.
    /// - Throws: ``RawMode/Failure`` when there is no terminal.
    /// The rows a terminal display may have (`--rows`).
    static let rowRange = 1...10

    init(cells: Int, rows: Int = 1, path: String = "/dev/tty") throws {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            throw RawMode.Failure(description: "the terminal display needs a terminal, but \(path) cannot be opened: \(String(cString: strerror(errno))); give commands with --script FILE or on stdin")
        }
        self.fd = fd
        try RawMode.enable(fd: fd)
        let resized = WindowSize.watch()
        let windowColumns = WindowSize.columns(of: fd)
        self.windowColumns.store(windowColumns ?? 0, ordering: .relaxed)
        let width = DisplayWidth(requested: cells, terminalColumns: windowColumns)
        columns = width.cells
        let (stream, continuation) = AsyncStream.makeStream(of: DisplayEvent.self)
        events = stream
        self.rows = rows
        continuation.yield(.ready(columns: width.cells, rows: rows))
        let reader = Thread { [self] in readKeys(continuation, width: width, resized: resized) }
        reader.name = "brl-bridge terminal keys"
        reader.start()
    }

    /// What the keys typed so far are waiting for (shown under the status line): the digits of
    /// a routing key, or the braille keyboard and its group of dots.
    var typedStatus: String { typed.withLock { $0 } }

    /// The reader thread: keys, and the window's resizes (`resized` becomes readable).
    private func readKeys(_ continuation: AsyncStream<DisplayEvent>.Continuation, width: DisplayWidth, resized: Int32?) {
        var decoder = KeyDecoder()
        var width = width
        var buffer = [UInt8](repeating: 0, count: 64)
        while !stopping.load(ordering: .relaxed) {
            var pollers = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: resized ?? -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&pollers, 2, 100)
            if ready <= 0 { continue }   // nothing yet, or interrupted
            if let resized, pollers[1].revents & Int16(POLLIN) != 0 {
                WindowSize.drain(resized)
                let columns = WindowSize.columns(of: fd)
                if let columns { windowColumns.store(columns, ordering: .relaxed) }
                // A new width is laid out like a BRLTTY display's new size; the same width
                // still redraws (the terminal may have reflowed the old picture).
                if width.update(terminalColumns: columns) {
                    continuation.yield(.ready(columns: width.cells, rows: rows))
                } else {
                    redrawLast()
                }
            }
            guard pollers[0].revents != 0 else { continue }
            let count: Int
            do { count = try SystemCall.typed { try buffer.withUnsafeMutableBytes { try FileDescriptor(rawValue: fd).read(into: $0) } } } catch .wouldBlock { continue } catch { break }
            if count == 0 { break }
            let commands = decoder.decode(Array(buffer[0..<count]))
            typed.withLock { $0 = decoder.brailleKeyboardStatus ?? (decoder.digits.isEmpty ? "" : "route to cell \(decoder.digits)… (Enter)") }
            var quit = false
            for command in commands {
                switch command {
                case .display(let command): continuation.yield(.command(command, received: ContinuousClock.now))
                case .help: toggleHelp()
                case .redraw: redrawLast()
                case .quit: quit = true
                case .request(let request): continuation.yield(.request(request))
                }
            }
            if quit { break }
            if commands.isEmpty { redrawLast() }
        }
        // `q`, or the terminal closed: the display's events end, and with them the session.
        continuation.finish()
    }

    /// The terminal's keys for the navigator's commands (``KeyDecoder/commandKeys``).
    var keys: [DisplayKey] { KeyDecoder.commandKeys.map { DisplayKey($0.keys, $0.command) } }

    /// Draws the picture of `frame`: its cells, captions and status, the last action and report.
    func show(_ frame: DisplayFrame) {
        drawing.withLock { state in
            state.frame = frame
            draw(frame, help: state.help)
        }
    }

    /// Draws the last frame again (the typed digits or the window changed).
    private func redrawLast() {
        drawing.withLock { state in
            guard let frame = state.frame else { return }
            draw(frame, help: state.help)
        }
    }

    /// Shows or hides the key help (`?`).
    private func toggleHelp() {
        drawing.withLock { $0.help.toggle() }
        redrawLast()
    }

    /// Draws `frame` in place: its lines, then the typed digits, the last action, the last
    /// report and, when `help` is set, the key table.
    /// Every line is escaped (``PrintableText``: no control character reaches the terminal from
    /// here) and cut to the window's width (``TerminalLine``), so none wraps.
    func draw(_ frame: DisplayFrame, help: Bool) {
        var lines = frame.lines
        let status = typedStatus
        if !status.isEmpty { lines.append(status) }
        if let lastAction = frame.lastAction { lines.append("action: \(lastAction)") }
        if let note = frame.note { lines.append(note) }
        if help {
            lines += ["", "Keys:"]
            for entry in KeyDecoder.help {
                lines.append("  " + entry.keys.padding(toLength: 10, withPad: " ", startingAt: 0) + entry.summary)
            }
        } else {
            lines.append("? keys · q quit")
        }
        let columns = windowColumns.load(ordering: .relaxed)
        lines = lines.map(PrintableText.escaped)
        if columns > 0 { lines = lines.map { TerminalLine.clipped($0, toColumns: columns) } }
        RawMode.writeAll(fd, "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n")
    }

    /// Rings the terminal's bell (a command that could do nothing).
    func bell() { RawMode.writeAll(fd, "\u{07}") }

    /// Stops reading keys and restores the terminal.
    func close() {
        stopping.store(true, ordering: .relaxed)
        WindowSize.stopWatching()
        RawMode.restore()
    }
}
