import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Reads newline-separated lines from a file descriptor with blocking `read`, for the reader
/// threads of the feed and of scripts.
///
/// Linear in the input: every byte is looked at once for the newline, and the buffer drops what
/// was returned only when that is at least half of it. A line longer than ``maximumLine`` is not
/// kept: its bytes are skipped up to its newline and it comes back once, as ``Line/tooLong(bytes:)``,
/// so the lines after it keep their numbers.
struct LineReader {
    /// One physical line of the input.
    enum Line: Equatable {
        /// The line's bytes without its newline.
        case text([UInt8])
        /// A line over the limit, skipped: its length in bytes.
        case tooLong(bytes: Int)
    }

    let fd: Int32
    /// The bytes read and not yet returned start at `start`; `scanned` is where the search for
    /// the next newline goes on.
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    /// While skipping an over-long line: the bytes skipped so far.
    private var skipped: Int?
    private var ended = false
    private var chunk: [UInt8]
    /// Lines longer than this are skipped (a feed line is one event, not a file): 16 MiB.
    static let maximumLine = 16 << 20
    private let limit: Int

    init(fd: Int32, limit: Int = LineReader.maximumLine, chunkSize: Int = 1 << 16) {
        self.fd = fd
        self.limit = limit
        chunk = [UInt8](repeating: 0, count: chunkSize)
    }

    /// The next line; `nil` at the end of the input. A last line without newline is returned too.
    /// - Throws: the ``Errno`` of a failed read.
    mutating func next() throws(Errno) -> Line? {
        while true {
            if let newline = newlineIndex() {
                defer { consume(through: newline) }
                let length = (skipped ?? 0) + newline - start
                skipped = nil
                return length > limit ? .tooLong(bytes: length) : .text(Array(buffer[start..<newline]))
            }
            scanned = buffer.count
            if buffer.count - start > limit {
                // Too long to keep: count it and drop what is buffered of it.
                skipped = (skipped ?? 0) + buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
            }
            if ended {
                defer { buffer.removeAll(); start = 0; scanned = 0 }
                let length = (skipped ?? 0) + buffer.count - start
                if skipped == nil, length == 0 { return nil }
                skipped = nil
                return length > limit ? .tooLong(bytes: length) : .text(Array(buffer[start...]))
            }
            try fill()
        }
    }

    /// The index of the first newline at or after `scanned` (memchr: this is the inner loop).
    private func newlineIndex() -> Int? {
        guard scanned < buffer.count else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let found = memchr(raw.baseAddress! + scanned, 0x0A, raw.count - scanned) else { return nil }
            return raw.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Marks the bytes up to `newline` as returned; compacts the buffer when they are at least
    /// half of it (so each byte is moved at most a constant number of times).
    private mutating func consume(through newline: Int) {
        start = newline + 1
        scanned = start
        if start >= buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            scanned = 0
        } else if start * 2 >= buffer.count {
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
        }
    }

    /// Reads what is there (an interrupted read is made again; a descriptor without data
    /// that does not block is asked again).
    private mutating func fill() throws(Errno) {
        let file = FileDescriptor(rawValue: fd)
        while true {
            let count: Int
            do {
                count = try SystemCall.typed { try chunk.withUnsafeMutableBytes { try file.read(into: $0) } }
            } catch .wouldBlock {
                continue
            }
            if count == 0 { ended = true } else { buffer.append(contentsOf: chunk[0..<count]) }
            return
        }
    }
}
