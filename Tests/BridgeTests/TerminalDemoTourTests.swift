import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 12, "done means": the bundled demo in a real terminal (tmux) at 14, 20 and 40 cells,
/// driven through every key on every screen, shows no split sign, no silent key and no
/// invisible mode — checked on the pane a sighted helper would see beside the reader.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed"))
struct TerminalDemoTourTests {
    typealias Pane = TerminalInteractiveTests.Pane

    /// Every key of the terminal display except quit, help and the demo's own screen keys
    /// (which the tour uses to go on), each pressed from plain browsing on every screen.
    static let keys: [[String]] = [
        // Keys that send the same action are kept apart (a repeated action line looks the same).
        ["Right"], ["Left"], ["Down"], ["Up"], ["End"], ["Home"], ["Enter"], ["m"], ["3", "Enter"],
        ["+"], ["h"], ["-"], ["a"], ["l"], ["A"], ["r"],
    ]

    /// The keys that open a mode (actions, hint, message history), pressed on every element. (The
    /// demo announces nothing, so the history is empty and says so as a message.)
    static let modeKeys = ["a", "h", "l"]

    /// The word the display shows for each mode the status line names.
    static let modeWords = ["adjusting": "adjust:", "choosing action": "action", "hint": "hint:",
                            "message": "msg:", "messages": "history"]

    /// Cells that only announce what follows (capital, number and letter-group prefixes): a
    /// window that ends with one has split a sign from its letter.
    static let prefixes: Set<Character> = ["⠠", "⠼", "⠨", "⠘", "⠸"]

    /// The braille row, the captions under it and the status line.
    struct Frame: Equatable {
        var braille: String
        var captions: String
        var status: String
        var whole: String

        init(_ screen: String) {
            let lines = screen.components(separatedBy: "\n")
            braille = lines.first ?? ""
            captions = lines.count > 1 ? lines[1] : ""
            status = lines.count > 2 ? lines[2] : ""
            whole = screen
        }
    }

    /// Waits up to 12 s for the pane to differ from `before`, then until it settles: a busy
    /// machine may take a while to redraw, and only a key that changes nothing costs the full
    /// wait. `felt` says whether the pane differed at any moment: a key's feedback is a flash of
    /// 1.5 s, and on a loaded machine (two full runs of 2026-11-27, Orca and GTK 4 beside them)
    /// the pane settled only after the flash had gone, so the settled frame alone called a felt
    /// key silent.
    static func changed(_ pane: Pane, from before: Frame) async throws -> (frame: Frame, felt: Bool) {
        let deadline = ContinuousClock.now + .seconds(12)
        var felt = false
        while ContinuousClock.now < deadline {
            if pane.screen != before.whole {
                felt = true
                break
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return (try await settled(pane), felt)
    }

    /// Waits until the pane stops changing (two equal captures 60 ms apart). The waits are
    /// task sleeps, so a long tour does not hold a thread the other tests' tasks need.
    static func settled(_ pane: Pane) async throws -> Frame {
        var last = pane.screen
        for _ in 0..<60 {
            try await Task.sleep(for: .milliseconds(60))
            let now = pane.screen
            if now == last { return Frame(now) }
            last = now
        }
        return Frame(last)
    }

    @Test(arguments: [14, 20, 40])
    func everyKeyOnEveryScreenIsFeltAndShowsItsMode(cells: Int) async throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.type("BRLAPI_HOST=127.0.0.1:97 '\(TerminalInteractiveTests.bridge)' --cells \(cells) --message-timeout 0")
        guard pane.waitFor("Demo · element 1 of 6") else { return }
        var silent: [String] = []
        var hidden: [String] = []
        var split: [String] = []
        var modesSeen: Set<String> = []
        var screensSeen: Set<String> = []
        var before = try await Self.settled(pane)
        for screen in 0..<6 {
            for key in Self.keys {
                try pane.tmux(["send-keys"] + key)
                let (after, felt) = try await Self.changed(pane, from: before)
                let place = "\(cells) cells, screen \(screen), \(key.joined(separator: " ")) on \"\(before.captions.trimmingCharacters(in: .whitespaces))\""
                if !felt { silent.append(place) }
                screensSeen.insert(before.status.components(separatedBy: " · ").first ?? "")
                for (mode, word) in Self.modeWords where after.status.hasSuffix("· \(mode)") || after.status.contains("· \(mode) ·") {
                    modesSeen.insert(mode)
                    if !after.captions.contains(word) { hidden.append("\(place): \(mode) without \"\(word)\": \(after.captions)") }
                }
                let shown = after.braille.trimmingCharacters(in: CharacterSet(charactersIn: "⠀"))
                if let last = shown.last, Self.prefixes.contains(last) { split.append("\(place): \(after.braille)") }
                // Back to plain browsing on the same screen for the next key.
                try pane.press("Escape")
                before = try await Self.settled(pane)
                let title = after.status.components(separatedBy: " · ").first ?? ""
                if !before.status.hasPrefix(title) || after.status.hasPrefix("Demo") != before.status.hasPrefix("Demo") {
                    // A key opened another screen (Enter on the demo's list): come back to it.
                    try pane.press("s")
                    for _ in 0..<screen { try pane.press("n") }
                    before = try await Self.settled(pane)
                }
            }
            // The keys that open modes, on every element of the screen.
            try pane.press("Home")
            before = try await Self.settled(pane)
            let count = Int(before.status.components(separatedBy: " of ").dropFirst().first?.prefix { $0.isNumber } ?? "") ?? 1
            for element in 1...count {
                for key in Self.modeKeys {
                    try pane.press(key)
                    let (after, felt) = try await Self.changed(pane, from: before)
                    let place = "\(cells) cells, screen \(screen), element \(element), \(key) on \"\(before.captions.trimmingCharacters(in: .whitespaces))\""
                    if !felt { silent.append(place) }
                    for (mode, word) in Self.modeWords where after.status.hasSuffix("· \(mode)") || after.status.contains("· \(mode) ·") {
                        modesSeen.insert(mode)
                        if !after.captions.contains(word) { hidden.append("\(place): \(mode) without \"\(word)\": \(after.captions)") }
                    }
                    try pane.press("Escape")
                    before = try await Self.settled(pane)
                }
                try pane.press("Down")
                before = try await Self.settled(pane)
            }
            // Past the last element: dismiss its "last element" before the next screen.
            try pane.press("Escape")
            try pane.press("n")
            before = try await Self.settled(pane)
        }
        #expect(screensSeen.count >= 6, "the tour saw \(screensSeen)")
        #expect(modesSeen.isSuperset(of: ["choosing action", "hint", "message"]), "modes met: \(modesSeen)")
        #expect(silent.isEmpty, "keys the reader cannot feel:\n\(silent.joined(separator: "\n"))")
        #expect(hidden.isEmpty, "modes not on the display:\n\(hidden.joined(separator: "\n"))")
        #expect(split.isEmpty, "windows ending in a prefix cell:\n\(split.joined(separator: "\n"))")
        try pane.press("q")
    }
}
