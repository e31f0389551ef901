import Testing
import BrailleCore

/// A book element shows one line of its page at a time; reading past a page turns it, and past
/// the last page the book has ended.
@Suite struct NavigatorBookTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()
    let time = Ticker()

    /// The time of the keys: each key 2 s after the one before.
    final class Ticker: @unchecked Sendable { var elapsed: Duration = .zero }

    /// Presses `command` 2 s after the last key and lets 1.6 s pass, so a page turn's brief
    /// "page 2 of 2" (1.5 s) is over when the test looks at the line.
    @discardableResult
    func press(_ command: BrailleCommand, _ navigator: inout Navigator) -> [NavigatorEffect] {
        time.elapsed += .seconds(2)
        let effects = navigator.handle(command, now: clock.at(time.elapsed))
        navigator.tick(now: clock.at(time.elapsed + .milliseconds(1600)))
        return effects
    }

    /// On the book's first page line (past the book's own line, which entering it shows first).
    func onBook(columns: Int = 40) -> Navigator {
        var navigator = Navigator(screen: F.smallBook, columns: columns)
        press(.nextElement, &navigator)
        press(.nextWindow, &navigator)
        return navigator
    }

    /// Issue 12 (books): entering a book shows its label and page first.
    @Test func enteringABookShowsItsOwnLineFirst() {
        var navigator = Navigator(screen: F.smallBook, columns: 40)
        press(.nextElement, &navigator)
        #expect(navigator.shownText == "Page book page 1 of 2")
        #expect(navigator.showingBookTitle)
        #expect(navigator.status.lineNumber == nil)
        press(.nextWindow, &navigator)
        #expect(navigator.shownText == "alpha beta")
        // LNUP from the first line shows the book's line again, then the element before.
        press(.previousElement, &navigator)
        #expect(navigator.shownText == "Page book page 1 of 2")
        press(.previousElement, &navigator)
        #expect(navigator.focusedID == "title")
    }

    /// Issue 12 (books): a page turn flashes the page, even when the app sends no `pageScrolled`,
    /// and the key after it only dismisses it: the new page's first window is not skipped.
    @Test func aPageTurnFlashesThePageBriefly() {
        var navigator = onBook()
        navigator.handle(.nextElement, now: clock.at(.seconds(100)))
        navigator.handle(.nextElement, now: clock.at(.seconds(100)))
        #expect(navigator.status.windowText == "msg: page 2 of 2")
        #expect(navigator.announcements.history.allSatisfy { $0.text != "page 2 of 2" })
        #expect(navigator.handle(.nextWindow, now: clock.at(.seconds(101))) == [])
        #expect(navigator.status.windowText == "epsilon")
        navigator.handle(.previousWindow, now: clock.at(.seconds(102)))
        #expect(navigator.status.windowText == "msg: page 1 of 2")
        navigator.tick(now: clock.at(.seconds(104)))
        #expect(navigator.status.windowText == "gamma delta")
    }

    /// Issue 25 (a GtkTextView read line by line): LNDN over the page turn's message only
    /// dismisses it, as FWINRT does, and so does LNUP over the turn back: no line is skipped.
    @Test func aLineMoveOverThePageTurnsMessageOnlyDismissesIt() {
        var navigator = onBook()
        navigator.handle(.nextElement, now: clock.at(.seconds(100)))
        navigator.handle(.nextElement, now: clock.at(.seconds(100)))
        #expect(navigator.status.windowText == "msg: page 2 of 2")
        #expect(navigator.handle(.nextElement, now: clock.at(.seconds(101))) == [])
        #expect(navigator.status.windowText == "epsilon")
        navigator.handle(.previousElement, now: clock.at(.seconds(102)))
        #expect(navigator.status.windowText == "msg: page 1 of 2")
        #expect(navigator.handle(.previousElement, now: clock.at(.seconds(103))) == [])
        #expect(navigator.status.windowText == "gamma delta")
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
        #expect(press(.nextWindow, &navigator) == [])
        #expect(navigator.shownText == "gamma delta")
        #expect(press(.nextWindow, &navigator) == [.appAction(identifier: "page", action: .scrollForward(page: 1))])
        #expect(navigator.shownText == "epsilon")
        #expect(navigator.focused?.element.book?.currentPage == 1)
        #expect(navigator.status.pageNumber == 2)
    }

    @Test func pastTheLastPageTheEndOfTheBookIsReportedThenTheNextKeyLeavesIt() {
        var navigator = onBook()
        for _ in 0..<3 { press(.nextWindow, &navigator) }
        #expect(navigator.shownText == "zeta eta theta")
        let cellsBefore = navigator.viewport.displayCells
        #expect(press(.nextWindow, &navigator) == [.endOfBook(identifier: "page")])
        #expect(navigator.focusedID == "page")
        #expect(navigator.focused?.element.book?.currentPage == 1)
        #expect(navigator.status.message == "end of book")
        #expect(navigator.viewport.displayCells == cellsBefore)
        // The key after it dismisses the message and goes on to the next element.
        #expect(press(.nextWindow, &navigator) == [])
        #expect(navigator.status.message == nil)
        #expect(navigator.focusedID == "next")
    }

    @Test func lineDownMovesByBookLineAndTurnsThePageAtItsLastLine() {
        var navigator = onBook()
        #expect(press(.nextElement, &navigator) == [])
        #expect(navigator.shownText == "gamma delta")
        #expect(press(.nextElement, &navigator) == [.appAction(identifier: "page", action: .scrollForward(page: 1))])
        #expect(navigator.shownText == "epsilon")
        press(.previousElement, &navigator)
        #expect(navigator.shownText == "gamma delta")
        #expect(navigator.focused?.element.book?.currentPage == 0)
    }

    /// Issue 25: a book line longer than the display (a wrapped paragraph of a text view) is
    /// read window by window by LNDN before the next line, and LNUP goes back the same way: no
    /// part of a line is passed over.
    @Test func lineDownReadsALongLineWindowByWindowBeforeTheNextLine() {
        var navigator = Navigator(screen: F.smallBook, columns: 6)
        press(.nextElement, &navigator)
        // The book's own line ("Page book page 1 of 2") is read window by window too.
        for _ in 0..<10 where navigator.showingBookTitle { press(.nextElement, &navigator) }
        #expect(navigator.shownText == "alpha")
        #expect(press(.nextElement, &navigator) == [])
        #expect(navigator.status.lineNumber == 1)
        #expect(navigator.shownText == "beta")
        press(.nextElement, &navigator)
        #expect(navigator.status.lineNumber == 2)
        #expect(navigator.shownText == "gamma")
        press(.previousElement, &navigator)
        #expect(navigator.status.lineNumber == 1)
        #expect(navigator.shownText == "beta")
        press(.previousElement, &navigator)
        #expect(navigator.shownText == "alpha")
    }

    /// Issue 25: TOP in a screen that is one book (a text view alone) goes to the book's first
    /// line, turning back to its first page; BOT to its last page's last line; TOP again says
    /// it is there.
    @Test func topAndBottomInASingleBookGoToItsFirstAndLastLine() {
        var navigator = Navigator(screen: Screen(title: "Viewer", elements: [F.smallBook.elements[1]], childOrder: .listed), columns: 40)
        press(.nextWindow, &navigator)
        #expect(press(.lastElement, &navigator) == [.appAction(identifier: "page", action: .scrollForward(page: 1))])
        #expect(navigator.focused?.element.book?.currentPage == 1)
        #expect(navigator.shownText == "zeta eta theta")
        #expect(press(.firstElement, &navigator) == [.appAction(identifier: "page", action: .scrollBackward(page: 0))])
        #expect(navigator.focused?.element.book?.currentPage == 0)
        #expect(navigator.shownText == "alpha beta")
        #expect(!navigator.showingBookTitle)
        #expect(press(.firstElement, &navigator) == [.bell])
    }

    @Test func previousWindowAtThePageStartTurnsBackToThePreviousPagesLastLine() {
        var navigator = onBook(columns: 6)
        while navigator.status.pageNumber == 1 { press(.nextWindow, &navigator) }
        #expect(navigator.shownText == "epsil")
        #expect(press(.previousWindow, &navigator) == [.appAction(identifier: "page", action: .scrollBackward(page: 0))])
        #expect(navigator.status.lineNumber == 2)
        #expect(navigator.viewport.isAtLastWindow)
        #expect(navigator.shownText == "delta")
    }

    @Test func comingBackFromTheElementAfterTheBookOpensItsLastLine() {
        var navigator = onBook()
        press(.lastElement, &navigator)
        press(.previousElement, &navigator)
        #expect(navigator.focusedID == "page")
        #expect(navigator.status.lineNumber == 2)
        #expect(navigator.shownText == "gamma delta")
    }

    @Test func previousWindowFromTheElementAfterShowsTheLastWindowOfTheLastLine() {
        var navigator = Navigator(screen: F.smallBook, columns: 6)
        press(.lastElement, &navigator)
        press(.previousWindow, &navigator)
        #expect(navigator.focusedID == "page")
        #expect(navigator.status.lineNumber == 2)
        #expect(navigator.viewport.isAtLastWindow)
        #expect(navigator.shownText == "delta")
    }

    @Test func lineUpAtTheFirstLineOfTheFirstPageGoesToThePreviousElement() {
        var navigator = onBook()
        #expect(press(.previousElement, &navigator) == [])
        #expect(navigator.showingBookTitle)
        #expect(press(.previousElement, &navigator) == [])
        #expect(navigator.focusedID == "title")
        #expect(navigator.screen.placed("page")?.element.book?.currentPage == 0)
    }

    @Test func theBookStaysAtThePageTheReaderLeftItOn() {
        var navigator = onBook()
        press(.nextElement, &navigator)
        press(.nextElement, &navigator)
        #expect(navigator.status.pageNumber == 2)
        press(.lastElement, &navigator)
        press(.previousElement, &navigator)
        #expect(navigator.status.pageNumber == 2)
        #expect(navigator.shownText == "zeta eta theta")
    }

    @Test func theExampleBookIsReadToTheEnd() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("book.json"), columns: 40)
        press(.nextElement, &navigator)
        var turns: [Int] = []
        var ended = false
        for _ in 0..<200 where !ended {
            for effect in press(.nextWindow, &navigator) {
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
