/// Why a key could do nothing: the navigator rings the bell (``NavigatorEffect/bell``) and shows
/// the reason briefly on the display itself, since a braille display has no speaker.
///
/// The texts are per language, looked up like ``NavigatorMessages``: by the primary subtag,
/// English when the language has none.
public enum NavigatorFeedback: Hashable, Sendable, CaseIterable {
    /// Nothing after the focused element (FWINRT, LNDN past the last element).
    case lastElement
    /// Nothing before it (FWINLT, LNUP before the first element).
    case firstElement
    /// The screen has no elements.
    case noElements
    /// A key before the app's first screen (``Navigator/waitingForScreen``).
    case waitingForApp
    /// The hint key (DESC_CURR_CHAR) on an element without a hint.
    case noHint
    /// MENU_NEXT_ITEM / MENU_PREV_ITEM on an element without custom actions.
    case noActions
    /// An increment or decrement key on an element that is not adjustable.
    case notAdjustable
    /// The value is at its maximum (increment) or minimum (decrement).
    case atMaximum, atMinimum
    /// A routing key over a blank cell or beyond the display.
    case nothingHere
    /// Activating an element that is not enabled (trait `notEnabled`): nothing is sent.
    case unavailable
    /// The message-history key before any message came.
    case noMessages
    /// MENU_NEXT_ITEM / MENU_PREV_ITEM in the list of an element with a single custom action.
    case onlyOneAction
    /// A typed cell, space or backspace while the focused element is not a text or search field.
    case notEditable
    /// Past the last line of a panel (the key help, the preferences).
    case lastLine
    /// Before the first line of a panel.
    case firstLine
    /// A key that acts on the app's screen while a panel shows.
    case notInPanel
    /// A structure move (next heading…) that found none that way.
    case noMoreHeadings, noMoreLinks, noMoreFormFields, noMoreParagraphs

    /// The feedback of a structure move of `kind` that found none.
    static func noMore(_ kind: StructureKind) -> NavigatorFeedback {
        switch kind {
        case .heading: return .noMoreHeadings
        case .link: return .noMoreLinks
        case .formField: return .noMoreFormFields
        case .paragraph: return .noMoreParagraphs
        }
    }

    /// How long feedback shows: long enough to read a word or two, short enough not to stand in
    /// the way of the next key (which dismisses it anyway).
    public static let duration: Duration = .milliseconds(1500)

    static let texts: [NavigatorFeedback: [String: String]] = [
        .lastElement: ["en": "last element", "de": "letztes Element", "zh": "最後一個元素"],
        .firstElement: ["en": "first element", "de": "erstes Element", "zh": "第一個元素"],
        .noElements: NavigatorMessages.texts[.noElements]!,
        .waitingForApp: NavigatorMessages.texts[.waitingForApp]!,
        .noHint: ["en": "no hint", "de": "kein Hinweis", "zh": "沒有提示"],
        .noActions: ["en": "no actions", "de": "keine Aktionen", "zh": "沒有動作"],
        .notAdjustable: ["en": "not adjustable", "de": "nicht einstellbar", "zh": "不可調整"],
        .atMaximum: ["en": "maximum", "de": "Maximum", "zh": "最大值"],
        .atMinimum: ["en": "minimum", "de": "Minimum", "zh": "最小值"],
        .nothingHere: ["en": "nothing here", "de": "hier nichts", "zh": "這裡沒有內容"],
        .unavailable: ["en": "unavailable", "de": "nicht verfügbar", "zh": "無法使用"],
        .noMessages: ["en": "no messages", "de": "keine Meldungen", "zh": "沒有訊息"],
        .onlyOneAction: ["en": "only one action", "de": "nur eine Aktion", "zh": "只有一個動作"],
        .notEditable: ["en": "not a text field", "de": "kein Textfeld", "zh": "不是文字欄位"],
        .lastLine: ["en": "last line", "de": "letzte Zeile", "zh": "最後一行"],
        .firstLine: ["en": "first line", "de": "erste Zeile", "zh": "第一行"],
        .notInPanel: ["en": "not here", "de": "hier nicht", "zh": "這裡不行"],
        .noMoreHeadings: ["en": "no more headings", "de": "keine weiteren Überschriften", "zh": "沒有更多標題"],
        .noMoreLinks: ["en": "no more links", "de": "keine weiteren Links", "zh": "沒有更多連結"],
        .noMoreFormFields: ["en": "no more form fields", "de": "keine weiteren Formularfelder", "zh": "沒有更多表單欄位"],
        .noMoreParagraphs: ["en": "no more paragraphs", "de": "keine weiteren Absätze", "zh": "沒有更多段落"],
    ]

    /// The text in `language`.
    public func text(language: String) -> String {
        NavigatorMessages.text(NavigatorFeedback.texts[self]!, language: language)
    }
}
