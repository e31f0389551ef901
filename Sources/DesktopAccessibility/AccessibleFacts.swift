import BrailleCore

/// What the source read from one AT-SPI object: a plain value, no GObject in it, so the mapping
/// to an ``Element`` is a pure function that tests can feed without a bus.
struct AccessibleFacts: Hashable, Sendable {
    /// The application's bus name and the object path (":1.42/org/a11y/atspi/accessible/17").
    var identifier: String
    var role: DesktopRole
    /// The accessible name.
    var name: String = ""
    /// The name of the `labelled-by` relation's target; read only when ``name`` is empty.
    var labelledBy: String?
    /// The description (a tooltip; GTK 3 puts a slider's value text there).
    var description: String = ""
    var states: DesktopStates = []
    /// The Value interface, when the object has one.
    var value: ValueFacts?
    /// The Text interface's content, for roles that hold text.
    var text: String?
    /// The whole text of a read-only multi-line text (a document view), up to
    /// ``ReadingContent/characterLimit``: read as a book of lines.
    var content: String?
    /// The Action interface's action names, in the toolkit's order.
    var actions: [String] = []
    /// The Component extents in screen coordinates; `nil` when the toolkit gives none.
    var extents: Frame?
    /// A heading's `level` attribute (1 to 6), when it gives one.
    var headingLevel: Int?
    /// An entry's `placeholder-text` attribute ("Search…"), shown while it is empty and unnamed.
    var placeholder: String?
    /// The names of the first objects inside, joined ("name from contents"): read only for an
    /// element whose name says nothing (a row, a GTK 4 button named after its class).
    var contentName: String?
    /// Whether the object is a hyperlink (GTK 3's link button is a push button that is one).
    var isHyperlink = false
    /// The row of a table that a cell stands for: the texts of its cells and its place.
    var row: TableRow?

    /// A table's row as a reader reads it: the cells' texts in column order (a check box cell as
    /// its column's header and state), and the row's place among the table's rows.
    struct TableRow: Hashable, Sendable {
        var cells: [String]
        var index: Int
        var count: Int
    }

    /// The Value interface's numbers.
    struct ValueFacts: Hashable, Sendable {
        var current: Double
        var minimum: Double
        var maximum: Double
        /// The minimum increment; 0 when the toolkit gives none.
        var increment: Double
        /// The toolkit's text for the value ("40 %"), when it gives one.
        var text: String?
    }
}

/// The AT-SPI states the mapping reads (`AtspiStateType`).
struct DesktopStates: OptionSet, Hashable, Sendable {
    let rawValue: UInt32
    static let focused = DesktopStates(rawValue: 1 << 0)
    static let focusable = DesktopStates(rawValue: 1 << 1)
    static let sensitive = DesktopStates(rawValue: 1 << 2)
    static let enabled = DesktopStates(rawValue: 1 << 3)
    static let checked = DesktopStates(rawValue: 1 << 4)
    static let selected = DesktopStates(rawValue: 1 << 5)
    static let pressed = DesktopStates(rawValue: 1 << 6)
    static let expanded = DesktopStates(rawValue: 1 << 7)
    static let collapsed = DesktopStates(rawValue: 1 << 8)
    static let editable = DesktopStates(rawValue: 1 << 9)
    static let showing = DesktopStates(rawValue: 1 << 10)
    static let visible = DesktopStates(rawValue: 1 << 11)
    static let active = DesktopStates(rawValue: 1 << 12)
    static let checkable = DesktopStates(rawValue: 1 << 13)
    static let indeterminate = DesktopStates(rawValue: 1 << 14)
    static let defunct = DesktopStates(rawValue: 1 << 15)
    static let multiLine = DesktopStates(rawValue: 1 << 16)
}
