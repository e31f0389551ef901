extension ScreenDocument {
    /// The screen as a version-1 document that ``screen(fromJSON:source:)`` reads back equal.
    ///
    /// ```swift
    /// let text = ScreenDocument.json(for: screen)
    /// try ScreenDocument.screen(fromJSON: text) == screen   // true
    /// ```
    public static func json(for screen: Screen) -> String {
        value(for: screen, includingVersion: true).serialized()
    }

    static func value(for screen: Screen, includingVersion: Bool) -> JSONValue {
        var members: [JSONValue.Member] = []
        if includingVersion { members.append(.init(key: "version", value: .number(Double(version)))) }
        if !screen.title.isEmpty { members.append(.init(key: "title", value: .string(screen.title))) }
        members.append(.init(key: "language", value: .string(screen.language)))
        if screen.childOrder != .frames { members.append(.init(key: "order", value: .string(screen.childOrder.rawValue))) }
        members.append(.init(key: "elements", value: .array(screen.elements.map(value(for:)))))
        return .object(members)
    }

    /// One node as JSON, leaving out fields that have their default value.
    static func value(for element: Element) -> JSONValue {
        var m: [JSONValue.Member] = [.init(key: "identifier", value: .string(element.identifier))]
        if element.isAccessibilityElement || !element.label.isEmpty { m.append(.init(key: "label", value: .string(element.label))) }
        if let value = element.value, element.adjustable == nil { m.append(.init(key: "value", value: .string(value))) }
        if let hint = element.hint { m.append(.init(key: "hint", value: .string(hint))) }
        if !element.traits.isEmpty { m.append(.init(key: "traits", value: value(for: element.traits))) }
        if let role = element.role { m.append(.init(key: "role", value: .string(role.rawValue))) }
        if element.frame != .zero { m.append(.init(key: "frame", value: value(for: element.frame))) }
        if let language = element.language { m.append(.init(key: "language", value: .string(language))) }
        if !element.customActions.isEmpty {
            m.append(.init(key: "customActions", value: .array(element.customActions.map { action in
                action.identifier == action.name ? .string(action.name)
                    : .object([.init(key: "name", value: .string(action.name)), .init(key: "identifier", value: .string(action.identifier))])
            })))
        }
        // The reader's default: an element without children, a container with them.
        if element.isAccessibilityElement != element.children.isEmpty {
            m.append(.init(key: "isAccessibilityElement", value: .bool(element.isAccessibilityElement)))
        }
        if let adjustable = element.adjustable { m.append(.init(key: "adjustable", value: value(for: adjustable))) }
        if let book = element.book { m.append(.init(key: "book", value: value(for: book))) }
        if let level = element.headingLevel { m.append(.init(key: "headingLevel", value: .number(Double(level)))) }
        if let position = element.positionInContainer {
            m.append(.init(key: "position", value: .object([
                .init(key: "index", value: .number(Double(position.index))), .init(key: "count", value: .number(Double(position.count))),
            ])))
        }
        if !element.children.isEmpty { m.append(.init(key: "children", value: .array(element.children.map(value(for:))))) }
        if element.childOrder != .frames { m.append(.init(key: "order", value: .string(element.childOrder.rawValue))) }
        return .object(m)
    }

    static func value(for traits: Traits) -> JSONValue {
        .array(traits.members.map { .string($0.rawValue) })
    }

    static func value(for frame: Frame) -> JSONValue {
        .object([
            .init(key: "x", value: .number(frame.x)), .init(key: "y", value: .number(frame.y)),
            .init(key: "width", value: .number(frame.width)), .init(key: "height", value: .number(frame.height)),
        ])
    }

    /// A book as documents write it: the page shown and each page's lines.
    static func value(for book: Book) -> JSONValue {
        .object([
            .init(key: "currentPage", value: .number(Double(book.currentPage))),
            .init(key: "pages", value: .array(book.pages.map { .array($0.lines.map(JSONValue.string)) })),
        ])
    }

    static func value(for adjustable: Adjustable) -> JSONValue {
        var m: [JSONValue.Member] = [
            .init(key: "value", value: .number(adjustable.value)),
            .init(key: "minimum", value: .number(adjustable.minimum)),
            .init(key: "maximum", value: .number(adjustable.maximum)),
            .init(key: "step", value: .number(adjustable.step)),
        ]
        switch adjustable.format {
        case .template(let template): m.append(.init(key: "format", value: .string(template)))
        case .texts(let texts): m.append(.init(key: "valueTexts", value: .array(texts.map(JSONValue.string))))
        }
        return .object(m)
    }
}
