import BrailleCore
import Foundation

/// The reader's preferences file, `brl.conf`: one setting a line, `name value`, as BRLTTY's
/// `brltty.conf` has them, with the names of brl-bridge's long options (``PreferenceName``).
///
///     # ~/.config/brl/brl.conf
///     table de-g0-detailed
///     status-cells off      # a comment may follow after a space
///     reading-speed 14
///
/// A `#` at the start of a line, or after a space or tab, begins a comment; blank lines are
/// allowed; a later line of a setting wins over an earlier one. The value is the rest of the line
/// after the name, so a path may hold spaces.
///
/// The file is kept as the reader wrote it: ``set(_:to:)`` rewrites only the line of the setting
/// it changes (or adds one at the end), and ``save()`` writes the lines back with every comment,
/// blank line and unknown line in its place.
///
/// ```swift
/// var file = try PreferencesFile.read(path: PreferencesLocation.path())
/// file.set(.readingSpeed, to: "14")
/// try file.save()
/// ```
public struct PreferencesFile: Equatable, Sendable {
    /// One `name value` line.
    public struct Setting: Equatable, Sendable {
        /// The name as written (a known ``PreferenceName`` or not).
        public var name: String
        /// The value; empty when the line has only a name.
        public var value: String
        /// The line's number, counted from 1.
        public var line: Int
    }

    /// Where the file is read from and saved to.
    public var path: String
    /// The file's lines as written, without their line ends.
    private(set) var lines: [String]

    /// The file at `path` with `text` as its content.
    public init(path: String, text: String = "") {
        self.path = path
        var lines = ByteOrderMark.dropped(from: text)
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    /// Reads the file at `path`; a file that does not exist is an empty file (the preferences
    /// screen creates it when it saves).
    /// - Throws: ``PreferencesFileError`` when the file exists and cannot be read or is not UTF-8.
    public static func read(path: String) throws(PreferencesFileError) -> PreferencesFile {
        guard FileManager.default.fileExists(atPath: path) else { return PreferencesFile(path: path) }
        do {
            return PreferencesFile(path: path, text: try InputFile.text(path))
        } catch {
            throw PreferencesFileError(path: path, cause: error.cause)
        }
    }

    /// Every setting line in the file's order.
    public var settings: [Setting] {
        lines.enumerated().compactMap { index, line in
            let words = Self.content(of: line).split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            guard let name = words.first else { return nil }
            let value = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            return Setting(name: String(name), value: value, line: index + 1)
        }
    }

    /// The value the file gives `name` (its last line), or `nil`.
    public func value(of name: PreferenceName) -> String? {
        settings.last { $0.name == name.rawValue }?.value
    }

    /// Sets `name` to `value`: the setting's last line is rewritten in place (its comment kept),
    /// or a line is added at the end. The other settings that choose the same thing
    /// (``PreferenceName/alternatives``: `lang` for `table`) are removed, so this one applies.
    /// A line break in `value` becomes a space: a value is one line.
    public mutating func set(_ name: PreferenceName, to value: String) {
        let value = value.replacing(/[\r\n]+/, with: " ").trimmingCharacters(in: .whitespaces)
        let written = "\(name.rawValue) \(value)"
        removeLines { $0.name != name.rawValue && name.alternatives.map(\.rawValue).contains($0.name) }
        if let last = settings.last(where: { $0.name == name.rawValue }) {
            let line = lines[last.line - 1]
            let comment = line.dropFirst(Self.content(of: line).count)
            lines[last.line - 1] = written + comment
        } else {
            lines.append(written)
        }
    }

    /// Removes every line of `name`, so the default (or the environment) applies again.
    public mutating func remove(_ name: PreferenceName) {
        removeLines { $0.name == name.rawValue }
    }

    /// The file's text: its lines, each ended by a line feed.
    public var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Writes ``text`` to ``path``, creating its folder; the new file replaces the old at once
    /// (written beside it and renamed), and a symbolic link (a dotfiles folder) is followed, not
    /// replaced.
    /// - Throws: ``PreferencesFileError`` naming the path and the cause.
    public func save() throws(PreferencesFileError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target, options: .atomic)
        } catch {
            let cause = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
            throw PreferencesFileError(path: path, cause: cause)
        }
    }

    private mutating func removeLines(where matches: (Setting) -> Bool) {
        let doomed = Set(settings.filter(matches).map(\.line))
        lines = lines.enumerated().filter { !doomed.contains($0.offset + 1) }.map(\.element)
    }

    /// A line without its comment and its trailing blanks.
    private static func content(of line: String) -> Substring {
        var previous: Character = " "
        var end = line.endIndex
        for index in line.indices {
            if line[index] == "#", previous == " " || previous == "\t" {
                end = index
                break
            }
            previous = line[index]
        }
        var content = line[..<end]
        while let last = content.last, last == " " || last == "\t" { content = content.dropLast() }
        return content
    }
}

/// A preferences file that cannot be read or written: `PATH: cause`.
public struct PreferencesFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var cause: String
    public var description: String { "\(path): \(cause)" }
}

/// A line of the preferences file that is skipped: `PATH:LINE: cause`.
public struct PreferenceLineError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var cause: String

    public init(path: String, line: Int, cause: String) {
        self.path = path
        self.line = line
        self.cause = cause
    }

    public var description: String { "\(path):\(line): \(cause)" }
}
