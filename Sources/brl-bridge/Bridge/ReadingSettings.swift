/// How fast continuous reading advances.
///
/// A window stays `cells / cellsPerSecond` seconds (at least `minimumDwell`), plus
/// `elementPause` after the last window of an element (or a book line) and `pagePause`
/// after the last window of a page.
public struct ReadingSettings: Hashable, Sendable {
    public var cellsPerSecond: Double
    public var minimumDwell: Duration
    public var elementPause: Duration
    public var pagePause: Duration

    public init(cellsPerSecond: Double = 12, minimumDwell: Duration = .milliseconds(500),
                elementPause: Duration = .milliseconds(700), pagePause: Duration = .milliseconds(1500)) {
        self.cellsPerSecond = cellsPerSecond
        self.minimumDwell = minimumDwell
        self.elementPause = elementPause
        self.pagePause = pagePause
    }

    /// How long a window of `cells` shown cells stays.
    public func dwell(cells: Int, endOfElement: Bool, endOfPage: Bool) -> Duration {
        var time = max(minimumDwell, .milliseconds(Int((Double(cells) / cellsPerSecond * 1000).rounded())))
        if endOfElement { time += elementPause }
        if endOfPage { time += pagePause }
        return time
    }
}
