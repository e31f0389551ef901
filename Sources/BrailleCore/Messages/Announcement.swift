/// A text to flash on the display: an announcement or a page-scrolled position.
public struct Announcement: Hashable, Sendable {
    /// The text to show.
    public var text: String
    /// The BCP 47 language to translate the text in.
    public var language: String
    /// When it was posted, as time since an origin the caller chose (see ``AnnouncementQueue``).
    public var postedAt: Duration

    public init(text: String, language: String = "en", postedAt: Duration) {
        self.text = text
        self.language = language
        self.postedAt = postedAt
    }
}
