import Testing
import BrailleCore

/// The input method on the display: Zhuyin braille typed into a Traditional Chinese field is
/// composed, its candidates shown, and the chosen characters sent; no space unless typed.
@Suite struct NavigatorComposingTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    static let screen = Screen(title: "搜尋", language: "zh-TW", elements: [
        Element(identifier: "title", label: "搜尋", traits: .header),
        Element(identifier: "query", label: "關鍵字", traits: .searchField),
    ])

    static func cells(_ text: String) throws -> [UInt8] {
        try TableCatalog.table(named: "zh-tw").translate(text).cells
    }

    func navigator(columns: Int = 40) throws -> Navigator {
        try F.navigator(focusedOn: "query", in: Self.screen, columns: columns, now: clock.now)
    }

    func type(_ cells: [UInt8], into navigator: inout Navigator) -> [NavigatorEffect] {
        cells.flatMap { navigator.handle($0 == 0 ? .typeSpace : .type(cell: $0), now: clock.now) }
    }

    static func insert(_ text: String) -> NavigatorEffect { .keyInput(identifier: "query", input: .insertText(text)) }

    @Test func typedSyllablesShowWithTheirCandidatesAndTheSpaceBarCommitsTheFirst() throws {
        var navigator = try navigator()
        let typed = try Self.cells("你好")
        #expect(BrailleText.unicode(typed) == "⡝⠡⠈⠗⠩⠈")
        #expect(type(typed, into: &navigator).isEmpty, "nothing is sent while composing")
        let window = navigator.window
        #expect(Array(window.prefix(typed.count + 1)) == typed + [0], "the syllables as typed, then a blank")
        let candidates = try #require(navigator.composing?.candidates)
        #expect(candidates.first?.text == "你好")
        #expect(candidates.contains { $0.text == "你" && $0.syllableCount == 1 })
        // The first candidate's braille follows the blank.
        let first = try Self.cells("你好")
        #expect(Array(window[(typed.count + 1)...].prefix(first.count)) == first)
        #expect(navigator.handle(.typeSpace, now: clock.now) == [Self.insert("你好")])
        #expect(navigator.composing == nil)
        // With nothing composing, the space bar types a space.
        #expect(navigator.handle(.typeSpace, now: clock.now) == [Self.insert(" ")])
    }

    @Test func aRoutingKeyOnACandidateCommitsItAndTheSyllablesItLeavesStay() throws {
        var navigator = try navigator()
        _ = type(try Self.cells("你好"), into: &navigator)
        let candidates = try #require(navigator.composing?.candidates)
        let single = try #require(candidates.firstIndex { $0.text == "你" })
        let cell = try #require((0..<navigator.columns).first { navigator.candidate(atDisplayCell: $0) == single },
                                "你 is on the first window")
        #expect(navigator.handle(.route(cell: cell), now: clock.now) == [Self.insert("你")])
        #expect(navigator.composing?.composition.syllables.map(\.syllable.description) == ["ㄏㄠˇ"])
        #expect(navigator.composing?.candidates.first?.text == "好")
        #expect(navigator.handle(.typeSpace, now: clock.now) == [Self.insert("好")])
    }

    @Test func backspaceEditsTheCompositionAndEscapeDropsIt() throws {
        var navigator = try navigator()
        _ = type(try Self.cells("你好"), into: &navigator)
        #expect(navigator.handle(.deleteBackward, now: clock.now).isEmpty)
        // ㄏㄠ without its tone: any tone of ㄏㄠ.
        #expect(navigator.composing?.composition.syllables.map(\.syllable.description) == ["ㄋㄧˇ", "ㄏㄠ"])
        #expect(navigator.composing?.candidates.first?.text == "你好")
        _ = navigator.handle(.deleteBackward, now: clock.now)
        _ = navigator.handle(.deleteBackward, now: clock.now)
        #expect(navigator.composing?.composition.syllables.map(\.syllable.description) == ["ㄋㄧˇ"])
        let field = try self.navigator().window
        _ = navigator.handle(.escape, now: clock.now)
        #expect(navigator.composing == nil)
        #expect(navigator.window == field, "the field as before the typing")
    }

    @Test func enterCommitsTheBestConversionOfAllTheSyllablesThenSubmits() throws {
        var navigator = try navigator()
        _ = type(try Self.cells("你好世界"), into: &navigator)
        #expect(navigator.handle(.activate, now: clock.now) == [Self.insert("你好世界"), .keyInput(identifier: "query", input: .submit)])
    }

    @Test func punctuationCommitsTheSyllablesBeforeItAndIsReadAsTheTableReadsIt() throws {
        var navigator = try navigator()
        let effects = type(try Self.cells("你好。"), into: &navigator)
        #expect(effects == [Self.insert("你好。")])
        #expect(navigator.composing == nil)
    }

    @Test func theNextWindowKeyShowsTheNextCandidates() throws {
        var navigator = try navigator(columns: 20)
        _ = type(try Self.cells("是"), into: &navigator)
        let shown = Set((0..<20).compactMap { navigator.candidate(atDisplayCell: $0) })
        #expect(navigator.handle(.nextWindow, now: clock.now).isEmpty)
        let next = Set((0..<20).compactMap { navigator.candidate(atDisplayCell: $0) })
        #expect(!next.isEmpty && next.isDisjoint(with: shown.subtracting([shown.max()!])), "later candidates")
        #expect((next.min() ?? 0) >= (shown.max() ?? 0))
    }

    /// Random keys while composing (any cell, with or without dots 7-8, the space bar,
    /// Backspace, routing keys, panning, escape) on displays of 12 and 40 cells: the navigator's
    /// invariants hold after each (checked in debug builds), the window is the display's width,
    /// and whatever is sent goes to the field typed in.
    @Test(arguments: [12, 40]) func randomKeysWhileComposingKeepTheDisplayWhole(columns: Int) throws {
        var random = SeededGenerator(seed: 27)
        for _ in 0..<20 {
            var navigator = try navigator(columns: columns)
            for _ in 0..<30 {
                let command: BrailleCommand
                switch Int.random(in: 0..<10, using: &random) {
                case 0: command = .typeSpace
                case 1: command = .deleteBackward
                case 2: command = .route(cell: Int.random(in: 0..<columns, using: &random))
                case 3: command = .nextWindow
                case 4: command = .previousWindow
                case 5 where Bool.random(using: &random): command = .escape
                default: command = .type(cell: UInt8.random(in: 1...255, using: &random))
                }
                for effect in navigator.handle(command, now: clock.now) {
                    if case .keyInput(let id, _) = effect { #expect(id == "query") }
                }
                #expect(navigator.window.count == columns)
            }
        }
    }
}
