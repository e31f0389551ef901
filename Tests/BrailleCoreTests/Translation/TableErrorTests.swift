import Foundation
import Testing
@testable import BrailleCore

/// A broken table fails with `file:line:column: what is wrong`, never a crash.
@Suite struct TableErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: String
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        Case(source: "letter a 1\ncapsign 6\n", expected: "bad.tbl:2:1: unknown opcode 'capsign'"),
        Case(source: "letter a 9\n", expected: "bad.tbl:1:10: dot 9 does not exist: dots are 1 to 8 ('0' alone is the blank cell)"),
        Case(source: "letter a 1-1\n", expected: "bad.tbl:1:12: dot 1 is given twice"),
        Case(source: "letter a 1--2\n", expected: "bad.tbl:1:12: a hyphen must stand between two dot numbers"),
        Case(source: "letter a 12-\n", expected: "bad.tbl:1:12: a hyphen must stand between two dot numbers"),
        Case(source: "letter a x1\n", expected: "bad.tbl:1:10: expected dot numbers 1 to 8, found 'x1'"),
        Case(source: "letter a\n", expected: "bad.tbl:1:9: 'letter' needs a character and dots"),
        Case(source: "  # fine\nsign ab 1\n", expected: "bad.tbl:2:6: expected one character, found 'ab' (write a sequence with 'seq')"),
        Case(source: "sign U+11FFFF 1\n", expected: "bad.tbl:1:8: U+11FFFF is not a Unicode scalar value"),
        Case(source: "sign U+12G4 1\n", expected: "bad.tbl:1:10: 'G' is not a hex digit"),
        Case(source: "sign \\q 1\n", expected: "bad.tbl:1:6: unknown escape '\\q'; use \\s \\t \\\\ or \\u{XXXX}"),
        Case(source: "seq ab\\u{41 1\n", expected: "bad.tbl:1:7: '\\u{' is not closed by '}'"),
        Case(source: "sign é 1\nsign ü 12 9\n", expected: "bad.tbl:2:11: dot 9 does not exist: dots are 1 to 8 ('0' alone is the blank cell)"),
        Case(source: "cells 7\n", expected: "bad.tbl:1:7: cell size must be 6 or 8, not '7'"),
        Case(source: "undefined escape 3 4\n", expected: "bad.tbl:1:11: 'undefined escape' needs three cells: OPEN BACKSLASH CLOSE"),
        Case(source: "undefined hex\n", expected: "bad.tbl:1:1: the 'undefined' fallback needs the table to define '0'"),
        Case(source: "include missing.tbi\n", expected: "bad.tbl:1:9: cannot include 'missing.tbi': no such table file"),
        Case(source: "numcontinue\n", expected: "bad.tbl:1:12: 'numcontinue' needs one or more characters"),
    ]

    @Test(arguments: cases)
    func brokenTableNamesThePlace(_ c: Case) throws {
        let error = try #require(Braille.error(compiling: c.source))
        #expect(error.description == c.expected)
    }

    @Test func errorCarriesItsParts() throws {
        let error = try #require(Braille.error(compiling: "sign a 1\nletter b 0 19\n"))
        #expect(error.file == "bad.tbl")
        #expect(error.line == 2)
        #expect(error.column == 13)
        #expect(error.message.contains("dot 9"))
    }

    @Test func invalidUTF8IsAnError() throws {
        let bytes: [UInt8] = Array("sign ".utf8) + [0xC3, 0x28] + Array(" 1\n".utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("brl-invalid-utf8.tbl").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: TableError(file: path, line: 1, column: 6, message: "invalid UTF-8")) {
            try BrailleTable(contentsOfFile: path)
        }
    }

    @Test func includeCycleIsAnError() throws {
        let error = #expect(throws: TableError.self) {
            try Braille.compile("include a.tbi\n", extraFiles: ["a.tbi": "sign a 1\ninclude b.tbi\n", "b.tbi": "include a.tbi\n"])
        }
        let description = try #require(error).description
        #expect(description.hasSuffix("b.tbi:1:9: include cycle: '" + description.split(separator: "'")[1] + "' is already being read"))
        #expect(description.contains("/a.tbi"))
    }

    @Test func missingFileAndDirectoryAreErrors() throws {
        #expect(throws: TableError(file: "/nonexistent/x.tbl", line: 0, column: 0, message: "no such table file")) {
            try BrailleTable(contentsOfFile: "/nonexistent/x.tbl")
        }
        let dir = FileManager.default.temporaryDirectory.path
        #expect(throws: TableError(file: dir, line: 0, column: 0, message: "is a directory, not a table file")) {
            try BrailleTable(contentsOfFile: dir)
        }
    }

    @Test func unknownBundledNameListsTheBundledTables() throws {
        let error = #expect(throws: TableError.self) { try TableCatalog.table(named: "en-ueb-g9") }
        let message = try #require(error).description
        #expect(message.hasPrefix("en-ueb-g9: no such table (bundled tables: "))
        #expect(message.contains("en-ueb-g1"))
    }
}
