@testable import BrailleBridge
import BrailleCore
import Foundation

/// The seeds and generators of the fuzz campaign: valid inputs of every reader to mutate, and
/// random text drawn from what the bundled tables write.
enum FuzzInputs {
    /// The example documents.
    static let documents: [[UInt8]] = {
        let folder = BridgeProcess.packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap {
            try? Array(Data(contentsOf: folder.appendingPathComponent($0)))
        }
    }()

    /// One event of every type (docs/events.md), for the counter example's elements.
    static let events: [[UInt8]] = [
        #"{"type": "valueChanged", "identifier": "counter", "value": "11 seconds left"}"#,
        #"{"type": "valueChanged", "identifier": "duration", "value": 11}"#,
        #"{"type": "elementChanged", "identifier": "start", "traits": ["button", "notEnabled"], "label": "Go"}"#,
        #"{"type": "announcement", "text": "Timer started"}"#,
        #"{"type": "layoutChanged", "focus": "stop"}"#,
        #"{"type": "pageScrolled", "text": "Page 19 of 27"}"#,
        #"{"type": "elementAdded", "container": "table", "index": 0, "element": {"identifier": "new", "label": "New", "traits": ["textField"], "value": "abc"}}"#,
        #"{"type": "elementRemoved", "identifier": "stop"}"#,
        #"{"type": "caretMoved", "identifier": "name", "offset": 2}"#,
        #"{"type": "selectionChanged", "identifier": "name", "start": 0, "end": 3}"#,
        #"{"type": "screenChanged", "screen": {"title": "Photos", "elements": [{"identifier": "p", "label": "Photo", "traits": ["button", "image"]}]}}"#,
    ].map { Array($0.utf8) }

    /// Words a key-binding file is made of: key names, chords, commands, comments, and mistakes.
    static let keyWords: [String] = KeyBindings.defaultList.map(\.key) + KeyBindings.commandNames.keys.sorted()
        + ["CHORD_125", "CHORD_1", "CHORD_9", "CHORD_11", "chord_", "KEY_ENTER", "KEY_FUNCTION_3", "KEY_FUNCTION_99",
           "key_nothing", "route", "PASSDOTS", "CSRTRK", "nextWindw", "ＦＷＩＮＲＴ", "é", "#", "\u{0}", "\u{1B}[2J"]

    /// Random key-binding file text: lines of one to three words, some blank, some comments,
    /// with LF or CRLF endings.
    static func keyFile(using rng: inout SeededGenerator) -> [UInt8] {
        var text = ""
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: text += "# " + keyWords.randomElement(using: &rng)!
            case 1: text += ""
            default:
                text += (0..<Int.random(in: 1...3, using: &rng)).map { _ in keyWords.randomElement(using: &rng)! }
                    .joined(separator: Bool.random(using: &rng) ? " " : "\t")
            }
            text += Int.random(in: 0..<4, using: &rng) == 0 ? "\r\n" : "\n"
        }
        return Array(text.utf8)
    }

    /// Characters the bundled tables write, and some they do not.
    static let alphabet: [Character] = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?'\"()[]{}<>-–—_/\\@#$%&*+=~^`|"
        + "äöüßÄÖÜẞéèàçñ€£§°…‘’“”«»„‚ "
        + "中文說明個你妳他她牠祂這那什麼儲存播放設定檔案開啟關閉應該為會相選 "
        + "ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦㄧㄨㄩˊˇˋ˙"
        + "⠁⠃⣿😀👍🏽\u{301}\u{200B}\u{FEFF}\t\u{7}")

    /// Random text: mostly the tables' characters in runs, sometimes any scalar, sometimes long.
    static func text(using rng: inout SeededGenerator) -> String {
        let length = Int.random(in: 0..<50, using: &rng) == 0 ? Int.random(in: 1000...20_000, using: &rng)
            : Int.random(in: 0...120, using: &rng)
        var text = ""
        text.reserveCapacity(length)
        for _ in 0..<length {
            if Int.random(in: 0..<20, using: &rng) == 0 {
                var scalar: Unicode.Scalar?
                while scalar == nil { scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) }
                text.unicodeScalars.append(scalar!)
            } else {
                text.append(alphabet.randomElement(using: &rng)!)
            }
        }
        return text
    }

    /// The bundled table files to mutate; zh-tw (1.5 MB) as windows of 200 lines.
    static let tables: [[UInt8]] = {
        let folder = BridgeProcess.packageRoot.appendingPathComponent("Tables")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var files: [[UInt8]] = []
        for name in names where name.hasSuffix(".tbl") || name.hasSuffix(".tbi") {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
            let bytes = Array(data)
            if bytes.count < 1 << 15 { files.append(bytes); continue }
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            for start in stride(from: 0, to: lines.count, by: 2000) {
                files.append(Array(lines[start..<min(lines.count, start + 200)].joined(separator: [0x0A])))
            }
        }
        return files
    }()

    /// Random cells: any of the 256, with blanks and runs of one cell.
    static func cells(using rng: inout SeededGenerator) -> [UInt8] {
        let length = Int.random(in: 0..<50, using: &rng) == 0 ? Int.random(in: 1000...20_000, using: &rng)
            : Int.random(in: 0...120, using: &rng)
        var cells: [UInt8] = []
        cells.reserveCapacity(length)
        while cells.count < length {
            let cell = Int.random(in: 0..<6, using: &rng) == 0 ? 0 : UInt8.random(in: 0...255, using: &rng)
            cells.append(contentsOf: repeatElement(cell, count: Int.random(in: 0..<10, using: &rng) == 0 ? Int.random(in: 2...40, using: &rng) : 1))
        }
        return cells
    }
}
