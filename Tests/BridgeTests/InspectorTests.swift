import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

/// `brl-bridge inspect`: every element in reading order with frame, traits, line and braille,
/// then what a braille reader would stumble on.
@Suite struct InspectorTests {
    /// A document with each problem the inspector reports, once.
    static let problems = """
        {
          "version": 1,
          "title": "Problems",
          "language": "en",
          "elements": [
            { "identifier": "title", "label": "Settings", "traits": ["header"],
              "frame": { "x": 0, "y": 20, "width": 320, "height": 44 } },
            { "identifier": "mystery", "traits": ["button"],
              "frame": { "x": 10, "y": 70, "width": 44, "height": 44 } },
            { "identifier": "photo", "label": "", "traits": ["image"],
              "frame": { "x": 60, "y": 70, "width": 100, "height": 100 } },
            { "identifier": "volume", "label": "Volume", "traits": ["adjustable"],
              "frame": { "x": 10, "y": 180, "width": 300, "height": 44 } },
            { "identifier": "row", "isAccessibilityElement": false,
              "frame": { "x": 0, "y": 240, "width": 320, "height": 60 },
              "children": [
                { "identifier": "save", "label": "Save", "traits": ["button"],
                  "frame": { "x": 280, "y": 10, "width": 80, "height": 44 } },
                { "identifier": "title", "label": "Cancel", "traits": ["button"],
                  "frame": { "x": 10, "y": 10, "width": 80, "height": 44 } }
              ] }
          ]
        }
        """

