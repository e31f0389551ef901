import BrailleCore
import Testing

/// Issue 11: a heading says its level ("hdg 2"), and an element whose app knows its real place in
/// a long container (a row of 10,000 of which only some are read) says that place, in documents
/// as on the desktop.
@Suite struct HeadingLevelAndPositionTests {
    static let document = """
        {"version": 1, "title": "Mail", "elements": [
          {"identifier": "title", "label": "Inbox", "traits": ["header"], "headingLevel": 2},
          {"identifier": "list", "isAccessibilityElement": false, "order": "listed", "children": [
            {"identifier": "r1", "label": "Row 1", "position": {"index": 1, "count": 10000}},
            {"identifier": "r9000", "label": "Row 9000", "position": {"index": 9000, "count": 10000}}
          ]}
        ]}
        """

    @Test func aHeadingShowsItsLevelAfterItsWord() throws {
        let screen = try ScreenDocument.screen(fromJSON: Self.document)
        let title = try #require(screen.placed("title"))
        #expect(title.element.headingLevel == 2)
        #expect(try Presenter().present(title).text == "Inbox hdg 2")
    }

    @Test func anElementsOwnPositionIsShownInsteadOfTheCountOfElementsRead() throws {
        let screen = try ScreenDocument.screen(fromJSON: Self.document)
        #expect(screen.placed("r1")?.position == PlacedElement.Position(index: 1, count: 10_000))
        let row = try #require(screen.placed("r9000"))
        #expect(row.position == PlacedElement.Position(index: 9000, count: 10_000))
        #expect(try Presenter().present(row).text == "Row 9000 9000/10000")
    }

    @Test func bothSurviveWritingTheDocumentAndReadingItBack() throws {
        let screen = try ScreenDocument.screen(fromJSON: Self.document)
        #expect(try ScreenDocument.screen(fromJSON: ScreenDocument.json(for: screen)) == screen)
    }

    @Test(arguments: [
        (#"{"identifier": "h", "label": "A", "traits": ["header"], "headingLevel": 7}"#, "elements[0].headingLevel: a heading level is 1 to 6, not 7"),
        (#"{"identifier": "h", "label": "A", "headingLevel": 2}"#, #"elements[0].headingLevel: an element with "headingLevel" needs the trait "header""#),
        (#"{"identifier": "r", "label": "A", "position": {"index": 0, "count": 3}}"#, "elements[0].position: a position is 1 ≤ index ≤ count, not 0 of 3"),
        (#"{"identifier": "r", "label": "A", "position": {"index": 4, "count": 3}}"#, "elements[0].position: a position is 1 ≤ index ≤ count, not 4 of 3"),
        (#"{"identifier": "r", "label": "A", "position": {"index": 1}}"#, #"elements[0].position: missing field "count""#),
    ])
    func badLevelsAndPositionsNameTheirPlace(element: String, message: String) {
        #expect(throws: DocumentError.self) { try ScreenDocument.screen(fromJSON: #"{"version": 1, "elements": ["# + element + "]}") }
        do {
            _ = try ScreenDocument.screen(fromJSON: #"{"version": 1, "elements": ["# + element + "]}")
        } catch {
            #expect(error.description == message)
        }
    }
}
