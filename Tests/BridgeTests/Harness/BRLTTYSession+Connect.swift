import Foundation
@testable import BrailleBridge

extension BRLTTYSession {
    /// Connects a client and waits until it sees a non-zero display size (notes, pitfall 1).
    func connect(timeout: Duration = .seconds(5)) async throws -> BrlAPIConnection {
        let deadline = ContinuousClock.now + timeout
        var lastError: (any Error)?
        while ContinuousClock.now < deadline {
            do {
                let connection = try BrlAPIConnection(host: daemon.brlapiHost, auth: "none")
                if try connection.displaySize().columns > 0 { return connection }
                connection.close()
            } catch {
                lastError = error
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw HarnessError("no usable BrlAPI connection to \(daemon.brlapiHost): \(String(describing: lastError))")
    }
}
