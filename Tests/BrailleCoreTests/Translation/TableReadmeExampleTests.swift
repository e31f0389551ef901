import Foundation
import Testing
import BrailleCore

/// The example table in `Tables/README.md` is a working table, and does what its comments say.
@Suite struct TableReadmeExampleTests {
    static let readme = PackagePaths.root.appendingPathComponent("Tables/README.md")

    /// The first fenced block after the `## Examples` heading.
    static func exampleTable() throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "\n## Examples\n"), "Tables/README.md has no '## Examples' section")
        let rest = text[section.upperBound...]
        let open = try #require(rest.range(of: "```\n"), "no fenced block under '## Examples'")
        let close = try #require(rest[open.upperBound...].range(of: "\n```"), "the example block is not closed")
        return String(rest[open.upperBound..<close.lowerBound]) + "\n"
    }

    @Test func theExampleTableCompilesAndTranslates() throws {
        let source = try Self.exampleTable()
        #expect(source.contains("include demo-symbols.tbi"))
        let table = try Braille.compile(source, name: "demo.tbl", extraFiles: ["demo-symbols.tbi": "# shared symbols\n"])
        // "Two cells: the acute modifier, then e", the euro as two cells, the bullet by code point.
        #expect(Braille.unicode("é€\u{2022}", table) == "⠘⠌⠑⠈⠑⠸⠲")
        // `word and`, the ellipsis sequence, the capitals word indicator, the number with letter sign.
        #expect(Braille.unicode("a and ... AA 1a", table) == "⠁⠀⠯⠀⠲⠲⠲⠀⠠⠠⠁⠁⠀⠼⠁⠰⠁")
        // A character the table does not define is the full cell.
        #expect(Braille.unicode("x", table) == "⠿")
    }
}
