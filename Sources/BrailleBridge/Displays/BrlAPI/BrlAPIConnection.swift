import CBrlAPI
#if canImport(Glibc)
import Glibc
#endif

/// One connection to a BRLTTY daemon through BrlAPI; the only Swift code that touches `CBrlAPI`.
///
/// It owns a `brlapi_handle_t` and uses only the handle-based `brlapi__*` calls. One thread
/// may read keys (`readKey(timeout:)`) while another writes; `close()` must come after the
/// reader stopped. BrlAPI's default exception handler (which aborts) is replaced by one that
/// reports on stderr, and SIGPIPE is ignored, so a BRLTTY that dies gives errors, not a crash.
///
///     let connection = try BrlAPIConnection(host: nil, auth: nil)
///     try connection.enterTTYMode()
///     try connection.write(cells: [0x01, 0x03])
final class BrlAPIConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private var isOpen = true

    /// The host and authentication actually used, as BrlAPI reports them.
    let host: String
    let auth: String

    /// Connects to BRLTTY.
    ///
    /// - Parameters:
    ///   - host: BrlAPI host (`127.0.0.1:5` means TCP port 4106); `nil` lets BrlAPI use
    ///     `BRLAPI_HOST`, else BRLTTY's default.
    ///   - auth: BrlAPI authentication (`none`, `keyfile:PATH` or a key file path); `nil` lets
    ///     BrlAPI use `BRLAPI_AUTH`, else BRLTTY's key file.
    /// - Throws: `BrlAPIError` (`.connectionRefused` when no BRLTTY listens, `.authentication`).
    init(host: String?, auth: String?) throws {
        Signals.ignoreBrokenPipes()
        guard let raw = malloc(brlapi_getHandleSize()) else {
            throw BrlAPIError(code: .noMemory, operation: "malloc", message: "Not enough memory")
        }
        let handle = OpaquePointer(raw)
        // BrlAPI may point the used settings at the strings passed in, which live only inside
        // these closures: read them there.
        let (fd, usedHost, usedAuth): (Int32, String, String) = withOptionalCString(host) { hostPointer in
            withOptionalCString(auth) { authPointer in
                var settings = brlapi_connectionSettings_t(
                    auth: UnsafeMutablePointer(mutating: authPointer),
                    host: UnsafeMutablePointer(mutating: hostPointer))
                var actual = brlapi_connectionSettings_t(auth: nil, host: nil)
                let fd = brlapi__openConnection(handle, &settings, &actual)
                guard fd >= 0 else { return (fd, "", "") }
                return (fd,
                        actual.host.map { String(cString: $0) } ?? "",
                        actual.auth.map { String(cString: $0) } ?? "")
            }
        }
        if fd < 0 {
            let error = Self.lastError("brlapi__openConnection")
            free(raw)
            throw error
        }
        self.handle = handle
        self.host = usedHost
        self.auth = usedAuth
        CBrlAPI_installReportingExceptionHandler(handle)
    }

    deinit { close() }

    /// The display size in cells, `(columns, rows)`; `(0, 0)` while BRLTTY's driver is not up.
    func displaySize() throws -> (columns: Int, rows: Int) {
        var x: UInt32 = 0
        var y: UInt32 = 0
        try check(brlapi__getDisplaySize(handle, &x, &y), "brlapi__getDisplaySize")
        return (Int(x), Int(y))
    }

    /// The display size as BRLTTY's driver reports it now, asked of the server
    /// (`BRLAPI_PARAM_DISPLAY_SIZE`, global value). `displaySize()` keeps the size the
    /// connection started with; this one follows a display that was resized.
    func currentDisplaySize() throws -> (columns: Int, rows: Int) {
        var size: (UInt32, UInt32) = (0, 0)
        let result = withUnsafeMutableBytes(of: &size) { buffer in
            brlapi__getParameter(handle, BRLAPI_PARAM_DISPLAY_SIZE, 0, brlapi_param_flags_t(BRLAPI_PARAMF_GLOBAL),
                                 buffer.baseAddress, buffer.count)
        }
        if result < 0 { throw Self.lastError("brlapi__getParameter") }
        return (Int(size.0), Int(size.1))
    }

    /// Takes the display for this client, at the root of BRLTTY's tty tree (works without a
    /// screen driver or a controlling terminal), and asks for commands rather than raw keys.
    func enterTTYMode() throws {
        try check(brlapi__enterTtyModeWithPath(handle, nil, 0, nil), "brlapi__enterTtyModeWithPath")
    }

    /// Asks for typed dots as `PASSDOTS` commands (dot bits, and `DOTC` for a chord with space),
    /// so the reader's typing reaches the bridge rather than BRLTTY's text table. In tty mode.
    func acceptTypedDots() throws {
        try check(CBrlAPI_acceptTypedDots(handle), "brlapi__acceptKeys")
    }

    /// The space bit of a `PASSDOTS` argument: the dots were pressed with the space bar.
    static let chordBit = Int(CBrlAPI_DOTC)

    /// Shows `cells` (dots 1–8 as bits 0–7), padded with blank cells or cut to the display.
    ///
    /// - Parameter columns: the display width the cells are laid out for.
    /// - Throws: `BrlAPIError`; `.libc` (EPIPE) or `.endOfFile` when BRLTTY went away.
    func write(cells: [UInt8], columns: Int) throws {
        var dots = [UInt8](repeating: 0, count: max(columns, 1))
        for index in 0..<min(cells.count, dots.count) { dots[index] = cells[index] }
        let result = dots.withUnsafeBufferPointer { brlapi__writeDots(handle, $0.baseAddress) }
        try check(result, "brlapi__writeDots")
    }

    /// Waits up to `timeoutMilliseconds` for a key; returns `nil` on timeout.
    func readKey(timeoutMilliseconds: Int32) throws -> BrlAPIKey? {
        var code: brlapi_keyCode_t = 0
        let result = brlapi__readKeyWithTimeout(handle, timeoutMilliseconds, &code)
        if result == 0 { return nil }
        try check(result, "brlapi__readKeyWithTimeout")
        return Self.describe(code)
    }

    /// Names a key code as BRLTTY does (`brlapi_describeKeyCode`).
    static func describe(_ code: UInt64) -> BrlAPIKey {
        var description = brlapi_describedKeyCode_t()
        let kind: BrlAPIKey.Kind = (code & CBrlAPI_KEY_TYPE_MASK) == CBrlAPI_KEY_TYPE_CMD ? .command : .keysym
        let flags = UInt32(truncatingIfNeeded: (code & CBrlAPI_KEY_FLAGS_MASK) >> 32)
        guard brlapi_describeKeyCode(code, &description) == 0, let command = description.command else {
            let hex = String(code & CBrlAPI_KEY_CODE_MASK, radix: 16, uppercase: true)
            return BrlAPIKey(code: code, kind: kind, name: "0x" + hex, argument: 0, flags: flags)
        }
        return BrlAPIKey(code: code, kind: kind, name: String(cString: command),
                         argument: Int(description.argument), flags: flags)
    }

    /// Every BRLTTY command name libbrlapi can describe (`FWINRT`, `CSRTRK`, `ROUTE`, ...), found
    /// with `brlapi_describeKeyCode` over the simple commands and the command blocks, so that a
    /// key-binding file can reject a name BRLTTY would never send (`FWINRTT`).
    static let commandNames: Set<String> = {
        var names: Set<String> = []
        let shift = UInt64(CBrlAPI_KEY_CMD_BLK_MASK.trailingZeroBitCount)
        let blocks = (CBrlAPI_KEY_CMD_BLK_MASK >> shift) + 1
        func add(_ code: UInt64) {
            var description = brlapi_describedKeyCode_t()
            if brlapi_describeKeyCode(CBrlAPI_KEY_TYPE_CMD | code, &description) == 0,
               let command = description.command {
                names.insert(String(cString: command))
            }
        }
        for command in UInt64(0)..<0x1000 { add(command) }
        for block in UInt64(1)..<blocks { add(block << shift) }
        return names
    }()

    /// Leaves tty mode and closes the connection. Safe to call twice.
    func close() {
        guard isOpen else { return }
        isOpen = false
        brlapi__closeConnection(handle)
        free(UnsafeMutableRawPointer(handle))
    }

    private func check(_ result: Int32, _ operation: String) throws {
        if result < 0 { throw Self.lastError(operation) }
    }

    private static func lastError(_ operation: String) -> BrlAPIError {
        var error = CBrlAPI_lastError()
        var buffer = [CChar](repeating: 0, count: 256)
        _ = brlapi_strerror_r(&error, &buffer, buffer.count)
        let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return BrlAPIError(code: BrlAPIError.Code(rawValue: Int32(error.brlerrno.rawValue)),
                           systemErrno: error.libcerrno, operation: operation, message: message)
    }
}

private func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let string else { return body(nil) }
    return string.withCString { body($0) }
}
