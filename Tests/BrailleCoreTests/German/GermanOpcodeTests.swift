import Testing
@testable import BrailleCore

/// The opcodes the German tables added to the format: `context`, `numjoin`, `singlecapsword`,
/// `addressmark`, `addresscapital`, `addresschar`; each with a small table of its own.
@Suite struct GermanOpcodeTests {
    static let base = """
        letter a 1
        letter b 12
        letter c 14
        digit 1 1
        digit 2 12
        numsign 3456
        space \\s 0
        punctuation . 3
        punctuation : 25
        sign + 4 235
        """

    static func translate(_ extra: String, _ text: String) throws -> String {
        let table = try TableParser.compile(source: base + "\n" + extra, path: "test.tbl")
        return GermanFixtures.braille(table.translate(text).cells)
    }

    @Test func contextMatchesOnlyWhereBothSidesFit() throws {
        let rule = "context digit + digit 0 4 235"
        #expect(try Self.translate(rule, "1+2") == "⠼⠁⠀⠈⠖⠼⠃")
        #expect(try Self.translate(rule, "a+b") == "⠁⠈⠖⠃")
        #expect(try Self.translate(rule, "1+a") == "⠼⠁⠈⠖⠁")
    }

    @Test func spaceContextIncludesTheTextBoundary() throws {
        let rule = "context space a nonspace 1 1"
        #expect(try Self.translate(rule, "ab") == "⠁⠁⠃")
        #expect(try Self.translate(rule, "b ab") == "⠃⠀⠁⠁⠃")
        #expect(try Self.translate(rule, "ba") == "⠃⠁")
    }

    @Test func numjoinKeepsTheNumberGoing() throws {
        #expect(try Self.translate("numjoin : 4 25", "1:2") == "⠼⠁⠈⠒⠃")
        #expect(try Self.translate("numjoin : 4 25", "a:b") == "⠁⠒⠃")
    }

    @Test func numberEndsAfterItsLastDigitWithNumContinueBetweenDigits() throws {
        let rules = "numcontinue .\nlettersign 6\nlettersignafter a"
        #expect(try Self.translate(rules, "1.a") == "⠼⠁⠄⠠⠁")
        #expect(try Self.translate(rules + "\nnumcontinuebetweendigits", "1.a") == "⠼⠁⠄⠁")
        #expect(try Self.translate(rules + "\nnumcontinuebetweendigits", "1.2a") == "⠼⠁⠄⠃⠠⠁")
    }

    @Test func singleCapsWordMarksALoneCapital() throws {
        let caps = "capital 46\ncapsword 45\ncapsterminator 6"
        #expect(try Self.translate(caps, "Ab aB") == "⠨⠁⠃⠀⠁⠨⠃")
        #expect(try Self.translate(caps + "\nsinglecapsword", "Ab aB") == "⠨⠁⠃⠀⠁⠘⠃")
    }

    @Test func addressesAreWrittenWhole() throws {
        let rules = "addressmark 6 46\naddresscapital 4\naddresschar 1 16\nsign @ 4 345\ncapital 46"
        #expect(try Self.translate(rules, "a@b.ca") == "⠠⠨⠁⠈⠜⠃⠄⠉⠁")
        #expect(try Self.translate(rules, "B1.cab") == "⠠⠨⠈⠃⠡⠄⠉⠁⠃")
        #expect(try Self.translate(rules, "b.c") == "⠃⠄⠉")
    }

    @Test("Bad operands are errors at their place", arguments: [
        ("context sometimes + digit 1", "test.tbl:11:9: unknown context 'sometimes': use -, space, nonspace, letter, nonletter, digit, start, mark, wordbegin, wordend, inword, syllable or consonant"),
        ("context digit + digit", "test.tbl:11:22: 'context' needs BEFORE STRING AFTER and dots"),
        ("singlecapsword yes", "test.tbl:11:16: 'singlecapsword' takes no operands"),
        ("numjoin : 9", "test.tbl:11:11: dot 9 does not exist: dots are 1 to 8 ('0' alone is the blank cell)"),
    ])
    func badOperands(line: String, message: String) {
        do {
            _ = try TableParser.compile(source: Self.base + "\n" + line, path: "test.tbl")
            Issue.record("no error for \(line)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
