import Testing
import BrailleCore

/// A book element shows one line of its page at a time; reading past a page turns it, and past
/// the last page the book has ended.
@Suite struct NavigatorBookTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    func onBook(columns: Int = 40) -> Navigator {
        var navigator = Navigator(screen: F.smallBook, columns: columns)
        navigator.handle(.nextElement, now: clock.now)
        return navigator
    }

    @Test func theBookShowsTheFirstLineOfItsPage() {
        let navigator = onBook()
        #expect(navigator.focusedID == "page")
        #expect(navigator.shownText == "alpha beta")
        let status = navigator.status
        #expect(status.pageNumber == 1)
        #expect(status.pageCount == 2)
        #expect(status.lineNumber == 1)
        #expect(status.lineCount == 2)
    }

    @Test func nextWindowPastThePageEndTurnsThePageForTheAppAndTheModel() {
        var navigator = onBook()
        #expect(navigator.handle(.nextWindow, now: clock.now) == [])
        #expect(navigator.shownText == "gamma delta")
        #expect(navigator.handle(.nextWindow, now: clock.now) == [.appAction(identifier: "page", action: .scrollForward(page: 1))])
        #expect(navigator.shownText == "epsilon")
        #expect(navigator.focused?.element.book?.currentPage == 1)
        #expect(navigator.status.pageNumber == 2)
    }

    @Test func pastTheLastPageTheEndOfTheBookIsReportedThenTheNextKeyLeavesIt() {
        var navigator = onBook()
        for _ in 0..<3 { navigator.handle(.nextWindow, now: clock.now) }
        #expect(navigator.shownText == "zeta eta theta")
        let cellsBefore = navigator.viewport.displayCells
        #expect(navigator.handle(.nextWindow, now: clock.now) == [.endOfBook(identifier: "page")])
        #expect(navigator.focusedID == "page")
        #expect(navigator.focused?.element.book?.currentPage == 1)
        #expect(navigator.status.message == "end of book")
        #expect(navigator.viewport.displayCells == cellsBefore)
        // The key after it dismisses the message and goes on to the next element.
        #expect(navigator.handle(.nextWindow, now: clock.now) == [])
        #expect(navigator.status.message == nil)
        #expect(navigator.focusedID == "next")
    }

    @Test func lineDownMovesByBookLineAndTurnsThePageAtItsLastLine() {
        var navigator = onBook()
        #expect(navigator.handle(.nextElement, now: clock.now) == [])
        #expect(navigator.shownText == "gamma delta")
        #expect(navigator.handle(.nextElement, now: clock.now) == [.appAction(identifier: "page", action: .scrollForward(page: 1))])
        #expect(navigator.shownText == "epsilon")
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.shownText == "gamma delta")
        #expect(navigator.focused?.element.book?.currentPage == 0)
    }

    @Test func previousWindowAtThePageStartTurnsBackToThePreviousPagesLastLine() {
        var navigator = onBook(columns: 6)
        while navigator.status.pageNumber == 1 { navigator.handle(.nextWindow, now: clock.now) }
        #expect(navigator.shownText == "epsil")
        #expect(navigator.handle(.previousWindow, now: clock.now) == [.appAction(identifier: "page", action: .scrollBackward(page: 0))])
        #expect(navigator.status.lineNumber == 2)
        #expect(navigator.viewport.isAtLastWindow)
        #expect(navigator.shownText == "delta")
    }

    @Test func comingBackFromTheElementAfterTheBookOpensItsLastLine() {
        var navigator = onBook()
        navigator.handle(.lastElement, now: clock.now)
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.focusedID == "page")
        #expect(navigator.status.lineNumber == 2)
        #expect(navigator.shownText == "gamma delta")
    }

    @Test func previousWindowFromTheElementAfterShowsTheLastWindowOfTheLastLine() {
        var navigator = Navigator(screen: F.smallBook, columns: 6)
        navigator.handle(.lastElement, now: clock.now)
        navigator.handle(.previousWindow, now: clock.now)
        #expect(navigator.focusedID == "page")
        #expect(navigator.status.lineNumber == 2)
        #expect(navigator.viewport.isAtLastWindow)
        #expect(navigator.shownText == "delta")
    }

    @Test func lineUpAtTheFirstLineOfTheFirstPageGoesToThePreviousElement() {
        var navigator = onBook()
        #expect(navigator.handle(.previousElement, now: clock.now) == [])
        #expect(navigator.focusedID == "title")
        #expect(navigator.screen.placed("page")?.element.book?.currentPage == 0)
    }

    @Test func theBookStaysAtThePageTheReaderLeftItOn() {
        var navigator = onBook()
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextElement, now: clock.now)
        #expect(navigator.status.pageNumber == 2)
        navigator.handle(.lastElement, now: clock.now)
        navigator.handle(.previousElement, now: clock.now)
        #expect(navigator.status.pageNumber == 2)
        #expect(navigator.shownText == "zeta eta theta")
    }

    @Test func theExampleBookIsReadToTheEnd() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("book.json"), columns: 40)
        navigator.handle(.nextElement, now: clock.now)
        var turns: [Int] = []
        var ended = false
        for _ in 0..<200 where !ended {
            for effect in navigator.handle(.nextWindow, now: clock.now) {
                if case .appAction("page", .scrollForward(let page)) = effect { turns.append(page) }
                if effect == .endOfBook(identifier: "page") { ended = true }
            }
        }
        #expect(turns == [1, 2, 3, 4, 5])
        #expect(ended)
        #expect(navigator.status.pageNumber == 6)
        #expect(navigator.viewport.line.text == "When the last page is read, the book has ended.")
    }
}
