/// What a `context` rule asks of the character before or after its string.
///
/// Text boundaries count as `space`: a rule that wants a space before matches at the start.
enum ContextClass: UInt8, Sendable, Hashable {
    /// Anything, the text boundary included (`-` in a table).
    case any
    /// A `space` character or the text boundary.
    case space
    /// Anything but a `space` character or the text boundary.
    case nonspace
    /// A letter (`letter`, or an uppercase form of one).
    case letter
    /// Anything but a letter, the text boundary included (`nonletter`): where a word starts or ends.
    case nonletter
    /// A digit (`digit`).
    case digit
    /// The text boundary only: the start before, the end after (`start`).
    case start
    /// A character that is not a letter, digit or `space` character: a mark or sign (`mark`).
    case mark

    /// Reads operand `index` of `line`: `-`, `space`, `nonspace`, `letter`, `nonletter`, `digit`, `start` or `mark`.
    init(_ line: Line, _ index: Int) throws(TableError) {
        switch line.text(line.tokens[index]) {
        case "-": self = .any
        case "space": self = .space
        case "nonspace": self = .nonspace
        case "letter": self = .letter
        case "nonletter": self = .nonletter
        case "digit": self = .digit
        case "start": self = .start
        case "mark": self = .mark
        case let other:
            throw line.error(at: line.tokens[index].lowerBound,
                             "unknown context '\(other)': use -, space, nonspace, letter, nonletter, digit, start or mark")
        }
    }

    /// Whether a character of class `characterClass` (nil: the text boundary) satisfies this.
    @inline(__always) func admits(_ characterClass: UInt8?) -> Bool {
        switch self {
        case .any: return true
        case .space: return characterClass == nil || characterClass == CharacterClass.space.rawValue
        case .nonspace: return characterClass != nil && characterClass != CharacterClass.space.rawValue
        case .letter: return characterClass == CharacterClass.lowercase.rawValue || characterClass == CharacterClass.uppercase.rawValue
        case .nonletter:
            return characterClass != CharacterClass.lowercase.rawValue && characterClass != CharacterClass.uppercase.rawValue
        case .digit: return characterClass == CharacterClass.digit.rawValue
        case .start: return characterClass == nil
        case .mark:
            guard let characterClass else { return false }
            return characterClass != CharacterClass.space.rawValue && characterClass != CharacterClass.digit.rawValue
                && characterClass != CharacterClass.lowercase.rawValue && characterClass != CharacterClass.uppercase.rawValue
        }
    }
}

/// A sequence that only matches in a context: `context BEFORE STRING AFTER dots`, or
/// `numjoin STRING dots` (between two digits, keeping the number going).
struct ContextRule: Sendable, Hashable {
    var before: ContextClass
    var after: ContextClass
    var cells: CellRef
    /// `numjoin`: numeric mode goes on after the match, so the next digit takes no numeric indicator.
    var joinsNumber: Bool
}
