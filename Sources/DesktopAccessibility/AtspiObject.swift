import BrailleCore
import CAtspi
import CAtspiShim

/// One reference to an AT-SPI object, released when the value goes away. Lives only on the
/// libatspi thread (``AtspiWorker``); never leaves it.
final class AtspiObject {
    let pointer: UnsafeMutablePointer<AtspiAccessible>

    /// Takes over a reference the caller owns (from `get_child_at_index`, `get_parent`...).
    init(owning pointer: UnsafeMutablePointer<AtspiAccessible>) {
        self.pointer = pointer
    }

    /// Takes a new reference to a borrowed pointer (an event's source).
    convenience init(borrowing pointer: UnsafeMutablePointer<AtspiAccessible>) {
        g_object_ref(pointer)
        self.init(owning: pointer)
    }

    deinit { g_object_unref(pointer) }

    /// The bus name and object path, stable while the object lives.
    var identifier: String {
        Self.take(CAtspiShim_object_identifier(pointer)) ?? ""
    }

    /// The application's bus name (":1.42").
    var busName: String {
        CAtspiShim_bus_name(pointer).map { String(cString: $0) } ?? ""
    }

    var role: DesktopRole { DesktopRole(atspi_accessible_get_role(pointer, nil)) }

    var name: String { Self.take(atspi_accessible_get_name(pointer, nil)) ?? "" }

    var states: DesktopStates {
        guard let set = atspi_accessible_get_state_set(pointer) else { return [.defunct] }
        defer { g_object_unref(set) }
        var states: DesktopStates = []
        let pairs: [(AtspiStateType, DesktopStates)] = [
            (ATSPI_STATE_FOCUSED, .focused), (ATSPI_STATE_FOCUSABLE, .focusable),
            (ATSPI_STATE_SENSITIVE, .sensitive), (ATSPI_STATE_ENABLED, .enabled),
            (ATSPI_STATE_CHECKED, .checked), (ATSPI_STATE_SELECTED, .selected),
            (ATSPI_STATE_PRESSED, .pressed), (ATSPI_STATE_EXPANDED, .expanded),
            (ATSPI_STATE_COLLAPSED, .collapsed), (ATSPI_STATE_EDITABLE, .editable),
            (ATSPI_STATE_SHOWING, .showing), (ATSPI_STATE_VISIBLE, .visible),
            (ATSPI_STATE_ACTIVE, .active), (ATSPI_STATE_CHECKABLE, .checkable),
            (ATSPI_STATE_INDETERMINATE, .indeterminate), (ATSPI_STATE_DEFUNCT, .defunct),
            (ATSPI_STATE_MULTI_LINE, .multiLine),
        ]
        for (state, flag) in pairs where atspi_state_set_contains(set, state) != 0 {
            states.insert(flag)
        }
        return states
    }

    /// Whether the app answers a call about this object now: its localized role name, which
    /// libatspi never caches, so the call goes to the app's main loop (a D-Bus `Ping` is answered
    /// by the app's D-Bus thread even when its main loop hangs).
    var answers: Bool {
        var error: UnsafeMutablePointer<GError>?
        let name = atspi_accessible_get_localized_role_name(pointer, &error)
        g_free(name)
        guard let error else { return true }
        g_error_free(error)
        return false
    }

    /// The number of children; 0 when the object is gone (libatspi says -1).
    var childCount: Int { Swift.max(Int(atspi_accessible_get_child_count(pointer, nil)), 0) }

    /// Drops libatspi's cached properties of this object and everything below it, so they are
    /// asked again: Firefox's window was cached with no children at its start, and the cache
    /// kept saying so after its page had loaded.
    func forgetCachedChildren() {
        atspi_accessible_clear_cache(pointer)
    }

    /// The index among its parent's children; -1 when unknown.
    var indexInParent: Int { Int(atspi_accessible_get_index_in_parent(pointer, nil)) }

    /// The child at `index`, `nil` past the last one (checked where libatspi answers from its
    /// cache, which it reads unchecked: `CAtspiShim_child_at_index`).
    func child(at index: Int) -> AtspiObject? {
        CAtspiShim_child_at_index(pointer, Int32(index)).map { AtspiObject(owning: $0) }
    }

