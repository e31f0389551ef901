/// The opcodes of the table format (see `Tables/README.md`).
enum Opcode: String, CaseIterable {
    case table, include, letter, digit, punctuation, sign, char, space, seq, word
    case capital, capsword, capspassage, capsterminator, numsign, numcontinue, lettersign, lettersignafter
    case undefined, cells, numspace, beforeletter, betweenletters, wordstart, wordend, capitalform, combining
    case context, numjoin, singlecapsword, addressmark, addresscapital, addresschar, numcontinuebetweendigits
    case readback, readhex, weight, foldcase, lowerword, lowerwordjoined, vowels, wordbefore, wordafter, wordbreak, nocontractionafterdigit, preferstrong, compound, compoundparts, possessive

    /// A character or string operand followed by dots.
    var isDefinition: Bool {
        switch self {
        case .letter, .digit, .punctuation, .sign, .char, .space, .combining, .seq, .word, .lowerword, .lowerwordjoined,
             .beforeletter, .betweenletters, .wordstart, .wordend, .capitalform: true
        default: false
        }
    }

    /// The opcodes by the length of their spelling, so that a statement is compared with the few
    /// of its length only.
    private static let spellings: [[(bytes: [UInt8], opcode: Opcode)]] = {
        var byLength = [[(bytes: [UInt8], opcode: Opcode)]](repeating: [], count: 32)
        for opcode in allCases { byLength[opcode.rawValue.utf8.count].append((Array(opcode.rawValue.utf8), opcode)) }
        return byLength
    }()

    /// Recognises an opcode without building a string.
    init?(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        let length = range.count
        // The statements large tables are made of, without a search.
        let p = range.lowerBound
        if length == 3, bytes[p] == UInt8(ascii: "s"), bytes[p + 1] == UInt8(ascii: "e"), bytes[p + 2] == UInt8(ascii: "q") {
            self = .seq
            return
        }
        if length == 4, bytes[p] == UInt8(ascii: "c"), bytes[p + 1] == UInt8(ascii: "h"), bytes[p + 2] == UInt8(ascii: "a"),
           bytes[p + 3] == UInt8(ascii: "r") {
            self = .char
            return
        }
        guard length < Opcode.spellings.count else { return nil }
        for (spelling, opcode) in Opcode.spellings[length] {
            var k = 0
            while k < length, spelling[k] == bytes[range.lowerBound + k] { k += 1 }
            if k == length { self = opcode; return }
        }
        return nil
    }
}
