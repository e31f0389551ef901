import BrailleCore

/// A key of a display, named as the reader presses it (`LNDN`, `space+4`, `↓`, a script's
/// `next`), and the command it gives: what the key help (``KeyHelp``) lists.
struct DisplayKey: Hashable, Sendable {
    var name: String
    var command: BrailleCommand

    init(_ name: String, _ command: BrailleCommand) {
        self.name = name
        self.command = command
    }

    /// The names of the keys among `keys` that give `command` (any cell for routing and typing).
    static func names(of command: BrailleCommand, in keys: [DisplayKey]) -> [String] {
        let name = CommandCatalog.entry(command).fileName
        return keys.filter { CommandCatalog.entry($0.command).fileName == name }.map(\.name)
    }
}

extension KeyBindings {
    /// Every key bound, as BRLTTY names it: the commands (with a key file's changes), `ROUTE n`,
    /// `PASSDOTS dots`, the braille keyboard's `space`, and the chords as `space+` and their dots.
    var displayKeys: [DisplayKey] {
        var keys = commands.map { DisplayKey($0.key.description, $0.value) }.sorted { $0.name < $1.name }
        keys += [DisplayKey("ROUTE n", .route(cell: 0)), DisplayKey("PASSDOTS dots", .type(cell: 0)), DisplayKey("space", .typeSpace)]
        keys += chords.map { dots, command in
            DisplayKey("space+" + (0..<8).filter { dots & (1 << $0) != 0 }.map { String($0 + 1) }.joined(), command)
        }.sorted { $0.name < $1.name }
        return keys
    }
}
