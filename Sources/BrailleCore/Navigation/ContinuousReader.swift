/// Continuous reading: whether the display advances by itself, when it shows its next window,
/// and how fast it goes. The navigator moves the window; the reader keeps the schedule, and a
/// step is due exactly while it reads.
struct ContinuousReader: Sendable {
    /// How fast continuous reading goes; may be changed at any time.
    var settings: ReadingSettings
    /// Reading, paused by a key, or off.
    private(set) var state: Navigator.ReadingState = .off
    /// When the next window shows; `nil` unless reading.
    private(set) var nextStep: Navigator.Instant?

    init(settings: ReadingSettings) {
        self.settings = settings
    }

    /// Reads on, showing the next window at `step`.
    mutating func read(nextStepAt step: Navigator.Instant) {
        state = .reading
        nextStep = step
    }

    /// Stops at a key; the reading toggle goes on from the window shown.
    mutating func pause() {
        state = .paused
        nextStep = nil
    }

    /// Stops at the end (of the book, of the screen) or on a new screen.
    mutating func stop() {
        state = .off
        nextStep = nil
    }

    /// The step due at `now`, if reading and its time has come.
    func stepDue(at now: Navigator.Instant) -> Navigator.Instant? {
        guard state == .reading, let nextStep, now >= nextStep else { return nil }
        return nextStep
    }

    /// Checks, in debug builds: a step is scheduled exactly while reading.
    func _checkInvariants() {
        #if DEBUG
        precondition((state == .reading) == (nextStep != nil), "reading \(state) with next step \(String(describing: nextStep))")
        #endif
    }
}
