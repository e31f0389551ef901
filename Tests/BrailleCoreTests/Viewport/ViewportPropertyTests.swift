import Testing
import BrailleCore

/// Properties of windows over seeded random lines and widths.
@Suite struct ViewportPropertyTests {
    /// A random line: words of 1...30 cells separated by 1...3 blanks, sometimes leading blanks.
    static func randomLine(_ rng: inout SeededGenerator) -> BrailleLine {
        var cells: [UInt8] = []
        if Bool.random(using: &rng) { cells += Array(repeating: 0, count: Int.random(in: 1...2, using: &rng)) }
        for _ in 0..<Int.random(in: 0...25, using: &rng) {
            cells += (0..<Int.random(in: 1...30, using: &rng)).map { _ in UInt8.random(in: 1...255, using: &rng) }
            cells += Array(repeating: 0, count: Int.random(in: 1...3, using: &rng))
        }
        if Bool.random(using: &rng), !cells.isEmpty { cells.removeLast() }
        return LineFixtures.line(cells: cells)
    }

    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func windowsJoinedGiveTheLineBackAndFitTheDisplay(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<10 {
            let line = Self.randomLine(&rng)
            let width = Int.random(in: 1...160, using: &rng)
            let viewport = try Viewport(line: line, width: width)
            let joined = viewport.windows.flatMap { line.cells[$0.range] }
            #expect(joined == line.cells)
            var v = viewport
            v.moveToEnd(.backward)
            repeat {
                #expect(v.displayCells.count == width)
                #expect(v.window.shownCount + (v.window.continues ? 1 : 0) <= width)
                // Every non-blank cell of the window is shown.
                #expect(line.cells[v.window.range].dropFirst(v.window.shownCount).allSatisfy { $0 == 0 })
            } while v.pan(.forward) == .moved
        }
    }

    @Test(arguments: seeds)
    func wordsAreSplitOnlyWhenLongerThanTheDisplay(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<10 {
            let line = Self.randomLine(&rng)
            let width = Int.random(in: 1...40, using: &rng)
            let viewport = try Viewport(line: line, width: width)
            for window in viewport.windows.dropFirst() {
                let p = window.range.lowerBound
                guard line.cells[p - 1] != 0, line.cells[p] != 0 else { continue }
                // A break inside a word: the word is longer than the display.
                var start = p
                while start > 0, line.cells[start - 1] != 0 { start -= 1 }
                var end = p
                while end < line.cells.count, line.cells[end] != 0 { end += 1 }
                #expect(end - start > width, "word \(start)..<\(end) split on a \(width)-cell display")
            }
        }
    }

    @Test(arguments: seeds)
    func panningForwardThenBackReturnsToTheSameWindow(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<10 {
            var viewport = try Viewport(line: Self.randomLine(&rng), width: Int.random(in: 1...80, using: &rng))
            viewport.show(cell: Int.random(in: 0...max(viewport.line.cells.count - 1, 0), using: &rng))
            let before = viewport.window
            if viewport.pan(.forward) == .moved {
                viewport.pan(.backward)
            }
            #expect(viewport.window == before)
            if viewport.pan(.backward) == .moved {
                viewport.pan(.forward)
            }
            #expect(viewport.window == before)
        }
    }

    @Test(arguments: seeds)
    func everyRoutingKeyLeadsToACellOfTheWindowOrItsContinuation(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let line = Self.randomLine(&rng)
        var viewport = try Viewport(line: line, width: Int.random(in: 1...60, using: &rng))
        repeat {
            for key in 0..<viewport.width {
                guard let cell = viewport.cellIndex(forRoutingKey: key) else { continue }
                #expect(viewport.window.range.contains(cell) || (viewport.window.continues && cell == viewport.window.range.upperBound))
                #expect(viewport.target(forRoutingKey: key) == line.targets[cell])
            }
        } while viewport.pan(.forward) == .moved
    }
}
