import Foundation

/// A table file's bytes in memory the parser owns, followed by a newline and zeros
/// (`TableBytes.padding` bytes in all).
///
/// The padding lets the parser's common-line path (`TableParser.commonLine`) read a line up to
/// its newline, and decode characters four bytes at a time, without checking for the end of the
/// file: the last line ends at the padding's newline if not at its own.
final class TableBytes {
    /// The bytes after `count` that are always there: a newline, then zeros.
    static let padding = 8
    let base: UnsafeMutablePointer<UInt8>
    /// The number of the file's bytes (the padding not counted).
    private(set) var count: Int

    /// Room for `capacity` bytes, of which none is in use yet.
    private init(capacity: Int) {
        base = .allocate(capacity: capacity + TableBytes.padding)
        count = 0
    }

    /// The UTF-8 of `source`.
    convenience init(_ source: String) {
        var source = source
        self.init(capacity: source.utf8.count)
        count = source.withUTF8 { utf8 in
            guard let start = utf8.baseAddress else { return 0 }
            base.initialize(from: start, count: utf8.count)
            return utf8.count
        }
        pad()
    }

    deinit { base.deallocate() }

    /// The bytes of the regular file at `path`, read straight into the parser's memory; nil when it
    /// cannot be opened or read or is not a regular file (the caller finds out why).
    static func read(path: String) -> TableBytes? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let capacity = Int(info.st_size)
        let bytes = TableBytes(capacity: capacity)
        while bytes.count < capacity {
            let n = Foundation.read(fd, bytes.base + bytes.count, capacity - bytes.count)
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break } // the file shrank since `fstat`
            bytes.count += n
        }
        bytes.pad()
        return bytes
    }

    /// The four bytes at `p` as a little-endian word.
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, at p: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt32.self))
    }

    /// The file's bytes, without the padding.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    private func pad() {
        base[count] = 0x0A
        (base + count + 1).initialize(repeating: 0, count: TableBytes.padding - 1)
    }
}
