import Foundation
import Testing
@testable import BrailleCore

/// Our German tables against liblouis 3.24 on the project's German corpus (Data/*.txt).
///
/// liblouis is asked once per table, over the whole corpus on standard input. One deliberate
/// difference is taken out before comparing: the German code writes every closing quotation mark
/// as dots 3-5-6, but liblouis writes “ and ‘ (the German closing marks) as opening marks. So the
/// oracle is given the same text with a closing “ or ‘ (one that follows a non-space character)
/// spelled ” or ’, which liblouis writes as closing marks. Both rates are printed; the corrected
/// one is asserted. Lines in which liblouis meets a character its table does not define (it
/// writes an escape there) are not compared, only counted. Differences that remain are listed in
/// Data/differences-de.md.
@Suite(.tags(.liblouis)) struct GermanDifferentialTests {
    /// Spells closing German quotation marks the way liblouis recognises them as closing.
    static func closingQuotesForLiblouis(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar? = nil
        for s in line.unicodeScalars {
            let closes = previous.map { !$0.properties.isWhitespace && !"„‚(\"[".unicodeScalars.contains($0) } ?? false
            switch s {
            case "“" where closes: out.append("”")
            case "‘" where closes: out.append("’")
            default: out.append(s)
            }
            previous = s
        }
        return String(out)
    }

    /// liblouis writes a character its table does not define as `'\\x…'` with a backslash of
    /// dots 1-2-5-6-7, a cell a 6-dot table never produces otherwise; such a line has no oracle.
    static let liblouisEscapeBackslash: UInt8 = 0b0111_0011

    @Test("The German corpus is large enough and has no duplicates that inflate the rate")
    func corpusShape() throws {
        let lines = try GermanFixtures.corpus()
        #expect(lines.count >= 500)
        #expect(Set(lines).count == lines.count)
    }

    @Test("At least 99 % of corpus lines are identical to liblouis",
          .enabled(if: Requirements.haveLiblouis, Requirements.liblouisReason), arguments: ["de-g0-detailed", "de-g0"])
    func differential(tableName: String) throws {
        let lines = try GermanFixtures.corpus()
        let table = try TableCatalog.table(named: tableName)
        let raw = try Liblouis.cells(lines, table: "\(tableName).utb")
        let corrected = try Liblouis.cells(lines.map(Self.closingQuotesForLiblouis), table: "\(tableName).utb")
        var rawSame = 0
        var differences: [String] = []
        var noOracle: [String] = []
        for (index, line) in lines.enumerated() {
            let ours = table.translate(line).cells
            if ours == raw[index] { rawSame += 1 }
            if corrected[index].contains(Self.liblouisEscapeBackslash) {
                noOracle.append(line)
            } else if ours != corrected[index] {
                differences.append("\(line)\n    ours:     \(GermanFixtures.braille(ours))\n    liblouis: \(GermanFixtures.braille(corrected[index]))")
            }
        }
        let compared = lines.count - noOracle.count
        let same = compared - differences.count
        let rate = Double(same) / Double(compared)
        print("\(tableName): \(same)/\(compared) lines identical to liblouis with closing quotes spelled for it (\(String(format: "%.2f", rate * 100)) %); \(rawSame)/\(lines.count) identical as written; \(noOracle.count) lines not compared because liblouis has no translation for a character in them")
        for difference in differences { print("  \(tableName): \(difference)") }
        for line in noOracle { print("  \(tableName) not compared: \(line)") }
        #expect(noOracle.count * 50 <= lines.count, "more than 2 % of the corpus has characters liblouis does not define")
        #expect(rate >= 0.99, "\(tableName): \(differences.count) of \(compared) lines differ")
    }
}
