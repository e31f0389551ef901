import BrailleCore
import Testing

/// Issue 25: a table in a document (a web page's, a Writer document's) is read by rows, as NVDA
/// shows a table row in braille: each row is one element whose label is its cells on one line,
/// a vertical line between them (the desktop's `ElementMapping.cellSeparator`); LNDN/LNUP go row
/// by row, and a routing key on a cell's character asks the app to put its caret there.
@Suite struct NavigatorDocumentTableTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// A page: a heading, a table of a header row and two rows, a paragraph.
    static var page: Screen {
        func block(_ index: Int, _ identifier: String, _ label: String, traits: Traits = .staticText,
                   role: ElementRole? = nil, row: Int? = nil) -> Element {
            var element = F.row(index, identifier, label: label, traits: traits)
            element.role = role
            element.document = "page"
            element.positionInContainer = row.map { PlacedElement.Position(index: $0, count: 3) }
            return element
        }
        return Screen(title: "Page", elements: [
            block(0, "h1", "A table", traits: .header),
            block(1, "r1", "Fruit \u{2502} Colour", role: .tableRow, row: 1),
            block(2, "r2", "Apple \u{2502} Red", role: .tableRow, row: 2),
            block(3, "r3", "Plum \u{2502} Blue", role: .tableRow, row: 3),
            block(4, "p", "The end."),
        ], childOrder: .listed)
    }

    @Test func lineMovesGoRowByRowEachRowOneLine() {
        var navigator = Navigator(screen: Self.page, columns: 40)
        let down = NavigatorDocumentTests.press(.nextElement, until: "p", &navigator, now: clock.now)
        #expect(down.texts.count == 5, "one line a row: \(down.texts)")
        #expect(down.texts[1].hasPrefix("Fruit \u{2502} Colour") && down.texts[2].hasPrefix("Apple \u{2502} Red")
                && down.texts[3].hasPrefix("Plum \u{2502} Blue"), "\(down.texts)")
        #expect(down.texts[2].contains("row 2/3"), "the row's role and place: \(down.texts[2])")
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.focusedID == "r3")
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.focusedID == "r2")
    }

    @Test func aRoutingKeyOnACellPutsTheAppsCaretOnThatCharacterOfTheRow() throws {
        var navigator = try F.navigator(focusedOn: "r2", in: Self.page, columns: 40, now: clock.now)
        let offset = "Apple \u{2502} R".unicodeScalars.count
        let key = try #require(navigator.status.targets.firstIndex { $0?.part == .label && $0?.offset == offset })
        #expect(navigator.handle(.route(cell: key), now: clock.now)
                == [.appAction(identifier: "r2", action: .setCaret(part: .label, offset: offset))])
        // A row of no document (a tree view's) is activated, as before.
        var list = Self.page
        list.elements[2].document = nil
        var outside = try F.navigator(focusedOn: "r2", in: list, columns: 40, now: clock.now)
        #expect(outside.handle(.route(cell: key), now: clock.now) == [.appAction(identifier: "r2", action: .activate)])
    }
}
