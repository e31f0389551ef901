import BrailleCore

/// One window read into the model: its ``Screen`` (elements and numbered containers) and the
/// AT-SPI objects behind the identifiers, kept to carry out actions and to match events.
/// Built on the libatspi thread only.
struct WindowSnapshot {
    /// The window as a screen: title, elements, reading order (by frames when the toolkit gives
    /// screen coordinates, else in the toolkit's order).
    var screen: Screen
    /// The elements and containers by identifier.
    var objects: [String: AtspiObject]
    /// Every identifier read, the transparent groupings too (their children-changed events
    /// change the screen).
    var identifiers: Set<String>
    /// The identifiers of the accessibility elements (not containers).
    var elementIdentifiers: Set<String>
    /// The object that has the focus, when the walk met one (for a web page that has it, the
    /// page's first element: a page is read from its top).
    var focused: String?
    /// The first element of each web page read (``DesktopRole/documentWeb``), by the page's
    /// identifier: where a focus on the page, or a page loaded, starts reading.
    var documentStarts: [String: String] = [:]
    /// The blocks of a Writer document on the screen (``WriterDocument``): reading one that is
    /// offscreen scrolls Writer there.
    var writerBlocks: Set<String> = []
    /// The element of each Writer block by its object's own identifier (bus name and path), for
    /// the events Writer sends about it.
    var writerAliases: [String: String] = [:]
    /// The paragraphs of each Writer table row read as one element, in the order of its line,
    /// each with where it starts on the line (a routing key's offset finds its paragraph).
    var writerRowParagraphs: [String: [WriterDocument.RowParagraph]] = [:]
    /// Where a paragraph of a Writer table row (not the row's first) starts on the row's line, by
    /// its object's own identifier: its caret is that much further on.
    var writerCaretShifts: [String: Int] = [:]

    /// The most children read from one container (a list with more shows its first ones and the
    /// focused one); and the most nodes read from one window.
    static let childLimit = 100
    /// The children read from a container with more than ``childLimit``: only the first screenful,
    /// and the focused row, are read, to show a big list's window quickly; each row read carries
    /// its real place (`positionInContainer`, "3000/10000") from its index in the container.
    static let bigContainerRows = 20
    static let nodeLimit = 5000
    /// How long a walk reads the window before it reads only the way to the focus: GTK 4.8
    /// answers each call in 1–3 ms and has no `showing` state, so its widget factory's three
    /// pages (1,000 objects) took 4–14 s to read, with every key waiting behind them.
    static let walkBudget = Duration.milliseconds(400)
    /// How long a web page is read (its blocks, every one, offscreen too), after the way to it.
    /// Firefox answers slowly right after a load: a page of 200 paragraphs took 1.7–2 s (debug
    /// build, loaded machine), and 1.5 s cut it at 136 of its 223 elements. Since a block costs
    /// fewer round trips (one text call, no extents), a reload takes 0.1–0.5 s (release), the
    /// first load after Firefox's start still 1.3–2 s, once more than this (BENCHMARKS.md).
    static let documentBudget = Duration.milliseconds(4000)
    /// Whether the walk ran out of ``walkBudget`` and left objects unread (the focus is read).
    var isPartial = false
    /// A web page shown by its top whose rest is still to read (``readPageRest(for:)``).
    var pageRest: PageRest?

    /// Reads `window`; the object with `focus` (an identifier) becomes an element whatever its
    /// role. `focusObject`, when given, is that object: in a container with more children than
    /// ``childLimit`` it is read even when it lies beyond the first ones.
    init(window: AtspiObject, focus: String?, focusObject: AtspiObject? = nil) {
        var builder = Builder(forced: focus)
        if let focusObject, let parent = focusObject.parent {
            builder.forcedParent = (parent.identifier, focusObject.indexInParent)
            // The focus can be inside an element (a combo box's entry or button): the elements
            // on its way up are walked into, so that it is read.
            var ancestor: AtspiObject? = parent
            for _ in 0..<64 {
                guard let current = ancestor, current.role != .application else { break }
                builder.forcedAncestors.insert(current.identifier)
                ancestor = current.parent
            }
        }
        let windowStates = window.states
        // GTK 4.8 sets `showing` on the window only: filter by it when the widgets have it too.
        builder.filterShowing = windowStates.contains(.showing) && (window.child(at: 0)?.states.contains(.showing) ?? false)
        let windowFrame = window.extents
        builder.useFrames = windowFrame != nil
        var elements = builder.children(of: window, origin: .zero, focusedChild: focus) + builder.pages
        // LibreOffice's frame does not list the root pane that holds its document (the root
        // pane names the frame as its parent): a Writer document is read after the window's
        // children, with a time of its own.
        if let document = WriterDocument.find(in: window) {
            builder.visit(document, origin: .zero, depth: 1, into: &elements)
        }
        // The page's title is the screen's title ("Reading Test Page", not "… — Mozilla Firefox"),
        // and a window with a web page is read in the toolkit's order: the browser's bars, then
        // the page in the order of its text (by frames, a table's heading was followed by the
        // tab bar).
        let page = builder.documentTitle != nil || builder.readsInOrder
        self.init(builder, elements: elements, window: window, childOrder: builder.useFrames && !page ? .frames : .listed)
    }

