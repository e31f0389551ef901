import BrailleCore
import Foundation

/// A line of a script: a display command, or one of the script language's own.
enum ScriptCommand: Hashable, Sendable {
    /// A command for the navigator, as a braille display key would give it.
    case display(BrailleCommand)
    /// Let time pass (continuous reading, flash messages).
    case wait(Duration)
    /// Wait until the feed has delivered this many more events (scripts with a feed).
    case awaitFeed(Int)
    /// Wait until the display's frame (its text and status lines) shows this text (scripts with
    /// a feed or the desktop).
    case awaitText(String)
    /// Ask the source for a screen: the demo's screen list, or its next screen.
    case request(SourceRequest)
    /// Print the command list.
    case help
    case quit
}

/// The script command names, in the order the help lists them.
enum ScriptCommands {
    /// The script's commands, in the order `help` lists them: the navigator's commands under
    /// their script names (``CommandCatalog``), then the script's own.
    static let list: [(name: String, command: ScriptCommand?, summary: String)] =
        CommandCatalog.entries.compactMap { entry in
            switch entry.command {
            case .route:
                return ("route N", nil, "routing key over cell N (1 is the leftmost); " + entry.summary.dropFirst("routing key: ".count))
            case .type:
                return ("dots DOTS", nil, "type a cell on the braille keyboard, e.g. dots 125 (in a text field: text at the caret)")
            default:
                return entry.scriptName.map { ($0, ScriptCommand.display(entry.command), entry.summary) }
            }
        } + [
            ("wait SECONDS", nil, "let time pass, e.g. wait 2.5"),
            ("await-feed [N]", nil, "wait for N more feed events (default 1; 10 s at most)"),
            ("await-text TEXT", nil, "wait until the frame shows TEXT (feed or desktop; 10 s at most)"),
            ("screens", .request(.screenList), "the demo's screen list"),
            ("next-screen", .request(.nextScreen), "the demo's next screen"),
            ("help", .help, "print this command list"),
            ("quit", .quit, "end the session"),
        ]

    /// The navigator's commands by their script names (`route N`, `dots DOTS` for the cells),
    /// for the key help of a script's display.
    static var keys: [DisplayKey] {
        CommandCatalog.entries.compactMap { entry in
            switch entry.command {
            case .route: DisplayKey("route N", entry.command)
            case .type: DisplayKey("dots DOTS", entry.command)
            default: entry.scriptName.map { DisplayKey($0, entry.command) }
            }
        }
    }

    /// The most events one `await-feed` may wait for; larger counts overflowed the loop's target.
    static let mostAwaitedEvents = 1_000_000

    /// Parses one script line.
    /// - Returns: `nil` for a blank line or a `#` comment.
    /// - Throws: ``ScriptError`` naming the line and the cause.
    static func parse(_ text: String, line: Int, source: String) throws(ScriptError) -> ScriptCommand? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard let name = words.first, !name.hasPrefix("#") else { return nil }
        func fail(_ message: String) -> ScriptError { ScriptError(source: source, line: line, message: message) }
        func noArgument() throws(ScriptError) {
            if words.count > 1 { throw fail("'\(name)' takes no argument") }
        }
        switch name {
        case "route":
            guard words.count == 2, let cell = Int(words[1]), cell >= 1 else {
                throw fail("'route' needs a cell number from 1, e.g. 'route 5'")
            }
            return .display(.route(cell: cell - 1))
        case "dots":
            guard words.count == 2, let cell = KeyBindings.cell(dots: words[1]) else {
                throw fail("'dots' needs the dots of one cell, distinct digits 1 to 8, e.g. 'dots 125'")
            }
            return .display(.type(cell: cell))
        case "wait":
            guard words.count == 2, let seconds = Double(words[1]), seconds >= 0, seconds.isFinite, seconds <= 86_400 else {
                throw fail("'wait' needs a number of seconds, e.g. 'wait 2.5'")
            }
            return .wait(.milliseconds(Int((seconds * 1000).rounded())))
        case "await-feed":
            if words.count == 1 { return .awaitFeed(1) }
            guard words.count == 2, let count = Int(words[1]), (1...Self.mostAwaitedEvents).contains(count) else {
                throw fail("'await-feed' takes a number of events from 1 to \(Self.mostAwaitedEvents), e.g. 'await-feed 3'")
            }
            return .awaitFeed(count)
        case "await-text":
            // The rest of the line, as written (inner spaces kept).
            let rest = text.drop { $0 == " " || $0 == "\t" }.dropFirst(name.count)
                .trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
            guard !rest.isEmpty else { throw fail("'await-text' needs the text to wait for, e.g. 'await-text Start btn'") }
            return .awaitText(rest)
        default:
            guard let entry = list.first(where: { $0.name == name }), let command = entry.command else {
                let known = list.map { $0.name.split(separator: " ")[0] }.joined(separator: ", ")
                throw fail("unknown command '\(name)'; known: \(known)")
            }
            try noArgument()
            return command
        }
    }
}
