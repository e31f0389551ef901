/// Reads app events from JSON (one object per event, e.g. one line of a JSON-lines feed), as
/// described in `docs/events.md`.
///
/// ```swift
/// let event = try EventDocument.event(fromJSON: #"{"type": "announcement", "text": "Saved"}"#)
/// // .announcement("Saved")
/// ```
public enum EventDocument {
    /// The event types, as the `type` field names them.
    public static let types = [
        "focus", "valueChanged", "elementChanged", "announcement", "layoutChanged", "screenChanged",
        "pageScrolled", "elementAdded", "elementRemoved", "caretMoved",
        "selectionChanged",
    ]

    /// Reads one event.
    /// - Parameters:
    ///   - text: one JSON object.
    ///   - source: a name for error messages ("feed line 12").
    /// - Throws: ``DocumentError`` naming the JSON path and the cause.
    public static func event(fromJSON text: String, source: String? = nil) throws(DocumentError) -> ScreenEvent {
        try event(utf8: text.utf8, source: source)
    }

    /// Reads one event from UTF-8 bytes.
    public static func event<S: Sequence<UInt8>>(utf8 bytes: S, source: String? = nil) throws(DocumentError) -> ScreenEvent {
        do {
            return try event(from: try JSONValue.parse(utf8: bytes))
        } catch {
            var error = error
            error.source = source
            throw error
        }
    }

    static func event(from value: JSONValue) throws(DocumentError) -> ScreenEvent {
        let root = JSONPath()
        // Read the type first, to know which fields are allowed.
        guard case .object(let members) = value else {
            throw DocumentError(path: root, cause: .wrongType(expected: "an object", found: value.typeName))
        }
        guard let typeValue = members.first(where: { $0.key == "type" })?.value else {
            throw DocumentError(path: root, cause: .missingField("type"))
        }
        guard case .string(let type) = typeValue else {
            throw DocumentError(path: root.appending("type"), cause: .wrongType(expected: "a string", found: typeValue.typeName))
        }
        func reader(_ fields: Set<String>) throws(DocumentError) -> ObjectReader {
            let object = try ObjectReader(value, at: root, allowed: fields.union(["type", "version"]))
            try ScreenDocument.checkVersion(object, required: false)
            return object
        }
        switch type {
        case "focus":
            let object = try reader(["identifier"])
            return .focus(identifier: try object.requiredString("identifier"))
        case "valueChanged":
            let object = try reader(["identifier", "value"])
            let identifier = try object.requiredString("identifier")
            switch try object.required("value") {
            case .null: return .elementChanged(identifier: identifier, ElementChange(clearsValue: true))
            case .string(let text): return .elementChanged(identifier: identifier, ElementChange(value: text))
            case .number(let number): return .elementChanged(identifier: identifier, ElementChange(adjustableValue: number))
            case let other: throw object.wrongType("value", "a string, a number or null", other)
            }
        case "elementChanged":
            let object = try reader(["identifier", "label", "value", "hint", "traits", "frame", "book"])
            var change = ElementChange()
            change.label = try object.string("label")
            change.hint = try object.string("hint")
            switch object.value("value") {
            case nil: break
            case .null?: change.clearsValue = true
            case .string(let text)?: change.value = text
            case .number(let number)?: change.adjustableValue = number
            case let other?: throw object.wrongType("value", "a string, a number or null", other)
            }
            if object.has("traits") { change.traits = try ScreenDocument.traits(object) }
            if let frame = object.value("frame") { change.frame = try ScreenDocument.frame(frame, at: root.appending("frame")) }
            if let book = object.value("book") { change.book = try ScreenDocument.book(book, at: root.appending("book")) }
            return .elementChanged(identifier: try object.requiredString("identifier"), change)
        case "announcement":
            let object = try reader(["text"])
            return .announcement(try object.requiredString("text"))
        case "layoutChanged":
            let object = try reader(["elements", "focus"])
            var elements: [Element]?
            if let items = try object.array("elements") {
                var registry = IdentifierRegistry()
                elements = try ScreenDocument.elements(items, at: root.appending("elements"), registry: &registry)
            }
            return .layoutChanged(elements: elements, focus: try object.string("focus"))
        case "screenChanged":
            let object = try reader(["screen"])
            let screenValue = try object.required("screen")
            if case .object(let fields) = screenValue, fields.contains(where: { $0.key == "version" }) {
                throw DocumentError(path: root.appending("screen").appending("version"), cause: .invalid(
                    "the version belongs to the event, beside \"type\", not inside \"screen\""))
            }
            let screen = try ScreenDocument.screen(from: screenValue, at: root.appending("screen"), requireVersion: false)
            return .screenChanged(screen)
        case "pageScrolled":
            let object = try reader(["text"])
            return .pageScrolled(try object.requiredString("text"))
        case "elementAdded":
            let object = try reader(["element", "container", "index"])
            var registry = IdentifierRegistry()
            let element = try ScreenDocument.element(try object.required("element"), at: root.appending("element"), registry: &registry)
            let index = try object.integer("index")
            if let index, index < 0 { throw object.invalid("index", "an index must not be negative") }
            return .elementAdded(element, container: try object.string("container"), index: index)
        case "caretMoved":
            let object = try reader(["identifier", "offset"])
            let identifier = try object.requiredString("identifier")
            guard let offset = try object.integer("offset") else { throw DocumentError(path: root, cause: .missingField("offset")) }
            if offset < 0 { throw object.invalid("offset", "an offset must not be negative") }
            return .caretMoved(identifier: identifier, offset: offset)
        case "selectionChanged":
            let object = try reader(["identifier", "start", "end"])
            let identifier = try object.requiredString("identifier")
            guard let start = try object.integer("start") else { throw DocumentError(path: root, cause: .missingField("start")) }
            guard let end = try object.integer("end") else { throw DocumentError(path: root, cause: .missingField("end")) }
            if start < 0 { throw object.invalid("start", "an offset must not be negative") }
            if end < start { throw object.invalid("end", "the selection must not end (\(end)) before it starts (\(start))") }
            return .selectionChanged(identifier: identifier, range: start..<end)
        case "elementRemoved":
            let object = try reader(["identifier"])
            return .elementRemoved(identifier: try object.requiredString("identifier"))
        default:
            throw DocumentError(path: root.appending("type"), cause: .unknownEventType(type))
        }
    }
}
