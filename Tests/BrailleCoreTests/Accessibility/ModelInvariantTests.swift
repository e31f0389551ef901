import Testing
import BrailleCore

/// The model's promises hold by construction: no setter, change or initializer can break them.
@Suite struct ModelInvariantTests {
    static let percent = Adjustable(value: 50, minimum: 0, maximum: 100, step: 5, format: .template("{value} percent"))

    @Test func anAdjustableElementsValueIsAlwaysItsValueText() {
        var element = Element(identifier: "volume", label: "Volume", value: "loud", traits: .adjustable, adjustable: Self.percent)
        #expect(element.value == "50 percent")
        element.value = "quiet"
        #expect(element.value == "50 percent")
        element.adjustable!.increment()
        #expect(element.value == "55 percent")
        ElementChange(value: "anything").apply(to: &element)
        #expect(element.value == "55 percent")
        ElementChange(adjustableValue: 500).apply(to: &element)
        #expect(element.value == "100 percent")
        // Two elements that read the same are equal, whatever text was set before.
        let fresh = Element(identifier: "volume", label: "Volume", traits: .adjustable,
                            adjustable: Adjustable(value: 100, minimum: 0, maximum: 100, step: 5, format: .template("{value} percent")))
        #expect(element == fresh)
    }

    @Test func anElementThatStopsBeingAdjustableKeepsItsLastValueText() {
        var element = Element(identifier: "volume", adjustable: Self.percent)
        element.adjustable = nil
        #expect(element.value == "50 percent")
        element.value = "muted"
        #expect(element.value == "muted")
    }

    @Test(arguments: [-10.0, 0, 42, 100, 1e9])
    func anAdjustableValueStaysWithinItsRange(number: Double) {
        var adjustable = Self.percent
        adjustable.value = number
        #expect((0...100).contains(adjustable.value))
        adjustable.maximum = 30
        #expect(adjustable.value <= 30)
        adjustable.minimum = 20
        #expect((20...30).contains(adjustable.value))
    }

    @Test func aBookHasAtLeastOnePage() {
        var book = Book(pages: [], currentPage: 3)
        #expect(book.pages.count == 1)
        #expect(book.currentPage == 0)
        #expect(book.page.lines.isEmpty)
        #expect(book.turnPage(.forward) == .noMorePages)
    }

    /// The bits are public values (an app may store them): they never follow declaration order.
    @Test func traitBitsAreFixed() {
        let expected: [AccessibilityTrait: UInt32] = [
            .button: 1 << 0, .link: 1 << 1, .header: 1 << 2, .searchField: 1 << 3, .image: 1 << 4,
            .selected: 1 << 5, .playsSound: 1 << 6, .keyboardKey: 1 << 7, .staticText: 1 << 8,
            .summaryElement: 1 << 9, .notEnabled: 1 << 10, .updatesFrequently: 1 << 11,
            .startsMediaSession: 1 << 12, .adjustable: 1 << 13, .allowsDirectInteraction: 1 << 14,
            .causesPageTurn: 1 << 15, .tabBar: 1 << 16, .textField: 1 << 17,
        ]
        #expect(expected.count == AccessibilityTrait.allCases.count)
        for trait in AccessibilityTrait.allCases {
            #expect(Traits(trait).rawValue == expected[trait], "\(trait)")
        }
    }
}
