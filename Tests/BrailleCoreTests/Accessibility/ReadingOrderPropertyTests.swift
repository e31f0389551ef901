import Testing
import BrailleCore

/// Properties of the reading order over seeded random screens.
@Suite struct ReadingOrderPropertyTests {
    static func randomElements(_ rng: inout SeededGenerator, prefix: String = "e") -> [Element] {
        (0..<Int.random(in: 1...30, using: &rng)).map { i in
            Element(identifier: "\(prefix)\(i)", label: "\(i)",
                    frame: Frame(x: Double(Int.random(in: 0...300, using: &rng)), y: Double(Int.random(in: 0...600, using: &rng)),
                                 width: Double(Int.random(in: 10...100, using: &rng)), height: Double(Int.random(in: 10...60, using: &rng))))
        }
    }

    @Test(arguments: Array(UInt64(1)...30))
    func theOrderOfFramesDoesNotDependOnTheOrderListed(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let elements = Self.randomElements(&rng)
        let order = Screen(elements: elements).readingOrder.map(\.element.identifier)
        #expect(Set(order) == Set(elements.map(\.identifier)))
        #expect(order.count == elements.count)
        // Frames are random integers, so two elements rarely share a frame; skip the seeds where they do.
        let frames = elements.map(\.frame)
        guard Set(frames).count == frames.count else { return }
        let shuffled = Screen(elements: elements.shuffled(using: &rng)).readingOrder.map(\.element.identifier)
        #expect(shuffled == order)
    }

    @Test(arguments: Array(UInt64(1)...30))
    func readingGoesDownRowByRowAndRightWithinARow(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let order = Screen(elements: Self.randomElements(&rng)).readingOrder.map(\.screenFrame)
        for (a, b) in zip(order, order.dropFirst()) {
            // Either b is further right in the same row, or b starts a lower row.
            let sameRow = b.minX >= a.minX && abs(b.midY - a.midY) <= max(a.height, b.height)
            #expect(sameRow || b.midY >= a.midY, "\(a) then \(b)")
        }
    }

    /// A screen laid out as rows (each row's frames within a quarter of their height of one
    /// another, rows three heights apart, the elements listed in a random order) reads row by row
    /// from the top, and left to right within each row. Sorting by the vertical centre alone, or
    /// right to left, fails this.
    @Test(arguments: Array(UInt64(1)...30))
    func rowsReadTopToBottomAndEachRowLeftToRight(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let height = 20.0
        var expected: [String] = []
        var elements: [Element] = []
        for row in 0..<Int.random(in: 1...6, using: &rng) {
            let columns = Array(0..<12).shuffled(using: &rng).prefix(Int.random(in: 1...6, using: &rng)).sorted()
            for column in columns {
                let identifier = "r\(row)c\(column)"
                expected.append(identifier)
                // The vertical jitter is up to a quarter of the height, below the row tolerance.
                let y = Double(row) * height * 3 + Double(Int.random(in: 0...Int(height / 4), using: &rng))
                let frame = Frame(x: Double(column) * 50 + Double(Int.random(in: 0...10, using: &rng)), y: y,
                                  width: 40, height: height)
                elements.append(Element(identifier: identifier, label: identifier, frame: frame))
            }
        }
        let order = Screen(elements: elements.shuffled(using: &rng)).readingOrder.map(\.element.identifier)
        #expect(order == expected)
    }

    @Test(arguments: Array(UInt64(1)...20))
    func containersMoveTheirChildrenByTheirOrigin(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let children = Self.randomElements(&rng, prefix: "c")
        let origin = Frame(x: Double(Int.random(in: 0...500, using: &rng)), y: Double(Int.random(in: 0...500, using: &rng)), width: 400, height: 700)
        let screen = Screen(elements: [.container(identifier: "box", frame: origin, children: children)])
        for child in children {
            let placed = try #require(screen.placed(child.identifier))
            #expect(placed.screenFrame.x == child.frame.x + origin.x)
            #expect(placed.screenFrame.y == child.frame.y + origin.y)
            #expect(placed.position?.count == children.count)
        }
        // The container's own order of frames is the same as the screen's would be.
        #expect(screen.readingOrder.map(\.element.identifier) == Screen(elements: children).readingOrder.map(\.element.identifier))
    }
}