    var parent: AtspiObject? {
        atspi_accessible_get_parent(pointer, nil).map { AtspiObject(owning: $0) }
    }

    /// The Component extents in screen coordinates; `nil` when there is no Component or the
    /// toolkit gives no size (GTK 4.8).
    var extents: Frame? {
        with(atspi_accessible_get_component_iface) { component in
            guard let rect = atspi_component_get_extents(component, ATSPI_COORD_TYPE_SCREEN, nil) else { return nil }
            defer { g_free(rect) }
            let r = rect.pointee
            guard r.width > 0, r.height > 0 else { return nil }
            return Frame(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
        }
    }

    /// Everything the mapping reads. `role` and `states` may be passed when already read;
    /// `extents: false` leaves the extents out (a window without screen coordinates, GTK 4.8,
    /// where each call only costs a round trip and a warning).
    /// `text`, when given, is the object's whole text, already read (a web page's paragraph):
    /// it is not asked again, and a text names the object (no `labelled-by` relation is asked).
    func facts(role knownRole: DesktopRole? = nil, states knownStates: DesktopStates? = nil,
               extents readExtents: Bool = true, text knownText: String? = nil) -> AccessibleFacts {
        let role = knownRole ?? self.role
        var facts = AccessibleFacts(identifier: identifier, role: role)
        facts.name = name
        facts.states = knownStates ?? states
        if facts.name.isEmpty, knownText?.isEmpty ?? true { facts.labelledBy = Self.take(CAtspiShim_labelled_by_name(pointer)) }
        facts.description = Self.take(atspi_accessible_get_description(pointer, nil)) ?? ""
        facts.value = valueFacts()
        if ReadingContent.isDocument(role: role, states: facts.states) {
            facts.content = text(limit: Int32(ReadingContent.characterLimit))
        } else if EditedLine.isEditor(role: role, states: facts.states) {
            // A text editor shows the line with the caret (EditedLine).
            facts.text = line(at: caretOffset ?? 0)?.text ?? ""
        } else if role.holdsEditableText || (facts.name.isEmpty && [.label, .staticText, .heading, .link].contains(role))
            || role == .spinButton {
            facts.text = (knownText.map { String($0.unicodeScalars.prefix(2000)) } ?? text(limit: 2000)).map(withEmbeddedObjects)
        }
        if role == .comboBox { facts.text = comboChoice() }
        let named = !ToolkitName.repaired(facts.name).isEmpty || !ToolkitName.repaired(facts.labelledBy ?? "").isEmpty
        if [.entry, .passwordText, .text].contains(role), (facts.text ?? "").isEmpty {
            facts.placeholder = attribute("placeholder-text")
        }
        if role == .tableCell || role == .treeItem, let row = tableRow() {
            facts.row = row
        } else if role == .tableRow, let row = rowOfCells() {
            facts.row = row
        } else if !named, (facts.text ?? "").isEmpty, (facts.placeholder ?? "").isEmpty, role.kind == .element {
            // A row or cell named by what it holds (a list box row with a label, a GTK 4 button
            // named after its class), as Orca reads it.
            facts.contentName = contentName()
        }
        facts.isHyperlink = role == .pushButton && linksSomewhere
        facts.actions = actionNames()
        facts.extents = readExtents ? extents : nil
        if role == .heading, let level = attribute("level").flatMap(Int.init), (1...6).contains(level) {
            facts.headingLevel = level
        }
        return facts
    }

    /// The place of child `index` among this container's rows: a table's row and its number of
    /// rows (Table interface; header cells have none), else the index among `count` children.
    func rowPosition(ofChild index: Int, count: Int) -> PlacedElement.Position? {
        guard index >= 0, index < count else { return nil }
        guard let table = atspi_accessible_get_table_iface(pointer) else {
            return PlacedElement.Position(index: index + 1, count: count)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(table)) }
        let row = Int(atspi_table_get_row_at_index(table, Int32(index), nil))
        let rows = Int(atspi_table_get_n_rows(table, nil))
        guard row >= 0, rows > 0, row < rows else { return nil }
        return PlacedElement.Position(index: row + 1, count: rows)
    }

