import ArgumentParser
import BrailleBridge
import BrailleCore
import Foundation

/// What the reader sets about reading and the display's own words, the same for every mode
/// (`brl-bridge` on a document, the feed or the demo, and `brl-bridge desktop`): continuous
/// reading's speed and pauses, how long a message stays, the language of the words the display
/// adds, and the status cells.
struct ReadingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Continuous reading speed in cells per second (0.1-1000).", valueName: "cells"))
    var readingSpeed: Double = ReadingSettings().cellsPerSecond

    @Option(parsing: .unconditional, help: ArgumentHelp("Shortest time a window stays during continuous reading, in milliseconds (0-60000).", valueName: "ms"))
    var minimumDwell: Int = Int(ReadingSettings().minimumDwell.inMilliseconds)

    @Option(parsing: .unconditional, help: ArgumentHelp("Extra pause at the end of an element during continuous reading, in milliseconds (0-60000).", valueName: "ms"))
    var elementPause: Int = Int(ReadingSettings().elementPause.inMilliseconds)

    @Option(parsing: .unconditional, help: ArgumentHelp("Extra pause at the end of a book page during continuous reading, in milliseconds (0-60000).", valueName: "ms"))
    var pagePause: Int = Int(ReadingSettings().pagePause.inMilliseconds)

    @Option(parsing: .unconditional, help: ArgumentHelp("How long a message shows on the display, in seconds (0-3600); 0 keeps it until a key.", valueName: "seconds"))
    var messageTimeout: Double = 4

    @Option(help: ArgumentHelp("The reader's language for the words the display adds (btn, msg:, last element): en, de or zh; default: the locale's (LC_ALL, LC_MESSAGES, LANG), else each line's own.", valueName: "language"))
    var uiLanguage: String?

    @Option(help: ArgumentHelp("Status cells (element n/m, page and line, the mode): auto (at the start from 40 cells up), off, start or end.", valueName: "where"))
    var statusCells: String = "auto"

    /// The ranges of the reading and message options: wide enough for any reader, narrow enough
    /// that every conversion to a duration is exact (issue 13, item 1).
    static let readingSpeeds = 0.1...1000.0
    static let pauses = 0...60_000
    static let messageTimeouts = 0.0...3600.0

    func validate() throws {
        guard Self.readingSpeeds.contains(readingSpeed) else {
            throw ValidationError("--reading-speed must be between 0.1 and 1000 cells per second, not \(readingSpeed).")
        }
        if let uiLanguage, (try? LanguageTag(parsing: uiLanguage)) == nil {
            throw ValidationError("--ui-language must be a language tag such as en, de or zh-TW, not '\(uiLanguage)'.")
        }
        guard ["auto", "off", "start", "end"].contains(statusCells) else {
            throw ValidationError("--status-cells must be auto, off, start or end, not '\(statusCells)'.")
        }
        guard Self.messageTimeouts.contains(messageTimeout) else {
            throw ValidationError("--message-timeout must be between 0 and 3600 seconds (0: until a key), not \(messageTimeout).")
        }
        for (name, value) in [("--minimum-dwell", minimumDwell), ("--element-pause", elementPause), ("--page-pause", pagePause)]
        where !Self.pauses.contains(value) {
            throw ValidationError("\(name) must be between 0 and 60000 milliseconds, not \(value).")
        }
    }

    /// Continuous reading's settings.
    var reading: ReadingSettings {
        ReadingSettings(cellsPerSecond: readingSpeed, minimumDwell: .milliseconds(minimumDwell),
                        elementPause: .milliseconds(elementPause), pagePause: .milliseconds(pagePause))
    }

    /// How long a message shows; `.zero` until a key.
    var messageDuration: Duration { .milliseconds(Int((messageTimeout * 1000).rounded())) }

    /// The language of the display's own words: `--ui-language`, else the locale's.
    var interfaceLanguage: String? {
        uiLanguage ?? BrlBridge.localeLanguage(ProcessInfo.processInfo.environment)
    }
}
