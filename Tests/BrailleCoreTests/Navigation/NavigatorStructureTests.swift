import BrailleCore
import Testing

/// Issue 25: moving by structure in a page: the next or previous heading, link, form field or
/// paragraph; a paragraph read as its runs around a link counts once.
@Suite struct NavigatorStructureTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// A page: a heading, a paragraph read as two runs around its link (its parts), a second
    /// heading, a paragraph, a text field and a button.
    static var page: Screen {
        func part(_ index: Int, _ identifier: String, _ label: String, traits: Traits) -> Element {
            var element = F.row(index, identifier, label: label, traits: traits)
            element.paragraph = "p1"
            return element
        }
        return Screen(title: "Page", elements: [
            F.row(0, "h1", label: "Welcome", traits: .header),
            part(1, "p1#0", "It has", traits: .staticText),
            part(2, "link", "the link", traits: .link),
            part(3, "p1#2", "inside.", traits: .staticText),
            F.row(4, "h2", label: "A form", traits: .header),
            F.row(5, "p2", label: "Fill it in.", traits: .staticText),
            F.row(6, "name", label: "Name", value: "", traits: .textField),
            F.row(7, "send", label: "Send", traits: .button),
        ], childOrder: .listed)
    }

    @Test(arguments: [
        (StructureKind.heading, ["h2"]),
        (.link, ["link"]),
        (.formField, ["name", "send"]),
        (.paragraph, ["p1#0", "p2"]),
    ])
    func eachKindIsFoundForwardInReadingOrderThenNoMore(kind: StructureKind, found: [String]) {
        var navigator = Navigator(screen: Self.page, columns: 40)
        #expect(navigator.focusedID == "h1")
        for identifier in found {
            #expect(navigator.handle(.structure(kind, .forward), now: clock.now) == [])
            #expect(navigator.focusedID == identifier)
        }
        let last = navigator.focusedID
        #expect(navigator.handle(.structure(kind, .forward), now: clock.now) == [.bell])
        #expect(navigator.focusedID == last)
        #expect(navigator.shownText.hasPrefix("msg: no more "), "\(navigator.shownText)")
    }

    @Test func backwardAParagraphIsReachedAtItsFirstRunOverItsLink() throws {
        var navigator = try F.navigator(focusedOn: "send", in: Self.page, now: clock.now)
        navigator.handle(.structure(.paragraph, .backward), now: clock.now)
        #expect(navigator.focusedID == "p2")
        navigator.handle(.structure(.paragraph, .backward), now: clock.now)
        #expect(navigator.focusedID == "p1#0")
        #expect(navigator.handle(.structure(.paragraph, .backward), now: clock.now) == [.bell])
        navigator.handle(.structure(.heading, .backward), now: clock.now)
        #expect(navigator.focusedID == "h1")
    }

    @Test(arguments: ["p1#0", "link", "p1#2"])
    func theNextParagraphIsNotTheRestOfTheOneTheReaderIsIn(start: String) throws {
        var navigator = try F.navigator(focusedOn: start, in: Self.page, now: clock.now)
        navigator.handle(.structure(.paragraph, .forward), now: clock.now)
        #expect(navigator.focusedID == "p2")
    }
}
