import Testing
import BrailleCore

/// Symbols inside Chinese text (issue 27): arrows, Greek letters, mathematics, currency and marks
/// are written in Taiwan's mathematics braille, which follows the Nemeth Code (docs/zh-tw.md,
/// "Symbols"); none of them comes out as the undefined character's escape.
@Suite struct ZhTwSymbolTests {
    static let table = Result { try TableCatalog.table(named: "zh-tw") }

    /// The cells of each symbol, stated here independently of the generator (dots per cell).
    static let symbols: [(String, String)] = [
        ("→", "1246 25 25 135"), ("←", "1246 246 25 25"), ("↑", "1246 126 25 25 135"), ("↓", "1246 146 25 25 135"),
        ("↔", "1246 246 25 25 135"), ("⇒", "1246 2356 2356 135"),
        ("π", "46 1234"), ("α", "46 1"), ("β", "46 12"), ("θ", "46 1456"), ("λ", "46 123"), ("ω", "46 2456"),
        ("Ω", "46 24567"), ("Σ", "46 2347"), ("Δ", "46 1457"), ("µ", "46 134"), ("μ", "46 134"),
        ("×", "4 16"), ("÷", "46 34"), ("±", "346 36"), ("°", "45 46 16"), ("≤", "5 13 156"), ("≥", "46 2 156"),
        ("≠", "34 46 13"), ("∞", "6 123456"), ("√", "345 12456"), ("≈", "4 156 4 156"), ("∑", "46 6 234"),
        ("€", "4 15"), ("£", "4 123"), ("¥", "4 13456"), ("¢", "4 14"),
        ("©", "12356 147 23456"), ("®", "12356 12357 23456"), ("™", "12356 23457 1347 23456"),
        ("§", "4 6 234"), ("¶", "4 6 1234"),
    ]

    static func cells(_ dots: String) -> [UInt8] {
        dots.split(separator: " ").map { ZhuyinBraille.cell(String($0)) }
    }

    /// "傳回 π 的值": the symbol's own cells between the words, and it owns them.
    @Test(arguments: symbols)
    func aSymbolBetweenWordsIsWrittenInMathematicsBraille(symbol: String, dots: String) throws {
        let t = try Self.table.get().translate("傳回 \(symbol) 的值")
        let words = ZhuyinBraille.cells("ㄔㄨㄢˊ ㄏㄨㄟˊ")
        let after = ZhuyinBraille.cells("˙ㄉㄜ ㄓˊ")
        #expect(t.cells == words + [0] + Self.cells(dots) + [0] + after)
        let first = words.count + 1
        #expect(Array(t.inputOffsetForCell[first..<first + Self.cells(dots).count]) == Array(repeating: 3, count: Self.cells(dots).count))
    }

    /// "「格式」→「頁面」": the arrow between two quoted words, as UI text writes menu paths.
    @Test func anArrowBetweenQuotedWords() throws {
        let t = try Self.table.get().translate("「格式」→「頁面」")
        let open = Self.cells("56 36"), close = Self.cells("36 23")
        #expect(t.cells == open + ZhuyinBraille.cells("ㄍㄜˊ ㄕˋ") + close + Self.cells("1246 25 25 135")
                + open + ZhuyinBraille.cells("ㄧㄝˋ ㄇㄧㄢˋ") + close)
    }

    /// The marks in the forms of text converted from Big5 read as the marks they stand for: the
    /// ellipsis ⋯ as …, the colon ︰ as ：, the box-drawing line ─ (a dash in the catalogs) as —.
    @Test(arguments: [("⋯", "…"), ("︰", "："), ("─", "—")])
    func aBig5FormReadsAsItsMark(form: String, mark: String) throws {
        let table = try Self.table.get()
        #expect(table.translate("預設值\(form)取決").cells == table.translate("預設值\(mark)取決").cells)
    }

    /// None of the symbols, nor any Greek letter, is written as the undefined escape.
    @Test func noSymbolIsUndefined() throws {
        let table = try Self.table.get()
        let escape = table.translate("\u{E000}").cells.prefix(2)
        let greek = (0x391...0x3A9).filter { $0 != 0x3A2 } + (0x3B1...0x3C9)
        let all = "→←πα Ω µ×÷±°≤≥≠∞√€£¥©®™§¶".unicodeScalars.map { $0 } + greek.compactMap { Unicode.Scalar($0) }
        for scalar in all where scalar != " " {
            let cells = table.translate(String(scalar)).cells
            #expect(!cells.starts(with: escape), "\(scalar) is undefined")
        }
    }
}