    /// One of the object's attributes (`level` of a heading), `nil` when it has none.
    func attribute(_ name: String) -> String? {
        guard let table = atspi_accessible_get_attributes(pointer, nil) else { return nil }
        defer { g_hash_table_unref(table) }
        return name.withCString { key in
            g_hash_table_lookup(table, key).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        }
    }

    /// All the object's attributes (`live`, `container-live` of a live region).
    var attributes: [String: String] {
        guard let table = atspi_accessible_get_attributes(pointer, nil) else { return [:] }
        defer { g_hash_table_unref(table) }
        var result: [String: String] = [:]
        var iterator = GHashTableIter()
        g_hash_table_iter_init(&iterator, table)
        var key: gpointer?
        var value: gpointer?
        while g_hash_table_iter_next(&iterator, &key, &value) != 0 {
            guard let key, let value else { continue }
            result[String(cString: key.assumingMemoryBound(to: CChar.self))] =
                String(cString: value.assumingMemoryBound(to: CChar.self))
        }
        return result
    }

    /// What the object says to a reader: its name, else its text, else its children's names (a
    /// row added to a live log).
    var spokenText: String {
        let name = self.name
        if !name.isEmpty { return name }
        if let text = text(limit: 1_000), !text.isEmpty { return text }
        return contentName()
    }

