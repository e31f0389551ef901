/// Turns the focused element into a ``BrailleLine``: label, value, trait and state abbreviations,
/// position in its container, and the hint on request, translated in the element's language.
///
/// ```swift
/// let presenter = Presenter()
/// let line = try presenter.present(focus.focused!)   // "Photo btn 3/12"
/// line.targets[0]   // CellTarget(elementIdentifier: "Photo 2", part: .label, offset: 0)
/// ```
public struct Presenter: Sendable {
    /// Finds the table for a BCP 47 language tag.
    public var tableForLanguage: @Sendable (String) throws -> BrailleTable
    /// Finds the abbreviations for a BCP 47 language tag.
    public var abbreviationsForLanguage: @Sendable (String) -> Abbreviations
    /// The reader's language (brl-bridge `--ui-language`, by default the locale's): the words the
    /// display adds (traits, positions, mode words, messages) are in it, whatever language each
    /// element's text is in, so a German word in an English app does not turn "btn" into "schlf".
    /// `nil`: the words follow the table each line is written with.
    public var interfaceLanguage: String?
    /// Whether a text or search field's value is written in 8-dot computer braille
    /// (`en-us-comp8`, one cell per character, as NVDA and Orca show the text under the cursor),
    /// so a routing key and the caret land on exactly one character. On by default. Off, the
    /// value is written with the element's table; with a contracted table
    /// (``BrailleTable/isContracted``) the word at the caret stays in computer braille (NVDA's
    /// "expand to computer braille for the word at the cursor"), so the line stays exact where
    /// the reader edits.
    public var computerBrailleForText = true

    /// A presenter over the bundled tables and the built-in abbreviations.
    public init(
        tableForLanguage: @escaping @Sendable (String) throws -> BrailleTable = { try TableCatalog.table(forLanguage: $0) },
        abbreviationsForLanguage: @escaping @Sendable (String) -> Abbreviations = { AbbreviationCatalog.abbreviations(forLanguage: $0) }
    ) {
        self.tableForLanguage = tableForLanguage
        self.abbreviationsForLanguage = abbreviationsForLanguage
    }

    /// The parts of an element's line, in order: label, value, traits (and "actions" when the
    /// element has custom actions), position (in its container,
    /// and for a book the page: "page 2 of 6"), and the hint when `showingHint`, after its mode
    /// word ("hint:"). While `adjusting`, the adjusting mode word ("adjust:") comes before the
    /// value. Empty parts are left out when composed. The added words are in `wordsLanguage`
    /// (the element's language by default; ``present(_:showingHint:adjusting:)`` gives the
    /// language of the table it translates with, so a language without a table of its own, such
    /// as `zh-CN`, gets words the fallback table can write, "btn", not escapes of 按鈕).
    public func segments(for placed: PlacedElement, showingHint: Bool = false,
                         adjusting: Bool = false, wordsLanguage: String? = nil) -> [(part: LinePart, text: String)] {
        let words = abbreviationsForLanguage(wordsLanguage ?? placed.language)
        let element = placed.element
        var position = placed.position.map { words.text(for: $0) } ?? ""
        if let book = element.book {
            let page = words.pageText(page: book.currentPage, of: book.pages.count)
            position = position.isEmpty ? page : position + " " + page
        }
        var segments: [(part: LinePart, text: String)] = [(.label, element.label)]
        if adjusting { segments.append((.mode, words.modes.adjusting)) }
        var traits = words.text(for: element.traits, role: element.role, headingLevel: element.headingLevel)
        if !element.customActions.isEmpty {
            traits = traits.isEmpty ? words.actionsAvailable : traits + " " + words.actionsAvailable
        }
        segments += [
            (.value, Self.shown(element.value ?? "")),
            (.traits, traits),
            (.position, position),
        ]
        if showingHint, let hint = element.hint, !hint.isEmpty {
            segments += [(.mode, words.modes.hint), (.hint, hint)]
        }
        return segments
    }

    /// The most characters of a value a line shows: an app that puts megabytes in one field (a
    /// log pasted into an entry, a flood) must not make the bridge translate and lay out all of
    /// them (a 16 MB value took 745 MB); 20,000 characters are 500 windows of a 40-cell display.
    public static let valueLimit = 20_000

