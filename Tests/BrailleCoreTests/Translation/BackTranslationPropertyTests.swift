import BrailleCore
import Testing

/// back(forward(s)) == s for random strings of a table's characters, where the table tells them
/// apart. The cases where it cannot are listed in docs/translation.md ("Choices where cells are
/// shared") and left out of the alphabets here.
@Suite struct BackTranslationPropertyTests {
    /// Each table and the characters the random strings are made of.
    static let alphabets: [(table: String, characters: String)] = [
        ("en-us-comp8", String((0x20...0x7E).map { Character(Unicode.Scalar($0)!) })),
        ("en-ueb-g1", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.;:!-"),
        // Not `? ! :`: before a letter they take dot 6 first (`context` rules), which reads as
        // `¿ ¡` and an apostrophe; not `,`: `79,i` is written without a letter sign and reads
        // as `79,9` (docs/translation.md).
        ("de-g0-detailed", "abcdefghijklmnopqrstuvwxyzäöüßABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ0123456789 .;"),
    ]

    @Test(arguments: alphabets.map(\.table))
    func randomStringsComeBack(table name: String) throws {
        let characters = Array(Self.alphabets.first { $0.table == name }!.characters)
        let table = try TableCatalog.table(named: name)
        let reader = BackTranslator(table: table)
        var random = SeededGenerator(seed: 0xB4C_0000 + UInt64(name.count))
        var failures: [String] = []
        for _ in 0..<500 {
            let length = Int.random(in: 1...12, using: &random)
            var text = String((0..<length).map { _ in characters.randomElement(using: &random)! })
            // Spaces at the ends and runs of spaces are layout, not text.
            text = text.split(separator: " ").joined(separator: " ")
            guard !text.isEmpty else { continue }
            let back = reader.backTranslate(table.translate(text).cells).text
            if back != text { failures.append("\(text) -> \(back)") }
        }
        #expect(failures.isEmpty, "\(failures.count) of 500: \(failures.prefix(12).joined(separator: " | "))")
    }
}
