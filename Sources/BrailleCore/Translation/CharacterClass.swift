/// How the translator treats a character: the opcode that defined it decides its class.
///
/// Stored in the low three bits of a compiled table's per-scalar flag byte.
enum CharacterClass: UInt8, Sendable {
    /// Not defined by the table: written with the table's `undefined` fallback.
    case undefined = 0
    /// A lowercase letter (`letter`).
    case lowercase = 1
    /// An uppercase letter: its own `letter` definition, or the case mapping of a lowercase one.
    /// Written as the capital indicators the context needs plus its dots.
    case uppercase = 2
    /// A digit (`digit`): starts or continues a number.
    case digit = 3
    /// A punctuation mark (`punctuation`).
    case punctuation = 4
    /// Any other symbol (`sign`, `char`, and every `seq`/`word` match).
    case sign = 5
    /// A word separator (`space`).
    case space = 6
    /// A combining mark (`combining`): written before the character it follows.
    case combining = 7
}

/// Flag bits above the class bits in the per-scalar flag byte.
enum CharacterFlag {
    static let classMask: UInt8 = 0x07
    /// A `seq` or `word` starts with this scalar.
    static let startsSequence: UInt8 = 0x08
    /// Listed in `lettersignafter`: needs the letter indicator directly after a number.
    static let letterSignAfterNumber: UInt8 = 0x10
    /// Listed in `numcontinue`: keeps numeric mode (and may start a number before a digit).
    static let continuesNumber: UInt8 = 0x20
    /// Has context forms (`beforeletter`, `betweenletters`, `wordstart`, `wordend`).
    static let hasContextForms: UInt8 = 0x40
    /// Has a `capitalform`: its own cells when marked by the capital letter indicator alone.
    static let hasCapitalForm: UInt8 = 0x80
}
