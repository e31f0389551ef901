/// The AT-SPI roles the mapping tells apart (`AtspiRole`), named as AT-SPI names them; every
/// other role is ``other``.
enum DesktopRole: Hashable, Sendable {
    case pushButton, toggleButton, checkBox, radioButton, comboBox, link, heading
    case entry, passwordText, text, paragraph, label, staticText, image, icon
    case slider, spinButton, scrollBar, progressBar, levelBar
    case pageTab, pageTabList, menuItem, checkMenuItem, radioMenuItem, menu, menuBar, popupMenu
    case listItem, list, listBox, table, tableCell, tableRow, tree, treeTable, treeItem, toolBar
    case frame, window, dialog, alert, application, desktopFrame, separator, documentText, statusBar
    /// A web page (Firefox, WebKitGTK): its blocks are read in its place, never the page as one element.
    case documentWeb
    case other

    /// How a node of this role enters the model.
    enum Kind: Hashable, Sendable {
        /// An accessibility element: the user reads and acts on it; its children are not read.
        case element
        /// A container that numbers its elements ("3/12"): list, table, menu, tab list, toolbar.
        case container
        /// A grouping (panel, filler, scroll pane…): its children are read in its place.
        case transparent
        /// Not read at all (separators, scroll bars unless they have the focus).
        case skipped
    }

    var kind: Kind {
        switch self {
        case .pushButton, .toggleButton, .checkBox, .radioButton, .comboBox, .link, .heading,
             .entry, .passwordText, .text, .paragraph, .label, .staticText, .image, .icon,
             .slider, .spinButton, .progressBar, .levelBar, .pageTab, .menuItem, .checkMenuItem,
             .radioMenuItem, .listItem, .tableCell, .tableRow, .treeItem, .documentText, .statusBar:
            return .element
        case .pageTabList, .menu, .menuBar, .popupMenu, .list, .listBox, .table, .tree, .treeTable, .toolBar:
            return .container
        case .separator, .scrollBar:
            return .skipped
        case .frame, .window, .dialog, .alert, .application, .desktopFrame, .documentWeb, .other:
            return .transparent
        }
    }

    /// Roles whose value is the text they hold (Text interface).
    var holdsEditableText: Bool {
        switch self {
        case .entry, .passwordText, .text, .documentText, .paragraph: return true
        default: return false
        }
    }

    /// Whether an object of this role is a top-level window of its application.
    var isWindow: Bool {
        switch self {
        case .frame, .window, .dialog, .alert: return true
        default: return false
        }
    }
}
