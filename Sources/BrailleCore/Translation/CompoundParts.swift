import Foundation

/// The words a table's unlisted compound words are made of (`compoundparts FILE`, UEB §10.11.1):
/// a word that no `compound` statement names and that is not in the file itself splits where it
/// is a first part and a second part, when it does so in one place only, so that no contraction
/// bridges the two (`mono|wheel`, `flea|ridden`, `South|end`, `free|desktop`). A word with a
/// capital after a small letter splits only there (`Pulse|Audio`; not `SmithInge` as smit|hinge).
///
/// The file holds a word a line, lowercase `a`–`z`: `word` a word (a first part of four letters or
/// more; a second part of four or more, or of three after a first part of five or more or after a
/// combining form of three or more), `+word` a name (a first part only), `word-` a combining form
/// (a first part of any length), `=word` a word that is no compound (never split: the words of
/// larger lists whose split would be a chance one, `dole|rite`); `#` starts a comment. A first part
/// ending in s before a second starting with t or h is no split where the first without its s is
/// a word (`keys|tore`, `abbots|hip`: the s is of st, sh).
///
/// The words are kept as 60 bits of their 64-bit hash (eight letters a step) in an
/// open-addressing table, built in one pass over the file's bytes: no string is made per word.
struct CompoundParts: Sendable {
    /// What a line of the file says a word is.
    struct Kind: OptionSet, Sendable {
        let rawValue: UInt8
        static let word = Kind(rawValue: 1)
        static let name = Kind(rawValue: 2)
        static let form = Kind(rawValue: 4)
        static let whole = Kind(rawValue: 8)
    }

    /// The shortest word that can split (a combining form of two letters and a word of four).
    static let shortestWord = 6
    /// Open addressing: each slot a word's hash with its low four bits replaced by its `Kind`,
    /// 0 where empty (one array of 8-byte slots, at most about 60% full: a probe is one read).
    private let slots: [UInt64]
    private let slotMask: Int

    /// Reads the file's bytes (`path` names it in errors).
    init(_ file: TableBytes, path: String) throws(TableError) {
        slots = try Self.slots(of: file, path: path)
        slotMask = slots.count - 1
    }

    /// The slots of the file's words.
    private static func slots(of file: TableBytes, path: String) throws(TableError) -> [UInt64] {
        var lines = 1
        var p = 0
        while p < file.count, let newline = memchr(file.base + p, 0x0A, file.count - p) {
            lines += 1
            p = UnsafePointer(file.base).distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        }
        var capacity = 16
        while capacity * 3 < lines * 5 { capacity <<= 1 }
        let slotMask = capacity - 1
        var table = [UInt64](repeating: 0, count: capacity)
        try table.withUnsafeMutableBufferPointer { (slots) throws(TableError) in
            try forEachKey(of: file, path: path) { entry in
                let key = entry & ~0xF
                var s = Self.slot(key, slotMask)
                while slots[s] != 0, slots[s] & ~0xF != key { s = (s + 1) & slotMask }
                slots[s] |= entry
            }
        }
        return table
    }

    /// Each word's key (`key`) with its `Kind` in the low four bits, in the file's order.
    private static func forEachKey(of file: TableBytes, path: String, _ body: (UInt64) -> Void) throws(TableError) {
        let base = UnsafePointer(file.base)
        let count = file.count
        var start = 0
        var number = 0
        while start < count {
            number += 1
            var end = count
            if let newline = memchr(base + start, 0x0A, count - start) {
                end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            }
            var last = end
            if last > start, base[last - 1] == 0x0D { last -= 1 }
            defer { start = end + 1 }
            if last == start || base[start] == UInt8(ascii: "#") { continue }
            var first = start
            var kind = Kind.word
            switch base[first] {
            case UInt8(ascii: "+"): kind = .name; first += 1
            case UInt8(ascii: "="): kind = .whole; first += 1
            default: if base[last - 1] == UInt8(ascii: "-") { kind = .form; last -= 1 }
            }
            if !Self.allLowercase(base + first, last - first) {
                let k = (first..<last).first { base[$0] < UInt8(ascii: "a") || base[$0] > UInt8(ascii: "z") } ?? first
                throw TableError(file: path, line: number, column: k - start + 1,
                                 message: "a compound part is lowercase letters a-z (a name after '+', a word that is no compound after '=', a combining form before '-'), not '\(String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self))'")
            }
            guard last > first, last - first <= CompoundWords.maximumLength else {
                throw TableError(file: path, line: number, column: 0,
                                 message: "a compound part has 1 to \(CompoundWords.maximumLength) letters")
            }
            body(Self.key(Self.hash(base + first, last - first)) | UInt64(kind.rawValue))
        }
    }