    /// `value`, cut at ``valueLimit`` characters (Unicode scalars) and marked "…" when longer.
    static func shown(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: valueLimit, limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return value }
        return String(scalars[..<end]) + "…"
    }

    /// The braille line of a focused element.
    /// - Parameters:
    ///   - placed: the element as its screen places it.
    ///   - showingHint: whether to append the hint (after its mode word).
    ///   - adjusting: whether `LNUP`/`LNDN` adjust the value (its mode word before the value).
    ///   - caret: the caret's offset in a text field's value (Unicode scalars), when it has one:
    ///     without ``computerBrailleForText`` its word is written in computer braille.
    /// - Throws: the error of ``tableForLanguage`` when no table serves the element's language.
    public func present(_ placed: PlacedElement, showingHint: Bool = false, adjusting: Bool = false,
                        caret: Int? = nil) throws -> BrailleLine {
        let table = try tableForLanguage(placed.language)
        let parts = segments(for: placed, showingHint: showingHint, adjusting: adjusting, wordsLanguage: wordsLanguage(for: table))
        let id = placed.element.identifier
        if placed.element.isTextField,
           let value = parts.firstIndex(where: { $0.part == .value && !$0.text.isEmpty }),
           let computer = try? TableCatalog.table(named: "en-us-comp8"),
           let valueLine = textFieldValue(parts[value].text, table: table, computer: computer, caret: caret, element: id) {
            return BrailleLine.joined([
                BrailleLine.compose(Array(parts[..<value]), element: id, table: table),
                valueLine,
                BrailleLine.compose(Array(parts[(value + 1)...]), element: id, table: table),
            ], element: id)
        }
        return BrailleLine.compose(parts, element: id, table: table)
    }

    /// A text field's value in computer braille (``computerBrailleForText``), or with a
    /// contracted `table` except the word at `caret`; `nil` when it is written with `table` alone.
    private func textFieldValue(_ value: String, table: BrailleTable, computer: BrailleTable, caret: Int?,
                                element: String) -> BrailleLine? {
        if computerBrailleForText {
            return BrailleLine.compose([(.value, value)], element: element, table: computer)
        }
        guard table.isContracted, let caret, let word = CaretWord.range(in: value, caret: caret) else { return nil }
        let scalars = Array(value.unicodeScalars)
        func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        return BrailleLine.part(.value, runs: [(text(0..<word.lowerBound), table), (text(word), computer),
                                               (text(word.upperBound..<scalars.count), table)], element: element)
    }

    /// The line of the action list: the mode word with the action's place ("action 2/3:"), then
    /// the name of the element's custom action `index`.
    /// - Throws: the error of ``tableForLanguage``.
    public func presentAction(_ index: Int, of placed: PlacedElement) throws -> BrailleLine {
        let table = try tableForLanguage(placed.language)
        let actions = placed.element.customActions
        let words = abbreviationsForLanguage(wordsLanguage(for: table))
        return BrailleLine.compose([(.mode, words.modes.actionText(index: index, of: actions.count)),
                                    (.action, actions[index].name)],
                                   element: placed.element.identifier, table: table)
    }

    /// The language of the words added to a line written with `table`: the reader's
    /// ``interfaceLanguage`` when `table` can write its words (plain ASCII letters, which every
    /// table writes; Latin-script words on a Latin table; or the table is for that language),
    /// else the table's own language (so Chinese words never go through a table that would only
    /// escape them, nor German ü through the Chinese table).
    public func wordsLanguage(for table: BrailleTable) -> String {
        guard let interfaceLanguage else { return table.language }
        func primary(_ tag: String) -> String { LanguageTag.primaryLanguage(of: tag) ?? "" }
        let words = abbreviationsForLanguage(interfaceLanguage)
        let texts = Array(words.traits.values) + [words.modes.adjusting, words.modes.message, words.actionsAvailable]
        let ascii = texts.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } }
        // Latin-script words (German ü, ä) are written by the Latin tables, not by the Chinese one.
        let chinese = primary(table.language) == "zh" || primary(interfaceLanguage) == "zh"
        let fits = ascii || primary(table.language) == primary(interfaceLanguage) || !chinese
        return fits ? interfaceLanguage : table.language
    }

    /// The braille line of one line of a book's current page, every cell a ``LinePart/content``
    /// target whose offset counts into that line.
    ///
    /// Leading whitespace (the indentation of a read-only text view's lines, a centred title)
    /// takes no cells: the first cell is the first character. The line's text and the targets'
    /// offsets stay those of the whole line, so a cell still names its character in it.
    /// - Throws: the error of ``tableForLanguage``.
    public func presentContentLine(_ text: String, of placed: PlacedElement) throws -> BrailleLine {
        let table = try tableForLanguage(placed.language)
        let scalars = text.unicodeScalars
        let indent = scalars.prefix { $0.properties.isWhitespace }.count
        guard indent > 0 else {
            return BrailleLine.compose([(.content, text)], element: placed.element.identifier, table: table)
        }
        let shown = String(String.UnicodeScalarView(scalars.dropFirst(indent)))
        var line = BrailleLine.compose([(.content, shown)], element: placed.element.identifier, table: table)
        line.text = text
        line.parts = [BrailleLine.Segment(part: .content, text: text, scalarRange: 0..<scalars.count)]
        line.targets = line.targets.map { target in
            var moved = target
            if moved.part == .content { moved.offset += indent }
            return moved
        }
        return line
    }

    /// The braille line of a text in `language` that belongs to no element (no table, nothing
    /// on the screen); its targets name no element.
    /// - Throws: the error of ``tableForLanguage``.
    public func presentMessage(_ text: String, language: String) throws -> BrailleLine {
        let table = try tableForLanguage(language)
        return BrailleLine.compose([(.message, text)], element: nil, table: table)
    }

    /// The line of the message history: the mode word with the place, newest first ("history
    /// 2/5:"), then the message, in its own language.
    /// - Throws: the error of ``tableForLanguage``.
    public func presentHistory(_ message: Announcement, index: Int, of count: Int) throws -> BrailleLine {
        let table = try tableForLanguage(message.language)
        let words = abbreviationsForLanguage(wordsLanguage(for: table))
        return BrailleLine.compose([(.mode, words.modes.historyText(index: index, of: count)), (.message, message.text)],
                                   element: nil, table: table)
    }

    /// The braille line of a flash message in `language`, after the message mode word ("msg:"),
    /// so the reader knows the cells are not the element's and keys dismiss them.
    /// - Throws: the error of ``tableForLanguage``.
    public func presentFlash(_ text: String, language: String) throws -> BrailleLine {
        let table = try tableForLanguage(language)
        let words = abbreviationsForLanguage(wordsLanguage(for: table))
        return BrailleLine.compose([(.mode, words.modes.message), (.message, text)], element: nil, table: table)
    }
}
