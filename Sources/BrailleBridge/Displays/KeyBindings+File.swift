import BrailleCore
import Foundation

/// A mistake in a key-binding file, with its place: `keys.conf:3:8: unknown command 'nextWindw'`.
public struct KeyBindingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(message)" }
}

extension KeyBindings {
    /// The command names a binding file may use, e.g. `nextWindow`, `hint`, `none` (unbind); from
    /// ``CommandCatalog`` (routing and typed dots are not rebound).
    public static let commandNames: [String: BrailleCommand?] = {
        var names: [String: BrailleCommand?] = ["none": nil]
        for entry in CommandCatalog.entries {
            switch entry.command {
            case .route, .type: continue
            default: names[entry.fileName] = entry.command
            }
        }
        return names
    }()

    /// The file name of a command, as ``CommandCatalog`` spells it.
    public static func fileName(of command: BrailleCommand) -> String {
        CommandCatalog.entry(command).fileName
    }

    /// Reads a binding file over `base` (by default, the built-in bindings).
    ///
    /// One binding a line: a BRLTTY command name, a `KEY_` keyboard key or a braille-keyboard
    /// chord `CHORD_` and its dots (space with those dots), then a command name; `#` starts a
    /// comment. Later lines win.
    ///
    ///     # keys.conf
    ///     CSRTRK     toggleContinuousReading
    ///     KEY_ENTER  none
    ///     CHORD_1456 hint
    ///
    /// - Throws: `KeyBindingError` naming file, line and column; or the error of reading the file.
    public init(contentsOf url: URL, over base: KeyBindings = .default) throws {
        let text = try InputFile.text(url.path)
        try self.init(parsing: text, file: url.path, over: base)
    }

    /// Parses binding-file text; `file` names it in errors. A UTF-8 byte order mark at the start is
    /// left out.
    public init(parsing text: String, file: String, over base: KeyBindings = .default) throws {
        self = base
        // A byte order mark at the start (an editor's mark of UTF-8) is not a key name.
        let text = ByteOrderMark.dropped(from: text)
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let line = rawLine.prefix { $0 != "#" }
            let words = Self.words(of: line)
            guard !words.isEmpty else { continue }
            func fail(_ word: Int, _ message: String) -> KeyBindingError {
                KeyBindingError(file: file, line: index + 1, column: words[word].column, message: message)
            }
            guard words.count == 2 else {
                if words.count == 1 { throw fail(0, "expected a command name after '\(words[0].text)'") }
                throw fail(2, "unexpected '\(words[2].text)': one key and one command a line")
            }
            if words[0].text.uppercased().hasPrefix("CHORD_") {
                guard let dots = Self.cell(dots: String(words[0].text.dropFirst(6))) else {
                    throw fail(0, "a chord is CHORD_ and its dots, distinct digits 1 to 8 (e.g. CHORD_125), not '\(words[0].text)'")
                }
                guard let command = Self.commandNames[words[1].text] else {
                    let known = Self.commandNames.keys.sorted().joined(separator: ", ")
                    throw fail(1, "unknown command '\(words[1].text)' (known: \(known))")
                }
                bind(chord: dots, to: command)
                continue
            }
            if words[0].text.uppercased() == "PASSDOTS" {
                throw fail(0, "PASSDOTS always types its dots and cannot be rebound; bind chords as CHORD_ and their dots")
            }
            guard let key = KeyName(bindingName: words[0].text),
                  key.kind == .keysym || BrlAPIConnection.commandNames.contains(key.name) else {
                throw fail(0, "unknown key '\(words[0].text)'")
            }
            if key == KeyName(kind: .command, name: "ROUTE") {
                throw fail(0, "ROUTE always routes to its cell and cannot be rebound")
            }
            guard let command = Self.commandNames[words[1].text] else {
                let known = Self.commandNames.keys.sorted().joined(separator: ", ")
                throw fail(1, "unknown command '\(words[1].text)' (known: \(known))")
            }
            bind(key, to: command)
        }
    }

    private static func words(of line: Substring) -> [(text: String, column: Int)] {
        var result: [(String, Int)] = []
        var current = ""
        var start = 0
        for (offset, scalar) in line.unicodeScalars.enumerated() {
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                if !current.isEmpty { result.append((current, start + 1)); current = "" }
            } else {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { result.append((current, start + 1)) }
        return result
    }
}
