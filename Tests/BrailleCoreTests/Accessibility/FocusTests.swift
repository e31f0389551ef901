import Testing
import BrailleCore

@Suite struct FocusTests {
    func element(_ id: String, y: Double, traits: Traits = []) -> Element {
        Element(identifier: id, label: id, traits: traits, frame: Frame(x: 0, y: y, width: 100, height: 40))
    }

    var screen: Screen {
        Screen(elements: [element("a", y: 0), element("b", y: 50), element("c", y: 100), element("d", y: 150)])
    }

    @Test func aNewScreenFocusesItsFirstElement() {
        #expect(Focus(screen: screen).focusedIdentifier == "a")
    }

    @Test func aNewScreenFocusesItsSummaryElementFirst() {
        let screen = Screen(elements: [element("a", y: 0), element("summary", y: 50, traits: .summaryElement)])
        #expect(Focus(screen: screen).focusedIdentifier == "summary")
    }

    @Test func movingStopsAtBothEnds() {
        var focus = Focus(screen: screen)
        let r1 = focus.move(.backward)
        #expect(r1 == .noMoreElements)
        let r2 = focus.move(.forward)
        #expect(r2 == .moved)
        let r3 = focus.move(.forward)
        #expect(r3 == .moved)
        let r4 = focus.move(.forward)
        #expect(r4 == .moved)
        #expect(focus.focusedIdentifier == "d")
        let r5 = focus.move(.forward)
        #expect(r5 == .noMoreElements)
        #expect(focus.focusedIdentifier == "d")
        focus.moveToEnd(.backward)
        #expect(focus.focusedIdentifier == "a")
    }

    @Test func aLayoutChangeKeepsTheFocusedIdentifierWhereverItMoved() {
        var focus = Focus(screen: screen)
        focus.focus("b")
        let moved = [element("b", y: 200), element("a", y: 0), element("c", y: 100)]
        let outcome = focus.apply(.layoutChanged(elements: moved, focus: nil))
        #expect(focus.focusedIdentifier == "b")
        #expect(focus.focusedIndex == 2)
        #expect(!outcome.focusMoved)
        #expect(outcome.focusedElementChanged)
    }

    @Test func aLayoutChangeWithoutTheFocusedElementGoesToTheNearestInReadingOrder() {
        var focus = Focus(screen: screen)
        focus.focus("c")
        focus.apply(.layoutChanged(elements: [element("a", y: 0), element("b", y: 50), element("d", y: 150)], focus: nil))
        #expect(focus.focusedIdentifier == "d")
        focus.apply(.layoutChanged(elements: [element("a", y: 0)], focus: nil))
        #expect(focus.focusedIdentifier == "a")
        let outcome = focus.apply(.layoutChanged(elements: [], focus: nil))
        #expect(focus.focusedIdentifier == nil)
        #expect(outcome.focusMoved)
    }

    @Test func theNearestSurvivorInTheOldOrderIsFocusedEvenWhenNewElementsComeFirst() {
        var focus = Focus(screen: screen)
        focus.focus("c")
        let new = [element("x", y: -300), element("y", y: -200), element("z", y: -100),
                   element("a", y: 0), element("b", y: 50), element("d", y: 150)]
        focus.apply(.layoutChanged(elements: new, focus: nil))
        #expect(focus.focusedIdentifier == "d")
        focus.apply(.layoutChanged(elements: [element("x", y: 0), element("a", y: 10), element("b", y: 50)], focus: nil))
        #expect(focus.focusedIdentifier == "b", "d's neighbours in the old order: b before it, nothing after")
        focus.apply(.layoutChanged(elements: [element("q", y: 0), element("r", y: 50)], focus: nil))
        #expect(focus.focusedIdentifier == "q", "none of the old elements is left: the first one")
    }

    @Test func aLayoutChangeMayNameTheElementToFocus() {
        var focus = Focus(screen: screen)
        let outcome = focus.apply(.layoutChanged(elements: nil, focus: "c"))
        #expect(focus.focusedIdentifier == "c")
        #expect(outcome.focusMoved)
        let unknown = focus.apply(.layoutChanged(elements: nil, focus: "zzz"))
        #expect(unknown.unknownIdentifier == "zzz")
        #expect(focus.focusedIdentifier == "c")
    }

    @Test func aScreenChangeFocusesTheNewScreensSummaryElement() {
        var focus = Focus(screen: screen)
        focus.focus("d")
        let next = Screen(elements: [element("x", y: 0), element("sum", y: 50, traits: .summaryElement)])
        let outcome = focus.apply(.screenChanged(next))
        #expect(focus.focusedIdentifier == "sum")
        #expect(outcome.focusMoved)
    }

    @Test func removingTheFocusedElementFocusesTheOneThatTookItsPlace() {
        var focus = Focus(screen: screen)
        focus.focus("b")
        focus.apply(.elementRemoved(identifier: "b"))
        #expect(focus.focusedIdentifier == "c")
        let r6 = focus.apply(.elementRemoved(identifier: "b"))
        #expect(r6.unknownIdentifier == "b")
    }

    @Test func addingAnElementKeepsTheFocusAndRefusesADuplicate() {
        var focus = Focus(screen: screen)
        focus.focus("b")
        focus.apply(.elementAdded(element("new", y: 25), container: nil, index: 0))
        #expect(focus.focusedIdentifier == "b")
        #expect(focus.screen.readingOrder.map(\.element.identifier) == ["a", "new", "b", "c", "d"])
        let duplicate = focus.apply(.elementAdded(element("c", y: 300), container: nil, index: nil))
        #expect(duplicate.duplicateIdentifier == "c")
        #expect(focus.screen.readingOrder.count == 5)
    }

    @Test func announcementsAndPagePositionsAreHandedOnToFlash() {
        var focus = Focus(screen: screen)
        let r7 = focus.apply(.announcement("Timer started"))
        #expect(r7.announcements == ["Timer started"])
        let r8 = focus.apply(.pageScrolled("Page 19 of 27"))
        #expect(r8.announcements == ["Page 19 of 27"])
    }

    @Test func aValueChangeOfTheFocusedElementIsReported() throws {
        var focus = Focus(screen: try ExampleFiles.screen("counter.json"))
        focus.focus("duration")
        let outcome = focus.apply(.elementChanged(identifier: "duration", ElementChange(value: "11 seconds")))
        #expect(focus.focused?.element.value == "11 seconds")
        #expect(outcome.focusedElementChanged)
        #expect(!outcome.focusMoved)
        let other = focus.apply(.elementChanged(identifier: "start", ElementChange(traits: [.button, .notEnabled])))
        #expect(!other.focusedElementChanged)
        #expect(focus.screen.placed("start")?.element.traits == [.button, .notEnabled])
    }
}
