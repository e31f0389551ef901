@testable import BrailleBridge
import BrailleCore
import Foundation

/// What each reader must do with any input: return a value, or refuse it with one line that names
/// the place; and never trap (the navigator's and the translation's invariants are checked in
/// debug builds after every step). A broken promise is returned as a sentence.
enum FuzzReaders {
    /// Translates `text` with `table`, checks the position maps, then reads the cells back and
    /// checks that map too.
    static func translate(_ text: String, with table: BrailleTable) -> String? {
        let translation = table.translate(text)
        if let problem = translation.invariantViolation() { return "translation of \(text.debugDescription): \(problem)" }
        let back = table.backTranslate(translation.cells)
        let scalars = back.text.unicodeScalars.count
        guard back.textOffsetForCell.count == translation.cells.count,
              back.cellOffsetForText.count == scalars,
              back.textOffsetForCell.allSatisfy({ (0...scalars).contains($0) }),
              back.cellOffsetForText.allSatisfy({ (0..<max(translation.cells.count, 1)).contains($0) })
        else { return "back-translation maps of \(text.debugDescription) out of step" }
        return nil
    }

    /// Reads a screen document as the bridge does, and as `inspect` does; a document that loads
    /// is shown on a navigator and driven with `keys`.
    static func document(_ bytes: [UInt8], columns: Int, keys: [BrailleCommand]) -> (accepted: Bool, problem: String?) {
        let screen: Screen
        do {
            screen = try ScreenDocument.screen(utf8: bytes, source: "fuzz.json")
        } catch {
            let message = error.description
            guard message.hasPrefix("fuzz.json") else { return (false, "document error without its place: \(PrintableText.oneLine(message))") }
            return (false, inspectProblem(bytes))
        }
        var navigator = Navigator(screen: screen, columns: columns)
        let now = ContinuousClock.now
        for key in keys { _ = navigator.handle(key, now: now) }
        _ = navigator.tick(now: now + .seconds(60))
        return (true, inspectProblem(bytes))
    }

    private static func inspectProblem(_ bytes: [UInt8]) -> String? {
        do {
            let report = try InspectorReport.inspect(bytes, source: "fuzz.json", screenSize: ScreenSize("390x844")!)
            _ = report.text
            return nil
        } catch {
            return error.description.hasPrefix("fuzz.json") ? nil : "inspect error without its place: \(PrintableText.oneLine(error.description))"
        }
    }

    /// Reads one feed line as the bridge does and applies an event to `navigator`.
    static func event(_ bytes: [UInt8], line: Int, on navigator: inout Navigator) -> (accepted: Bool, problem: String?) {
        guard let input = FeedDecoder.decode(bytes, line: line, source: "fuzz") else { return (false, nil) }
        switch input {
        case .event(let event, _):
            _ = navigator.apply(event, now: .now)
            return (true, nil)
        case .malformed(let message):
            return (false, message.hasPrefix("feed fuzz:\(line)") ? nil : "feed error without its line: \(PrintableText.oneLine(message))")
        case .connected, .closed, .report, .superseded:
            return (false, "the decoder returned \(input) for a line")
        }
    }

    /// Reads a key-binding file as `--keys` does.
    static func keyFile(_ bytes: [UInt8]) -> (accepted: Bool, problem: String?) {
        let text: String
        do {
            text = try InputFile.text(of: bytes, path: "fuzz.conf")
        } catch {
            return (false, "\(error)".contains("'fuzz.conf'") ? nil : "UTF-8 error without its place: \(error)")
        }
        do {
            _ = try KeyBindings(parsing: text, file: "fuzz.conf")
            return (true, nil)
        } catch let error as KeyBindingError {
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).count
            guard error.file == "fuzz.conf", (1...max(lines, 1)).contains(error.line), error.column >= 1 else {
                return (false, "key-file error with a wrong place: \(error)")
            }
            return (false, nil)
        } catch {
            return (false, "key-file reader threw \(error)")
        }
    }

    /// Reads `cells` back with `reader`: both maps complete, in range and in step with the text,
    /// and every unread cell in the text as its dots (`\\123456/`) at the place its map names.
    static func backTranslate(_ cells: [UInt8], with reader: BackTranslator) -> String? {
        let back = reader.backTranslate(cells)
        let scalars = Array(back.text.unicodeScalars)
        guard back.textOffsetForCell.count == cells.count, back.cellOffsetForText.count == scalars.count,
              back.textOffsetForCell.allSatisfy({ (0...scalars.count).contains($0) }),
              back.cellOffsetForText.allSatisfy({ (0..<max(cells.count, 1)).contains($0) }),
              zip(back.cellOffsetForText, back.cellOffsetForText.dropFirst()).allSatisfy({ $0 <= $1 }),
              zip(back.textOffsetForCell, back.textOffsetForCell.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return "back-translation maps of \(BrailleEncoding.dots.encode(cells)) out of step" }
        for cell in back.unreadCells {
            let escape = Array(("\\" + BrailleEncoding.dotNumbers(cells[cell]) + "/").unicodeScalars)
            let at = back.textOffsetForCell[cell]
            guard at + escape.count <= scalars.count, Array(scalars[at..<at + escape.count]) == escape else {
                return "unread cell \(cell) of \(BrailleEncoding.dots.encode(cells)) is not in the text \(back.text.debugDescription)"
            }
        }
        return nil
    }

    /// Compiles a table from `bytes` (as `--table FILE` does); a table that compiles translates
    /// `text` with exact maps and reads its cells back.
    static func table(_ bytes: [UInt8], text: String) -> (accepted: Bool, problem: String?) {
        let table: BrailleTable
        do {
            table = try BrailleTable(source: String(decoding: bytes, as: UTF8.self), path: "fuzz.tbl")
        } catch {
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            guard !error.file.isEmpty, error.file != "fuzz.tbl" || (0...max(lines, 1)).contains(error.line),
                  !error.description.contains("\n") else {
                return (false, "table error with a wrong place: \(PrintableText.oneLine(error.description))")
            }
            return (false, nil)
        }
        if let problem = translate(text, with: table) { return (true, problem) }
        return (true, backTranslate(table.translate(text).cells, with: BackTranslator(table: table)))
    }
}
