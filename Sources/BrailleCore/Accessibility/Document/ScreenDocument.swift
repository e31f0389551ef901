/// Reads screens from JSON documents (format version 1, described in `docs/document-format.md`).
///
/// ```swift
/// let screen = try ScreenDocument.screen(fromJSON: text, source: "Examples/counter.json")
/// ```
/// Every error is a ``DocumentError`` naming the JSON path and the cause, e.g.
/// `elements[3].traits[1]: unknown trait "buton"`.
public enum ScreenDocument {
    /// The format version this reader understands.
    public static let version = 1

    static let documentFields: Set<String> = ["version", "title", "language", "order", "elements"]
    static let elementFields: Set<String> = [
        "identifier", "label", "value", "hint", "traits", "frame", "language", "customActions",
        "isAccessibilityElement", "adjustable", "book", "children", "order", "headingLevel", "position", "role",
    ]
    static let positionFields: Set<String> = ["index", "count"]
    static let frameFields: Set<String> = ["x", "y", "width", "height"]
    static let actionFields: Set<String> = ["name", "identifier"]
    static let adjustableFields: Set<String> = ["value", "minimum", "maximum", "step", "format", "valueTexts"]
    static let bookFields: Set<String> = ["pages", "currentPage"]
    static let pageFields: Set<String> = ["lines"]

    /// Reads a screen document.
    /// - Parameters:
    ///   - text: the JSON text.
    ///   - source: a name for error messages (a file path).
    /// - Throws: ``DocumentError`` naming the place and the cause.
    public static func screen(fromJSON text: String, source: String? = nil) throws(DocumentError) -> Screen {
        try screen(utf8: text.utf8, source: source)
    }

    /// Reads a screen document from UTF-8 bytes (e.g. a file's `Data`).
    public static func screen<S: Sequence<UInt8>>(utf8 bytes: S, source: String? = nil) throws(DocumentError) -> Screen {
        do {
            let value = try JSONValue.parse(utf8: bytes)
            return try screen(from: value, at: JSONPath(), requireVersion: true)
        } catch {
            var error = error
            error.source = source
            throw error
        }
    }

    /// Reads a screen from a parsed document at `path` (a whole document, or the `screen` of an event).
    package static func screen(from value: JSONValue, at path: JSONPath, requireVersion: Bool) throws(DocumentError) -> Screen {
        let object = try ObjectReader(value, at: path, allowed: documentFields)
        try checkVersion(object, required: requireVersion)
        let language = try object.string("language") ?? LanguageTag.fallback
        try checkLanguage(language, object, "language")
        let order = try childOrder(object) ?? .frames
        guard let items = try object.array("elements") else {
            throw DocumentError(path: path, cause: .missingField("elements"))
        }
        var registry = IdentifierRegistry(expectedCount: items.count)
        let elements = try self.elements(items, at: path.appending("elements"), registry: &registry)
        return Screen(title: try object.string("title") ?? "", language: language, elements: elements, childOrder: order)
    }

    /// Checks `version`: required in documents, optional in events, and 1 when present.
    static func checkVersion(_ object: ObjectReader, required: Bool) throws(DocumentError) {
        guard let version = try object.number("version") else {
            if required { throw DocumentError(path: object.path, cause: .missingField("version")) }
            return
        }
        guard version == Double(ScreenDocument.version) else {
            throw DocumentError(path: object.path.appending("version"), cause: .unsupportedVersion(version))
        }
    }