    static func write(_ text: String) throws -> (directory: URL, path: String) {
        let directory = try TerminalHarness.temporaryDirectory()
        let file = directory.appendingPathComponent("screen.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (directory, file.path)
    }

    @Test func aDocumentWithEveryProblemIsListedAndEachProblemFound() throws {
        let (directory, path) = try Self.write(Self.problems)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try TerminalHarness.run(["inspect", path, "--screen", "320x568"])
        #expect(run.status == 1, "findings give exit status 1")
        #expect(run.stderr == "")
        #expect(run.stdout == """
            Problems (en): 6 elements in reading order

             1. title
                frame    0, 20, 320x44
                traits   header
                line     Settings hdg
                braille  ⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠓⠙⠛

             2. mystery
                frame    10, 70, 44x44
                traits   button
                line     btn
                braille  ⠃⠞⠝

             3. photo
                frame    60, 70, 100x100
                traits   image
                line     gra
                braille  ⠛⠗⠁

             4. volume
                frame    10, 180, 300x44
                traits   -
                line     Volume
                braille  ⠠⠧⠕⠇⠥⠍⠑

             5. title~2
                frame    10, 250, 80x44
                traits   button
                line     Cancel btn 1/2
                braille  ⠠⠉⠁⠝⠉⠑⠇⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠃

             6. save
                frame    280, 250, 80x44
                traits   button
                line     Save btn 2/2
                braille  ⠠⠎⠁⠧⠑⠀⠃⠞⠝⠀⠼⠃⠸⠌⠼⠃

            5 findings:
              elements[1] "mystery": element with no label
              elements[2] "photo": image without a description (no label)
              elements[3] "volume": adjustable element with no value
              elements[4].children[0] "save": frame 280, 250, 80x44 is outside the 320x568 screen
              elements[4].children[1] "title": duplicate identifier (first used at elements[0])

            """)
    }

    @Test(arguments: ["counter.json", "task-list.json", "progress-slider.json", "photo-grid.json", "german.json", "chinese.json",
                      "book.json"])
    func theExampleScreensHaveNoFindings(name: String) throws {
        let run = try TerminalHarness.run(["inspect", TerminalHarness.example(name)])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\nno findings\n"))
        let screen = try ScreenDocument.screen(fromJSON: String(contentsOfFile: TerminalHarness.example(name), encoding: .utf8))
        // Every element of the reading order is listed, numbered in order, with its identifier.
        for (i, placed) in screen.readingOrder.enumerated() {
            #expect(run.stdout.contains("\(i + 1). \(placed.element.identifier)\n"))
        }
    }

    @Test func aTabletDocumentFitsAnIPadScreenButNotAPhone() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("tablet.json")
        try #"{"version": 1, "elements": [{"identifier": "next-page", "label": "Next page", "traits": ["button"], "frame": {"x": 548, "y": 960, "width": 200, "height": 44}}]}"#
            .write(to: document, atomically: true, encoding: .utf8)
        let tablet = try TerminalHarness.run(["inspect", document.path, "--screen", "768x1024"])
        #expect(tablet.status == 0)
        let phone = try TerminalHarness.run(["inspect", document.path])
        #expect(phone.status == 1)
        #expect(phone.stdout.contains(#"elements[0] "next-page": frame 548, 960, 200x44 is outside the 390x844 screen"#))
    }

    /// Issue 12, defect 10: a language without a table was shown in hex escapes with no finding.
    @Test func aLanguageWithoutATableIsAFinding() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("zh-cn.json")
        try #"{"version": 1, "language": "zh-CN", "elements": [{"identifier": "a", "label": "设置", "traits": ["button"]}, {"identifier": "b", "label": "設定", "language": "zh-TW"}]}"#
            .write(to: document, atomically: true, encoding: .utf8)
        let run = try TerminalHarness.run(["inspect", document.path])
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("""
            1 finding:
              language: no braille table for language "zh-CN": its text shows in en-ueb-g1, characters it lacks as escapes

            """), "\(run.stdout)")
        // The words the display adds are in the language of the table used: "btn", not 按鈕 in escapes.
        #expect(run.stdout.contains("line     设置 btn"))
    }

    @Test func theBookShowsItsPage() throws {
        let run = try TerminalHarness.run(["inspect", TerminalHarness.example("book.json")])
        #expect(run.stdout.contains("book     page 1 of 6"))
    }

    @Test(arguments: [
        ("{\"version\":1,", "screen.json:1:14: expected a member name in quotes, found the end of the text"),
        (#"{"version":1,"elements":[{"identifier":"a","label":"A","traits":["buton"]}]}"#,
         #"elements[0].traits[0]: unknown trait "buton""#),
    ])
    func anUnreadableDocumentExitsWithTwoAndSaysWhereAndWhy(text: String, message: String) throws {
        let (directory, path) = try Self.write(text)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try TerminalHarness.run(["inspect", path])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("brl-bridge inspect: \(path)"))
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func aMissingDocumentExitsWithTwoAndSaysWhy() throws {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("absent.json").path
        let run = try TerminalHarness.run(["inspect", path])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("brl-bridge inspect: cannot read document '\(path)': "))
        #expect(run.stderr.hasSuffix(": No such file or directory\n"), "the cause is named: \(run.stderr)")
    }

    @Test(arguments: [
        (#"{"identifier":"x","traits":["button"]}"#, "element with no label"),
        (#"{"identifier":"x","label":"  ","traits":["button"]}"#, "element with no label"),
        (#"{"identifier":"x","traits":["image"]}"#, "image without a description (no label)"),
        (#"{"identifier":"x","label":"Speed","traits":["adjustable"]}"#, "adjustable element with no value"),
        (#"{"identifier":"x","label":"Speed","traits":["adjustable"],"adjustable":{"value":0,"minimum":0,"maximum":1,"step":1,"valueTexts":["","fast"]}}"#,
         "adjustable element with no value"),
        (#"{"identifier":"x","label":"Off","frame":{"x":-5,"y":0,"width":10,"height":10}}"#,
         "frame -5, 0, 10x10 is outside the 390x844 screen"),
        (#"{"identifier":"x","label":"Low","frame":{"x":0,"y":840,"width":10,"height":10}}"#,
         "frame 0, 840, 10x10 is outside the 390x844 screen"),
    ])
    func eachProblemIsFound(element: String, problem: String) throws {
        var linter = DocumentLinter(screenSize: try #require(ScreenSize("390x844")))
        let document = try JSONValue.parse(#"{"version":1,"elements":["# + element + "]}")
        let loadable = linter.lint(document)
        #expect(linter.findings.map(\.description) == [#"elements[0] "x": "# + problem])
        // The copy for the listing always loads.
        #expect(throws: Never.self) { try ScreenDocument.screen(fromJSON: loadable.serialized()) }
    }

    @Test func containersAreNotElementsAndChildFramesAreRelativeToThem() throws {
        var linter = DocumentLinter(screenSize: try #require(ScreenSize("100x100")))
        let document = try JSONValue.parse("""
            {"version":1,"elements":[{"identifier":"box","isAccessibilityElement":false,
              "frame":{"x":50,"y":50,"width":50,"height":50},
              "children":[{"identifier":"in","label":"In","frame":{"x":0,"y":0,"width":50,"height":50}},
                          {"identifier":"out","label":"Out","frame":{"x":10,"y":10,"width":50,"height":50}}]}]}
            """)
        _ = linter.lint(document)
        #expect(linter.findings.map(\.description) == [#"elements[0].children[1] "out": frame 60, 60, 50x50 is outside the 100x100 screen"#])
    }

    @Test(arguments: [("390x844", true), ("768X1024", true), ("0x10", false), ("10", false), ("axb", false)])
    func screenSizesParse(text: String, valid: Bool) {
        #expect((ScreenSize(text) != nil) == valid)
    }
}

/// Copies of one identifier are renamed `id~2`, `id~3`, … skipping names already taken, and the
/// search for a free name resumes where the last one stopped (linear in the copies).
@Suite struct DocumentLinterRenamingTests {
    @Test func copiesOfOneIdentifierTakeTheNextFreeNumbers() throws {
        let text = #"{"elements":[{"identifier":"x"},{"identifier":"x~3"},{"identifier":"x"},{"identifier":"x"},{"identifier":"x"}]}"#
        var linter = DocumentLinter(screenSize: try #require(ScreenSize("320x568")))
        let loadable = linter.lint(try JSONValue.parse(utf8: Data(text.utf8)))
        guard case .object(let members) = loadable, case .array(let items)? = members.first(where: { $0.key == "elements" })?.value else {
            Issue.record("no elements in \(loadable)"); return
        }
        let names = items.map { item -> String in
            guard case .object(let fields) = item, case .string(let id)? = fields.first(where: { $0.key == "identifier" })?.value else { return "?" }
            return id
        }
        #expect(names == ["x", "x~3", "x~2", "x~4", "x~5"])
    }
}