    /// The snapshot of what `builder` read from `window`: `elements` in `childOrder`.
    init(_ builder: Builder, elements: [Element], window: AtspiObject, childOrder: ChildOrder) {
        screen = Screen(title: builder.documentTitle ?? window.name, language: LanguageTag.undetermined, elements: elements,
                        childOrder: childOrder)
        objects = builder.objects
        isPartial = builder.cut
        identifiers = builder.identifiers
        identifiers.insert(window.identifier)
        let starts = builder.documentStarts
        documentStarts = starts
        writerBlocks = builder.writerBlocks
        writerAliases = builder.writerAliases
        writerRowParagraphs = builder.writerRowParagraphs
        writerCaretShifts = builder.writerCaretShifts
        focused = builder.focused.map { starts[$0] ?? $0 }
        elementIdentifiers = Set(screen.readingOrder.map(\.element.identifier))
    }

    /// Records `object`, an element that joined the screen after the walk (a row scrolled into
    /// view, a focus on a partly read window).
    mutating func addElement(_ object: AtspiObject, identifier: String) {
        objects[identifier] = object
        identifiers.insert(identifier)
        elementIdentifiers.insert(identifier)
    }

    /// The walk that reads a window into elements (``init(window:focus:focusObject:)``), or a web
    /// page's top and then its rest (``init(pageTopOf:in:)``).
    struct Builder {
        /// A paragraph of a web page with objects inside (a link): its runs of text (elements
        /// `identifier#n`, standing for the paragraph) and its objects, each an element, in the
        /// order of its text (``InlineText``). `false` when it holds no object.
        mutating func visitInline(_ node: AtspiObject, identifier: String, text: String, states: DesktopStates,
                                  origin: Frame, depth: Int, into result: inout [Element]) -> Bool {
            guard InlineText.holdsObjects(text) else { return false }
            let extents = useFrames ? node.extents : nil
            for (index, piece) in InlineText.pieces(text).enumerated() {
                switch piece {
                case .text(let run):
                    var facts = AccessibleFacts(identifier: "\(identifier)#\(index)", role: .paragraph)
                    facts.text = run
                    facts.states = states
                    facts.extents = extents
                    objects[facts.identifier] = node
                    var element = ElementMapping.element(facts, origin: origin)
                    element.paragraph = identifier
                    result.append(element)
                case .object(let child):
                    guard let object = node.child(at: child) else { continue }
                    let before = result.count
                    visit(object, origin: origin, depth: depth + 1, into: &result)
                    for index in before..<result.count { result[index].paragraph = identifier }
                }
            }
            return true
        }

        /// Marks every element in `elements` (inside containers too) as a block of `document`
        /// (``Element/document``): the page is read line by line through its blocks. Any
        /// document's blocks are marked the same way (a text document's paragraphs would be too).
        static func mark(_ elements: inout [Element], document: String) {
            for index in elements.indices {
                elements[index].document = document
                mark(&elements[index].children, document: document)
            }
        }

        /// A Writer document (``WriterDocument``): its blocks, offscreen ones too, each an element
        /// in the order of its text, read within a time of its own.
        mutating func visitWriterDocument(_ document: AtspiObject, identifier: String, into result: inout [Element]) {
            readsInOrder = true
            let blocks = WriterDocument.blocks(of: document, until: ContinuousClock.now + WindowSnapshot.documentBudget)
            var first: String?
            var read: [Element] = []
            var row: WriterDocument.RowBuilder?
            for (index, block) in blocks.enumerated() {
                var facts = WriterDocument.facts(of: block)
                let real = facts.identifier
                guard !real.isEmpty, !identifiers.contains(real), !facts.states.contains(.defunct) else { continue }
                // Writer makes a block's object again (a new path) when it scrolls or lays out:
                // the element is named by its place in the document, so the reader keeps it.
                facts.identifier = WriterDocument.identifier(ofBlock: index, in: document)
                identifiers.insert(real)
                // A table's row is one element, named by its first cell's paragraph: the
                // paragraphs of its other cells join it.
                let place = WriterDocument.tableCell(of: block)
                if let place, let joined = row?.facts.identifier, row?.place.row == place.row {
                    writerCaretShifts[real] = row?.add(block, text: facts.text ?? "", in: place)
                    writerAliases[real] = joined
                    if facts.states.contains(.focused) { focused = joined }
                    continue
                }
                if let finished = row {
                    read.append(finished.element)
                    writerRowParagraphs[finished.facts.identifier] = finished.paragraphs
                    row = nil
                }
                identifiers.insert(facts.identifier)
                writerAliases[real] = facts.identifier
                writerBlocks.insert(facts.identifier)
                if facts.states.contains(.focused) { focused = facts.identifier }
                objects[facts.identifier] = block
                if first == nil { first = facts.identifier }
                if let place {
                    row = WriterDocument.RowBuilder(facts: facts, place: place, first: block)
                } else {
                    read.append(ElementMapping.element(facts))
                }
            }
            if let row {
                read.append(row.element)
                writerRowParagraphs[row.facts.identifier] = row.paragraphs
            }
            // Read line by line through its blocks, as a web page is.
            Self.mark(&read, document: identifier)
            result += read
            documentStarts[identifier] = first
        }

