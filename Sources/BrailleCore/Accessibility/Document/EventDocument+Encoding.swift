extension EventDocument {
    /// The event as one line of JSON that ``event(fromJSON:source:)`` reads back equal (an app
    /// or a test feed writes these).
    ///
    /// ```swift
    /// EventDocument.json(for: .announcement("Saved"))   // {"type":"announcement","text":"Saved"}
    /// ```
    public static func json(for event: ScreenEvent) -> String {
        value(for: event).serialized()
    }

    static func value(for event: ScreenEvent) -> JSONValue {
        func object(_ type: String, _ members: [(String, JSONValue?)]) -> JSONValue {
            .object([.init(key: "type", value: .string(type))]
                + members.compactMap { key, value in value.map { JSONValue.Member(key: key, value: $0) } })
        }
        switch event {
        case .focus(let identifier):
            return object("focus", [("identifier", .string(identifier))])
        case .elementChanged(let identifier, let change):
            var value: JSONValue? = change.value.map(JSONValue.string)
            if change.clearsValue && change.value == nil { value = .null }
            if let number = change.adjustableValue { value = .number(number) }
            return object("elementChanged", [
                ("identifier", .string(identifier)),
                ("label", change.label.map(JSONValue.string)),
                ("value", value),
                ("hint", change.hint.map(JSONValue.string)),
                ("traits", change.traits.map(ScreenDocument.value(for:))),
                ("frame", change.frame.map(ScreenDocument.value(for:))),
                ("book", change.book.map(ScreenDocument.value(for:))),
            ])
        case .announcement(let text):
            return object("announcement", [("text", .string(text))])
        case .layoutChanged(let elements, let focus):
            return object("layoutChanged", [
                ("elements", elements.map { .array($0.map(ScreenDocument.value(for:))) }),
                ("focus", focus.map(JSONValue.string)),
            ])
        case .screenChanged(let screen):
            return object("screenChanged", [("screen", ScreenDocument.value(for: screen, includingVersion: false))])
        case .pageScrolled(let text):
            return object("pageScrolled", [("text", .string(text))])
        case .elementAdded(let element, let container, let index):
            return object("elementAdded", [
                ("element", ScreenDocument.value(for: element)),
                ("container", container.map(JSONValue.string)),
                ("index", index.map { .number(Double($0)) }),
            ])
        case .elementRemoved(let identifier):
            return object("elementRemoved", [("identifier", .string(identifier))])
        case .caretMoved(let identifier, let offset):
            return object("caretMoved", [("identifier", .string(identifier)), ("offset", .number(Double(offset)))])
        case .selectionChanged(let identifier, let range):
            return object("selectionChanged", [("identifier", .string(identifier)),
                                               ("start", .number(Double(range.lowerBound))), ("end", .number(Double(range.upperBound)))])
        }
    }
}
