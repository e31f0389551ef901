import CAtspi
import CAtspiShim

// Callbacks GLib calls on the libatspi thread. They are plain non-isolated functions in a file
// of their own: a closure written where the main actor's isolation applies would be checked
// against the main queue when GLib calls it, and trap.

/// The listener callback: hands the event to the worker in `userData`, then frees it (the
/// callback owns the copy libatspi gives it).
func atspiEventCallback(_ event: UnsafeMutablePointer<AtspiEvent>?, _ userData: UnsafeMutableRawPointer?) {
    defer { CAtspiShim_event_free(event) }
    guard let event, let userData else { return }
    Unmanaged<AtspiWorker>.fromOpaque(userData).takeUnretainedValue().handle(event)
}

/// A piece of work handed to the libatspi thread.
final class AtspiWork {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Runs one ``AtspiWork`` (passed retained) on the libatspi thread.
func atspiWorkCallback(_ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    Unmanaged<AtspiWork>.fromOpaque(data).takeRetainedValue().body()
}
