/// Mutates valid inputs into the inputs a careless or hostile program writes: flipped bits,
/// bytes that matter to the readers (quotes, brackets, escapes, control characters, broken UTF-8),
/// cut and repeated stretches, deep nesting and long runs, pieces of other inputs.
struct ByteMutator {
    /// Bytes the readers treat specially.
    static let interesting: [UInt8] = Array("{}[]\":,\\ \t\r\n#-0123456789eE.+/".utf8)
        + [0x00, 0x1B, 0x07, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF8, 0xFE, 0xFF]

    /// The largest input a mutation may grow to, so that one input stays quick.
    var limit = 1 << 16

    func mutate(_ input: [UInt8], others: [[UInt8]], using rng: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            apply(to: &bytes, others: others, using: &rng)
            if bytes.count > limit { bytes.removeLast(bytes.count - limit) }
        }
        return bytes
    }

    private func apply(to bytes: inout [UInt8], others: [[UInt8]], using rng: inout SeededGenerator) {
        func position() -> Int { bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &rng) }
        func range() -> Range<Int> {
            let start = position()
            return start..<min(bytes.count, start + Int.random(in: 0...32, using: &rng))
        }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0 where !bytes.isEmpty:
            let i = Int.random(in: bytes.indices, using: &rng)
            bytes[i] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &rng)
        case 1 where !bytes.isEmpty:
            bytes[Int.random(in: bytes.indices, using: &rng)] = Self.interesting.randomElement(using: &rng)!
        case 2:
            bytes.insert(contentsOf: (0..<Int.random(in: 1...8, using: &rng)).map { _ in Self.interesting.randomElement(using: &rng)! }, at: position())
        case 3:
            bytes.removeSubrange(range())
        case 4:
            let piece = Array(bytes[range()])
            let copies = Int.random(in: 1...64, using: &rng)
            bytes.insert(contentsOf: Array(repeating: piece, count: copies).joined(), at: position())
        case 5:
            // Deep nesting or a long run of one byte.
            let unit: [UInt8] = [[0x5B], [0x7B, 0x22, 0x61, 0x22, 0x3A], [0x22], [0x5C], [0x2D], [0x39]].randomElement(using: &rng)!
            bytes.insert(contentsOf: Array(repeating: unit, count: Int.random(in: 100...5000, using: &rng)).joined(), at: position())
        case 6 where !others.isEmpty:
            let other = others.randomElement(using: &rng)!
            let start = other.isEmpty ? 0 : Int.random(in: 0..<other.count, using: &rng)
            let end = min(other.count, start + Int.random(in: 1...256, using: &rng))
            bytes.insert(contentsOf: other[start..<end], at: position())
        case 7:
            bytes.removeLast(bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &rng))
        default:
            // A random scalar, well-formed UTF-8, anywhere in Unicode but the surrogates.
            var scalar: Unicode.Scalar?
            while scalar == nil { scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) }
            bytes.insert(contentsOf: Array(String(Character(scalar!)).utf8), at: position())
        }
    }
}
