import BrailleCore
import Foundation
import Testing

/// Every text the project shows for zh-TW is in Traditional script (issue 12, defect 12: "end of
/// book" was 全书完). Simplified characters are those Unihan gives a different
/// `kTraditionalVariant` (Debian `unicode-data`).
@Suite struct TraditionalScriptTests {
    static let variants = "/usr/share/unicode/Unihan_Variants.txt.bz2"
    static let haveUnihan = FileManager.default.fileExists(atPath: variants)
        && FileManager.default.isExecutableFile(atPath: "/bin/bzcat")

    /// The characters whose Traditional form is another character.
    static func simplifiedCharacters() throws -> Set<Unicode.Scalar> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bzcat")
        process.arguments = [variants]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var simplified = Set<Unicode.Scalar>()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.contains("\tkTraditionalVariant\t") {
            let fields = line.split(separator: "\t")
            func scalar(_ code: Substring) -> Unicode.Scalar? {
                UInt32(code.dropFirst(2).prefix { $0 != "<" }, radix: 16).flatMap(Unicode.Scalar.init)
            }
            guard fields.count >= 3, let character = scalar(fields[0]) else { continue }
            let traditional = fields[2].split(separator: " ").compactMap(scalar)
            if !traditional.contains(character) { simplified.insert(character) }
        }
        return simplified
    }

    /// Every text shown for zh-TW: navigator messages, feedback, trait words, formats, mode words.
    static var textsShownForChinese: [String] {
        let words = AbbreviationCatalog.abbreviations(forLanguage: "zh-TW")
        let modes = words.modes
        return [NavigatorMessages.text(.endOfBook, language: "zh-TW"), NavigatorMessages.text(.noElements, language: "zh-TW"),
                NavigatorMessages.text(.waitingForApp, language: "zh-TW")]
            + NavigatorFeedback.allCases.map { $0.text(language: "zh-TW") }
            + words.traits.values + [words.positionFormat, words.pageFormat, words.endOfContent]
            + [modes.adjusting, modes.action, modes.hint, modes.message, modes.history, words.actionsAvailable]
    }

    @Test(.enabled(if: haveUnihan, "needs Unihan_Variants.txt.bz2 (Debian unicode-data) and bzcat"))
    func everyTextShownForZhTWIsTraditional() throws {
        let simplified = try Self.simplifiedCharacters()
        #expect(simplified.contains("书") && !simplified.contains("書"), "the Unihan reading works")
        for text in Self.textsShownForChinese {
            let found = text.unicodeScalars.filter(simplified.contains)
            #expect(found.isEmpty, "'\(text)' has Simplified characters: \(String(String.UnicodeScalarView(found)))")
        }
    }

    @Test func endOfBookIsTraditional() {
        #expect(NavigatorMessages.text(.endOfBook, language: "zh-TW") == "全書完")
    }
}
