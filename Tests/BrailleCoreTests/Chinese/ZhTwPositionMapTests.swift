import Foundation
import Testing
import BrailleCore

/// Inside a word of the zh-tw table every character keeps its own cells (the table gives each
/// word's cells per character), so the maps that routing keys use point at the right character:
/// routing to a cell of 行 in 銀行 lands on 行, not on 銀.
@Suite struct ZhTwPositionMapTests {
    static let table = Result { try TableCatalog.table(named: "zh-tw") }
    static let toneCells: Set<UInt8> = Set(["1", "2", "3", "4", "5"].map(ZhuyinBraille.cell))

    /// The maps a text of whole syllables must have: character `k` owns exactly the cells of
    /// its syllable `syllables[k]`.
    static func expectedMaps(_ syllables: [String]) -> (inputOffsetForCell: [Int], cellOffsetForInput: [Int]) {
        var owners: [Int] = []
        var firsts: [Int] = []
        for (k, syllable) in syllables.enumerated() {
            firsts.append(owners.count)
            owners += Array(repeating: k, count: ZhuyinBraille.cells(syllable).count)
        }
        return (owners, firsts)
    }

    @Test(arguments: [
        ("銀行", ["ㄧㄣˊ", "ㄏㄤˊ"]),
        ("去銀行", ["ㄑㄩˋ", "ㄧㄣˊ", "ㄏㄤˊ"]),
        ("長大", ["ㄓㄤˇ", "ㄉㄚˋ"]),
        ("他長大了", ["ㄊㄚ⁷", "ㄓㄤˇ", "ㄉㄚˋ", "˙ㄌㄜ"]),
        ("我們去銀行還錢", ["ㄨㄛˇ", "˙ㄇㄣ", "ㄑㄩˋ", "ㄧㄣˊ", "ㄏㄤˊ", "ㄏㄨㄢˊ", "ㄑㄧㄢˊ"]),
        ("重要的是音樂", ["ㄓㄨㄥˋ", "ㄧㄠˋ", "˙ㄉㄜ", "ㄕˋ", "ㄧㄣ", "ㄩㄝˋ"]),
    ])
    func eachCharacterOwnsTheCellsOfItsSyllable(text: String, syllables: [String]) throws {
        let t = try Self.table.get().translate(text)
        #expect(t.cells == ZhuyinBraille.cells(syllables.joined(separator: " ")))
        let expected = Self.expectedMaps(syllables)
        #expect(Array(t.inputOffsetForCell) == expected.inputOffsetForCell)
        #expect(Array(t.cellOffsetForInput) == expected.cellOffsetForInput)
    }

    /// A routing key over any cell of 行 in 銀行 selects 行 (scalar 2 of 去銀行), and the cursor
    /// on 行 shows on its own first cell.
    @Test func routingToTheSecondCharacterOfAWordLandsOnIt() throws {
        let t = try Self.table.get().translate("去銀行")
        let cellsOfHang = t.inputOffsetForCell.indices.filter { t.inputOffsetForCell[$0] == 2 }
        #expect(cellsOfHang == [5, 6, 7])
        #expect(t.cellOffsetForInput[2] == 5)
    }

    /// In a sentence with punctuation, the punctuation mark's cells (with its blank cell) are its own.
    @Test func punctuationInASentenceKeepsItsCells() throws {
        let t = try Self.table.get().translate("銀行，長大。")
        // ㄧㄣˊ ㄏㄤˊ ， ␣ ㄓㄤˇ ㄉㄚˋ 。 ␣
        #expect(t.inputOffsetForCell == [0, 0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5])
        #expect(t.cellOffsetForInput == [0, 2, 5, 7, 10, 13])
    }

    /// The words of the table (its `seq` lines), read from the committed file.
    static let words: Result<[String], any Error> = Result {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tables/zh-tw.tbl"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("seq ") ? String(line.split(separator: " ")[1]) : nil
        }
    }

    /// Random Han text, made of the table's words and single characters (BMP and Extension B)
    /// that read as one syllable alone: the maps are complete and non-decreasing, and every
    /// character owns one whole syllable of its own: 2 or 3 cells starting at its first cell,
    /// a rhyme and then a tone.
    @Test func randomHanTextKeepsOneSyllablePerCharacter() throws {
        let table = try Self.table.get()
        let words = try Self.words.get()
        try #require(words.count > 10_000)
        var random = SeededGenerator(seed: 2026)
        var singles: [String] = []
        while singles.count < 400 {
            let value = Bool.random(using: &random) ? UInt32.random(in: 0x4E00...0x9FFF, using: &random)
                : UInt32.random(in: 0x20000...0x2A6DF, using: &random)
            let single = String(Character(Unicode.Scalar(value)!))
            let cells = table.translate(single).cells
            if (2...3).contains(cells.count), Self.toneCells.contains(cells.last!) { singles.append(single) }
        }
        var wordsSeen = 0
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                if Bool.random(using: &random) {
                    text += words.randomElement(using: &random)!
                    wordsSeen += 1
                } else {
                    text += singles.randomElement(using: &random)!
                }
            }
            let t = table.translate(text)
            let n = text.unicodeScalars.count
            #expect(PositionMapTests.violation(t, scalarCount: n) == nil, "\(text)")
            for k in 0..<n {
                let own = t.inputOffsetForCell.indices.filter { t.inputOffsetForCell[$0] == k }
                let ok = (2...3).contains(own.count) && own.first == t.cellOffsetForInput[k]
                    && Self.toneCells.contains(t.cells[own.last!])
                    && !Self.toneCells.contains(t.cells[own[own.count - 2]]) // the rhyme before the tone
                #expect(ok, "\(text): character \(k) owns cells \(own)")
            }
        }
        #expect(wordsSeen > 100)
    }
}
