/// A node of the accessibility tree: an accessibility element or a container of them, named as
/// UIAccessibility names it.
///
/// An element with ``isAccessibilityElement`` `true` is what the user can focus; it has no
/// children. An element with ``isAccessibilityElement`` `false` and children is a *container*
/// (`UIAccessibilityContainer`): it is never focused itself, but exposes its children, which may
/// be containers again. An element that is neither is skipped, like a plain `UIView`.
///
/// ```swift
/// let start = Element(identifier: "start", label: "Start", traits: .button,
///                     frame: Frame(x: 10, y: 10, width: 60, height: 44))
/// let counter = Element.container(identifier: "counter", frame: Frame(x: 0, y: 100, width: 320, height: 64),
///                                 children: [start])
/// ```
public struct Element: Hashable, Sendable {
    /// A name unique within the screen, like `accessibilityIdentifier`; focus follows it across
    /// layout changes. Documents that give none get the element's JSON path.
    public var identifier: String
    /// A short localised word or phrase that says what the element is ("Start", "Playing progress").
    public var label: String
    /// The current value as text ("10 seconds", "50 percent"). For an ``adjustable`` element it
    /// is always ``Adjustable/valueText``, and setting it changes nothing: move the value with
    /// ``adjustable``.
    public var value: String? {
        get { adjustable?.valueText ?? textValue }
        set { if adjustable == nil { textValue = newValue } }
    }
    /// The value of an element that is not adjustable; nil while ``adjustable`` is set, so that
    /// two elements with the same value are equal.
    private var textValue: String?
    /// What activating the element does ("Starts the timer."); shown on request.
    public var hint: String?
    /// What the element is and its state (`accessibilityTraits`).
    public var traits: Traits
    /// The kind of control, where the traits say less (a check box, a combo box); its word
    /// replaces the button trait's word on the line. Nil: the traits say it all.
    public var role: ElementRole?
    /// The frame relative to the container (or to the screen for top-level elements).
    public var frame: Frame
    /// A BCP 47 tag when the element's text is in another language than its container's.
    public var language: String?
    /// Actions besides activation (`accessibilityCustomActions`), in the order offered.
    public var customActions: [CustomAction]
    /// Whether the element itself can be focused (`isAccessibilityElement`).
    public var isAccessibilityElement: Bool
    /// The range, step and value texts of an element with the ``AccessibilityTrait/adjustable`` trait.
    /// Removing it keeps the last value text as the element's ``value``.
    public var adjustable: Adjustable? {
        didSet {
            if adjustable != nil { textValue = nil } else if let oldValue { textValue = oldValue.valueText }
        }
    }
    /// The pages of an element with the ``AccessibilityTrait/causesPageTurn`` trait.
    public var book: Book?
    /// The level of a heading (1 to 6, as AT-SPI's `level` attribute and HTML give it), shown after
    /// the heading trait ("hdg 2"); nil for an element that is no heading or whose level is unknown.
    public var headingLevel: Int?
    /// The element's place in its container when the app knows it better than the elements the
    /// screen lists: a row of a long list of which only some rows were read ("3000/10000"). Nil:
    /// counted among the container's elements.
    public var positionInContainer: PlacedElement.Position?
    /// The children of a container, empty for an accessibility element.
    public var children: [Element]
    /// How a container orders its children for reading.
    public var childOrder: ChildOrder
    /// The identifier of the paragraph this element is a part of, when a paragraph is read as
    /// several elements (a web page's paragraph: its runs of text and the links inside it);
    /// moving by paragraph counts them once. `nil` for an element that is a whole.
    public var paragraph: String? = nil
    /// The identifier of the document this element is a block of (a web page's heading,
    /// paragraph, link or field; a text document's paragraph): the document is read as one text,
    /// `LNDN`/`LNUP` moving by the display's lines (its windows, never splitting a braille sign)
    /// from block to block, and arriving at a block asks the app to scroll it into view
    /// (``AppAction/scrollToVisible``). `nil` for an element of no document.
    public var document: String? = nil

    public init(
        identifier: String,
        label: String = "",
        value: String? = nil,
        hint: String? = nil,
        traits: Traits = [],
        role: ElementRole? = nil,
        frame: Frame = .zero,
        language: String? = nil,
        customActions: [CustomAction] = [],
        isAccessibilityElement: Bool = true,
        adjustable: Adjustable? = nil,
        book: Book? = nil,
        headingLevel: Int? = nil,
        positionInContainer: PlacedElement.Position? = nil,
        children: [Element] = [],
        childOrder: ChildOrder = .frames
    ) {
        self.identifier = identifier
        self.label = label
        self.textValue = adjustable == nil ? value : nil
        self.hint = hint
        self.traits = traits
        self.role = role
        self.frame = frame
        self.language = language
        self.customActions = customActions
        self.isAccessibilityElement = isAccessibilityElement
        self.adjustable = adjustable
        self.book = book
        self.headingLevel = headingLevel
        self.positionInContainer = positionInContainer
        self.children = children
        self.childOrder = childOrder
    }

    /// A container: not an accessibility element itself, exposing `children`.
    public static func container(
        identifier: String,
        label: String = "",
        frame: Frame = .zero,
        language: String? = nil,
        children: [Element],
        childOrder: ChildOrder = .frames
    ) -> Element {
        Element(identifier: identifier, label: label, frame: frame, language: language,
                isAccessibilityElement: false, children: children, childOrder: childOrder)
    }

    /// Whether this node is a container (not an element itself, with children).
    public var isContainer: Bool { !isAccessibilityElement && !children.isEmpty }

    /// Whether the reader types text into this element: a text or search field (traits
    /// ``AccessibilityTrait/textField``, ``AccessibilityTrait/searchField``), which shows a caret.
    public var isTextField: Bool { !traits.isDisjoint(with: [.textField, .searchField]) }
}

/// How a container orders its children for reading.
public enum ChildOrder: String, Hashable, Sendable {
    /// The order in which the children are listed (`accessibilityElementAtIndex:`).
    case listed
    /// By screen frames: top to bottom, then left to right (see ``ReadingOrder``).
    case frames
}
