import Foundation
import Testing

/// The committed `Tables/zh-tw-phrases.txt` is exactly what `scripts/zh-tw/phrases.py` makes from
/// libchewing3-data and the committed `Tables/zh-tw.tbl`: a regenerated table asks for it again.
@Suite(.tags(.python)) struct ZhTwPhraseDataTests {
    static let inputs = ["/usr/bin/python3", "/usr/share/libchewing/index_tree.dat"]
    static let missingInput = inputs.first { !FileManager.default.fileExists(atPath: $0) }

    @Test(.enabled(if: missingInput == nil, "needs \(missingInput ?? "") (python3, libchewing3-data)"))
    func committedPhraseDataIsTheGeneratorsOutput() throws {
        try GeneratedFile.expectCommitted("Tables/zh-tw-phrases.txt", isTheOutputOf: "scripts/zh-tw/phrases.py")
    }
}