        /// The identifier of the first accessibility element in `elements`, looking into containers.
        static func firstElement(in elements: [Element]) -> String? {
            for element in elements {
                if element.isAccessibilityElement { return element.identifier }
                if let inner = firstElement(in: element.children) { return inner }
            }
            return nil
        }

        let forced: String?
        /// The forced object's parent and its index there.
        var forcedParent: (identifier: String, index: Int)?
        /// The forced object's ancestors: an element among them is read as a grouping.
        var forcedAncestors: Set<String> = []
        var filterShowing = true
        var useFrames = true
        var objects: [String: AtspiObject] = [:]
        var identifiers: Set<String> = []
        var focused: String?
        var nodes = 0
        /// When the walk stops reading more than the way to the focus (``WindowSnapshot/walkBudget``).
        var deadline = ContinuousClock.now + WindowSnapshot.walkBudget
        /// Whether objects were left unread.
        var cut = false
        /// The contents of selected page tabs met inside the container being read, put after it.
        var pages: [Element] = []
        /// The first element of each web page read, and the first page's title.
        var documentStarts: [String: String] = [:]
        var documentTitle: String?
        /// Whether the walk is inside a web page.
        var inDocument = false
        /// Whether the window holds a document read in the order of its text, not by frames.
        var readsInOrder = false
        /// The blocks of Writer documents read (``WriterDocument``).
        var writerBlocks: Set<String> = []
        var writerAliases: [String: String] = [:]
        var writerRowParagraphs: [String: [WriterDocument.RowParagraph]] = [:]
        var writerCaretShifts: [String: Int] = [:]

        init(forced: String?) { self.forced = forced }

        mutating func children(of node: AtspiObject, origin: Frame, focusedChild: String?, depth: Int = 0) -> [Element] {
            guard depth < 64 else { return [] }
            var result: [Element] = []
            let count = node.childCount
            // A web page is read whole: 200 paragraphs are no list to show the first rows of.
            let read = count > WindowSnapshot.childLimit && !inDocument ? WindowSnapshot.bigContainerRows : count
            for index in 0..<read {
                guard nodes < WindowSnapshot.nodeLimit else { break }
                if ContinuousClock.now > deadline {
                    // Out of time: only the way to the focus.
                    cut = true
                    guard forced != nil, forcedAncestors.contains(node.identifier) || forcedParent?.identifier == node.identifier
                    else { break }
                }
                guard let child = node.child(at: index) else { continue }
                if cut, child.identifier != forced, !forcedAncestors.contains(child.identifier) { continue }
                nodes += 1
                visitRow(child, index: index, of: count, in: node, origin: origin, depth: depth, into: &result)
            }
            // Never all rows of a big list: the first ones, and the focused one.
            if count > WindowSnapshot.childLimit, let forcedParent, forcedParent.index >= read,
               forcedParent.index < count, forcedParent.identifier == node.identifier,
               let child = node.child(at: forcedParent.index) {
                visitRow(child, index: forcedParent.index, of: count, in: node, origin: origin, depth: depth, into: &result)
            }
            return result
        }

        /// Visits child `index` of a container of `count`; in a big container (more than
        /// ``WindowSnapshot/childLimit`` children, not all read) a row that is one element
        /// carries its real place.
        mutating func visitRow(_ child: AtspiObject, index: Int, of count: Int, in container: AtspiObject, origin: Frame,
                               depth: Int, into result: inout [Element]) {
            // A table reads as rows: its first cell stands for the row (and shows its cells).
            if child.role == .tableCell, child.identifier != forced, let column = child.tableColumn, column > 0 { return }
            let before = result.count
            visit(child, origin: origin, depth: depth, into: &result)
            if count > WindowSnapshot.childLimit, result.count == before + 1, result[before].isAccessibilityElement {
                result[before].positionInContainer = container.rowPosition(ofChild: index, count: count)
            }
        }

