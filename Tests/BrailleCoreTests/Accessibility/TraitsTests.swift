import Testing
import BrailleCore

@Suite struct TraitsTests {
    @Test func everyTraitOfTheIssueHasItsUIAccessibilityName() {
        #expect(AccessibilityTrait.allCases.map(\.rawValue) == [
            "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey",
            "staticText", "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession",
            "adjustable", "allowsDirectInteraction", "causesPageTurn", "tabBar", "textField",
        ])
    }

    @Test(arguments: AccessibilityTrait.allCases)
    func aSetOfOneTraitHoldsOnlyThatTrait(trait: AccessibilityTrait) {
        let set = Traits(trait)
        #expect(set.members == [trait])
        for other in AccessibilityTrait.allCases where other != trait {
            #expect(!set.contains(Traits(other)))
        }
    }

    @Test func membersComeInDeclarationOrder() {
        let traits: Traits = [.notEnabled, .button, .selected]
        #expect(traits.members == [.button, .selected, .notEnabled])
        #expect(Traits([AccessibilityTrait.selected, .button]) == [.button, .selected])
    }
}
