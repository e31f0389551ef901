import BrailleCore
import CAtspi
import CAtspiShim
import Foundation

/// A LibreOffice Writer document (`document text` without a Text interface of its own), read as
/// a book of blocks: headings, paragraphs, list items and the paragraphs of table cells, in the
/// order of the document.
///
/// What Writer exposes (LibreOffice 7.4, gtk3 plugin): the document's children are only the
/// paragraphs on screen (7–15 of them), and AT-SPI scroll calls (`scroll_substring_to`,
/// Component `scroll_to`) return false and do nothing. But each paragraph has a `flows-to` and a
/// `flows-from` relation to its neighbour in the text, offscreen ones too (Writer makes their
/// objects when asked), so the whole document is read by following them: 72 paragraphs in
/// 0.16 s. An offscreen paragraph has no index in its parent (-1) and is not `showing`.
///
/// Scrolling: setting the caret in an offscreen paragraph (Text `set_caret_offset`) makes Writer
/// scroll it into view (and focus it); the objects that leave the screen become defunct, and are
/// made again, with new paths, when asked for through the relations.
enum WriterDocument {
    /// The most blocks read from one document.
    static let blockLimit = 4000

    /// Whether `node`, of `role`, is a Writer document: a `document text` whose text is in its
    /// paragraphs (it has no Text interface; a GtkTextView's document has one).
    static func isDocument(_ node: AtspiObject, role: DesktopRole) -> Bool {
        role == .documentText && node.childCount > 0 && !node.hasInterface("Text")
    }

    /// The Writer document in `window` of LibreOffice (app `soffice`), asked of the app in one
    /// call (``CAtspiShim_first_descendant_with_role``, ~10 ms): a walk from the window does not
    /// reach it (the frame does not list the root pane that holds it, and its ~2,000 menu and
    /// tool bar objects would use the walk's time). `nil` for another app's window or without a
    /// document.
    static func find(in window: AtspiObject) -> AtspiObject? {
        // LibreOffice's frame has no parent (its application lists it, it names none).
        let app = atspi_accessible_get_application(window.pointer, nil).map { AtspiObject(owning: $0) }
        guard app?.name == "soffice",
              let document = CAtspiShim_first_descendant_with_role(window.pointer, ATSPI_ROLE_DOCUMENT_TEXT).map({ AtspiObject(owning: $0) }),
              isDocument(document, role: .documentText) else { return nil }
        return document
    }

    /// The blocks of `document` in the order of its text: from a paragraph on screen back along
    /// `flows-from` to the first, then along `flows-to` to the last (at most ``blockLimit``,
    /// until `deadline`). Each block is once; a cycle stops the walk.
    static func blocks(of document: AtspiObject, until deadline: ContinuousClock.Instant) -> [AtspiObject] {
        guard let shown = firstTextBlock(in: document, depth: 0) else { return [] }
        var seen: Set<String> = [shown.identifier]
        var before: [AtspiObject] = []
        var current = shown
        while before.count < blockLimit, ContinuousClock.now < deadline, let previous = current.related(ATSPI_RELATION_FLOWS_FROM),
              seen.insert(previous.identifier).inserted {
            before.append(previous)
            current = previous
        }
        var blocks = Array(before.reversed()) + [shown]
        current = shown
        while blocks.count < blockLimit, ContinuousClock.now < deadline, let next = current.related(ATSPI_RELATION_FLOWS_TO),
              seen.insert(next.identifier).inserted {
            blocks.append(next)
            current = next
        }
        return blocks
    }

    /// The element identifier of the block at `index` (from the document's start) of
    /// `document`: its app's bus name and the place, not the document's path, which Writer
    /// changes too while it loads.
    static func identifier(ofBlock index: Int, in document: AtspiObject) -> String {
        "\(document.busName)/writer#block\(index)"
    }

    /// The first object with text under `node` (a paragraph, or one in a table's first cell).
    private static func firstTextBlock(in node: AtspiObject, depth: Int) -> AtspiObject? {
        guard depth < 4 else { return nil }
        for index in 0..<Swift.min(node.childCount, 50) {
            guard let child = node.child(at: index) else { continue }
            if [.paragraph, .heading].contains(child.role) { return child }
            if let inner = firstTextBlock(in: child, depth: depth + 1) { return inner }
        }
        return nil
    }

    /// What the mapping needs of one block, read with few calls (a document has hundreds): its
    /// role (a paragraph that starts with a bullet is a list item, ``listItemText(_:)``), text,
    /// states and heading level; no frame (an offscreen block has none).
    static func facts(of block: AtspiObject) -> AccessibleFacts {
        let identifier = block.identifier
        var role = block.role
        var text = block.text(limit: Int32(ReadingContent.characterLimit)) ?? ""
        if role == .paragraph, let item = listItemText(text) {
            role = .listItem
            text = item
        }
        var facts = AccessibleFacts(identifier: identifier, role: role)
        facts.text = text
        // A list item is named by its text (the mapping reads a paragraph's or heading's text).
        if role == .listItem { facts.name = text }
        facts.states = block.states
        if role == .heading, let level = block.attribute("level").flatMap(Int.init), (1...6).contains(level) {
            facts.headingLevel = level
        }
        return facts
    }

    /// The text of a list item without its bullet, when `text` starts with one: Writer writes a
    /// bullet as its glyph in the private use area of the OpenSymbol font (U+F095), or as "•",
    /// "◦", "▪", "–", followed by a space; `nil` for any other text.
    static func listItemText(_ text: String) -> String? {
        guard let first = text.unicodeScalars.first else { return nil }
        let bullets: Set<Unicode.Scalar> = ["•", "◦", "▪", "■", "●", "○", "–", "➢", "✓"]
        guard (0xE000...0xF8FF).contains(first.value) || bullets.contains(first) else { return nil }
        let rest = text.unicodeScalars.dropFirst()
        guard let space = rest.first, space == " " || space == "\t" else { return nil }
        return String(String.UnicodeScalarView(rest)).trimmingCharacters(in: .whitespaces)
    }

    /// Brings the block `identifier` (``identifier(ofBlock:in:)``), whose object was `block`, on
    /// screen when it is not (Writer's scroll calls do nothing): its caret at its start, which
    /// scrolls Writer there and moves the document's caret with the reader. A block whose object
    /// went defunct (Writer scrolled, its objects were made again) is found again by its place,
    /// from the document of `window`.
    /// - Returns: whether Writer was asked to scroll.
    static func bringOnScreen(_ identifier: String, block: AtspiObject, window: AtspiObject?) -> Bool {
        var target = block
        if block.states.contains(.defunct) {
            guard let window, let place = identifier.split(separator: "#").last?.dropFirst("block".count), let index = Int(place),
                  let document = find(in: window) else { return false }
            let blocks = blocks(of: document, until: ContinuousClock.now + .seconds(2))
            guard blocks.indices.contains(index) else { return false }
            target = blocks[index]
        }
        guard target.indexInParent < 0 else { return false }
        return target.setCaret(0)
    }
}

extension AtspiObject {
    /// The first target of this object's relation of `type` (`flows-to`, `flows-from`...).
    func related(_ type: AtspiRelationType) -> AtspiObject? {
        CAtspiShim_relation_target(pointer, type).map { AtspiObject(owning: $0) }
    }
}
