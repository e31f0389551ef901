import BrailleCore
import Foundation
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// One item of a script, as the reader thread delivers it.
enum ScriptItem: Hashable, Sendable {
    /// A command and the line's text (for the transcript).
    case command(ScriptCommand, text: String)
    /// A line that is not a command; the message names the line.
    case invalid(String)
    /// The end of the script.
    case end
}

/// Reads a script (a file or stdin) on a thread of its own, one command a line.
enum ScriptReader {
    /// Starts reading; every item goes to `deliver`, the last one is ``ScriptItem/end``.
    /// - Throws: ``ScriptError`` when the file cannot be opened.
    static func start(_ source: SessionPlan.Script, deliver: @escaping @Sendable (ScriptItem) -> Void) throws(ScriptError) {
        let fd: Int32
        switch source {
        case .standardInput:
            fd = STDIN_FILENO
        case .file(let path):
            do {
                fd = try SystemCall.typed { try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec) }.rawValue
            } catch {
                throw ScriptError(source: path, line: 0, message: "cannot open the script: \(error)")
            }
        }
        let name = source.name
        let thread = Thread {
            var reader = LineReader(fd: fd)
            var number = 0
            do {
                while let line = try reader.next() {
                    number += 1
                    guard case .text(let bytes) = line else {
                        if case .tooLong(let count) = line {
                            deliver(.invalid("\(name):\(number): the line has \(count) bytes, over the limit of \(LineReader.maximumLine); line skipped"))
                        }
                        continue
                    }
                    var text = String(decoding: bytes, as: UTF8.self)
                    // A byte order mark starts the script, not its first command.
                    if number == 1 { text = ByteOrderMark.dropped(from: text) }
                    text = text.trimmingCharacters(in: .whitespacesAndNewlines)
                    do {
                        if let command = try ScriptCommands.parse(text, line: number, source: name) {
                            deliver(.command(command, text: text))
                        }
                    } catch {
                        deliver(.invalid(String(describing: error)))
                    }
                }
            } catch {
                deliver(.invalid("\(name): reading the script failed: \(error)"))
            }
            deliver(.end)
        }
        thread.name = "brl-bridge script"
        thread.start()
    }
}
