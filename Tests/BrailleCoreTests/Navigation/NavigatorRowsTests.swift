import BrailleCore
import Testing

/// Issue 16: on a display of several rows, the first row is the one-row window and each row
/// below shows what FWINRT would show next: the rest of the focused line, then the elements that
/// follow (in a book, its next lines), never past what the app must turn.
@Suite struct NavigatorRowsTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// The windows a reader would see pressing FWINRT `count - 1` times.
    func windows(_ navigator: Navigator, _ count: Int) -> [[UInt8]] {
        var navigator = navigator
        var result = [navigator.window]
        while result.count < count {
            navigator.handle(.nextWindow, now: clock.now)
            result.append(navigator.window)
        }
        return result
    }

    @Test func eachRowShowsTheNextElement() {
        let navigator = Navigator(screen: F.threeElements, columns: 20)
        let rows = navigator.rows(3, now: clock.now)
        #expect(rows == windows(navigator, 3))
        #expect(rows.count == 3 && rows.allSatisfy { $0.count == 20 })
        #expect(navigator.row(2, now: clock.now)?.focused?.element.identifier == "three")
    }

    @Test func rowsPastTheLastElementAreBlank() {
        let navigator = Navigator(screen: F.threeElements, columns: 20)
        let rows = navigator.rows(5, now: clock.now)
        #expect(rows[3] == [UInt8](repeating: 0, count: 20))
        #expect(rows[4] == [UInt8](repeating: 0, count: 20))
        #expect(navigator.row(3, now: clock.now) == nil)
    }

    @Test func aLongLineGoesOnOnTheNextRowsBeforeTheNextElement() throws {
        let long = Screen(title: "Long", elements: [
            F.row(0, "long", label: "A label much longer than one row of the display"),
            F.row(1, "after", label: "After"),
        ])
        let navigator = Navigator(screen: long, columns: 12)
        #expect(!navigator.viewport.isAtLastWindow)
        let rows = navigator.rows(8, now: clock.now)
        // The rows are the windows FWINRT shows, in order ("A label", "much longer", "than one
        // row", "of the", "display", "After"), then blank where FWINRT could only ring the bell.
        var stepper = navigator
        var ended = false
        for (n, row) in rows.enumerated() {
            if n > 0, !ended { ended = !stepper.handle(.nextWindow, now: clock.now).isEmpty }
            #expect(row == (ended ? [UInt8](repeating: 0, count: 12) : stepper.window), "row \(n)")
        }
        #expect(rows[6] == [UInt8](repeating: 0, count: 12) && rows[5] != rows[6])
        // The focused element's own windows come first, then "After".
        #expect(navigator.row(1, now: clock.now)?.focused?.element.identifier == "long")
    }

    @Test func aBookPageFillsTheRowsUpToItsEnd() {
        var navigator = Navigator(screen: F.smallBook, columns: 30)
        navigator.handle(.nextElement, now: clock.now)
        if navigator.showingBookTitle { navigator.handle(.nextWindow, now: clock.now) }   // past the book's own line: "alpha beta"
        let rows = navigator.rows(3, now: clock.now)
        var second = navigator
        second.handle(.nextWindow, now: clock.now)
        #expect(rows[1] == second.window, "the page's second line")
        #expect(rows[2] == [UInt8](repeating: 0, count: 30), "the page ends: the app turns it, not the rows")
    }

    @Test func aMessageUsesTheFirstRowAndTheRowsBelowKeepTheContent() {
        var navigator = Navigator(screen: F.threeElements, columns: 20)
        let before = navigator.rows(2, now: clock.now)
        navigator.apply(.announcement("Saved"), now: clock.now)
        let rows = navigator.rows(2, now: clock.now)
        #expect(rows[0] == navigator.window && rows[0] != before[0])
        #expect(rows[1] == before[1])
    }
}


/// Issue 16: continuous reading on a display of several rows moves a screenful a step and leaves
/// it for the time all its rows take to read.
@Suite struct ContinuousReadingOnRowsTests {
    typealias F = NavigatorFixtures

    @Test func eachStepShowsTheNextScreenful() {
        var clock = F.FakeClock()
        let screen = Screen(title: "Six", elements: (0..<6).map { F.row($0, "e\($0)", label: "Element \($0)") })
        var reader = Navigator(screen: screen, columns: 20)
        reader.rowsShown = 3
        var oneRow = Navigator(screen: screen, columns: 20)
        reader.handle(.toggleContinuousReading, now: clock.now)
        let firstStep = reader.nextDeadline!
        oneRow.handle(.toggleContinuousReading, now: clock.now)
        // Three rows of about the same length take about three times as long to read.
        #expect(firstStep - clock.now > (oneRow.nextDeadline! - clock.now) * 2)
        clock.advance(firstStep - clock.now)
        reader.tick(now: clock.now)
        #expect(reader.focused?.element.identifier == "e3", "the fourth element is on the first row now")
        #expect(reader.rows(3, now: clock.now)[2] == Navigator(screen: screen, columns: 20).rows(6, now: clock.now)[5])
    }
}

/// Issue 16's checks of what a reader feels on the rows: words and signs stay whole, a page's
/// lines come in order.
@Suite struct RowsReadWholeWordsTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    @Test(arguments: [12, 16, 20, 28])
    func noRowStartsOrEndsInsideAWordThatFitsARow(columns: Int) throws {
        let label = "Raised print letters were large heavy and slow to read with the fingers"
        let screen = Screen(title: "Words", elements: [F.row(0, "text", label: label), F.row(1, "next", label: "Next")])
        let navigator = Navigator(screen: screen, columns: columns)
        let words = Set(label.split(separator: " ").map(String.init) + ["Next", "btn"])
        for n in 0..<10 {
            guard let row = navigator.row(n, now: clock.now) else { break }
            let shown = row.status.windowText.split(separator: " ").map(String.init)
            for word in shown where word.count < columns {
                #expect(words.contains(word), "row \(n) at \(columns) cells shows a piece of a word: '\(word)' in '\(row.status.windowText)'")
            }
        }
    }

    @Test func aBookPageOfFiveLinesFillsFiveRowsInOrder() throws {
        let lines = ["One line", "Two lines", "Three lines", "Four lines", "Five lines"]
        let book = Book(pages: [Book.Page(lines: lines), Book.Page(lines: ["Next page"])])
        let screen = Screen(title: "Book", elements: [
            F.row(0, "page", label: "Page", traits: [.staticText, .causesPageTurn], book: book),
        ])
        var navigator = Navigator(screen: screen, columns: 20)
        if navigator.showingBookTitle { navigator.handle(.nextWindow, now: clock.now) }   // past the book's own line
        let texts = (0..<5).compactMap { navigator.row($0, now: clock.now)?.status.windowText }
        #expect(texts == lines)
        #expect(navigator.row(5, now: clock.now) == nil, "the page's end: the app turns it")
    }
}
