import Testing
import BrailleCore

@Suite struct BookTests {
    let book = Book(pages: (1...5).map { Book.Page(lines: ["Page \($0)"]) })

    @Test func turningPastTheLastPageChangesNothingAndSaysSo() {
        var book = self.book
        for page in 1...4 {
            let r1 = book.turnPage(.forward)
            #expect(r1 == .turned(page: page))
        }
        let r2 = book.turnPage(.forward)
        #expect(r2 == .noMorePages)
        #expect(book.currentPage == 4)
        #expect(book.page.lines == ["Page 5"])
    }

    @Test func turningBeforeTheFirstPageChangesNothing() {
        var book = self.book
        let r3 = book.turnPage(.backward)
        #expect(r3 == .noMorePages)
        #expect(book.currentPage == 0)
        let r4 = book.open(at: 3)
        #expect(r4 == .turned(page: 3))
        let r5 = book.turnPage(.backward)
        #expect(r5 == .turned(page: 2))
        let r6 = book.open(at: 9)
        #expect(r6 == .noMorePages)
    }

    @Test func focusTurnsThePagesOfTheExampleBook() throws {
        var focus = Focus(screen: try ExampleFiles.screen("book.json"))
        let r7 = focus.turnPage(.forward)
        #expect(r7 == .notABook)
        let r8 = focus.focus("page")
        #expect(r8)
        let pages = try #require(focus.focused?.element.book?.pages.count)
        #expect(pages >= 5)
        for page in 1..<pages {
            let r9 = focus.turnPage(.forward)
            #expect(r9 == .turned(page: page))
        }
        let r10 = focus.turnPage(.forward)
        #expect(r10 == .noMorePages)
        #expect(focus.focused?.element.book?.currentPage == pages - 1)
    }
}