    /// The names of the first objects inside, joined ("name from contents"); class names
    /// (GTK 4's "GtkBuiltinIcon") and names said twice are repaired first.
    private func contentName(depth: Int = 0) -> String {
        guard depth < 3 else { return "" }
        var names: [String] = []
        for index in 0..<Swift.min(childCount, 8) {
            guard let child = child(at: index) else { continue }
            let name = ToolkitName.repaired(child.name)
            names.append(name.isEmpty ? child.contentName(depth: depth + 1) : name)
        }
        return ToolkitName.undoubled(names.filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// `text` with each embedded object (U+FFFC: a link inside a web page's paragraph) replaced
    /// by what that object says: the n-th mark is the n-th child (Firefox, WebKitGTK).
    func withEmbeddedObjects(_ text: String) -> String {
        guard InlineText.holdsObjects(text) else { return text }
        var result = ""
        var index = 0
        for scalar in text.unicodeScalars {
            guard scalar == InlineText.objectMark else {
                result.unicodeScalars.append(scalar)
                continue
            }
            result += child(at: index)?.spokenText ?? ""
            index += 1
        }
        return result
    }

    /// What a combo box shows chosen: the text of its entry, else the name of its selected item
    /// (Selection of the combo, else of its menu); `nil` when it says none.
    func comboChoice() -> String? {
        for index in 0..<Swift.min(childCount, 4) {
            guard let child = child(at: index) else { continue }
            switch child.role {
            case .entry, .text:
                if let text = child.text(limit: 500) { return text }
            case .menu, .list, .listBox:
                if let item = child.firstSelectedChild {
                    let name = ToolkitName.repaired(item.name)
                    if !name.isEmpty { return name }
                }
            default:
                continue
            }
        }
        if let item = firstSelectedChild, item.role != .menu {
            let name = ToolkitName.repaired(item.name)
            if !name.isEmpty { return name }
        }
        return nil
    }

    /// Whether the object is a link to somewhere: a Hyperlink whose URI is not empty (GTK 3's link
    /// button). Firefox gives every object inside a page's text the Hyperlink interface, its
    /// buttons too, with no URI: they stay buttons.
    var linksSomewhere: Bool {
        guard hasInterface("Hyperlink"), let link = atspi_accessible_get_hyperlink(pointer) else { return false }
        defer { g_object_unref(link) }
        return !(Self.take(atspi_hyperlink_get_uri(link, 0, nil)) ?? "").isEmpty
    }

    /// Whether the object implements the AT-SPI interface `name` ("Hyperlink").
    func hasInterface(_ name: String) -> Bool {
        CAtspiShim_has_interface(pointer, name) != 0
    }

    /// The row this cell is in, when its parent is a table (Table interface): the texts of the
    /// row's cells, a check box cell as its column's header and state ("Cool checked"), empty
    /// cells left out.
    func tableRow() -> AccessibleFacts.TableRow? {
        inParentTable { table, index in tableRow(of: table, index: index) }
    }

    private func tableRow(of table: UnsafeMutablePointer<AtspiTable>, index: Int32) -> AccessibleFacts.TableRow? {
        let row = Int(atspi_table_get_row_at_index(table, index, nil))
        let rows = Int(atspi_table_get_n_rows(table, nil))
        let columns = Swift.min(Int(atspi_table_get_n_columns(table, nil)), 32)
        guard row >= 0, row < rows, columns > 0 else { return nil }
        var cells: [String] = []
        for column in 0..<columns {
            guard let cell = atspi_table_get_accessible_at(table, Int32(row), Int32(column), nil).map({ AtspiObject(owning: $0) })
            else { continue }
            let states = cell.states
            // GTK 3's toggle renderer says neither `checkable` nor anything but its action,
            // "toggle" first (Qt names every item's action "Toggle": not a check box for that).
            let checkable = states.contains(.checkable) || cell.actionNames().first == "toggle"
            if checkable {
                let header = atspi_table_get_column_header(table, Int32(column), nil)
                    .map { AtspiObject(owning: $0).name } ?? ""
                let state = states.contains(.checked) ? "checked" : "not checked"
                cells.append(header.isEmpty ? state : header + " " + state)
                continue
            }
            var text = ToolkitName.repaired(cell.name)
            if text.isEmpty { text = cell.text(limit: 500) ?? "" }
            if text.isEmpty { text = cell.contentName() }
            if !text.isEmpty { cells.append(text) }
        }
        return AccessibleFacts.TableRow(cells: cells, index: row + 1, count: rows)
    }

    /// A web page's table row (Firefox's `table row`, which holds its cells) as a reader reads
    /// it: each cell's text in column order, an empty cell as an empty text (a cell's place on
    /// the line is its column, and a routing key finds it by that place), and the row's place
    /// among its table's rows; `nil` for a row without cells.
    func rowOfCells() -> AccessibleFacts.TableRow? {
        let count = Swift.min(childCount, 32)
        guard count > 0 else { return nil }
        let cells = (0..<count).map { index in
            guard let cell = child(at: index) else { return "" }
            let name = ToolkitName.repaired(cell.name)
            if !name.isEmpty { return name }
            if let text = cell.text(limit: 500), !text.isEmpty { return cell.withEmbeddedObjects(text) }
            return cell.contentName()
        }
        let table = parent
        let rows = table?.with(atspi_accessible_get_table_iface) { Int(atspi_table_get_n_rows($0, nil)) } ?? 0
        let index = Swift.max(indexInParent, 0)
        return AccessibleFacts.TableRow(cells: cells, index: index + 1, count: Swift.max(rows, index + 1))
    }

    /// The cell in this cell's row at `column` of its table (the first cell stands for the row).
    func cellInRow(column: Int) -> AtspiObject? {
        inParentTable { table, index in
            let row = atspi_table_get_row_at_index(table, index, nil)
            guard row >= 0 else { return nil }
            return atspi_table_get_accessible_at(table, row, Int32(column), nil).map { AtspiObject(owning: $0) }
        }
    }

    /// The column of this cell in its parent table; `nil` when the parent is no table.
    var tableColumn: Int? {
        inParentTable { table, index in
            let column = Int(atspi_table_get_column_at_index(table, index, nil))
            return column >= 0 ? column : nil
        }
    }

    /// `body` with the parent's Table interface and this object's index in the parent; `nil`
    /// when the parent is no table or the index is unknown.
    private func inParentTable<T>(_ body: (UnsafeMutablePointer<AtspiTable>, Int32) -> T?) -> T? {
        parent?.with(atspi_accessible_get_table_iface) { table in
            let index = indexInParent
            guard index >= 0 else { return nil }
            return body(table, Int32(index))
        }
    }

    /// Selects this object in its parent's Selection (a page tab in its tab list, as Orca does
    /// for tabs that have no action); `false` when the parent has no Selection or refused.
    func selectInParent() -> Bool {
        parent?.with(atspi_accessible_get_selection_iface) { selection in
            let index = indexInParent
            guard index >= 0 else { return false }
            return atspi_selection_select_child(selection, Int32(index), nil) != 0
        } ?? false
    }

    private func valueFacts() -> AccessibleFacts.ValueFacts? {
        with(atspi_accessible_get_value_iface) { value in
            let text = Self.take(atspi_value_get_text(value, nil))
            return AccessibleFacts.ValueFacts(current: atspi_value_get_current_value(value, nil),
                                              minimum: atspi_value_get_minimum_value(value, nil),
                                              maximum: atspi_value_get_maximum_value(value, nil),
                                              increment: atspi_value_get_minimum_increment(value, nil),
                                              text: text)
        }
    }

    /// The first `limit` characters of the Text interface's content.
    func text(limit: Int32) -> String? {
        with(atspi_accessible_get_text_iface) { text in
            let count = atspi_text_get_character_count(text, nil)
            guard count > 0 else { return "" }
            return Self.take(atspi_text_get_text(text, 0, Swift.min(count, limit), nil))
        }
    }

    /// The whole text of the Text interface in one call (`get_text(0, -1)`: to its end), where
    /// ``text(limit:)`` asks its length first: a web page's blocks are read with one round trip
    /// each. `nil` without a Text interface.
    func wholeText() -> String? {
        with(atspi_accessible_get_text_iface) { text in
            return Self.take(atspi_text_get_text(text, 0, -1, nil)) ?? ""
        }
    }

    func actionNames() -> [String] {
        with(atspi_accessible_get_action_iface) { action in
            let count = atspi_action_get_n_actions(action, nil)
            guard count > 0 else { return [] }
            return (0..<count).map { Self.take(atspi_action_get_action_name(action, $0, nil)) ?? "" }
        } ?? []
    }

    /// Runs the action at `index`; `false` when the app refused or there is no Action.
    func doAction(_ index: Int) -> Bool {
        with(atspi_accessible_get_action_iface) { action in
            return atspi_action_do_action(action, Int32(index), nil) != 0
        } ?? false
    }

    /// Moves the Value by `steps` minimum increments (or 1/100 of the range), clamped.
    /// - Returns: `false` when there is no Value or the app refused.
    func adjustValue(by direction: Double) -> Bool {
        with(atspi_accessible_get_value_iface) { value in
            let (minimum, maximum) = (atspi_value_get_minimum_value(value, nil), atspi_value_get_maximum_value(value, nil))
            let increment = atspi_value_get_minimum_increment(value, nil)
            let step = increment > 0 ? increment : Swift.max((maximum - minimum) / 100, 1)
            let target = Swift.min(Swift.max(atspi_value_get_current_value(value, nil) + direction * step, minimum), maximum)
            return atspi_value_set_current_value(value, target, nil) != 0
        } ?? false
    }

    /// The text caret's offset (Text interface, in characters: Unicode scalars); `nil` without one.
    var caretOffset: Int? {
        with(atspi_accessible_get_text_iface) { text in
            let offset = atspi_text_get_caret_offset(text, nil)
            return offset >= 0 ? Int(offset) : nil
        }
    }

    /// The line of the text that holds character `offset` (Text interface): its characters
    /// without the line break, and the offset where it starts; `nil` without a Text interface.
    func line(at offset: Int) -> EditedLine? {
        with(atspi_accessible_get_text_iface) { text in
            var start: Int32 = 0
            guard let line = CAtspiShim_text_line(text, Int32(offset), &start) else { return nil }
            defer { g_free(line) }
            var content = String(cString: line)
            while let last = content.last, last == "\n" || last == "\r" || last == "\r\n" { content.removeLast() }
            return EditedLine(text: content, start: Swift.max(Int(start), 0))
        }
    }

    /// The first text selection (Text interface, in characters), `nil` when nothing is selected.
    var textSelection: Range<Int>? {
        with(atspi_accessible_get_text_iface) { text in
            guard atspi_text_get_n_selections(text, nil) > 0, let range = atspi_text_get_selection(text, 0, nil) else { return nil }
            defer { g_free(range) }
            let (start, end) = (Int(range.pointee.start_offset), Int(range.pointee.end_offset))
            return start >= 0 && start < end ? start..<end : nil
        }
    }

    /// Brings the line starting at character `offset` into view: the caret moves there (GTK 3
    /// scrolls it into view; Orca's caret navigation does the same), and the Text interface's
    /// `scroll_substring_to` puts it at the top where the toolkit has it.
    func scrollText(toOffset offset: Int) -> Bool {
        with(atspi_accessible_get_text_iface) { text in
            let caret = atspi_text_set_caret_offset(text, Int32(offset), nil) != 0
            let scrolled = atspi_text_scroll_substring_to(text, Int32(offset), Int32(offset + 1), ATSPI_SCROLL_TOP_LEFT, nil) != 0
            return caret || scrolled
        } ?? false
    }

    /// Scrolls the app's view so the object is on screen, where it is not already: the
    /// Component interface's `scroll_to`, else the Text interface's `scroll_substring_to` on its
    /// first character (Firefox and WebKitGTK have both; the caret is not moved, which would
    /// move the focus in a web page).
    /// - Returns: `false` when the object has neither, or the app refused.
    func scrollIntoView() -> Bool {
        if with(atspi_accessible_get_component_iface, { atspi_component_scroll_to($0, ATSPI_SCROLL_ANYWHERE, nil) != 0 }) == true {
            return true
        }
        return with(atspi_accessible_get_text_iface) { atspi_text_scroll_substring_to($0, 0, 1, ATSPI_SCROLL_ANYWHERE, nil) != 0 } ?? false
    }

    /// Places the text caret before the character at `offset`.
    func setCaret(_ offset: Int) -> Bool {
        with(atspi_accessible_get_text_iface) { text in
            return atspi_text_set_caret_offset(text, Int32(offset), nil) != 0
        } ?? false
    }

    /// Inserts `text` at the caret (EditableText) and puts the caret after it.
    /// - Returns: `false` without a Text and EditableText interface, or when the app refused.
    func insertAtCaret(_ text: String) -> Bool {
        withEditableText { textInterface, editable in
            let caret = atspi_text_get_caret_offset(textInterface, nil)
            let inserted = atspi_editable_text_insert_text(editable, caret, text, Int32(text.utf8.count), nil) != 0
            if inserted { _ = atspi_text_set_caret_offset(textInterface, caret + Int32(text.unicodeScalars.count), nil) }
            return inserted
        } ?? false
    }

    /// Deletes the character before the caret (EditableText); `false` at the start of the text,
    /// without the interfaces, or when the app refused.
    func deleteBeforeCaret() -> Bool {
        withEditableText { textInterface, editable in
            let caret = atspi_text_get_caret_offset(textInterface, nil)
            guard caret > 0 else { return false }
            return atspi_editable_text_delete_text(editable, caret - 1, caret, nil) != 0
        } ?? false
    }

    /// The first selected child (Selection interface): the row a focused list or table is on.
    var firstSelectedChild: AtspiObject? {
        with(atspi_accessible_get_selection_iface) { selection in
            guard atspi_selection_get_n_selected_children(selection, nil) > 0 else { return nil }
            return atspi_selection_get_selected_child(selection, 0, nil).map { AtspiObject(owning: $0) }
        }
    }

    /// Gives the object the keyboard focus (Component `grab_focus`).
    func grabFocus() -> Bool {
        with(atspi_accessible_get_component_iface) { component in
            return atspi_component_grab_focus(component, nil) != 0
        } ?? false
    }

    /// What `body` returns for the interface `get` gives of this object, released after; `nil`
    /// when the object does not have it (or `body` returns `nil`).
    func with<Interface, Result>(_ get: (UnsafeMutablePointer<AtspiAccessible>?) -> UnsafeMutablePointer<Interface>?,
                                 _ body: (UnsafeMutablePointer<Interface>) -> Result?) -> Result? {
        guard let interface = get(pointer) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(interface)) }
        return body(interface)
    }

