/// A text to flash on the display: an announcement or a page-scrolled position.
public struct Announcement: Hashable, Sendable {
    /// The text to show.
    public var text: String
    /// The BCP 47 language to translate the text in.
    public var language: String
    /// When it was posted, as time since an origin the caller chose (see ``AnnouncementQueue``).
    public var postedAt: Duration
    /// How long it shows; `nil` for the queue's ``AnnouncementQueue/displayDuration``.
    public var duration: Duration?
    /// What it is: the app's (or the reader's book's) news, or the display's own feedback.
    public var kind: Kind

    /// What a message is.
    public enum Kind: Hashable, Sendable {
        /// An announcement, a page position, "end of book": kept in the queue's history.
        case announcement
        /// Feedback on a key that could do nothing ("last element", "no hint"): brief, and not
        /// kept in the history.
        case feedback
        /// The page a page turn arrived at ("page 3 of 6"): brief, not kept, and it covers a
        /// window not read yet, so a panning key only dismisses it.
        case position
        /// Stands for `count` messages that waited behind more than the queue keeps and were
        /// dropped unread (the oldest first); the navigator words it in the reader's language
        /// ("37 more messages"). Not kept in the history (the messages themselves are).
        case dropped(count: Int)
    }

    public init(text: String, language: String = LanguageTag.fallback, postedAt: Duration, duration: Duration? = nil,
                kind: Kind = .announcement) {
        self.text = text
        self.language = language
        self.postedAt = postedAt
        self.duration = duration
        self.kind = kind
    }
}
