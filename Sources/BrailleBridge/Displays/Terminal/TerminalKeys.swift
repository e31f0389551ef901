import BrailleCore

/// Turns the bytes a terminal sends for key presses into virtual display commands.
///
/// | Key | Command |
/// |---|---|
/// | → ← | pan right, pan left |
/// | ↓ ↑ | next, previous element |
/// | Home End | first, last element |
/// | digits, then Enter | routing key over that cell (1 is the leftmost) |
/// | Enter | activate |
/// | Esc | escape (also drops typed digits) |
/// | + - | increment, decrement |
/// | a A | next, previous custom action |
/// | h | hint |
/// | k | key help on the display (again or Esc: leave) |
/// | p | preferences on the display (again or Esc: leave) |
/// | t | next table |
/// | r | continuous reading on/off |
/// | m | magic tap |
/// | l | message history (again: older) |
/// | s n | demo: screen list, next screen |
/// | ? | key help |
/// | q | quit |
/// | Tab | braille keyboard on/off (below) |
///
/// **Braille keyboard.** A terminal reports key presses but not releases, so a cell is typed as
/// a group then the space bar: `f d s j k l` are dots 1–6, `a ;` dots 7 and 8, in any order,
/// and space types the cell (space alone types a space); `g` or `h` in the group holds the space
/// bar with the dots, a chord (space+dots: a command, ``KeyBindings/defaultChordList``).
/// Backspace drops the group, or with none is the display's Backspace; Enter types the group
/// and is Enter; arrows and Esc keep their meaning; other keys do nothing.
///
/// A lone Esc is told from an arrow key's escape sequence by arriving alone in one read.
struct KeyDecoder {
    /// The digits typed so far for a routing key.
    private(set) var digits = ""
    /// Whether the letters are the braille keyboard's keys.
    private(set) var brailleKeyboard = false
    /// The dots of the braille keyboard's group so far (bits 0–7 for dots 1–8).
    private(set) var group: UInt8 = 0
    /// Whether the group holds the space bar (a chord).
    private(set) var groupIsChord = false
    /// The commands of the space+dots chords.
    var chords: [UInt8: BrailleCommand] = KeyBindings.defaultChords

    /// The braille keyboard's keys: `f d s j k l a ;` for dots 1–8.
    static let dotKeys: [UInt8: UInt8] = [
        UInt8(ascii: "f"): 0x01, UInt8(ascii: "d"): 0x02, UInt8(ascii: "s"): 0x04,
        UInt8(ascii: "j"): 0x08, UInt8(ascii: "k"): 0x10, UInt8(ascii: "l"): 0x20,
        UInt8(ascii: "a"): 0x40, UInt8(ascii: ";"): 0x80,
    ]

    /// What the status shows of the braille keyboard: `nil` when it is off.
    var brailleKeyboardStatus: String? {
        guard brailleKeyboard else { return nil }
        var dots = (0..<8).filter { group & (1 << $0) != 0 }.map { String($0 + 1) }.joined()
        if groupIsChord { dots = "space+" + dots }
        return "braille keyboard (Tab leaves): " + (dots.isEmpty ? "fdsjkl a; dots, g chord, space types" : dots + " (space)")
    }

    /// The keys of the terminal's keyboard for the navigator's commands, in the order the `?` help
    /// lists them; what each does is its command's words in ``CommandCatalog``.
    static let commandKeys: [(keys: String, command: BrailleCommand)] = [
        ("→", .nextWindow), ("←", .previousWindow), ("↓", .nextElement), ("↑", .previousElement),
        ("Home", .firstElement), ("End", .lastElement), ("5 Enter", .route(cell: 0)), ("Enter", .activate),
        ("Esc", .escape), ("+", .increment), ("-", .decrement), ("a", .nextCustomAction), ("A", .previousCustomAction),
        ("h", .hint), ("r", .toggleContinuousReading), ("m", .magicTap), ("l", .messageHistory),
        ("k", .keyHelp), ("p", .preferences), ("t", .nextTable),
    ]

    /// The table the `?` help shows: the command keys with their commands' words, then the
    /// terminal's own keys.
    static var help: [(keys: String, summary: String)] {
        commandKeys.map { ($0.keys, CommandCatalog.entry($0.command).summary) } + [
            ("s n", "demo: screen list / next screen"),
            ("Tab", "braille keyboard on/off: f d s j k l a ; dots, g chord, space types"),
            ("?", "this help"),
            ("q", "quit"),
        ]
    }

