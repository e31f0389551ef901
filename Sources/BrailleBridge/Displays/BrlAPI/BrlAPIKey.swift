/// A key as BrlAPI delivered it, named as BRLTTY names it.
///
/// Commands carry BRLTTY's command name (`FWINRT`, `ROUTE` with its argument), keyboard
/// keys their keysym name (`LINEFEED`, `ESCAPE`). Names come from `brlapi_describeKeyCode`,
/// so they are the same names the vr driver and BRLTTY's key tables use.
struct BrlAPIKey: Hashable, Sendable, CustomStringConvertible {
    /// Whether the key is a braille command or a keyboard key.
    enum Kind: Hashable, Sendable {
        /// A BRLTTY command (`BRLAPI_KEY_TYPE_CMD`).
        case command
        /// A keyboard key, as an X keysym (`BRLAPI_KEY_TYPE_SYM`).
        case keysym
    }

    /// The raw 64-bit `brlapi_keyCode_t`.
    var code: UInt64
    /// Command or keysym.
    var kind: Kind
    /// BRLTTY's upper-case name of the command or key, e.g. `FWINRT`, `ROUTE`, `LINEFEED`.
    var name: String
    /// The command's argument (for `ROUTE`, the cell counted from 0), else 0.
    var argument: Int
    /// The modifier and toggle flags (the upper 32 bits of the code).
    var flags: UInt32

    init(code: UInt64, kind: Kind, name: String, argument: Int, flags: UInt32) {
        self.code = code
        self.kind = kind
        self.name = name
        self.argument = argument
        self.flags = flags
    }

    var description: String {
        let hex = "0x" + String(code, radix: 16, uppercase: true)
        return argument == 0 ? "\(name) (\(hex))" : "\(name) \(argument) (\(hex))"
    }
}