    /// ``with(_:_:)`` for the Text and EditableText interfaces together.
    private func withEditableText<Result>(_ body: (UnsafeMutablePointer<AtspiText>, UnsafeMutablePointer<AtspiEditableText>) -> Result?) -> Result? {
        with(atspi_accessible_get_text_iface) { text in
            with(atspi_accessible_get_editable_text_iface) { editable in body(text, editable) }
        }
    }

    /// A GLib string as a Swift string, freed.
    static func take(_ string: UnsafeMutablePointer<gchar>?) -> String? {
        guard let string else { return nil }
        defer { g_free(string) }
        return String(cString: string)
    }
}

extension DesktopRole {
    init(_ role: AtspiRole) {
        switch role {
        case ATSPI_ROLE_PUSH_BUTTON, ATSPI_ROLE_PUSH_BUTTON_MENU: self = .pushButton
        case ATSPI_ROLE_TOGGLE_BUTTON: self = .toggleButton
        case ATSPI_ROLE_CHECK_BOX: self = .checkBox
        case ATSPI_ROLE_RADIO_BUTTON: self = .radioButton
        case ATSPI_ROLE_COMBO_BOX: self = .comboBox
        case ATSPI_ROLE_LINK: self = .link
        case ATSPI_ROLE_HEADING: self = .heading
        case ATSPI_ROLE_ENTRY: self = .entry
        case ATSPI_ROLE_PASSWORD_TEXT: self = .passwordText
        case ATSPI_ROLE_TEXT: self = .text
        case ATSPI_ROLE_PARAGRAPH: self = .paragraph
        case ATSPI_ROLE_LABEL: self = .label
        case ATSPI_ROLE_STATIC, ATSPI_ROLE_CAPTION: self = .staticText
        case ATSPI_ROLE_IMAGE: self = .image
        case ATSPI_ROLE_ICON: self = .icon
        case ATSPI_ROLE_SLIDER: self = .slider
        case ATSPI_ROLE_SPIN_BUTTON: self = .spinButton
        case ATSPI_ROLE_SCROLL_BAR: self = .scrollBar
        case ATSPI_ROLE_PROGRESS_BAR: self = .progressBar
        case ATSPI_ROLE_LEVEL_BAR: self = .levelBar
        case ATSPI_ROLE_PAGE_TAB: self = .pageTab
        case ATSPI_ROLE_PAGE_TAB_LIST: self = .pageTabList
        case ATSPI_ROLE_MENU_ITEM, ATSPI_ROLE_TEAROFF_MENU_ITEM: self = .menuItem
        case ATSPI_ROLE_CHECK_MENU_ITEM: self = .checkMenuItem
        case ATSPI_ROLE_RADIO_MENU_ITEM: self = .radioMenuItem
        case ATSPI_ROLE_MENU: self = .menu
        case ATSPI_ROLE_MENU_BAR: self = .menuBar
        case ATSPI_ROLE_POPUP_MENU: self = .popupMenu
        case ATSPI_ROLE_LIST_ITEM: self = .listItem
        case ATSPI_ROLE_LIST: self = .list
        case ATSPI_ROLE_LIST_BOX: self = .listBox
        case ATSPI_ROLE_TABLE: self = .table
        case ATSPI_ROLE_TABLE_CELL: self = .tableCell
        case ATSPI_ROLE_TABLE_ROW: self = .tableRow
        case ATSPI_ROLE_TREE: self = .tree
        case ATSPI_ROLE_TREE_TABLE: self = .treeTable
        case ATSPI_ROLE_TREE_ITEM: self = .treeItem
        case ATSPI_ROLE_TOOL_BAR: self = .toolBar
        case ATSPI_ROLE_FRAME: self = .frame
        case ATSPI_ROLE_WINDOW: self = .window
        case ATSPI_ROLE_DIALOG, ATSPI_ROLE_FILE_CHOOSER, ATSPI_ROLE_COLOR_CHOOSER: self = .dialog
        case ATSPI_ROLE_ALERT: self = .alert
        case ATSPI_ROLE_APPLICATION: self = .application
        case ATSPI_ROLE_DESKTOP_FRAME: self = .desktopFrame
        case ATSPI_ROLE_SEPARATOR: self = .separator
        case ATSPI_ROLE_DOCUMENT_TEXT: self = .documentText
        case ATSPI_ROLE_DOCUMENT_WEB: self = .documentWeb
        case ATSPI_ROLE_STATUS_BAR: self = .statusBar
        default: self = .other
        }
    }
}