    /// Whether the `count` bytes at `p` are all a–z, eight at a time (each byte's high bit set
    /// where it is 0x80 or more, or above z, or below a); the bytes after them may be read.
    @inline(__always) private static func allLowercase(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        var k = 0
        while k < count {
            let chunk = UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self).littleEndian
            let left = count - k
            let valid = left < 8 ? high & ((1 &<< UInt64(8 * left)) &- 1) : high
            let bad = chunk | (chunk &+ 0x0505_0505_0505_0505) | ~((chunk | high) &- 0x6161_6161_6161_6161)
            if bad & valid != 0 { return false }
            k += 8
        }
        return true
    }

    /// A word's 64-bit hash, eight letters at a time (a multiply and a shift each); the bytes
    /// past its end, which a table file's padding and a word's buffer have, are not read into it.
    @inline(__always) private static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        var h: UInt64 = 0x243f_6a88_85a3_08d3 ^ UInt64(truncatingIfNeeded: count)
        var k = 0
        while k < count {
            var chunk = UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self).littleEndian
            let left = count - k
            if left < 8 { chunk &= (1 &<< UInt64(8 * left)) &- 1 }
            h = (h ^ chunk) &* 0x9e37_79b9_7f4a_7c15
            h ^= h >> 29
            k += 8
        }
        return h
    }

    /// The hash with its low four bits cleared, never 0.
    @inline(__always) private static func key(_ hash: UInt64) -> UInt64 {
        let key = hash & ~0xF
        return key == 0 ? 0x10 : key
    }

    @inline(__always) private static func slot(_ key: UInt64, _ mask: Int) -> Int { Int(truncatingIfNeeded: key ^ (key >> 31)) >> 4 & mask }

    @inline(__always) private func kind(_ hash: UInt64) -> Kind {
        let key = Self.key(hash)
        var s = Self.slot(key, slotMask)
        while slots[s] != 0 {
            if slots[s] & ~0xF == key { return Kind(rawValue: UInt8(truncatingIfNeeded: slots[s] & 0xF)) }
            s = (s + 1) & slotMask
        }
        return []
    }

    /// Where the word (run of letters) at `start` splits (its second part's first letter, counted
    /// from `start`), or nil; `end` is set past its last letter when it splits. Uppercase letters
    /// match their lowercase mapping; a word with a letter outside a–z does not split.
    func split(_ scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
               from start: Int, end: inout Int) -> Int? {
        var count = 0
        while start + count < n, count <= CompoundWords.maximumLength {
            let c = flags[start + count] & CharacterFlag.classMask
            guard c == CharacterClass.lowercase.rawValue || c == CharacterClass.uppercase.rawValue else { break }
            count += 1
        }
        guard count >= Self.shortestWord, count <= CompoundWords.maximumLength else { return nil }
        let uppercase = CharacterClass.uppercase.rawValue
        var capitals: UInt64 = 0
        for k in 1..<count where flags[start + k] & CharacterFlag.classMask == uppercase
            && flags[start + k - 1] & CharacterFlag.classMask != uppercase {
            capitals |= 1 &<< UInt64(k)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 8) { letters -> Int? in
            for k in 0..<count {
                let scalar = CompiledTable.lowercased(scalars[start + k])
                guard scalar >= 0x61, scalar <= 0x7A else { return nil }
                letters[k] = UInt8(scalar)
            }
            for k in count..<count + 8 { letters[k] = 0 }
            guard let k = split(padded: UnsafePointer(letters.baseAddress!), count: count, at: capitals) else { return nil }
            end = start + count
            return k
        }
    }

    /// Where the lowercase word of `count` letters at `letters` (followed by eight bytes the hash
    /// may read) splits, by the rules above; where `capitals` has bits (the capitals after a small
    /// letter, bit k at letter k: `SmithInge`), only at one of them.
    private func split(padded letters: UnsafePointer<UInt8>, count: Int, at capitals: UInt64) -> Int? {
        guard kind(Self.hash(letters, count)).isEmpty else { return nil }
        var found: Int?
        for k in 2...(count - 3) where capitals == 0 || capitals & (1 &<< UInt64(k)) != 0 {
            let firstKind = kind(Self.hash(letters, k))
            let isForm = firstKind.contains(.form)
            guard isForm || (k >= 4 && !firstKind.isDisjoint(with: [.word, .name])) else { continue }
            let rest = count - k
            guard rest >= 4 || (rest == 3 && (k >= 5 || (isForm && k >= 3))) else { continue }
            if letters[k - 1] == UInt8(ascii: "s"), letters[k] == UInt8(ascii: "t") || letters[k] == UInt8(ascii: "h"),
               !kind(Self.hash(letters, k - 1)).isDisjoint(with: [.word, .name, .form]) { continue }
            guard kind(Self.hash(letters + k, rest)).contains(.word) else { continue }
            if found != nil { return nil }
            found = k
        }
        return found
    }
}
