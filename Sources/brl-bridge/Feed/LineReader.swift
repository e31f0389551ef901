#if canImport(Glibc)
import Glibc
#endif

/// Reads newline-separated lines from a file descriptor with blocking `read`, for the reader
/// threads of the feed and of scripts.
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 4096)
    private var ended = false
    /// Lines longer than this are cut (a feed line is one event, not a file).
    static let maximumLine = 16 << 20

    init(fd: Int32) { self.fd = fd }

    /// The next line without its newline; `nil` at the end of the input. A last line without
    /// newline is returned too.
    /// - Throws: the `errno` of a failed read.
    mutating func next() throws(ReadFailure) -> [UInt8]? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            if ended {
                if buffer.isEmpty { return nil }
                defer { buffer.removeAll() }
                return buffer
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw ReadFailure(code: errno)
            }
            if count == 0 { ended = true; continue }
            buffer.append(contentsOf: chunk[0..<count])
            if buffer.count > Self.maximumLine, buffer.firstIndex(of: 0x0A) == nil {
                defer { buffer.removeAll() }
                return buffer
            }
        }
    }

    struct ReadFailure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }
}
