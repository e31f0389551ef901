import Foundation

/// Repairs the accessible names toolkits give by mistake, as Orca does: GTK 4.8 names many
/// widgets after their class ("GtkButton", "GtkEntry") or after their label twice ("7 7"); the
/// words a reader needs are then in the description, the placeholder or the widget's contents.
enum ToolkitName {
    /// `name` as a reader should see it: empty for a toolkit class name, one half of a label
    /// said twice, else trimmed.
    static func repaired(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if isClassName(trimmed) { return "" }
        return undoubled(trimmed)
    }

    /// Whether `name` is a widget class's name (GtkButton, GtkComboBoxText, QLineEdit,
    /// AdwActionRow), never a word meant for people.
    static func isClassName(_ name: String) -> Bool {
        let prefixes = ["Gtk", "Gdk", "Adw", "Q"]
        guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let first = rest.first, first.isUppercase, first.isASCII, rest.count >= 3 else { return false }
        // A class name is one CamelCase word: letters and digits, a lower-case letter in it.
        return rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && rest.contains { $0.isLowercase }
    }

    /// A class name in words, for an object that says nothing else ("GtkTreeView" → "tree
    /// view"); empty for anything else.
    static func classWords(_ name: String) -> String {
        guard isClassName(name) else { return "" }
        let prefix = ["Gtk", "Gdk", "Adw", "Q"].first { name.hasPrefix($0) } ?? ""
        var words: [String] = []
        for character in name.dropFirst(prefix.count) {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.map { $0.lowercased() }.joined(separator: " ")
    }

    /// "7 7" → "7", "Open Open" → "Open": a label GTK 4 put in the name twice. A name whose
    /// halves differ is kept.
    static func undoubled(_ name: String) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 2, words.count % 2 == 0 else { return name }
        let half = words.count / 2
        guard words[..<half].elementsEqual(words[half...]) else { return name }
        return words[..<half].joined(separator: " ")
    }

    /// A tooltip used as a name: the words before a shortcut in brackets ("Clear Display
    /// [Escape]" → "Clear Display").
    static func tooltipName(_ description: String) -> String {
        var text = description.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix("]"), let open = text.lastIndex(of: "["), open > text.startIndex {
            text = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        }
        return repaired(text)
    }
}
