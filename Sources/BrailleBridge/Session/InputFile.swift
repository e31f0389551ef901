import Foundation
import SystemPackage

/// Reading a file the user named (a screen document, a key-binding file), with a one-line error
/// that says what is wrong with the path instead of Foundation's "NSCocoaErrorDomain error 256"
/// (issue 13, item 11).
enum InputFile {
    /// The most bytes read from one file: far more than any screen document or key file, and a
    /// bound for a path that never ends (a device, a huge file given by mistake).
    static let maximumSize = 256 << 20

    /// The bytes of the regular file (or pipe) at `path`.
    /// - Throws: ``InputFileError``: missing, a directory, a device, unreadable, too big.
    static func read(_ path: String) throws(InputFileError) -> [UInt8] {
        /// What `call` returns; its ``Errno`` is the file's error.
        func system<Result>(_ call: () throws(Errno) -> Result) throws(InputFileError) -> Result {
            do { return try call() } catch { throw InputFileError(path: path, cause: error.description) }
        }
        let status = try system { () throws(Errno) in try Stat(FilePath(path)) }
        switch status.type {
        case .directory: throw InputFileError(path: path, cause: "is a directory, not a file")
        case .regular, .fifo: break
        default: throw InputFileError(path: path, cause: "is not a regular file (a device or socket)")
        }
        guard Int(status.size) <= maximumSize else {
            throw InputFileError(path: path, cause: "has \(status.size) bytes, more than the \(maximumSize) a file may have")
        }
        let file = try system { () throws(Errno) in
            try SystemCall.typed { try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec) }
        }
        defer { try? file.close() }
        // A regular file is read straight into an array of its size (one byte more to see its
        // end); a pipe, or a file that grew, goes on in blocks of 64 KiB.
        var bytes: [UInt8] = []
        var filled = 0
        while true {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: max(Int(status.size) + 1 - filled, 1 << 16)))
            }
            let count = try system { () throws(Errno) in
                try SystemCall.typed {
                    try bytes.withUnsafeMutableBytes { try file.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
                }
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return bytes
            }
            filled += count
            if filled > maximumSize {
                throw InputFileError(path: path, cause: "has more than the \(maximumSize) bytes a file may have")
            }
        }
    }

    /// The text of the file at `path`, which must be UTF-8.
    /// - Throws: ``InputFileError``, naming the line and column of the first byte that is not UTF-8.
    static func text(_ path: String) throws(InputFileError) -> String {
        try text(of: read(path), path: path)
    }

    /// `bytes` as text; `path` names them in the error.
    /// - Throws: ``InputFileError``, naming the line and column of the first byte that is not UTF-8.
    static func text(of bytes: [UInt8], path: String) throws(InputFileError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // Find the first invalid byte: decode scalar by scalar.
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                break loop
            case .error:
                let byte = offset < bytes.count ? String(format: " (byte 0x%02X)", bytes[offset]) : ""
                throw InputFileError(path: path, cause: "line \(line), column \(column): not UTF-8\(byte)")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A file that cannot be read: `'/tmp': is a directory, not a file`.
struct InputFileError: Error, CustomStringConvertible {
    var path: String
    var cause: String
    var description: String { "'\(path)': \(cause)" }
}
