/// An error a command has already put into words, with the exit status it ends the program with.
///
/// brl's programs share one convention (docs/errors.md): every error is one line on standard
/// error, `PROGRAM: message`, and the exit status says whose mistake it was.
public struct CommandFailure: Error, Equatable, Sendable {
    /// What went wrong, as the exit status says it.
    public enum Status: Int32, Sendable {
        /// The program ran and some of its work failed (a line that could not be translated,
        /// findings of `inspect`, a script error).
        case failed = 1
        /// An input file cannot be read or is not valid (a document, a key file, a table file).
        case badInput = 2
        /// The command line is wrong: an unknown option, a value out of range, a table or
        /// environment variable that names nothing (EX_USAGE of sysexits.h).
        case usage = 64
    }

    public var status: Status
    /// The message without the program's name; `PrintableText.oneLine` is applied when it is written.
    public var message: String

    public init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }
}
