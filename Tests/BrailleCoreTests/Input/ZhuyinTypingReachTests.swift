import Testing
import BrailleCore

/// Issue 27's typing target, measured: each of the 100 most frequent two-character words of the
/// phrase data, typed as the zh-tw table writes it into a field on a 40-cell display, is committed
/// in at most 2 key presses after its syllables: the space bar (the first candidate), a routing
/// key on a candidate of the first window, or FWINRT and a routing key.
@Suite struct ZhuyinTypingReachTests {
    typealias F = NavigatorFixtures
    let clock = F.FakeClock()

    /// The key presses after the syllables that commit `word`, found by pressing them; `nil` when
    /// more than `limit` are needed. Each press's effect is checked: the word is sent, nothing else.
    func presses(_ word: String, columns: Int, limit: Int = 4, withoutTones: Bool = false) throws -> Int? {
        var navigator = try F.navigator(focusedOn: "query", in: NavigatorComposingTests.screen, columns: columns, now: clock.now)
        var cells = try NavigatorComposingTests.cells(word)
        if withoutTones { cells = Self.withoutTones(cells) }
        for cell in cells {
            #expect(navigator.handle(.type(cell: cell), now: clock.now).isEmpty)
        }
        let candidates = try #require(navigator.composing?.candidates)
        if candidates.first?.text == word {
            #expect(navigator.handle(.typeSpace, now: clock.now) == [NavigatorComposingTests.insert(word)])
            return 1
        }
        guard let wanted = candidates.firstIndex(where: { $0.text == word }) else { return nil }
        for pans in 0..<limit {
            if let cell = (0..<columns).first(where: { navigator.candidate(atDisplayCell: $0) == wanted }) {
                #expect(navigator.handle(.route(cell: cell), now: clock.now) == [NavigatorComposingTests.insert(word)])
                return pans + 1
            }
            guard navigator.handle(.nextWindow, now: clock.now).isEmpty else { return nil }
        }
        return nil
    }

    /// `cells` without the tone cell of each syllable (the last cell of each).
    static func withoutTones(_ cells: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < cells.count {
            guard let syllable = ZhuyinCells.syllable(in: cells.map { $0 & 0x3F }, at: index) else {
                result.append(cells[index])
                index += 1
                continue
            }
            result += cells[index..<index + syllable.cellCount - 1]
            index += syllable.cellCount
        }
        return result
    }

    static func mostFrequentTwoCharacterWords(_ count: Int) throws -> [String] {
        var best: [String: Int] = [:]
        for phrase in try PhraseDictionary.bundled.get().allPhrases where phrase.text.count == 2 {
            best[phrase.text] = max(best[phrase.text] ?? 0, phrase.frequency)
        }
        return best.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count).map(\.key)
    }

    @Test func theHundredMostFrequentTwoCharacterWordsTakeAtMostTwoKeyPresses() throws {
        let words = try Self.mostFrequentTwoCharacterWords(100)
        #expect(words.count == 100)
        var distribution: [Int: [String]] = [:]
        for word in words {
            distribution[try presses(word, columns: 40) ?? 99, default: []].append(word)
        }
        let report = distribution.keys.sorted().map { "\($0 == 99 ? ">4" : String($0)) press(es): \(distribution[$0]!.count)" }
        print("Zhuyin typing reach, 100 words, 40 cells: \(report.joined(separator: ", "))"
              + (distribution.keys.contains { $0 > 1 } ? "; not first: \(distribution.filter { $0.key > 1 }.flatMap(\.value).joined(separator: " "))" : ""))
        #expect(distribution.keys.allSatisfy { $0 <= 2 }, "\(report)")
    }

    /// The same words typed without their tones (a syllable without a tone matches every tone):
    /// reported; each is among the candidates within 4 presses, except where ㄓ (dot 1) follows a
    /// syllable left without its tone: dot 1 there is read as the neutral tone (docs/zh-tw.md).
    /// Measured: 97 of 100 in 1 press; 文章, 發展, 一張 not reached.
    @Test func theSameWordsTypedWithoutTonesAreAmongTheCandidates() throws {
        var distribution: [Int: [String]] = [:]
        for word in try Self.mostFrequentTwoCharacterWords(100) {
            distribution[try presses(word, columns: 40, withoutTones: true) ?? 99, default: []].append(word)
        }
        let report = distribution.keys.sorted().map { "\($0 == 99 ? ">4" : String($0)) press(es): \(distribution[$0]!.count)" }
        print("Zhuyin typing reach without tones, 100 words, 40 cells: \(report.joined(separator: ", "))")
        let unreached = distribution[99] ?? []
        for word in unreached {
            let cells = Self.withoutTones(try NavigatorComposingTests.cells(word))
            #expect(cells.dropFirst().contains(0x01), "\(word) is not reached without tones, and no ㄓ follows a syllable: \(report)")
        }
        #expect(unreached.count <= 3, "\(report): \(unreached)")
    }
}