    /// Decodes the bytes of one read.
    mutating func decode(_ bytes: [UInt8]) -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            if byte == 0x1B {
                guard i < bytes.count else {
                    digits = ""
                    commands.append(.display(.escape))
                    continue
                }
                // CSI (ESC [) or SS3 (ESC O): parameters, then a final byte.
                guard bytes[i] == UInt8(ascii: "[") || bytes[i] == UInt8(ascii: "O") else {
                    digits = ""
                    commands.append(.display(.escape))
                    continue
                }
                i += 1
                var parameters = ""
                while i < bytes.count, (0x30...0x3F).contains(bytes[i]) {
                    parameters.unicodeScalars.append(Unicode.Scalar(bytes[i]))
                    i += 1
                }
                guard i < bytes.count else { break }
                let final = bytes[i]
                i += 1
                if let command = Self.sequence(final: final, parameters: parameters) { commands.append(command) }
                continue
            }
            if byte == 0x09 {
                brailleKeyboard.toggle()
                digits = ""
                group = 0
                groupIsChord = false
                commands.append(.redraw)
                continue
            }
            if brailleKeyboard {
                commands += brailleKey(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits.count < 4 { digits.unicodeScalars.append(Unicode.Scalar(byte)) }
            case 0x7F, 0x08:
                if !digits.isEmpty { digits.removeLast() }
            case 0x0D, 0x0A:
                if let cell = Int(digits), cell >= 1 {
                    commands.append(.display(.route(cell: cell - 1)))
                } else if digits.isEmpty {
                    commands.append(.display(.activate))
                }
                digits = ""
            default:
                digits = ""
                if let command = Self.letters[byte] { commands.append(command) }
            }
        }
        return commands
    }

    /// One key in braille-keyboard mode.
    private mutating func brailleKey(_ byte: UInt8) -> [TerminalCommand] {
        if let dot = Self.dotKeys[byte] {
            group |= dot
            return [.redraw]
        }
        switch byte {
        case UInt8(ascii: "g"), UInt8(ascii: "h"):
            groupIsChord = true
            return [.redraw]
        case UInt8(ascii: " "):
            return typeGroup(orSpace: true)
        case 0x7F, 0x08:
            if group != 0 || groupIsChord {
                group = 0
                groupIsChord = false
                return [.redraw]
            }
            return [.display(.deleteBackward)]
        case 0x0D, 0x0A:
            return typeGroup(orSpace: false) + [.display(.activate)]
        default:
            return [.redraw]
        }
    }

    /// The group as typed: a cell, a chord's command, or (`orSpace`, no dots) a space.
    private mutating func typeGroup(orSpace: Bool) -> [TerminalCommand] {
        defer {
            group = 0
            groupIsChord = false
        }
        if groupIsChord {
            guard group != 0 else { return orSpace ? [.display(.typeSpace)] : [] }
            return chords[group].map { [.display($0)] } ?? [.redraw]
        }
        if group == 0 { return orSpace ? [.display(.typeSpace)] : [] }
        return [.display(.type(cell: group))]
    }

    private static let letters: [UInt8: TerminalCommand] = [
        UInt8(ascii: "+"): .display(.increment), UInt8(ascii: "="): .display(.increment),
        UInt8(ascii: "-"): .display(.decrement),
        UInt8(ascii: "a"): .display(.nextCustomAction), UInt8(ascii: "A"): .display(.previousCustomAction),
        UInt8(ascii: "h"): .display(.hint), UInt8(ascii: "r"): .display(.toggleContinuousReading),
        UInt8(ascii: "m"): .display(.magicTap), UInt8(ascii: "l"): .display(.messageHistory),
        UInt8(ascii: "k"): .display(.keyHelp), UInt8(ascii: "p"): .display(.preferences),
        UInt8(ascii: "t"): .display(.nextTable),
        UInt8(ascii: "s"): .request(.screenList), UInt8(ascii: "n"): .request(.nextScreen),
        UInt8(ascii: "?"): .help, UInt8(ascii: "q"): .quit,
    ]

    private static func sequence(final: UInt8, parameters: String) -> TerminalCommand? {
        switch final {
        case UInt8(ascii: "A"): return .display(.previousElement)
        case UInt8(ascii: "B"): return .display(.nextElement)
        case UInt8(ascii: "C"): return .display(.nextWindow)
        case UInt8(ascii: "D"): return .display(.previousWindow)
        case UInt8(ascii: "H"): return .display(.firstElement)
        case UInt8(ascii: "F"): return .display(.lastElement)
        case UInt8(ascii: "~"):
            switch parameters {
            case "1", "7": return .display(.firstElement)
            case "4", "8": return .display(.lastElement)
            default: return nil
            }
        default: return nil
        }
    }
}
