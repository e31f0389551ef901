import Testing
import BrailleCore

@Suite struct ReadingOrderTests {
    func element(_ id: String, _ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 40) -> Element {
        Element(identifier: id, label: id, frame: Frame(x: x, y: y, width: w, height: h))
    }

    @Test func framesInsideAContainerAreConvertedToScreenCoordinates() throws {
        let inner = Element.container(identifier: "inner", frame: Frame(x: 5, y: 7, width: 100, height: 100),
                                      children: [element("a", 1, 2)])
        let outer = Element.container(identifier: "outer", frame: Frame(x: 100, y: 200, width: 300, height: 300),
                                      children: [inner])
        let screen = Screen(elements: [outer])
        let a = try #require(screen.placed("a"))
        #expect(a.screenFrame == Frame(x: 106, y: 209, width: 40, height: 40))
        #expect(a.containerIdentifier == "inner")
    }

    /// Issue 24 ("review gets stuck"): GTK 3's header bar, read through libatspi's stale cache,
    /// listed one child twice; LNDN on its first element moved to itself and never on.
    @Test func anElementListedTwiceIsReadOnceAndLNDNMovesOn() {
        let page1 = element("Page 1", 0, 0), menu = element("Menu", 50, 0)
        let title = Element.container(identifier: "title", frame: Frame(x: 0, y: 0, width: 100, height: 40),
                                      children: [page1], childOrder: .listed)
        let screen = Screen(elements: [title, menu, title], childOrder: .listed)
        #expect(screen.readingOrder.map(\.element.identifier) == ["Page 1", "Menu"])
        var navigator = Navigator(screen: screen, columns: 40)
        let now = ContinuousClock.now
        _ = navigator.handle(.firstElement, now: now)
        _ = navigator.handle(.nextElement, now: now)
        #expect(navigator.focus.focusedIdentifier == "Menu")
    }

    @Test func withoutAnOrderElementsReadTopToBottomThenLeftToRight() {
        let screen = Screen(elements: [
            element("bottom", 0, 200), element("right", 200, 0), element("left", 0, 3), element("middle", 100, 0),
        ])
        #expect(screen.readingOrder.map(\.element.identifier) == ["left", "middle", "right", "bottom"])
    }

    @Test func centresWithinHalfTheRowHeightShareTheRow() {
        // Row anchored at "a" (centre 20, height 40): centres up to 20 + 20 = 40 join it.
        let screen = Screen(elements: [element("a", 50, 0), element("b", 0, 20), element("c", 10, 21)])
        #expect(screen.readingOrder.map(\.element.identifier) == ["b", "a", "c"])
    }

    @Test func aListedOrderIsKept() {
        let box = Element.container(identifier: "box", children: [element("z", 300, 300), element("y", 0, 0)],
                                    childOrder: .listed)
        #expect(Screen(elements: [box]).readingOrder.map(\.element.identifier) == ["z", "y"])
    }

    @Test func aNestedContainerIsReadInItsPlaceAndNumbersItsOwnElements() {
        let grid = Element.container(identifier: "grid", frame: Frame(x: 0, y: 100, width: 200, height: 100),
                                     children: [element("p2", 50, 0), element("p1", 0, 0)])
        let screen = Screen(elements: [element("after", 0, 300), grid, element("before", 0, 0)])
        #expect(screen.readingOrder.map(\.element.identifier) == ["before", "p1", "p2", "after"])
        #expect(screen.placed("p2")?.position == PlacedElement.Position(index: 2, count: 2))
        #expect(screen.placed("before")?.position == nil)
    }

    @Test func nonElementsWithoutChildrenAreSkipped() {
        let hidden = Element(identifier: "decoration", label: "line", isAccessibilityElement: false)
        let screen = Screen(elements: [hidden, element("a", 0, 0)])
        #expect(screen.readingOrder.map(\.element.identifier) == ["a"])
    }

    @Test func languageIsInheritedFromContainersAndScreen() {
        let box = Element.container(identifier: "box", language: "de", children: [element("a", 0, 0)])
        var french = element("b", 0, 50)
        french.language = "fr"
        let screen = Screen(language: "zh-TW", elements: [box, french, element("c", 0, 100)])
        #expect(screen.readingOrder.map(\.language) == ["de", "fr", "zh-TW"])
    }
}
