import BrailleCore
import Foundation

/// What the feed's reader thread decoded and the bridge's loop has not taken yet: bounded in
/// items and bytes, with a newer value of an element replacing one still waiting (issue 26,
/// item 4).
///
/// - ``push(_:bytes:)`` (the reader thread) blocks while ``Limits/items`` items or
///   ``Limits/bytes`` bytes of lines wait, so the reader stops reading, the socket's buffer fills
///   and the app's writes block: the app is slowed down, not the bridge's memory filled. One item
///   of any size is taken when nothing waits (a line may be up to 16 MiB).
/// - When the queue is full, a `valueChanged` (an ``ElementChange`` with only a value) replaces
///   the waiting value change of the same element, when no event naming that element, and no change of the layout or the
///   screen, came between them; the replaced lines are delivered as one
///   ``SourceInput/superseded(count:)`` before the event, so `await-feed` counts every line.
/// - ``onThrottle`` hears `true` when the reader first has to wait (the app is too fast) and
///   `false` when everything waiting was taken again.
/// - ``take()`` (the loop, through ``inputs``) waits for the next item; `nil` once finished and
///   empty.
final class FeedQueue: @unchecked Sendable {
    /// How much may wait.
    struct Limits: Sendable {
        /// Items (events, malformed lines, the end).
        var items = 1_024
        /// Bytes of the lines they were decoded from.
        var bytes = 4 << 20
    }

    /// What a throttled reader and its catching up count, for the app's `slowDown`/`resume` lines.
    struct Throttle: Equatable, Sendable {
        /// `true`: the reader stopped reading because the limits were reached.
        var slowingDown: Bool
        /// Lines replaced by a newer value of the same element since the last report.
        var superseded: Int
    }

    let limits: Limits
    private let onThrottle: @Sendable (Throttle) -> Void

    private struct Entry {
        var input: SourceInput
        var bytes: Int
        var superseded = 0
    }

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var entries: [Entry] = []
    private var head = 0
    private var waitingBytes = 0
    /// Absolute positions (`removed + index`) of the waiting value change of each element.
    private var valueChangeAt: [String: Int] = [:]
    /// Items taken and dropped from the front of `entries` since it was made.
    private var removed = 0
    private var finished = false
    private var throttled = false
    private var supersededSinceReport = 0
    /// The loop waiting in ``take()``.
    private var taker: CheckedContinuation<SourceInput?, Never>?
    /// A superseded event's event, handed out right after its ``SourceInput/superseded(count:)``.
    private var carried: SourceInput?

    init(limits: Limits = Limits(), onThrottle: @escaping @Sendable (Throttle) -> Void = { _ in }) {
        self.limits = limits
        self.onThrottle = onThrottle
    }

    /// The queue as a stream that pulls: an item leaves the queue only when the loop asks for it.
    var inputs: AsyncStream<SourceInput> {
        AsyncStream(unfolding: { [self] in await take() })
    }

