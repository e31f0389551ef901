import Testing
@testable import BrailleCore

/// Issue 29, in the bridge: with contracted braille in text fields (`computer-braille-text off`),
/// the word at the caret is written in computer braille, one cell per character, as NVDA's
/// "expand to computer braille for the word at the cursor": editing stays exact where the reader
/// edits, and the rest of the text stays contracted.
@Suite struct CaretWordTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()
    static let text = "the cat and the dog"

    @Test(arguments: [
        (5, 4..<7),      // inside "cat"
        (4, 4..<7),      // at its first letter
        (7, 4..<7),      // just after it: the word being typed
        (0, 0..<3),
        (19, 16..<19),   // at the end of the text
    ])
    func theWordIsTheRunOfNonBlanksAtOrJustBeforeTheCaret(caret: Int, word: Range<Int>) {
        #expect(CaretWord.range(in: Self.text, caret: caret) == word)
    }

    @Test func noWordBetweenBlanksOrInAnEmptyText() {
        #expect(CaretWord.range(in: "a  b", caret: 2) == nil)
        #expect(CaretWord.range(in: "", caret: 0) == nil)
        #expect(CaretWord.range(in: "   ", caret: 1) == nil)
    }

    /// A presenter writing every element in contracted UEB, text fields too.
    static func contracted() throws -> Presenter {
        let grade2 = try TableCatalog.table(named: "en-ueb-g2")
        var presenter = Presenter(tableForLanguage: { _ in grade2 })
        presenter.computerBrailleForText = false
        return presenter
    }

    static func field(_ value: String = text) -> Screen {
        Screen(title: "Editor", elements: [F.row(0, "entry", label: "Text", value: value, traits: .textField)])
    }

    /// The cells of the value part, and what each stands for.
    static func valueCells(_ line: BrailleLine) -> (cells: [UInt8], offsets: [Int]) {
        let indices = line.targets.indices.filter { line.targets[$0].part == .value }
        return (indices.map { line.cells[$0] }, indices.map { line.targets[$0].offset })
    }

    @Test func theWordAtTheCaretIsInComputerBrailleAndTheRestContracted() throws {
        let presenter = try Self.contracted()
        let placed = try #require(Self.field().placed("entry"))
        let grade2 = try TableCatalog.table(named: "en-ueb-g2")
        let computer = try TableCatalog.table(named: "en-us-comp8")

        let plain = Self.valueCells(try presenter.present(placed))
        #expect(plain.cells == grade2.translate(Self.text).cells)   // "and" and "the" contracted

        let atAnd = Self.valueCells(try presenter.present(placed, caret: 9))
        let expected = grade2.translate("the cat ").cells + computer.translate("and").cells
            + grade2.translate(" the dog").cells
        #expect(atAnd.cells == expected)
        // Every cell still names its character: "and" one cell a letter, at offsets 8, 9, 10.
        let andCells = atAnd.offsets.indices.filter { (8..<11).contains(atAnd.offsets[$0]) }
        #expect(andCells.map { atAnd.offsets[$0] } == [8, 9, 10])
        #expect(atAnd.offsets == atAnd.offsets.sorted())
        #expect(andCells.map { atAnd.cells[$0] } == computer.translate("and").cells)
    }

    /// An uncontracted table writes one sign a character already: the reader who chose it for
    /// text fields keeps it for the whole text (a German reader's punctuation stays German).
    @Test func anUncontractedTableWritesTheWholeValue() throws {
        #expect(try TableCatalog.table(named: "en-ueb-g2").isContracted)
        for name in ["en-ueb-g1", "de-g0", "de-g0-detailed", "zh-tw", "en-us-comp8"] {
            #expect(try !TableCatalog.table(named: name).isContracted, "\(name)")
        }
        let grade1 = try TableCatalog.table(named: "en-ueb-g1")
        var presenter = Presenter(tableForLanguage: { _ in grade1 })
        presenter.computerBrailleForText = false
        let placed = try #require(Self.field("the cat sat.").placed("entry"))
        #expect(Self.valueCells(try presenter.present(placed, caret: 12)).cells == grade1.translate("the cat sat.").cells)
    }

    @Test func withComputerBrailleForTextTheWholeValueIsComputerBraille() throws {
        var presenter = try Self.contracted()
        presenter.computerBrailleForText = true
        let placed = try #require(Self.field().placed("entry"))
        let computer = try TableCatalog.table(named: "en-us-comp8")
        #expect(Self.valueCells(try presenter.present(placed, caret: 9)).cells == computer.translate(Self.text).cells)
    }

    @Test func theDisplayFollowsTheCaretFromWordToWord() throws {
        var navigator = Navigator(screen: Self.field(), columns: 40, presenter: try Self.contracted())
        let computer = try TableCatalog.table(named: "en-us-comp8")
        let grade2 = try TableCatalog.table(named: "en-ueb-g2")
        // Focused, the caret is after the text: "dog" is the word being typed.
        #expect(Self.valueCells(navigator.viewport.line).cells
                == grade2.translate("the cat and the ").cells + computer.translate("dog").cells)

        navigator.apply(.caretMoved(identifier: "entry", offset: 9), now: clock.now)
        #expect(Self.valueCells(navigator.viewport.line).cells
                == grade2.translate("the cat ").cells + computer.translate("and").cells + grade2.translate(" the dog").cells)

        navigator.apply(.caretMoved(identifier: "entry", offset: 1), now: clock.now)
        #expect(Self.valueCells(navigator.viewport.line).cells
                == computer.translate("the").cells + grade2.translate(" cat and the dog").cells)
        // The caret's cell is the character's own: "h" of "the", not a contraction's cell.
        let caretCell = try #require(navigator.viewport.line.targets.firstIndex { $0.part == .value && $0.offset == 1 })
        #expect(navigator.viewport.line.cells[caretCell] == computer.translate("h").cells[0])
    }
}
