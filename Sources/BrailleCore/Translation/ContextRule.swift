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
    /// Before a string only: the beginning of a word (UEB §10.6.2): the text start, a `space` or
    /// a `wordbreak` character, with only `wordbefore` marks between it and the string
    /// (`wordbegin`); not a slash or full stop (`above/below`, `www.beyond`). Tables without
    /// `wordbefore`/`wordbreak` read it as `nonletter`; back-translation asks it of the text read
    /// so far (``BackReading/beginsWord()``).
    case wordbegin
    /// After a string only, in `readback` rules: the end of a word (UEB §2.6): the end of the
    /// cells, a blank or a `wordbreak` character's cells, with only `wordafter` strings' cells
    /// between it and the string (`wordend`). Forward translation reads it as `nonletter`.
    case wordend
    /// After a string only: a letter, with a letter that the table's `vowels` list among the
    /// letters up to the word's end (`syllable`): the rest of the word is a syllable, so the
    /// string is one too (UEB §10.6.5: `be`, `con`, `dis` in `bevy`, `conch`'s c o n, `disc`).
    /// Back-translation reads it as `letter`.
    case syllable
    /// Before a string only: inside a word (`inword`): a letter, or a mark other than a
    /// `wordbreak` right after a letter (an apostrophe or bracket inside the word: `Ch'ing`,
    /// `brown(ing)`; not `to-ing`). Back-translation reads it as a letter or a mark.
    case inword
    /// A letter that the table's `vowels` do not list, in either case (`consonant`; UEB §10.9.3:
    /// `blindness`, not `blinded`). Back-translation reads it as `letter`.
    case consonant

    /// Reads operand `index` of `line`: `-`, `space`, `nonspace`, `letter`, `nonletter`, `digit`, `start`, `mark`,
    /// `wordbegin`, `wordend`, `inword`, `syllable` or `consonant`.
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
        case "wordbegin": self = .wordbegin
        case "wordend": self = .wordend
        case "consonant": self = .consonant
        case "inword": self = .inword
        case "syllable": self = .syllable
        case let other:
            throw line.error(at: line.tokens[index].lowerBound,
                             "unknown context '\(other)': use -, space, nonspace, letter, nonletter, digit, start, mark, wordbegin, wordend, inword, syllable or consonant")
        }
    }

    /// Whether a character of class `characterClass` (nil: the text boundary) satisfies this.
    @inline(__always) func admits(_ characterClass: UInt8?) -> Bool {
        switch self {
        case .any: return true
        case .space: return characterClass == nil || characterClass == CharacterClass.space.rawValue
        case .nonspace: return characterClass != nil && characterClass != CharacterClass.space.rawValue
        case .letter, .consonant, .syllable: return characterClass == CharacterClass.lowercase.rawValue || characterClass == CharacterClass.uppercase.rawValue
        case .nonletter, .wordbegin, .wordend:
            return characterClass != CharacterClass.lowercase.rawValue && characterClass != CharacterClass.uppercase.rawValue
        case .digit: return characterClass == CharacterClass.digit.rawValue
        case .start: return characterClass == nil
        case .mark, .inword:
            guard let characterClass else { return false }
            if self == .inword, characterClass == CharacterClass.lowercase.rawValue || characterClass == CharacterClass.uppercase.rawValue {
                return true
            }
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
    /// Whether its cells are one lower cell (a lower groupsign), whose `letter` context does not
    /// reach across a change of case with `foldcase` (``CompiledTable/changesCase(_:_:between:)``);
    /// set when the table is built.
    var stopsAtCaseChange = false
    /// Whether it starts a word before a `consonant` (a shortform starting a compound), whose
    /// `consonant` is no capital after a small letter with `foldcase` (§10.9.3: `QuickTax` is no
    /// compound of quick; `LETTERs` keeps letter); set when the table is built.
    var stopsAtCapital = false
}
