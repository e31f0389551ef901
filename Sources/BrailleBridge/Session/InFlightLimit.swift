import Synchronization

/// At most ``limit`` items of one producer in the loop's stream at a time: the producer
/// ``acquire()``s before it hands an item over, the loop ``release()``s when it handled one.
///
/// The loop's stream is first come, first served; without a limit a burst of 10⁵ app events
/// lies in it before a key pressed after them (issue 26, item 3). With it, a key waits behind at
/// most ``limit`` events, and the rest of the burst waits in the source (the feed's bounded
/// ``FeedQueue``, then the app's socket).
final class InFlightLimit: Sendable {
    let limit: Int
    private struct State {
        var available: Int
        var waiter: CheckedContinuation<Void, Never>?
    }
    private let state: Mutex<State>

    init(limit: Int) {
        self.limit = max(limit, 1)
        state = Mutex(State(available: max(limit, 1)))
    }

    /// Waits until fewer than ``limit`` items are in flight and counts one more. One producer.
    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.available > 0 {
                    state.available -= 1
                    return true
                }
                state.waiter = continuation
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// One item was handled: lets the producer hand over the next one.
    func release() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.available = min(state.available + 1, limit)
            return nil
        }
        waiter?.resume()
    }
}
