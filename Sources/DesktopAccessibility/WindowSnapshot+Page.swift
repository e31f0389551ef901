import BrailleCore

/// A web page that finished loading, read in parts (issue 25): its top first, shown at once, then
/// its rest a part at a time, each added in place after what is read. Right after its start
/// Firefox answers each call 3–50 times more slowly, and a page of 200 paragraphs took 1.3–3.6 s
/// to read whole; its top takes a small part of that (BENCHMARKS.md).
extension WindowSnapshot {
    /// Where the reading of a page shown by its top goes on: the page and its next child.
    struct PageRest {
        let document: AtspiObject
        let identifier: String
        var next: Int
    }

    /// A page of at most this many children is read whole when it has loaded, with its window
    /// (``AtspiWorker/documentLoaded(_:)``); a longer one by its top first.
    static let shortPageChildren = 40
    /// The elements of a page read before it is shown: several displays of reading (a paragraph
    /// of 400 characters is ten lines of a 40-cell display).
    static let pageTopElements = 12
    /// How long the page's top is read at most (at least its first child is).
    static let pageTopBudget = Duration.milliseconds(150)
    /// How long one part of the page's rest is read: the events that came meanwhile (the
    /// reader's actions, a focus) are handled between the parts.
    static let pageRestBudget = Duration.milliseconds(40)

    /// The top of the web page `document` in `window`, which finished loading: its first
    /// ``pageTopElements`` elements (or what ``pageTopBudget`` reads), without the browser's
    /// bars; the rest of the page is in ``pageRest``, for ``readPageRest(for:)``.
    init(pageTopOf document: AtspiObject, in window: AtspiObject) {
        var builder = Builder.forPage()
        let identifier = document.identifier
        builder.identifiers.insert(identifier)
        var elements: [Element] = []
        let next = builder.readPage(document, from: 0, until: .now + Self.pageTopBudget, atMost: Self.pageTopElements,
                                    into: &elements)
        builder.documentTitle = document.name
        builder.documentStarts[identifier] = Builder.firstElement(in: elements)
        Builder.mark(&elements, document: identifier)
        self.init(builder, elements: elements, window: window, childOrder: .listed)
        pageRest = next.map { PageRest(document: document, identifier: identifier, next: $0) }
    }

    /// Reads the next part of ``pageRest`` (for `budget`, at least one child of the page) and adds
    /// its elements after the page's last one; ``pageRest`` is `nil` once the page is read.
    mutating func readPageRest(for budget: Duration) {
        guard var rest = pageRest else { return }
        var builder = Builder.forPage()
        builder.identifiers = identifiers
        var elements: [Element] = []
        let next = builder.readPage(rest.document, from: rest.next, until: .now + budget, into: &elements)
        Builder.mark(&elements, document: rest.identifier)
        screen.elements += elements
        objects.merge(builder.objects) { _, new in new }
        identifiers = builder.identifiers
        elementIdentifiers.formUnion(Screen(elements: elements).readingOrder.map(\.element.identifier))
        rest.next = next ?? rest.next
        pageRest = next == nil ? nil : rest
    }
}

extension WindowSnapshot.Builder {
    /// A walk inside a web page, as ``visit(_:origin:depth:into:)`` walks one: in the order of
    /// its text (no extents), every block, the offscreen ones too.
    static func forPage() -> Self {
        var builder = Self(forced: nil)
        builder.useFrames = false
        builder.filterShowing = false
        builder.inDocument = true
        builder.readsInOrder = true
        builder.deadline = .now + WindowSnapshot.documentBudget
        return builder
    }

    /// Reads the children of the page `document` from `start`, until `stop` or `limit` elements
    /// (at least one child); returns the child to go on from, `nil` when the page is read.
    mutating func readPage(_ document: AtspiObject, from start: Int, until stop: ContinuousClock.Instant,
                           atMost limit: Int = .max, into result: inout [Element]) -> Int? {
        let count = document.childCount
        var index = start
        while index < count {
            if index > start, result.count >= limit || ContinuousClock.now > stop { return index }
            if let child = document.child(at: index) {
                nodes += 1
                visitRow(child, index: index, of: count, in: document, origin: .zero, depth: 1, into: &result)
            }
            index += 1
        }
        return nil
    }
}
