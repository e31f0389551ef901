import Testing
import BrailleCore

/// A window never ends inside the cells of one print character, and a number or a word in
/// capitals that goes on in the next window reads on its own there (issue 12, defect 2).
@Suite struct WindowBoundaryTests {
    /// The windows of `text` (one message line in `table`) at `width` cells, as Unicode braille.
    static func windows(_ text: String, table: String, width: Int) throws -> [String] {
        let line = BrailleLine.compose([(.message, text)], element: nil, table: try TableCatalog.table(named: table))
        var viewport = try Viewport(line: line, width: width)
        var shown: [String] = []
        repeat {
            shown.append(BrailleEncoding.unicode.encode(viewport.displayCells))
        } while viewport.pan(.forward) == .moved
        return shown
    }

    @Test func aCapitalSignStaysWithItsLetter() throws {
        // Before: "…⠃⠊⠇⠊⠞⠽⠠⣀" — the capital sign of "Inspector" alone at the end of the window.
        let shown = try Self.windows("AccessibilityInspectorWindowController", table: "en-ueb-g1", width: 16)
        #expect(shown == ["⠠⠁⠉⠉⠑⠎⠎⠊⠃⠊⠇⠊⠞⠽⣀⠀", "⠠⠊⠝⠎⠏⠑⠉⠞⠕⠗⠠⠺⠊⠝⠙⣀", "⠕⠺⠠⠉⠕⠝⠞⠗⠕⠇⠇⠑⠗⠀⠀⠀"])
    }

    @Test func theTwoCellsOfASlashStayTogether() throws {
        // "a/b/c/d/e/f/g": `/` is ⠸⠌ in UEB; 12 cells would end on ⠸.
        let shown = try Self.windows("a/b/c/d/e/f/g", table: "en-ueb-g1", width: 12)
        #expect(shown == ["⠁⠸⠌⠃⠸⠌⠉⠸⠌⠙⣀⠀", "⠸⠌⠑⠸⠌⠋⠸⠌⠛⠀⠀⠀"])
    }

    @Test func aNumberGoesOnWithItsNumericIndicator() throws {
        let shown = try Self.windows("12345678901234567890", table: "en-ueb-g1", width: 16)
        #expect(shown == ["⠼⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠁⠃⠉⠙⣀", "⠼⠑⠋⠛⠓⠊⠚⠀⠀⠀⠀⠀⠀⠀⠀⠀"])
        let german = try Self.windows("12345678901234567890", table: "de-g0", width: 12)
        #expect(german.dropFirst().allSatisfy { $0.hasPrefix("⠼") })
    }

    @Test func aWordInCapitalsGoesOnWithItsCapitalsIndicator() throws {
        let shown = try Self.windows("HELLOWORLDANDMORE", table: "en-ueb-g1", width: 16)
        #expect(shown == ["⠠⠠⠓⠑⠇⠇⠕⠺⠕⠗⠇⠙⠁⠝⠙⣀", "⠠⠠⠍⠕⠗⠑⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀"])
        let german = try Self.windows("HAUPTBAHNHOFSTRASSE", table: "de-g0-detailed", width: 12)
        #expect(german.allSatisfy { $0.hasPrefix("⠘") })   // capsword 45 at every window's start
    }

    @Test func aLowercaseWordGoesOnWithoutIndicator() throws {
        let shown = try Self.windows("accessibilityinspector", table: "en-ueb-g1", width: 12)
        #expect(shown == ["⠁⠉⠉⠑⠎⠎⠊⠃⠊⠇⠊⣀", "⠞⠽⠊⠝⠎⠏⠑⠉⠞⠕⠗⠀"])
    }

    @Test func aZhuyinSyllableKeepsItsTone() throws {
        // Every Han character is its Zhuyin cells (initial, final, tone); none is cut.
        let text = "單點一下，系統會先告訴你目前點到的地方是怎樣的東西"
        let table = try TableCatalog.table(named: "zh-tw")
        let line = BrailleLine.compose([(.message, text)], element: nil, table: table)
        for width in 5...20 {  // a syllable has at most 3 cells (initial, final, tone), plus the mark
            let viewport = try Viewport(line: line, width: width)
            for window in viewport.windows.dropFirst() {
                let b = window.range.lowerBound
                #expect(line.targets[b] != line.targets[b - 1], "\(width) cells: a window starts inside \(line.targets[b])")
            }
        }
    }

    @Test func aRoutingKeyOverARestatedIndicatorLeadsToTheWindowsFirstCharacter() throws {
        let line = BrailleLine.compose([(.message, "12345678901234567890")], element: nil,
                                       table: try TableCatalog.table(named: "en-ueb-g1"))
        var viewport = try Viewport(line: line, width: 16)
        viewport.pan(.forward)
        // ⠼⠑⠋…: the ⠼ and the ⠑ both stand for "5", the 15th digit (offset 14).
        #expect(viewport.target(forRoutingKey: 0)?.offset == 14)
        #expect(viewport.target(forRoutingKey: 1)?.offset == 14)
        #expect(viewport.target(forRoutingKey: 2)?.offset == 15)
        #expect(viewport.target(forRoutingKey: 7) == nil)
    }
}
