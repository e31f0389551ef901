/// The rules a screen document holds every element to, applied to a change of one element
/// (issue 12, defects 7 and 8): a change that would break them is refused whole, with an error
/// of the same kind a document gets (the field's path and the cause).
extension ElementChange {
    /// Why this change cannot be made to `element`, or `nil` when it can.
    ///
    /// - An adjustable element's value text comes from its range (``Adjustable/valueText``): a
    ///   string value (or clearing it) is refused; the number (`"value": 4`) moves the range, so
    ///   the next increment starts from there instead of from a stale number.
    /// - New traits must keep the element whole: the trait `adjustable` needs a range and a range
    ///   needs the trait; `causesPageTurn` needs a book and a book needs the trait. A change
    ///   cannot add a range, so it cannot add that trait to an element without one; a change with
    ///   a book brings its own (with the trait).
    /// - Returns: a ``DocumentError`` whose path names the field (`value`, `traits`).
    public func problem(for element: Element) -> DocumentError? {
        let traits = self.traits ?? element.traits
        let book = self.book ?? element.book
        let root = JSONPath()
        if traits.contains(.adjustable), element.adjustable == nil {
            return DocumentError(path: root.appending("traits"), cause: .invalid(
                "an element with the trait \"adjustable\" needs an \"adjustable\" range (minimum, maximum, step, value); "
                + "\"\(element.identifier)\" has none, and a change cannot add one: send it in the element (elementAdded, layoutChanged, screenChanged)"))
        }
        if !traits.contains(.adjustable), element.adjustable != nil {
            return DocumentError(path: root.appending("traits"), cause: .invalid(
                "\"\(element.identifier)\" has an \"adjustable\" range, which needs the trait \"adjustable\"; keep it in the traits"))
        }
        if traits.contains(.causesPageTurn), book == nil {
            return DocumentError(path: root.appending("traits"), cause: .invalid(
                "an element with the trait \"causesPageTurn\" needs a \"book\"; \"\(element.identifier)\" has none: send one in the change"))
        }
        if !traits.contains(.causesPageTurn), book != nil {
            return DocumentError(path: root.appending("traits"), cause: .invalid(
                "\"\(element.identifier)\" has a \"book\", which needs the trait \"causesPageTurn\"; keep it in the traits"))
        }
        if element.adjustable != nil, value != nil || clearsValue {
            let example = element.adjustable.map { Adjustable.numberText($0.value) } ?? "4"
            return DocumentError(path: root.appending("value"), cause: .invalid(
                "\"\(element.identifier)\" is adjustable: its value text comes from its range, so send the number "
                + "(\"value\": \(example)), not a text"))
        }
        return nil
    }
}
