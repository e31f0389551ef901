import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import BrailleBridge

/// The feed's and the scripts' line reader (issue 13, item 5): every physical line comes back
/// once, in order, and a line over the limit is one `tooLong` whatever its size, so the lines
/// after it keep their numbers.
@Suite struct LineReaderTests {
    /// All the lines of `text` read with a small limit and small chunks (so lines span reads).
    static func lines(_ text: String, limit: Int = 10, chunkSize: Int = 3) throws -> [LineReader.Line] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(fd) }
        var reader = LineReader(fd: fd, limit: limit, chunkSize: chunkSize)
        var result: [LineReader.Line] = []
        while let line = try reader.next() { result.append(line) }
        return result
    }

    static func text(_ string: String) -> LineReader.Line { .text(Array(string.utf8)) }

    @Test func linesComeBackInOrderAcrossReads() throws {
        #expect(try Self.lines("a\nbcd\n\nefghij\nlast") == [Self.text("a"), Self.text("bcd"), Self.text(""), Self.text("efghij"), Self.text("last")])
        #expect(try Self.lines("") == [])
        #expect(try Self.lines("\n") == [Self.text("")])
    }

    @Test func aLineOverTheLimitIsOneReportAndTheNextLinesKeepTheirPlace() throws {
        let long = String(repeating: "x", count: 95)
        #expect(try Self.lines("ok\n\(long)\nnext\n") == [Self.text("ok"), .tooLong(bytes: 95), Self.text("next")])
        // At the end of the input, without a newline.
        #expect(try Self.lines("ok\n\(long)") == [Self.text("ok"), .tooLong(bytes: 95)])
        // Exactly the limit is still a line.
        #expect(try Self.lines("0123456789\n") == [Self.text("0123456789")])
    }

    @Test(arguments: [1, 2, 7, 64, 4096])
    func anyChunkSizeGivesTheSameLines(chunkSize: Int) throws {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        var expected: [LineReader.Line] = []
        for _ in 0..<200 {
            let length = Int.random(in: 0...14, using: &generator)
            let line = String((0..<length).map { _ in "abc€"[Int.random(in: 0..<4, using: &generator)] })
            text += line + "\n"
            let bytes = Array(line.utf8)
            expected.append(bytes.count > 10 ? .tooLong(bytes: bytes.count) : .text(bytes))
        }
        #expect(try Self.lines(text, chunkSize: chunkSize) == expected)
    }
}

private extension String {
    subscript(_ i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
}
