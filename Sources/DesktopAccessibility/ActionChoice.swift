/// Which AT-SPI action carries out an app action: chosen by name, never by index (Qt puts
/// "SetFocus" first on sliders). Names compare without case: GTK says "click", Qt "Press".
enum ActionChoice {
    /// Activation, in order of preference.
    static let activateNames = ["click", "press", "activate", "toggle", "jump", "open"]
    /// Qt's Value-less increment.
    static let increaseNames = ["increase", "increment"]
    static let decreaseNames = ["decrease", "decrement"]
    /// What a routing key does by focusing, not an action the user picks.
    static let focusNames = ["setfocus"]

    /// The index of the first action in `actions` named one of `preferred` (earlier names win).
    static func index(in actions: [String], preferring preferred: [String]) -> Int? {
        let lowered = actions.map { $0.lowercased() }
        for name in preferred {
            if let index = lowered.firstIndex(of: name) { return index }
        }
        return nil
    }
}
