import Testing
import BrailleCore

/// Random tables and random table text, from a fixed seed: compiling never crashes (it compiles or
/// throws a `TableError` that names a line), and whatever compiles translates random text over
/// its own characters with exact maps.
@Suite struct TableFuzzTests {
    static let alphabet: [String] = ["a", "b", "c", "A", "B", "1", "2", ".", ",", "?", "\"", "’", "é", "\\s", "U+0301", "U+1F600", "x", "y", "z", "-", "#"]
    static let dots: [String] = ["1", "12", "3456", "6", "0", "1-2", "78", "56", "2 3", "6 6", "123456"]
    static let opcodes: [String] = ["letter", "digit", "punctuation", "sign", "char", "space", "combining", "seq", "word",
                                    "capital", "capsword", "capspassage", "capsterminator", "capitalform", "numsign",
                                    "numcontinue", "numspace", "lettersign", "lettersignafter", "beforeletter",
                                    "betweenletters", "wordstart", "wordend", "undefined", "cells"]

    static func pick<T>(_ items: [T], _ rng: inout SeededGenerator) -> T { items[Int(rng.next() % UInt64(items.count))] }

    /// A line that is usually well-formed and sometimes not.
    static func randomLine(_ rng: inout SeededGenerator) -> String {
        let op = pick(opcodes, &rng)
        var parts = [op]
        switch op {
        case "seq", "word":
            let letters = ["a", "b", "c", "A", "1", ".", "?", "é", "\\s", "\\u{301}", "😀", "x", "-"]
            parts.append((0..<(1 + Int(rng.next() % 3))).map { _ in pick(letters, &rng) }.joined())
            parts.append(pick(dots, &rng))
        case "capital", "capsword", "capspassage", "capsterminator", "numsign", "numspace", "lettersign":
            parts.append(pick(dots, &rng))
        case "numcontinue", "lettersignafter":
            parts.append(pick(alphabet, &rng))
            parts.append(pick(alphabet, &rng))
        case "undefined":
            parts.append(pick(["123456", "123456", "hex", "escape 3 12567 3", "escape 1"], &rng))
        case "cells":
            parts.append(pick(["6", "8", "6", "7"], &rng))
        default:
            parts.append(pick(alphabet, &rng))
            parts.append(pick(dots, &rng))
        }
        // Now and then a damaged line.
        switch rng.next() % 40 {
        case 0: parts.removeLast()
        case 1: parts.append("9")
        case 2: parts[0] = "bogus"
        default: break
        }
        return parts.joined(separator: " ")
    }

    static func randomText(_ rng: inout SeededGenerator) -> String {
        let characters: [String] = ["a", "b", "c", "A", "B", "C", "1", "2", ".", ",", "?", "\"", "’", "é", " ", "\u{301}", "😀", "x", "y", "-", "#", "Z"]
        return (0..<Int(rng.next() % 24)).map { _ in pick(characters, &rng) }.joined()
    }

    @Test func randomTablesCompileOrFailCleanlyAndTranslateWithExactMaps() throws {
        var rng = SeededGenerator(seed: 0x7AB1E)
        var compiled = 0
        for tableIndex in 0..<400 {
            let lines = (0..<(1 + Int(rng.next() % 14))).map { _ in Self.randomLine(&rng) }
            let source = lines.joined(separator: "\n") + "\n"
            let table: BrailleTable
            do {
                table = try BrailleTable(source: source, path: "fuzz.tbl")
            } catch {
                #expect(error.file == "fuzz.tbl")
                #expect((1...lines.count).contains(error.line) || error.line == 0, "\(error) for\n\(source)")
                continue
            }
            compiled += 1
            for _ in 0..<20 {
                let text = Self.randomText(&rng)
                let t = table.translate(text)
                if let problem = PositionMapTests.violation(t, scalarCount: text.unicodeScalars.count) {
                    Issue.record("table \(tableIndex) \(text.debugDescription): \(problem)\n\(source)")
                    return
                }
            }
        }
        // Most random tables are well-formed enough to compile: the translation side is exercised.
        #expect(compiled > 100)
    }

    @Test func randomBytesNeverCrashTheParser() throws {
        var rng = SeededGenerator(seed: 0xB17E5)
        let pieces: [String] = ["letter", "seq", " ", "\t", "\n", "a", "12", "-", "U+", "\\", "\\u{", "}", "#", "é", "0", "9", "include", "table", "x y z", "\r\n"]
        var compiled = 0, rejected = 0
        for _ in 0..<1_000 {
            let source = (0..<Int(rng.next() % 30)).map { _ in Self.pick(pieces, &rng) }.joined()
            let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            do {
                let table = try BrailleTable(source: source, path: "bytes.tbl")
                compiled += 1
                // What compiles translates its own text with exact maps.
                let text = Self.randomText(&rng)
                if let problem = PositionMapTests.violation(table.translate(text), scalarCount: text.unicodeScalars.count) {
                    Issue.record("\(text.debugDescription): \(problem)\n\(source)")
                }
            } catch {
                rejected += 1
                // The error names the file, a line of it and a column inside that line.
                #expect(error.file == "bytes.tbl")
                #expect((0...lines.count).contains(error.line), "\(error) for \(source.debugDescription)")
                if error.line > 0 {
                    #expect(error.column <= lines[error.line - 1].count + 1, "\(error) for \(source.debugDescription)")
                }
                #expect(!error.message.isEmpty && !error.message.contains("\n"))
                #expect(error.description.hasPrefix("bytes.tbl:"))
                // The same source fails the same way.
                #expect(throws: error) { try BrailleTable(source: source, path: "bytes.tbl") }
            }
        }
        #expect(compiled > 0 && rejected > 0, "\(compiled) compiled, \(rejected) rejected")
    }
}
