import Testing
import BrailleCore

/// For random lines in every bundled table and random display widths: no window starts or ends
/// inside the cells of one print character (unless that character alone has more cells than the
/// window has room for), and a window that goes on inside a number or a word in capitals starts
/// with the table's indicator for it.
@Suite struct WindowBoundaryPropertyTests {
    /// What a table writes, for the checks: its numeric and capitals-word indicators (from the
    /// table files: `numsign`, `capsword`) and characters to build random text from.
    struct TableCase: Sendable, CustomStringConvertible {
        var name: String
        var numberSign: [UInt8]?
        var capitalsWord: [UInt8]?
        var alphabet: [String]
        var description: String { name }
    }

    static let latin = (0x61...0x7A).map { String(UnicodeScalar($0)!) }
        + (0x41...0x5A).map { String(UnicodeScalar($0)!) } + (0...9).map(String.init)
        + ["/", ".", ",", "-", "(", ")", "@", "%", "?", "'"]

    static let cases: [TableCase] = [
        TableCase(name: "en-ueb-g1", numberSign: [0x3C], capitalsWord: [0x20, 0x20], alphabet: latin + ["€", "é", "Æ"]),
        TableCase(name: "en-us-comp8", numberSign: nil, capitalsWord: nil, alphabet: latin + ["{", "~"]),
        TableCase(name: "de-g0", numberSign: [0x3C], capitalsWord: nil, alphabet: latin + ["ä", "ö", "ü", "ß", "Ä", "°", "§"]),
        TableCase(name: "de-g0-detailed", numberSign: [0x3C], capitalsWord: [0x18], alphabet: latin + ["ä", "Ö", "ß", "é"]),
        TableCase(name: "zh-tw", numberSign: nil, capitalsWord: nil,
                  alphabet: ["單", "點", "一", "下", "，", "系", "統", "會", "先", "告", "訴", "你", "目", "前", "到", "的",
                             "地", "方", "是", "怎", "樣", "東", "西", "銀", "行", "照", "片", "。", "、", "A", "b", "7", "?"]),
    ]

    /// Words of 1...25 characters from `alphabet`, runs of capitals and digits made likely.
    static func randomText(_ alphabet: [String], _ rng: inout SeededGenerator) -> String {
        var words: [String] = []
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let length = Int.random(in: 1...25, using: &rng)
            switch Int.random(in: 0...3, using: &rng) {
            case 0: words.append((0..<length).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined())
            case 1: words.append((0..<length).map { _ in String(UnicodeScalar(UInt8.random(in: 0x41...0x5A, using: &rng))) }.joined())
            default: words.append((0..<length).map { _ in alphabet.randomElement(using: &rng)! }.joined())
            }
        }
        return words.joined(separator: " ")
    }

    @Test(arguments: cases)
    func noWindowSplitsACharacterAndContinuedNumbersAndCapitalsReadOnTheirOwn(table: TableCase) throws {
        let compiled = try TableCatalog.table(named: table.name)
        var rng = SeededGenerator(seed: UInt64(table.name.unicodeScalars.reduce(0) { $0 &* 31 &+ $1.value }))
        for _ in 0..<150 {
            let text = Self.randomText(table.alphabet, &rng)
            let scalars = Array(text.unicodeScalars)
            let line = BrailleLine.compose([(.message, text)], element: nil, table: compiled)
            let width = Int.random(in: 1...48, using: &rng)
            var viewport = try Viewport(line: line, width: width)
            #expect(viewport.windows.flatMap { line.cells[$0.range] } == line.cells)
            repeat {
                let window = viewport.window
                #expect(viewport.displayCells.count == width)
                #expect(window.usedCount <= width)
                let b = window.range.lowerBound
                guard b > 0 else { continue }
                let previous = viewport.windows[viewport.windows.firstIndex(of: window)! - 1]
                if !line.isCharacterBoundary(b) {
                    // Only a character with more cells than the previous window's room is cut.
                    var start = b - 1
                    while start > 0, !line.isCharacterBoundary(start) { start -= 1 }
                    var end = b
                    while end < line.cells.count, !line.isCharacterBoundary(end) { end += 1 }
                    #expect(end - start > width - previous.restatement.count - 1,
                            "\(table.name) at \(width) cells: '\(text)' split inside a character at cell \(b)")
                }
                // A window that goes on inside a number or a word in capitals reads on its own.
                guard previous.continues, width >= 6, line.isCharacterBoundary(b) else { continue }
                let offset = line.targets[b].offset
                guard offset > 0, offset + 1 < scalars.count else { continue }
                // An address (a word with `@`) is written without indicators (`addressmark`).
                var wordStart = offset
                while wordStart > 0, scalars[wordStart - 1] != " " { wordStart -= 1 }
                guard !scalars[wordStart...].prefix(while: { $0 != " " }).contains("@") else { continue }
                let (before, here, after) = (scalars[offset - 1], scalars[offset], scalars[offset + 1])
                func digit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
                func capital(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
                if let sign = table.numberSign, digit(before), digit(here) {
                    #expect(viewport.displayCells.starts(with: sign), "\(table.name) at \(width) cells: '\(text)' window at \(b)")
                }
                if let sign = table.capitalsWord, capital(before), capital(here), capital(after) {
                    #expect(viewport.displayCells.starts(with: sign), "\(table.name) at \(width) cells: '\(text)' window at \(b)")
                }
            } while viewport.pan(.forward) == .moved
        }
    }
}
