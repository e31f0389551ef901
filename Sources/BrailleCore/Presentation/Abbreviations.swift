/// The words a presentation adds to an element's own text, for one language: an abbreviation per
/// trait and the formats of positions and pages.
///
/// The built-in tables are data in ``AbbreviationCatalog``; see `docs/document-format.md` for why
/// these abbreviations were chosen.
public struct Abbreviations: Hashable, Sendable {
    /// The BCP 47 language (primary subtag) the words are in.
    public var language: String
    /// The abbreviation shown for each trait; a trait with no entry (or an empty one) shows nothing.
    public var traits: [AccessibilityTrait: String]
    /// The word of each ``ElementRole``, shown instead of the button or tab bar trait's word; a
    /// role with no entry shows the traits' words.
    public var roles: [ElementRole: String] = [:]
    /// The position in a container, with `{index}` and `{count}` ("{index}/{count}" → "3/12").
    public var positionFormat: String
    /// A book's page, with `{page}` and `{count}` ("page {page} of {count}").
    public var pageFormat: String
    /// What a line says when a book or list has no more pages or elements that way.
    public var endOfContent: String
    /// The mode words (``ModeMarkers``) shown on the line while a mode changes what keys mean.
    public var modes: ModeMarkers = .english
    /// After the traits of an element with custom actions, as VoiceOver says "actions
    /// available": MENU_NEXT_ITEM lists them.
    public var actionsAvailable: String = "actions"
    /// A message that stands for announcements dropped unread because too many waited, with
    /// `{count}` ("{count} more messages").
    public var moreMessagesFormat: String = "{count} more messages"

    /// The words that put a mode on the display itself (not only on a status line): each is a
    /// ``LinePart/mode`` part of the line, before the text the mode is about.
    public struct ModeMarkers: Hashable, Sendable {
        /// Before the value while `LNUP`/`LNDN` adjust it ("adjust:").
        public var adjusting: String
        /// Before a custom action's name in the action list, with `{index}` and `{count}`
        /// ("action {index}/{count}:").
        public var action: String
        /// Before the hint while it shows ("hint:").
        public var hint: String
        /// Before a flash message ("msg:").
        public var message: String
        /// Before a message of the history, newest first, with `{index}` and `{count}`
        /// ("history {index}/{count}:").
        public var history: String = "history {index}/{count}:"

        public static let english = ModeMarkers(adjusting: "adjust:", action: "action {index}/{count}:", hint: "hint:",
                                                message: "msg:", history: "history {index}/{count}:")

        /// "action 2/3:" for the zero-based action `index` of `count`.
        public func actionText(index: Int, of count: Int) -> String {
            action.replacing("{index}", with: String(index + 1)).replacing("{count}", with: String(count))
        }

        /// "history 2/5:" for the zero-based `index` (0 the newest) of `count`.
        public func historyText(index: Int, of count: Int) -> String {
            history.replacing("{index}", with: String(index + 1)).replacing("{count}", with: String(count))
        }
    }

    /// The order in which traits are shown: roles first (what the element is), then states
    /// (selected, not enabled). Traits missing here are not shown.
    public var order: [AccessibilityTrait] = AbbreviationCatalog.traitOrder

    /// The abbreviations of `traits`, in ``order``, joined by blanks.
    public func text(for traits: Traits) -> String {
        text(for: traits, headingLevel: nil)
    }

    /// The traits' words, the heading's with its level ("hdg 2").
    public func text(for traits: Traits, headingLevel: Int?) -> String {
        text(for: traits, role: nil, headingLevel: headingLevel)
    }

    /// The traits' words, with the role's word ("chk", "cbo") first in place of the button or
    /// tab bar trait's word, and the heading's with its level ("hdg 2").
    public func text(for traits: Traits, role: ElementRole?, headingLevel: Int?) -> String {
        let roleWord = role.flatMap { roles[$0] }.flatMap { $0.isEmpty ? nil : $0 }
        let words = order.filter { traits.contains(Traits($0)) }
            .compactMap { trait -> String? in
                if roleWord != nil, ElementRole.replacedTraits.contains(trait) { return nil }
                guard let word = self.traits[trait], !word.isEmpty else { return nil }
                if trait == .header, let headingLevel { return "\(word) \(headingLevel)" }
                return word
            }
        return ([roleWord].compactMap { $0 } + words).joined(separator: " ")
    }

    /// "3/12" for a position.
    public func text(for position: PlacedElement.Position) -> String {
        positionFormat.replacing("{index}", with: String(position.index)).replacing("{count}", with: String(position.count))
    }

    /// "page 3 of 5" for a zero-based page index of `count` pages.
    public func pageText(page: Int, of count: Int) -> String {
        pageFormat.replacing("{page}", with: String(page + 1)).replacing("{count}", with: String(count))
    }
}
