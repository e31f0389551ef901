import Foundation

/// Random lines of text for fuzzing a translator: words of a table in every case, letters,
/// capitals, numbers, punctuation, symbols, any Unicode scalar and whitespace, sometimes glued
/// together so that a table's contractions meet inside words and across marks.
///
/// Line `k` of a campaign depends only on the seed and `k` (``line(_:)``), so any line can be
/// made again from the two numbers a report gives.
public struct FuzzLines: Sendable {
    /// The words lines are made of, besides random letters.
    public let words: [String]
    public let seed: UInt64

    public init(words: [String], seed: UInt64) {
        self.words = words.isEmpty ? ["a"] : words
        self.seed = seed
    }

    static let marks: [String] = [
        ".", ",", ";", ":", "!", "?", "'", "\"", "(", ")", "[", "]", "{", "}", "-", "/", "\\", "*", "&", "#",
        "@", "%", "$", "+", "=", "<", ">", "_", "~", "^", "`", "|", "’", "‘", "“", "”", "–", "—", "…",
        "™", "®", "©", "°", "€", "£", "¢", "§", "¶", "•", "×", "÷", "'s", "’s", "'t", "’ll", "n't",
    ]
    static let spaces: [String] = [" ", " ", " ", "  ", "\t", "\n", "\u{A0}", "\u{2003}", "\u{200B}"]
    static let scalarPools: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x4FF, 0x2000...0x2BFF,
        0x4E00...0x9FFF, 0xE000...0xF8FF, 0xFE00...0xFFFF, 0x1F300...0x1FAFF, 0x10000...0x10FFFF,
    ]

    /// Line `k` of the campaign.
    public func line(_ k: Int) -> String {
        var rng = SeededGenerator(seed: seed &+ UInt64(k) &* 0xD1B5_4A32_D192_ED03)
        var s = ""
        let pieces = Int(rng.next() % 24)
        for _ in 0..<pieces {
            s += piece(&rng)
            // Most pieces are separated by a space, some are glued to the next.
            if rng.next() % 3 != 0 { s += Self.spaces[Int(rng.next() % UInt64(Self.spaces.count))] }
        }
        return s
    }

    private func piece(_ rng: inout SeededGenerator) -> String {
        switch rng.next() % 16 {
        case 0...5: return cased(words[Int(rng.next() % UInt64(words.count))], &rng)
        case 6, 7: return cased(String((0..<(1 + rng.next() % 8)).map { _ in Character(Unicode.Scalar(UInt8(0x61 + rng.next() % 26))) }), &rng)
        case 8, 9:
            let digits = String((0..<(1 + rng.next() % 6)).map { _ in Character(Unicode.Scalar(UInt8(0x30 + rng.next() % 10))) })
            return rng.next() % 3 == 0 ? digits + [",", ".", ":", "/", "-"][Int(rng.next() % 5)] + "5" : digits
        case 10...12: return Self.marks[Int(rng.next() % UInt64(Self.marks.count))]
        case 13, 14:
            let pool = Self.scalarPools[Int(rng.next() % UInt64(Self.scalarPools.count))]
            return Unicode.Scalar(pool.lowerBound + UInt32(rng.next() % UInt64(pool.count))).map { String(Character($0)) } ?? "\u{FFFD}"
        default: return Self.spaces[Int(rng.next() % UInt64(Self.spaces.count))]
        }
    }

    /// `word` as it is, capitalised, in capitals, or with random capitals.
    private func cased(_ word: String, _ rng: inout SeededGenerator) -> String {
        switch rng.next() % 8 {
        case 0, 1: return word.prefix(1).uppercased() + word.dropFirst()
        case 2: return word.uppercased()
        case 3: return String(word.map { rng.next() % 2 == 0 ? Character($0.uppercased()) : $0 })
        default: return word
        }
    }

    /// The words of a table file and the files it includes: every token of letters only, two or
    /// more, after a line's first (its opcode), in lines that are not comments; a `compound`
    /// word whole.
    public static func words(inTableFile path: String) -> [String] {
        var words: Set<String> = []
        var files = [path]
        var seen: Set<String> = []
        while let file = files.popLast() {
            guard seen.insert(file).inserted, let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let folder = (file as NSString).deletingLastPathComponent
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard tokens.count > 1 else { continue }
                if tokens[0] == "include" { files.append(folder + "/" + tokens[1]) }
                // A `compound` word's parts are joined: `sweet|heart` is the word sweetheart.
                for token in tokens.dropFirst() {
                    let word = tokens[0] == "compound" ? token.filter { $0 != "|" } : Substring(token)
                    if word.count > 1, word.allSatisfy(\.isLetter) { words.insert(String(word)) }
                }
            }
        }
        return words.sorted()
    }
}

extension FuzzLines {
    /// Cells for line `k` to read back: `cells` (a translation's) with some cells replaced by
    /// random ones of `dots` dots and some inserted, or, one time in four, random cells only.
    public func cells(_ k: Int, from cells: [UInt8], dots: Int = 6) -> [UInt8] {
        var rng = SeededGenerator(seed: seed ^ (UInt64(k) &* 0x9E37_79B9_7F4A_7C15))
        let mask = UInt64(1) << UInt64(dots)
        func random() -> UInt8 { UInt8(rng.next() % mask) }
        if rng.next() % 4 == 0 { return (0..<Int(rng.next() % 48)).map { _ in random() } }
        var out: [UInt8] = []
        out.reserveCapacity(cells.count + 4)
        for cell in cells {
            switch rng.next() % 16 {
            case 0: out.append(random())
            case 1: out.append(random()); out.append(cell)
            default: out.append(cell)
            }
        }
        return out
    }
}
