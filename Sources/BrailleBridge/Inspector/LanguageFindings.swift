import BrailleCore

/// The languages of a screen document that have no braille table of their own (issue 12,
/// defect 10): their text is shown with the fallback table, so characters it lacks become
/// escapes (`\x8bbe/`) that a reader can only decode, and the inspector says so where the
/// language is declared.
enum LanguageFindings {
    /// A finding for every `language` field (the screen's, an element's or container's) whose
    /// language has no table of its own, in document order.
    static func findings(in document: JSONValue) -> [InspectorFinding] {
        var findings: [InspectorFinding] = []
        func check(_ members: [JSONValue.Member], at path: JSONPath, identifier: String?) {
            guard case .string(let tag)? = members.first(where: { $0.key == "language" })?.value,
                  let choice = try? TableCatalog.tableChoice(forLanguage: tag),
                  case .noTableForLanguage = choice.reason else { return }
            findings.append(InspectorFinding(path: path.appending("language"), identifier: identifier,
                                             problem: .noTableForLanguage(tag, shownWith: choice.tableName)))
        }
        func walk(_ items: [JSONValue], at path: JSONPath) {
            for (i, item) in items.enumerated() {
                guard case .object(let members) = item else { continue }
                var identifier: String?
                if case .string(let id)? = members.first(where: { $0.key == "identifier" })?.value { identifier = id }
                check(members, at: path.appending(i), identifier: identifier)
                if case .array(let children)? = members.first(where: { $0.key == "children" })?.value {
                    walk(children, at: path.appending(i).appending("children"))
                }
            }
        }
        guard case .object(let members) = document else { return [] }
        check(members, at: JSONPath(), identifier: nil)
        if case .array(let items)? = members.first(where: { $0.key == "elements" })?.value {
            walk(items, at: JSONPath().appending("elements"))
        }
        return findings
    }
}