    /// How many items wait (tests).
    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return entries.count - head
    }

    /// Adds `input`, decoded from a line of `bytes` bytes; waits while the queue is full. After
    /// ``finish()`` the input is dropped.
    func push(_ input: SourceInput, bytes: Int) {
        condition.lock()
        // Only an app that is too fast loses lines: below the limits every line is shown (and
        // a refused one reported).
        if isFull(adding: bytes), coalesce(input, bytes: bytes) {
            condition.unlock()
            return
        }
        var report: Throttle?
        while !finished, isFull(adding: bytes) {
            if !throttled {
                throttled = true
                report = Throttle(slowingDown: true, superseded: supersededSinceReport)
                supersededSinceReport = 0
                condition.unlock()
                onThrottle(report!)
                condition.lock()
                continue
            }
            condition.wait()
        }
        guard !finished else {
            condition.unlock()
            return
        }
        forget(namedBy: input)
        if case .event(.elementChanged(let identifier, let change), _) = input, change.isValueOnly {
            valueChangeAt[identifier] = removed + entries.count
        }
        entries.append(Entry(input: input, bytes: bytes))
        waitingBytes += bytes
        handOver()
    }

    /// No more items come (the feed ended); the loop takes what waits, then `nil`.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        handOver()
    }

    /// Drops what waits and wakes everyone (the session ended).
    func close() {
        condition.lock()
        finished = true
        entries.removeAll()
        head = 0
        carried = nil
        condition.broadcast()
        handOver()
    }

    /// The next item; `nil` after ``finish()`` once everything was taken.
    func take() async -> SourceInput? {
        await withCheckedContinuation { continuation in
            condition.lock()
            if let item = popLocked() {
                let resume = afterPop()
                condition.unlock()
                resume()
                continuation.resume(returning: item)
            } else if finished {
                condition.unlock()
                continuation.resume(returning: nil)
            } else {
                taker = continuation
                condition.unlock()
            }
        }
    }

    // MARK: - Under the lock

    private func isFull(adding bytes: Int) -> Bool {
        let waiting = entries.count - head
        guard waiting > 0 else { return false }
        return waiting >= limits.items || waitingBytes + bytes > limits.bytes
    }

    /// Replaces the waiting value change of the same element; `true` when it did.
    private func coalesce(_ input: SourceInput, bytes: Int) -> Bool {
        guard case .event(.elementChanged(let identifier, let change), _) = input, change.isValueOnly,
              let position = valueChangeAt[identifier], position - removed >= head else { return false }
        let index = position - removed
        waitingBytes += bytes - entries[index].bytes
        entries[index].input = input
        entries[index].bytes = bytes
        entries[index].superseded += 1
        supersededSinceReport += 1
        return true
    }

    /// Forgets the waiting value changes that `input` must not be passed by.
    private func forget(namedBy input: SourceInput) {
        guard case .event(let event, _) = input else { return }
        switch event {
        case .focus(let identifier), .elementRemoved(let identifier),
             .caretMoved(let identifier, _), .selectionChanged(let identifier, _):
            valueChangeAt[identifier] = nil
            if case .elementRemoved = event { valueChangeAt.removeAll() }
        case .elementChanged(let identifier, let change):
            if !change.isValueOnly { valueChangeAt[identifier] = nil }
        case .layoutChanged, .screenChanged, .elementAdded:
            valueChangeAt.removeAll()
        case .announcement, .pageScrolled:
            break
        }
    }

    /// The front item, if any (a superseded event comes as its count first).
    private func popLocked() -> SourceInput? {
        if let carried {
            self.carried = nil
            return carried
        }
        guard head < entries.count else { return nil }
        let entry = entries[head]
        head += 1
        waitingBytes -= entry.bytes
        if case .event(.elementChanged(let identifier, _), _) = entry.input,
           valueChangeAt[identifier] == removed + head - 1 {
            valueChangeAt[identifier] = nil
        }
        if head >= 64, head * 2 >= entries.count {
            entries.removeFirst(head)
            removed += head
            head = 0
        }
        condition.broadcast()
        if entry.superseded > 0 {
            carried = entry.input
            return .superseded(count: entry.superseded)
        }
        return entry.input
    }

    /// What to tell the app once the queue is empty again after a throttle (called unlocked).
    private func afterPop() -> () -> Void {
        guard throttled, head == entries.count, carried == nil else { return {} }
        throttled = false
        let report = Throttle(slowingDown: false, superseded: supersededSinceReport)
        supersededSinceReport = 0
        let onThrottle = self.onThrottle
        return { onThrottle(report) }
    }

    /// Gives the front item to a waiting ``take()``; unlocks.
    private func handOver() {
        guard let taker else {
            condition.unlock()
            return
        }
        if let item = popLocked() {
            self.taker = nil
            let resume = afterPop()
            condition.unlock()
            resume()
            taker.resume(returning: item)
        } else if finished {
            self.taker = nil
            condition.unlock()
            taker.resume(returning: nil)
        } else {
            condition.unlock()
        }
    }
}

extension ElementChange {
    /// Only a value (`valueChanged`): a newer one of the same element makes it obsolete.
    var isValueOnly: Bool {
        label == nil && hint == nil && traits == nil && frame == nil && book == nil
            && (value != nil || clearsValue || adjustableValue != nil)
    }
}
