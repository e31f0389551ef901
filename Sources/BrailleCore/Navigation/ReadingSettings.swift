/// How fast continuous reading advances.
///
/// A window stays `cells / cellsPerSecond` seconds (at least ``minimumDwell``), plus
/// ``elementPause`` after the last window of an element (or of a book line) and ``pagePause``
/// after the last window of a page.
///
/// ```swift
/// let settings = ReadingSettings(cellsPerSecond: 10)
/// settings.dwell(cells: 40, endOfElement: false, endOfPage: false)   // 4 seconds
/// ```
public struct ReadingSettings: Hashable, Sendable {
    /// Reading speed; positive. 12 cells a second unless configured.
    public var cellsPerSecond: Double
    /// The shortest time a window stays, however few cells it shows.
    public var minimumDwell: Duration
    /// The pause added after an element's (or a book line's) last window.
    public var elementPause: Duration
    /// The pause added after a page's last window.
    public var pagePause: Duration

    public init(cellsPerSecond: Double = 12, minimumDwell: Duration = .milliseconds(500),
                elementPause: Duration = .milliseconds(700), pagePause: Duration = .milliseconds(1500)) {
        self.cellsPerSecond = cellsPerSecond
        self.minimumDwell = minimumDwell
        self.elementPause = elementPause
        self.pagePause = pagePause
    }

    /// The longest proportional dwell (one day): slower speeds saturate here.
    static let longestDwellMilliseconds: Double = 86_400_000

    /// How long a window of `cells` shown cells stays.
    /// - Parameters:
    ///   - cells: the cells the window shows.
    ///   - endOfElement: whether it is the last window of the element (or book line).
    ///   - endOfPage: whether it is the last window of a book page.
    /// - Returns: the proportional time (never below ``minimumDwell``) plus the pauses.
    public func dwell(cells: Int, endOfElement: Bool, endOfPage: Bool) -> Duration {
        let speed = cellsPerSecond.isFinite && cellsPerSecond > 0 ? cellsPerSecond : 12
        // Saturate: a tiny speed (1e-15) must give a long dwell, not a trap converting to Int.
        let milliseconds = min((Double(max(cells, 0)) / speed * 1000).rounded(), Self.longestDwellMilliseconds)
        var time = max(minimumDwell, .milliseconds(Int(milliseconds)))
        if endOfElement { time += elementPause }
        if endOfPage { time += pagePause }
        return time
    }
}
