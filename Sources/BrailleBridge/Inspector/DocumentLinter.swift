import BrailleCore

/// Finds what a reader would stumble on in a screen document, on its JSON tree, so that it also
/// finds what the strict loader refuses (duplicate identifiers, an adjustable element without a
/// range, an element without label or value), and makes a copy the loader accepts for the
/// listing.
struct DocumentLinter {
    let screenSize: ScreenSize
    private(set) var findings: [InspectorFinding] = []
    private var identifiers: [String: JSONPath] = [:]
    /// For each duplicated identifier, the copy number to try next: the search for a free
    /// `id~N` resumes there instead of from 2, so n copies cost O(n), not O(n²).
    private var nextCopy: [String: Int] = [:]

    init(screenSize: ScreenSize) { self.screenSize = screenSize }

    /// Checks the document and returns the loadable copy: duplicate identifiers renamed
    /// (`name~2`), a missing label given as empty, an adjustable trait without range dropped.
    mutating func lint(_ document: JSONValue) -> JSONValue {
        guard case .object(var members) = document,
              let index = members.firstIndex(where: { $0.key == "elements" }),
              case .array(let items) = members[index].value else { return document }
        let root = JSONPath().appending("elements")
        members[index].value = .array(items.enumerated().map { i, item in
            lint(item, at: root.appending(i), container: .zero)
        })
        return .object(members)
    }

    /// `container` is the screen frame of the enclosing container (`.zero` at the top), which
    /// places the node's own frame on the screen as the reading order does (``Frame/offset(by:)``).
    private mutating func lint(_ node: JSONValue, at path: JSONPath, container: Frame) -> JSONValue {
        guard case .object(var members) = node else { return node }
        func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        func set(_ key: String, _ newValue: JSONValue?) {
            if let i = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append(JSONValue.Member(key: key, value: newValue))
            }
        }
        var identifier: String?
        if case .string(let id)? = value("identifier") { identifier = id }
        if let id = identifier {
            if let first = identifiers[id] {
                findings.append(InspectorFinding(path: path, identifier: id, problem: .duplicateIdentifier(firstAt: first)))
                var copy = nextCopy[id] ?? 2
                while identifiers["\(id)~\(copy)"] != nil { copy += 1 }
                nextCopy[id] = copy + 1
                identifiers["\(id)~\(copy)"] = path
                set("identifier", .string("\(id)~\(copy)"))
            } else {
                identifiers[id] = path
            }
        }

        var children: [JSONValue] = []
        if case .array(let items)? = value("children") { children = items }
        var isElement = children.isEmpty
        if case .bool(let flag)? = value("isAccessibilityElement") { isElement = flag }
        var traits: [String] = []
        if case .array(let items)? = value("traits") {
            traits = items.compactMap { if case .string(let name) = $0 { return name } else { return nil } }
        }

        var ownFrame = Frame.zero
        if case .object(let fields)? = value("frame") {
            func number(_ key: String) -> Double {
                if case .number(let n)? = fields.first(where: { $0.key == key })?.value { return n }
                return 0
            }
            ownFrame = Frame(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
        }
        let frame = ownFrame.offset(by: container)

        if isElement {
            var label = ""
            if case .string(let text)? = value("label") { label = text }
            if label.allSatisfy(\.isWhitespace) {
                let problem: InspectorFinding.Problem = traits.contains("image") ? .imageWithoutDescription : .noLabel
                findings.append(InspectorFinding(path: path, identifier: identifier, problem: problem))
                if value("label") == nil { set("label", .string("")) }
            }
            if traits.contains("adjustable") {
                if case .object? = value("adjustable") {
                    // The loader checks the range; an empty value text is still no value.
                    if case .object(let range)? = value("adjustable"),
                       case .array(let texts)? = range.first(where: { $0.key == "valueTexts" })?.value,
                       texts.contains(.string("")) {
                        findings.append(InspectorFinding(path: path, identifier: identifier, problem: .adjustableWithoutValue))
                    }
                } else {
                    findings.append(InspectorFinding(path: path, identifier: identifier, problem: .adjustableWithoutValue))
                    set("traits", .array(traits.filter { $0 != "adjustable" }.map(JSONValue.string)))
                }
            }
            if value("frame") != nil, !screenSize.contains(frame) {
                findings.append(InspectorFinding(path: path, identifier: identifier,
                                                 problem: .frameOutsideScreen(frame, screen: screenSize)))
            }
        }

        if !children.isEmpty {
            let childrenPath = path.appending("children")
            set("children", .array(children.enumerated().map { i, child in
                lint(child, at: childrenPath.appending(i), container: frame)
            }))
        }
        return .object(members)
    }
}
