import Foundation
import Testing
@testable import BrailleBridge

/// `InputFile.read` reads a regular file straight into an array of its size (issue 13, item 6: a
/// 17 MB document was copied three times on its way to the parser) and a pipe in blocks.
@Suite struct InputFileReadingTests {
    static func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 200_001])
    func aRegularFileIsReadWhole(count: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)").path
        let expected = Self.bytes(count)
        try Data(expected).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try InputFile.read(path) == expected)
    }

    @Test func aPipeIsReadToItsEndInBlocks() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let expected = Self.bytes(150_000)
        let writer = Thread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            // In pieces smaller than a block, so the reader sees short reads.
            var offset = 0
            while offset < expected.count {
                let piece = min(10_000, expected.count - offset)
                let written = expected.withUnsafeBytes { write(fd, $0.baseAddress! + offset, piece) }
                if written <= 0 { break }
                offset += written
            }
            close(fd)
        }
        writer.start()
        #expect(try InputFile.read(path) == expected)
    }
}
