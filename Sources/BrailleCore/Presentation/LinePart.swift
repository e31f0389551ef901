/// Which part of a presented line a cell belongs to.
public enum LinePart: String, Hashable, Sendable, CaseIterable {
    /// The element's label.
    case label
    /// The element's value.
    case value
    /// The trait and state abbreviations ("btn", "unav"); the offset counts into their joined text.
    case traits
    /// The position in the container ("3/12").
    case position
    /// The hint, shown on request.
    case hint
    /// A line of reading content (a book page line).
    case content
    /// A flash message (an announcement).
    case message
    /// The name of a custom action in the action list.
    case action
    /// The word that says a mode is on ("adjust:", "action 2/3:", "hint:", "msg:"), so the
    /// display shows what the keys mean now.
    case mode
    /// The Zhuyin syllables typed into the input method and not yet committed; the offset counts
    /// into their Zhuyin text.
    case composition
    /// The input method's candidates, each after a blank; the offset counts into their joined text.
    case candidates
    /// The blank between two parts; its offset is 0.
    case separator
}
