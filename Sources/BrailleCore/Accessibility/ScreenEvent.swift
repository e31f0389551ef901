/// A change an app reports: a UIAccessibility notification or an edit of the screen.
///
/// The JSON form is described in `docs/events.md`; ``Focus/apply(_:)`` carries an event out.
public enum ScreenEvent: Hashable, Sendable {
    /// The app moved the focus to the element with this identifier.
    case focus(identifier: String)
    /// Some properties of an element changed (a value, a label, traits such as `notEnabled`).
    case elementChanged(identifier: String, ElementChange)
    /// `UIAccessibilityAnnouncementNotification`: text to show as a flash message.
    case announcement(String)
    /// `UIAccessibilityLayoutChangedNotification`: the elements moved or changed (the new
    /// top-level elements, or `nil` when only frames and properties already sent changed); the app
    /// may name the element to focus.
    case layoutChanged(elements: [Element]?, focus: String?)
    /// `UIAccessibilityScreenChangedNotification`: a new screen replaces the old one.
    case screenChanged(Screen)
    /// `UIAccessibilityPageScrolledNotification` with its position text ("Page 19 of 27").
    case pageScrolled(String)
    /// A new node inside the container with `container` (top level when `nil`), at `index`
    /// among its siblings (at the end when `nil`).
    case elementAdded(Element, container: String?, index: Int?)
    /// The node with this identifier went away.
    case elementRemoved(identifier: String)
    /// The caret of a text or search field moved: it stands before the value's character at
    /// `offset` (Unicode scalars; the value's length: after its last character).
    case caretMoved(identifier: String, offset: Int)
    /// The selection of a text or search field: the value's characters in `range` (Unicode
    /// scalars) are selected; an empty range clears the selection. Sent after ``caretMoved``,
    /// which clears it, as AT-SPI sends `text-selection-changed` after `text-caret-moved`.
    case selectionChanged(identifier: String, range: Range<Int>)
}

/// The properties an ``ScreenEvent/elementChanged(identifier:_:)`` event sets; `nil` leaves one as it is.
public struct ElementChange: Hashable, Sendable {
    /// A new label.
    public var label: String?
    /// The new value; ``clearsValue`` removes it instead.
    public var value: String?
    /// Removes the value (a JSON `"value": null`).
    public var clearsValue: Bool
    /// A new number for an adjustable element (the app moved the slider): clamped to its range,
    /// and the value text follows, so the next increment starts from here. On an element that is
    /// not adjustable the number becomes its value text.
    public var adjustableValue: Double?
    /// A new hint.
    public var hint: String?
    /// The new set of traits, replacing the old one (e.g. adding `notEnabled`).
    public var traits: Traits?
    /// A new frame, relative to the container.
    public var frame: Frame?
    /// New reading content (a log view that grew, a page that was edited): replaces the book,
    /// which stays open at the page shown when that page still exists (else at its last page).
    public var book: Book?

    public init(label: String? = nil, value: String? = nil, clearsValue: Bool = false, adjustableValue: Double? = nil,
                hint: String? = nil, traits: Traits? = nil, frame: Frame? = nil, book: Book? = nil) {
        self.label = label
        self.value = value
        self.clearsValue = clearsValue
        self.adjustableValue = adjustableValue
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.book = book
    }

    /// Applies the change to `element`. An adjustable element's value text follows its number
    /// (``Element/value``): a text ``value`` for it changes nothing.
    public func apply(to element: inout Element) {
        if let label { element.label = label }
        if clearsValue { element.value = nil }
        if let value { element.value = value }
        if let number = adjustableValue {
            if element.adjustable != nil {
                element.adjustable!.value = number   // clamped to the range
            } else {
                element.value = Adjustable.numberText(number)
            }
        }
        if let hint { element.hint = hint }
        if let traits { element.traits = traits }
        if let frame { element.frame = frame }
        if var book {
            if let shown = element.book?.currentPage { book.open(at: Swift.min(shown, book.pages.count - 1)) }
            element.book = book
        }
    }
}
