/// An error reported by BrlAPI, carrying the library's own message.
///
/// Like swift-system's `Errno`, the error number is a `RawRepresentable` value with English
/// names for the numbers the bridge reacts to; `description` is BrlAPI's `brlapi_strerror`
/// text, prefixed by the call that failed:
///
///     brlapi__openConnection: Connection refused
struct BrlAPIError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A BrlAPI error number (`brlapi_error.brlerrno`).
    struct Code: RawRepresentable, Hashable, Sendable {
        var rawValue: Int32
        init(rawValue: Int32) { self.rawValue = rawValue }

        /// Not enough memory. The corresponding C error is `BRLAPI_ERROR_NOMEM`.
        static let noMemory = Code(rawValue: 1)
        /// A connection is already running in this tty. `BRLAPI_ERROR_TTYBUSY`.
        static let ttyBusy = Code(rawValue: 2)
        /// The server refused the connection (no BRLTTY listening). `BRLAPI_ERROR_CONNREFUSED`.
        static let connectionRefused = Code(rawValue: 8)
        /// Name resolution failed. `BRLAPI_ERROR_GAIERR`.
        static let addressInfo = Code(rawValue: 10)
        /// A C library call failed; see `BrlAPIError.systemErrno` (EPIPE when BRLTTY died).
        /// `BRLAPI_ERROR_LIBCERR`.
        static let libc = Code(rawValue: 11)
        /// The tty could not be found. `BRLAPI_ERROR_UNKNOWNTTY`.
        static let unknownTTY = Code(rawValue: 12)
        /// The server closed the connection. `BRLAPI_ERROR_EOF`.
        static let endOfFile = Code(rawValue: 14)
        /// The key file is empty. `BRLAPI_ERROR_EMPTYKEY`.
        static let emptyKey = Code(rawValue: 15)
        /// Authentication failed (a wrong key file). `BRLAPI_ERROR_AUTHENTICATION`.
        static let authentication = Code(rawValue: 17)
    }

    /// The BrlAPI error number.
    var code: Code
    /// The `errno` of the failed C library call when `code` is `.libc`, else 0.
    var systemErrno: Int32
    /// The BrlAPI function that failed, e.g. `brlapi__openConnection`.
    var operation: String
    /// BrlAPI's message for the error (`brlapi_strerror`).
    var message: String

    init(code: Code, systemErrno: Int32 = 0, operation: String, message: String) {
        self.code = code
        self.systemErrno = systemErrno
        self.operation = operation
        self.message = message
    }

    var description: String { "\(operation): \(message)" }

    /// Whether the error means the connection to BRLTTY is gone (the bridge should reconnect).
    var isConnectionLost: Bool {
        code == .endOfFile || code == .connectionRefused || code == .libc
    }
}
