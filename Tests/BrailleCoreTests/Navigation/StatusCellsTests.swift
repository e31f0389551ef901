import Testing
import BrailleCore

/// Status cells say where the reader is and which mode is on, at the start or end of the display
/// (issue 12: where the reader cannot tell where they are).
@Suite struct StatusCellsTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// `text` in 8-dot computer braille, as the status cells write it.
    static func comp8(_ text: String) throws -> [UInt8] {
        try TableCatalog.table(named: "en-us-comp8").translate(text).cells
    }

    @Test func theStatusCellsShowTheElementAndTheTextTheRest() throws {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        let plain = navigator.viewport.displayCells
        navigator.statusCells = StatusCells(side: .start, count: 5)
        #expect(navigator.window.count == 40)
        #expect(navigator.viewport.width == 34)
        #expect(Array(navigator.window.prefix(6)) == (try Self.comp8("1/3")) + [0, 0, 0])
        #expect(Array(navigator.window.dropFirst(6)) == Array(plain.prefix(34)))
        navigator.handle(.nextElement, now: clock.now)
        #expect(Array(navigator.window.prefix(3)) == (try Self.comp8("2/3")))
        // A routing key over the status cells acts on nothing; the text's keys are shifted.
        #expect(navigator.handle(.route(cell: 2), now: clock.now) == [.bell])
        navigator.handle(.escape, now: clock.now)
        #expect(navigator.status.targets[6]?.part == .label)
    }

    @Test func theModeAndTheBookPositionShow() throws {
        var navigator = Navigator(screen: F.smallBook, columns: 40)
        navigator.statusCells = StatusCells(side: .end, count: 5)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.statusText == "p1")
        navigator.handle(.nextWindow, now: clock.now)
        #expect(navigator.statusText == "p1:1")
        #expect(Array(navigator.window.suffix(5)) == (try Self.comp8("p1:1")) + [0])
        navigator.handle(.hint, now: clock.now)
        #expect(navigator.statusText == "2/3h")   // the hint shows the element line, not a page line
        var volume = try F.navigator(focusedOn: "volume", now: clock.now)
        volume.statusCells = StatusCells()
        let value = try #require(volume.status.targets.firstIndex { $0?.part == .value })
        volume.handle(.route(cell: value), now: clock.now)
        #expect(volume.statusText.hasSuffix("a"))
    }

    /// Issue 30: "p1:10r" is one character more than 5 cells; the page letter stays (the cells
    /// used to show "1:10r", which reads as an element's place), the reading letter goes first.
    @Test func aLongBookPositionKeepsItsPageLetter() throws {
        let lines = (1...12).map { "line \($0)" }
        let screen = Screen(title: "Reader", elements: [
            F.row(0, "page", label: "Page", traits: [.staticText, .causesPageTurn], book: Book(pages: [Book.Page(lines: lines)])),
        ])
        var navigator = Navigator(screen: screen, columns: 40)
        navigator.statusCells = StatusCells(side: .start, count: 5)
        var clock = F.FakeClock()
        for _ in 0..<12 where !navigator.statusText.hasPrefix("p1:9") { navigator.handle(.nextElement, now: clock.now) }
        navigator.handle(.toggleContinuousReading, now: clock.now)
        #expect(Array(navigator.window.prefix(5)) == (try Self.comp8("p1:9r")))
        for _ in 0..<100 where !navigator.statusText.hasPrefix("p1:10") {
            clock.advance(.milliseconds(100))
            navigator.tick(now: clock.now)
        }
        #expect(navigator.statusText == "p1:10r")
        #expect(Array(navigator.window.prefix(5)) == (try Self.comp8("p1:10")))
        // A position still longer keeps the page letter and the line's nearest digits.
        navigator.statusCells = StatusCells(side: .start, count: 4)
        #expect(Array(navigator.window.prefix(4)) == (try Self.comp8("p:10")))
    }

    @Test func automaticStatusCellsAreOffBelowFortyCellsAndOnFromForty() {
        var navigator = Navigator(screen: F.threeElements, columns: 20)
        navigator.automaticStatusCells = true
        #expect(navigator.statusCells == nil)
        navigator.layOut(columns: 40)
        #expect(navigator.statusCells == StatusCells(side: .start, count: 5))
        #expect(navigator.viewport.width == 34)
        navigator.layOut(columns: 32)
        #expect(navigator.statusCells == nil)
        #expect(navigator.viewport.width == 32)
    }
}
