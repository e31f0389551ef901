/// A setting on a ``Panel`` line: its name (the preferences file's, `reading-speed`), its
/// choices in order and the one chosen. The increment and decrement keys step through the
/// choices and stop at either end; a routing key or Enter on the line takes the next one,
/// wrapping around. Each change is a ``NavigatorEffect/settingChanged(name:value:)``.
public struct PanelSetting: Hashable, Sendable {
    /// One value the setting can take: as the preferences file writes it, and as the display
    /// shows it (in the reader's language).
    public struct Choice: Hashable, Sendable {
        public var value: String
        public var shown: String
    }

    /// The preferences file's name of the setting (`status-cells`).
    public var name: String
    /// The values it can take, in order; at least one.
    public var choices: [Choice]
    /// The index of the chosen value in ``choices``.
    public var chosen: Int

    /// A setting on `values` in order, each shown as `shown` gives it, at `value` (else the first).
    public init(name: String, values: [String], value: String, shown: (String) -> String = { $0 }) {
        self.init(name: name, choices: values.map { Choice(value: $0, shown: shown($0)) }, value: value)
    }

    /// A setting on `choices`, at the choice whose value is `value` (else the first).
    init(name: String, choices: [Choice], value: String) {
        precondition(!choices.isEmpty, "a setting needs at least one choice")
        self.name = name
        self.choices = choices
        self.chosen = choices.firstIndex { $0.value == value } ?? 0
    }

    /// The chosen value.
    public var chosenChoice: Choice { choices[chosen] }

    /// Steps `by` choices (+1 the next), stopping at either end; `false` when already there.
    mutating func step(by offset: Int) -> Bool {
        let next = chosen + offset
        guard choices.indices.contains(next) else { return false }
        chosen = next
        return true
    }

    /// Takes the next choice, after the last the first.
    mutating func cycle() {
        chosen = (chosen + 1) % choices.count
    }
}
