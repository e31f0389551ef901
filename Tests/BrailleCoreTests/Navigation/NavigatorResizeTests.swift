import Testing
import BrailleCore

/// A new display size re-lays the line and keeps the reading position.
@Suite struct NavigatorResizeTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    @Test(arguments: [1, 2, 5, 13, 20, 40, 80, 160])
    func theFirstCellOfTheWindowStaysInView(columns: Int) throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("task-list.json"), columns: 12)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextWindow, now: clock.now)
        navigator.handle(.nextWindow, now: clock.now)
        let first = navigator.viewport.window.range.lowerBound
        navigator.layOut(columns: columns)
        #expect(navigator.columns == columns)
        #expect(navigator.window.count == columns)
        #expect(navigator.viewport.window.range.contains(first))
        #expect(navigator.focusedID == "task-report")
    }

    @Test(arguments: [(0, 1), (-5, 1), (161, 160), (1000, 160)])
    func widthsOutsideTheRangeAreClamped(asked: Int, columns: Int) {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.layOut(columns: asked)
        #expect(navigator.columns == columns)
        #expect(navigator.window.count == columns)
        #expect(Navigator(screen: F.threeElements, columns: asked).window.count == columns)
    }

    @Test func aMessageIsLaidOutAgainToo() {
        var navigator = Navigator(screen: F.threeElements, columns: 40)
        navigator.apply(.announcement("Saved"), now: clock.now)
        navigator.layOut(columns: 3)
        #expect(navigator.window.count == 3)
        #expect(navigator.status.message == "Saved")
    }

    @Test func theSameWidthChangesNothing() throws {
        var navigator = Navigator(screen: try ExampleFiles.screen("book.json"), columns: 20)
        navigator.handle(.nextElement, now: clock.now)
        navigator.handle(.nextWindow, now: clock.now)
        let before = navigator.viewport
        navigator.layOut(columns: 20)
        #expect(navigator.viewport == before)
    }
}
