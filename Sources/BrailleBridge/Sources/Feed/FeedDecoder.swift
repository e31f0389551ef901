import BrailleCore

/// Decodes feed lines into events.
enum FeedDecoder {
    /// Decodes one line of the feed.
    /// - Parameters:
    ///   - bytes: the line without its newline.
    ///   - line: its 1-based number.
    ///   - source: the feed's name for messages ("stdin", the socket path).
    /// - Returns: `nil` for a blank line.
    static func decode(_ bytes: [UInt8], line: Int, source: String) -> SourceInput? {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
        do {
            return .event(try EventDocument.event(utf8: bytes), line: line)
        } catch {
            return .malformed(message: message(for: error, line: line, source: source))
        }
    }

    /// `feed stdin:3: the line has 17000000 bytes, over the limit of 16777216; line skipped`.
    static func tooLong(_ count: Int, line: Int, source: String) -> String {
        "feed \(source):\(line): the line has \(count) bytes, over the limit of \(LineReader.maximumLine); line skipped"
    }

    /// `feed stdin:3: elements[0].traits[1]: unknown trait "buton"`; a JSON syntax error names
    /// the column: `feed stdin:3:17: expected ...`.
    static func message(for error: DocumentError, line: Int, source: String) -> String {
        if case .syntax(_, let column, let message) = error.cause {
            return "feed \(source):\(line):\(column): \(message); line skipped"
        }
        let path = error.path.components.isEmpty ? "(the event)" : error.path.description
        return "feed \(source):\(line): \(path): \(error.cause); line skipped"
    }
}
