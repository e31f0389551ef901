import Foundation
import Testing

/// The committed `Tables/zh-tw.tbl` is exactly what `scripts/zh-tw/generate.py` makes from the
/// Debian packages unicode-data, libchewing3-data, rime-data-terra-pinyin and rime-essay (which CI installs).
@Suite(.tags(.python)) struct ZhTwGeneratorTests {
    /// The generator's interpreter and the Debian data it reads.
    static let inputs = ["/usr/bin/python3", "/usr/share/unicode/Unihan_Readings.txt.bz2", "/usr/share/libchewing", "/usr/share/rime-data/terra_pinyin.dict.yaml",
                          "/usr/share/rime-data/essay.txt"]
    static let missingInput = inputs.first { !FileManager.default.fileExists(atPath: $0) }

    @Test(.enabled(if: missingInput == nil, "needs \(missingInput ?? "") (python3, unicode-data, libchewing3-data, rime-data-terra-pinyin, rime-essay)"))
    func committedTableIsTheGeneratorsOutput() throws {
        try GeneratedFile.expectCommitted("Tables/zh-tw.tbl", isTheOutputOf: "scripts/zh-tw/generate.py")
    }

    /// The UI words of the segmentation are those that `ui_words.py` learns from the development
    /// half of the catalogs of `catalog-packages.txt` (installed by scripts/install-deps.sh).
    @Test(.enabled(if: ZhTwRealTextTests.available, "needs /usr/bin/python3 and the zh_TW catalogs of scripts/zh-tw/catalog-packages.txt"))
    func committedUIWordsAreLearnedFromTheDevelopmentHalf() throws {
        try GeneratedFile.expectCommitted("scripts/zh-tw/ui-words.txt", isTheOutputOf: "scripts/zh-tw/ui_words.py")
    }
}
