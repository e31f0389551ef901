import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The one place where a C call's `-1` becomes a thrown ``Errno`` and an interrupted call
/// (`EINTR`) is made again, for the calls swift-system has no API for (sockets, `poll`,
/// `waitpid`, `stat`); everything with a ``FileDescriptor`` method uses that method.
///
/// The shape of swift-system's own internal `valueOrErrno(retryOnInterrupt:_:)`.
public enum SystemCall {
    /// The result of `call`, made again while it fails with `EINTR`.
    /// - Throws: the ``Errno`` of a call that returned -1 for another reason.
    public static func retrying<Result: FixedWidthInteger>(_ call: () -> Result) throws(Errno) -> Result {
        while true {
            let result = call()
            guard result == -1 else { return result }
            let error = Errno(rawValue: errno)
            guard error == .interrupted else { throw error }
        }
    }

    /// The result of `call`, made once.
    /// - Throws: the ``Errno`` when it returned -1.
    public static func once<Result: FixedWidthInteger>(_ call: () -> Result) throws(Errno) -> Result {
        let result = call()
        guard result == -1 else { return result }
        throw Errno(rawValue: errno)
    }

    /// What `body` returns; swift-system's calls throw only ``Errno`` but say so untyped, and
    /// this says it in the type.
    public static func typed<Result>(_ body: () throws -> Result) throws(Errno) -> Result {
        do {
            return try body()
        } catch let error as Errno {
            throw error
        } catch {
            preconditionFailure("swift-system threw \(error), not an Errno")
        }
    }
}
