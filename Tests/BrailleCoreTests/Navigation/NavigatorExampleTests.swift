import Testing
import BrailleCore

/// Every example document can be walked through with the display keys alone.
@Suite struct NavigatorExampleTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    @Test(arguments: ExampleFiles.names)
    func lineDownVisitsEveryElementInReadingOrder(file: String) throws {
        let screen = try ExampleFiles.screen(file)
        var navigator = Navigator(screen: screen, columns: 40)
        navigator.handle(.firstElement, now: clock.now)
        var visited = [navigator.focusedID]
        for _ in 0..<1000 {
            let effects = navigator.handle(.nextElement, now: clock.now)
            if effects == [.bell] { break }
            if visited.last != navigator.focusedID { visited.append(navigator.focusedID) }
        }
        #expect(visited == screen.readingOrder.map { $0.element.identifier })
    }

    @Test(arguments: ExampleFiles.names, [1, 12, 40])
    func nextWindowReadsEveryCellOfEveryElement(file: String, columns: Int) throws {
        let screen = try ExampleFiles.screen(file)
        var navigator = Navigator(screen: screen, columns: columns)
        navigator.handle(.firstElement, now: clock.now)
        // Already on the first element, TOP says so ("first element"); escape dismisses that.
        if navigator.status.message != nil { navigator.handle(.escape, now: clock.now) }
        var shownCells = 0
        var lineCells = navigator.viewport.line.cells.count
        var visited = [navigator.focusedID]
        for _ in 0..<20_000 {
            shownCells += navigator.viewport.window.range.count
            let before = (navigator.focusedID, navigator.status.pageNumber, navigator.bookLine, navigator.showingBookTitle)
            let effects = navigator.handle(.nextWindow, now: clock.now)
            if effects == [.bell] { break }
            if effects.contains(where: { if case .endOfBook = $0 { true } else { false } }) {
                // The end of a book: dismissed by the next key, and the one after goes on.
                shownCells -= navigator.viewport.window.range.count
                navigator.handle(.escape, now: clock.now)
                continue
            }
            // A page turn's brief "page 3 of 6": the key after it only dismisses it.
            if navigator.status.message != nil { navigator.handle(.escape, now: clock.now) }
            if before != (navigator.focusedID, navigator.status.pageNumber, navigator.bookLine, navigator.showingBookTitle) {
                #expect(navigator.viewport.isAtFirstWindow)
                lineCells += navigator.viewport.line.cells.count
            }
            if visited.last != navigator.focusedID { visited.append(navigator.focusedID) }
            #expect(navigator.window.count == columns)
        }
        #expect(visited == screen.readingOrder.map { $0.element.identifier })
        #expect(shownCells == lineCells)
    }

    @Test(arguments: [("en", "end of book"), ("de-CH", "Ende des Buches"), ("zh-TW", "全書完"), ("fr", "end of book")])
    func theEndOfBookMessageIsInTheElementsLanguage(language: String, text: String) {
        #expect(NavigatorMessages.text(.endOfBook, language: language) == text)
    }

    @Test func theEndOfBookFlashesInTheBooksLanguage() {
        let book = Element(identifier: "buch", label: "Seite", traits: .causesPageTurn, language: "de",
                           book: Book(pages: [Book.Page(lines: ["Ende."])]))
        var navigator = Navigator(screen: Screen(language: "de", elements: [book]), columns: 40)
        #expect(navigator.handle(.nextWindow, now: clock.now) == [.endOfBook(identifier: "buch")])
        #expect(navigator.status.message == "Ende des Buches")
    }
}
