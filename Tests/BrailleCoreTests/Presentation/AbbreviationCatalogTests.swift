import Testing
import BrailleCore

@Suite struct AbbreviationCatalogTests {
    @Test(arguments: [("en", "en"), ("en-GB", "en"), ("de", "de"), ("de-AT", "de"), ("zh-TW", "zh"), ("zh", "zh"), ("fr", "en")])
    func languagesFindTheirTable(tag: String, table: String) {
        #expect(AbbreviationCatalog.abbreviations(forLanguage: tag).language == table)
    }

    @Test(arguments: AbbreviationCatalog.all)
    func everyTableNamesEveryTrait(table: Abbreviations) {
        for trait in AccessibilityTrait.allCases {
            #expect(table.traits[trait] != nil, "\(table.language) has no entry for \(trait)")
        }
    }

    @Test(arguments: AbbreviationCatalog.all)
    func rolesAndStatesThatChangeWhatAKeyDoesAreAlwaysShown(table: Abbreviations) {
        for trait: AccessibilityTrait in [.button, .link, .header, .searchField, .textField, .image, .selected, .notEnabled, .adjustable] {
            #expect(!(table.traits[trait] ?? "").isEmpty)
        }
    }

    @Test func theOrderNamesEveryTraitOnce() {
        #expect(AbbreviationCatalog.traitOrder.count == AccessibilityTrait.allCases.count)
        #expect(Set(AbbreviationCatalog.traitOrder) == Set(AccessibilityTrait.allCases))
    }

    @Test func statesFollowRoles() {
        #expect(AbbreviationCatalog.english.text(for: [.notEnabled, .selected, .button]) == "btn sel unav")
        #expect(AbbreviationCatalog.english.text(for: [.selected, .adjustable]) == "adj sel")
        #expect(AbbreviationCatalog.german.text(for: [.header]) == "üs")
        #expect(AbbreviationCatalog.english.text(for: [.staticText, .updatesFrequently]) == "")
    }

    @Test func pagesAndPositionsAreFormattedPerLanguage() {
        #expect(AbbreviationCatalog.english.pageText(page: 18, of: 27) == "page 19 of 27")
        #expect(AbbreviationCatalog.german.pageText(page: 0, of: 5) == "Seite 1 von 5")
        #expect(AbbreviationCatalog.chinese.pageText(page: 1, of: 5) == "第2頁，共5頁")
        #expect(AbbreviationCatalog.english.text(for: PlacedElement.Position(index: 3, count: 12)) == "3/12")
    }
}