    static func elements(_ items: [JSONValue], at path: JSONPath, registry: inout IdentifierRegistry) throws(DocumentError) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            elements.append(try element(item, at: path.appending(i), registry: &registry))
        }
        return elements
    }

    /// Reads one element or container.
    static func element(_ value: JSONValue, at path: JSONPath, registry: inout IdentifierRegistry) throws(DocumentError) -> Element {
        let object = try ObjectReader(value, at: path, allowed: elementFields)
        let identifier = try object.string("identifier") ?? path.description
        if identifier.isEmpty { throw object.invalid("identifier", "an identifier must not be empty") }
        try registry.register(identifier, element: path, named: object.has("identifier"))

        let childItems = try object.array("children")
        let hasChildren = childItems.map { !$0.isEmpty } ?? false
        let isElement = try object.bool("isAccessibilityElement") ?? !hasChildren
        if isElement && hasChildren {
            throw object.invalid("children", "an element with isAccessibilityElement true cannot have children; make it a container (isAccessibilityElement false)")
        }
        let label = try object.string("label")
        if isElement && label == nil && !object.has("value") {
            throw DocumentError(path: path, cause: .missingField("label"))
        }
        let traits = try self.traits(object)
        let frame = try object.value("frame").map { v throws(DocumentError) in try self.frame(v, at: path.appending("frame")) } ?? .zero
        let language = try object.string("language")
        if let language { try checkLanguage(language, object, "language") }
        let actions = try customActions(object)

        let adjustable = try object.value("adjustable").map { v throws(DocumentError) in try self.adjustable(v, at: path.appending("adjustable")) }
        if adjustable != nil, !traits.contains(.adjustable) {
            throw object.invalid("adjustable", "an element with \"adjustable\" needs the trait \"adjustable\"")
        }
        if adjustable == nil, traits.contains(.adjustable) {
            throw DocumentError(path: path, cause: .invalid("an element with the trait \"adjustable\" needs an \"adjustable\" range (minimum, maximum, step, value)"))
        }
        if adjustable != nil, object.has("value") {
            throw object.invalid("value", "an adjustable element's value comes from adjustable.value; leave \"value\" out")
        }
        let book = try object.value("book").map { v throws(DocumentError) in try self.book(v, at: path.appending("book")) }
        if book != nil, !traits.contains(.causesPageTurn) {
            throw object.invalid("book", "an element with a \"book\" needs the trait \"causesPageTurn\"")
        }
        if book == nil, traits.contains(.causesPageTurn) {
            throw DocumentError(path: path, cause: .invalid("an element with the trait \"causesPageTurn\" needs a \"book\""))
        }
        let headingLevel = try object.integer("headingLevel")
        if let headingLevel {
            guard (1...6).contains(headingLevel) else { throw object.invalid("headingLevel", "a heading level is 1 to 6, not \(headingLevel)") }
            guard traits.contains(.header) else { throw object.invalid("headingLevel", "an element with \"headingLevel\" needs the trait \"header\"") }
        }
        let position = try object.value("position").map { v throws(DocumentError) in try self.position(v, at: path.appending("position")) }
        let role = try object.string("role").map { name throws(DocumentError) in
            guard let role = ElementRole(rawValue: name) else {
                let known = ElementRole.allCases.map(\.rawValue).joined(separator: ", ")
                throw object.invalid("role", "unknown role \"\(name)\" (one of \(known))")
            }
            return role
        }
        let value: String?
        switch object.value("value") {
        case nil, .null?: value = nil
        case .string(let text)?: value = text
        case let other?: throw object.wrongType("value", "a string", other)
        }
        let children = try childItems.map { items throws(DocumentError) in
            try elements(items, at: path.appending("children"), registry: &registry)
        } ?? []
        if !isElement, (object.has("adjustable") || object.has("book")) {
            throw DocumentError(path: path, cause: .invalid("a container (isAccessibilityElement false) cannot be adjustable or hold a book"))
        }
        return Element(
            identifier: identifier, label: label ?? "", value: value, hint: try object.string("hint"),
            traits: traits, role: role, frame: frame, language: language, customActions: actions,
            isAccessibilityElement: isElement, adjustable: adjustable, book: book,
            headingLevel: headingLevel, positionInContainer: position, children: children, childOrder: try childOrder(object) ?? .frames
        )
    }

    /// `{"index": 3000, "count": 10000}`: 1 ≤ index ≤ count.
    static func position(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> PlacedElement.Position {
        let object = try ObjectReader(value, at: path, allowed: positionFields)
        guard let index = try object.integer("index") else { throw DocumentError(path: path, cause: .missingField("index")) }
        guard let count = try object.integer("count") else { throw DocumentError(path: path, cause: .missingField("count")) }
        guard count >= 1, (1...count).contains(index) else {
            throw DocumentError(path: path, cause: .invalid("a position is 1 ≤ index ≤ count, not \(index) of \(count)"))
        }
        return PlacedElement.Position(index: index, count: count)
    }

    static func traits(_ object: ObjectReader) throws(DocumentError) -> Traits {
        guard let items = try object.array("traits") else { return [] }
        var traits = Traits()
        for (i, item) in items.enumerated() {
            let itemPath = object.path.appending("traits").appending(i)
            guard case .string(let name) = item else {
                throw DocumentError(path: itemPath, cause: .wrongType(expected: "a trait name", found: item.typeName))
            }
            guard let trait = AccessibilityTrait(rawValue: name) else { throw DocumentError(path: itemPath, cause: .unknownTrait(name)) }
            traits.insert(Traits(trait))
        }
        return traits
    }

    static func frame(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Frame {
        let object = try ObjectReader(value, at: path, allowed: frameFields)
        let frame = Frame(x: try object.requiredNumber("x"), y: try object.requiredNumber("y"),
                          width: try object.requiredNumber("width"), height: try object.requiredNumber("height"))
        if frame.width < 0 { throw object.invalid("width", "a width must not be negative") }
        if frame.height < 0 { throw object.invalid("height", "a height must not be negative") }
        return frame
    }

    static func customActions(_ object: ObjectReader) throws(DocumentError) -> [CustomAction] {
        guard let items = try object.array("customActions") else { return [] }
        var actions: [CustomAction] = []
        for (i, item) in items.enumerated() {
            let itemPath = object.path.appending("customActions").appending(i)
            switch item {
            case .string(let name):
                guard !name.isEmpty else { throw DocumentError(path: itemPath, cause: .invalid("an action name must not be empty")) }
                actions.append(CustomAction(name: name))
            case .object:
                let action = try ObjectReader(item, at: itemPath, allowed: actionFields)
                actions.append(CustomAction(name: try action.requiredString("name"), identifier: try action.string("identifier")))
            default:
                throw DocumentError(path: itemPath, cause: .wrongType(expected: "an action name or an object with \"name\"", found: item.typeName))
            }
        }
        return actions
    }

    static func adjustable(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Adjustable {
        let object = try ObjectReader(value, at: path, allowed: adjustableFields)
        let minimum = try object.requiredNumber("minimum")
        let maximum = try object.requiredNumber("maximum")
        let step = try object.requiredNumber("step")
        let current = try object.requiredNumber("value")
        guard minimum <= maximum else { throw object.invalid("maximum", "maximum \(Adjustable.numberText(maximum)) is below minimum \(Adjustable.numberText(minimum))") }
        guard step > 0 else { throw object.invalid("step", "step must be greater than 0") }
        guard (minimum...maximum).contains(current) else {
            throw object.invalid("value", "value \(Adjustable.numberText(current)) is outside \(Adjustable.numberText(minimum))...\(Adjustable.numberText(maximum))")
        }
        if object.has("format") && object.has("valueTexts") {
            throw object.invalid("valueTexts", "give either \"format\" or \"valueTexts\", not both")
        }
        var format = Adjustable.ValueFormat.template("{value}")
        if let template = try object.string("format") {
            format = .template(template)
        } else if let items = try object.array("valueTexts") {
            var texts: [String] = []
            for (i, item) in items.enumerated() {
                guard case .string(let text) = item else {
                    throw DocumentError(path: path.appending("valueTexts").appending(i), cause: .wrongType(expected: "a string", found: item.typeName))
                }
                texts.append(text)
            }
            let stepCount = ((maximum - minimum) / step).rounded(.down) + 1
            guard stepCount.isFinite, stepCount == Double(texts.count) else {
                let steps = stepCount.isFinite && stepCount < 1e15 ? Adjustable.numberText(stepCount) : "too many"
                throw object.invalid("valueTexts", "expected \(steps) texts, one for each step from minimum to maximum, found \(texts.count)")
            }
            format = .texts(texts)
        }
        return Adjustable(value: current, minimum: minimum, maximum: maximum, step: step, format: format)
    }

    static func book(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Book {
        let object = try ObjectReader(value, at: path, allowed: bookFields)
        guard let items = try object.array("pages") else { throw DocumentError(path: path, cause: .missingField("pages")) }
        guard !items.isEmpty else { throw object.invalid("pages", "a book needs at least one page") }
        var pages: [Book.Page] = []
        for (i, item) in items.enumerated() {
            let pagePath = path.appending("pages").appending(i)
            let lineItems: [JSONValue]
            switch item {
            case .array(let lines): lineItems = lines
            case .object:
                let page = try ObjectReader(item, at: pagePath, allowed: pageFields)
                guard let lines = try page.array("lines") else { throw DocumentError(path: pagePath, cause: .missingField("lines")) }
                lineItems = lines
            default:
                throw DocumentError(path: pagePath, cause: .wrongType(expected: "an array of lines or an object with \"lines\"", found: item.typeName))
            }
            var lines: [String] = []
            for (j, line) in lineItems.enumerated() {
                guard case .string(let text) = line else {
                    throw DocumentError(path: pagePath.appending(j), cause: .wrongType(expected: "a string", found: line.typeName))
                }
                lines.append(text)
            }
            pages.append(Book.Page(lines: lines))
        }
        let current = try object.integer("currentPage") ?? 0
        guard pages.indices.contains(current) else {
            throw object.invalid("currentPage", "page \(current) does not exist; pages are numbered 0...\(pages.count - 1)")
        }
        return Book(pages: pages, currentPage: current)
    }

    static func childOrder(_ object: ObjectReader) throws(DocumentError) -> ChildOrder? {
        guard let name = try object.string("order") else { return nil }
        guard let order = ChildOrder(rawValue: name) else {
            throw object.invalid("order", "unknown order \"\(name)\"; use \"frames\" or \"listed\"")
        }
        return order
    }

    /// A BCP 47 tag: letters, digits and hyphens, starting with 2–8 letters.
    static func checkLanguage(_ tag: String, _ object: ObjectReader, _ key: String) throws(DocumentError) {
        if !LanguageTag.isBCP47(tag) { throw object.invalid(key, "\"\(tag)\" is not a BCP 47 language tag (like \"en\", \"de\", \"zh-TW\")") }
    }
}

/// The identifiers seen so far in one document or event, with where each was first used.
struct IdentifierRegistry {
    /// Each identifier's element, and whether the document named it (else the path is its name).
    private var seen: [String: (element: JSONPath, named: Bool)] = [:]

    /// A registry with room for `expectedCount` identifiers (the top level's elements: most
    /// documents are flat), so that a big document is not rehashed as it grows.
    init(expectedCount: Int = 0) {
        seen.reserveCapacity(expectedCount)
    }

    /// Registers the identifier of the element at `element`; `named`: the document gave it in
    /// the element's `identifier` field. The paths of an error are made only when one is thrown.
    mutating func register(_ identifier: String, element: JSONPath, named: Bool) throws(DocumentError) {
        func place(_ element: JSONPath, _ named: Bool) -> JSONPath { named ? element.appending("identifier") : element }
        if let first = seen[identifier] {
            throw DocumentError(path: place(element, named), cause: .duplicateIdentifier(identifier, firstAt: place(first.element, first.named)))
        }
        seen[identifier] = (element, named)
    }
}