        mutating func visit(_ node: AtspiObject, origin: Frame, depth: Int, into result: inout [Element]) {
            let identifier = node.identifier
            // Each object once: libatspi's cache can list one child twice (GTK 3's header bar
            // after a focus change: [title, menu button, title]), and an identifier read twice
            // stopped LNDN and FWINRT on it.
            guard !identifier.isEmpty, !identifiers.contains(identifier) else { return }
            let states = node.states
            if states.contains(.defunct) { return }
            if identifier != forced, !states.contains(.showing), filterShowing || !states.contains(.visible) { return }
            identifiers.insert(identifier)
            if states.contains(.focused) { focused = identifier }
            let role = node.role
            if WriterDocument.isDocument(node, role: role) {
                visitWriterDocument(node, identifier: identifier, into: &result)
                return
            }
            var kind = role.kind
            // The focused object is read as an element whatever its role; a focused list or
            // table whose cursor is on a row stays a container (the row is the focus).
            // A web page is never one element: its blocks are read in its place.
            if role != .documentWeb, identifier == forced || (states.contains(.focused) && kind != .container) {
                kind = .element
            } else if kind == .element, forcedAncestors.contains(identifier) {
                kind = .transparent
            }
            switch kind {
            case .skipped:
                return
            case .element:
                // A web page's paragraph: its text read once, in one call.
                let text = role == .paragraph && inDocument && identifier != forced ? node.wholeText() : nil
                if let text, visitInline(node, identifier: identifier, text: text, states: states, origin: origin,
                                         depth: depth, into: &result) {
                    return
                }
                var facts = node.facts(role: role, states: states, extents: useFrames, text: text)
                if !useFrames { facts.extents = nil }
                let element = ElementMapping.element(facts, origin: origin)
                objects[identifier] = node
                result.append(element)
                // A page tab holds its page (GTK's notebook): the selected tab's page is read
                // after its tab list, so an editor in a tabbed window is on the screen.
                if role == .pageTab, states.contains(.selected) {
                    pages += children(of: node, origin: origin, focusedChild: forced, depth: depth + 1)
                }
            case .container:
                let frame = useFrames ? node.extents : nil
                let outerPages = pages
                pages = []
                var inner = children(of: node, origin: frame ?? origin, focusedChild: forced, depth: depth + 1)
                let tabPages = pages
                pages = outerPages
                let after = role == .pageTabList ? tabPages : []
                if role != .pageTabList { inner += tabPages }
                defer { result.append(contentsOf: after) }
                guard !inner.isEmpty else {
                    // A closed menu of a menu bar ("File"): the item the reader opens.
                    if role == .menu, !ToolkitName.repaired(node.name).isEmpty {
                        objects[identifier] = node
                        result.append(ElementMapping.element(node.facts(role: role, states: states, extents: useFrames), origin: origin))
                    }
                    return
                }
                objects[identifier] = node
                var container = Element.container(identifier: identifier, label: node.name,
                                                  frame: frame.map { Frame(x: $0.x - origin.x, y: $0.y - origin.y,
                                                                            width: $0.width, height: $0.height) } ?? .zero,
                                                  children: inner, childOrder: useFrames ? .frames : .listed)
                container.traits = role == .pageTabList ? .tabBar : []
                result.append(container)
            case .transparent:
                // A web page is read whole, within a time of its own: the browser's tool bars
                // before it may have used the window's.
                // Inside, the page is read in the order of its text: no block's extents are asked
                // (a round trip each).
                let outer = (deadline, cut, inDocument, useFrames)
                if role == .documentWeb {
                    (deadline, cut, inDocument, useFrames) = (ContinuousClock.now + WindowSnapshot.documentBudget, false, true, false)
                }
                var inner = children(of: node, origin: origin, focusedChild: forced, depth: depth + 1)
                if role == .documentWeb {
                    (deadline, cut, inDocument, useFrames) = (outer.0, outer.1 || cut, outer.2, outer.3)
                    if documentTitle == nil { documentTitle = node.name }
                    documentStarts[identifier] = Self.firstElement(in: inner)
                    Self.mark(&inner, document: identifier)
                }
                if inner.isEmpty, states.contains(.focusable), !node.name.isEmpty {
                    // A focusable grouping with a name and nothing readable inside: read it itself.
                    objects[identifier] = node
                    result.append(ElementMapping.element(node.facts(role: role, states: states, extents: useFrames), origin: origin))
                } else {
                    result.append(contentsOf: inner)
                }
            }
        }
    }
}
