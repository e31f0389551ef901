/// `readback BEFORE STRING AFTER dots`: cells that back-translation reads as STRING where the
/// context holds, though the table itself writes STRING otherwise (or never writes these cells):
/// the forms other translators write, such as liblouis's `--` after a space in German
/// (`6 24 134 36`). Forward translation ignores these rules.
///
/// BEFORE is asked of the last character read back (the text start is `start` and `space`);
/// AFTER of the cells that follow (a blank cell or the end is `space`; `letter` is a letter, with
/// or without a capital indicator before it; `digit` the numeric indicator).
///
/// BEFORE may also be an opening mark, `(`: the rule then holds only while that mark is the
/// innermost one open (German: liblouis writes `)` after a word in capitals as 3-5-6, the closing
/// quotation mark).
struct ReadbackRule: Sendable, Hashable {
    var before: ContextClass
    /// The opening mark that must be the innermost one open, if any.
    var inside: Unicode.Scalar?
    var after: ContextClass
    var cells: CellRef
    var text: String
    /// Made from a `context` rule rather than written as `readback`: read only where its cells
    /// are no character's own (the reader's other rules choose between those).
    var fromContext = false
    /// Made from a `numjoin` rule: read inside a number, which goes on after it (German `12:30`
    /// is `⠼⠁⠃⠈⠒⠉⠚`, the colon's 4-2-5 also being `÷`).
    var joinsNumber = false
}

/// `readhex OPEN BACKSLASH CLOSE`: an escaped character as another translator writes one, read
/// back as that character: OPEN, BACKSLASH, the table's `x`, four to six hexadecimal digits
/// (the address forms of the digits, or the table's letters a–f), CLOSE. liblouis writes U+2010 in
/// German as `6 12567 1346 126 346 16 346 6` ('\x2010').
struct HexEscapeReading: Sendable, Hashable {
    var open: CellRef
    var backslash: CellRef
    var close: CellRef
}
