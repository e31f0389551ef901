/// A rectangle in points, like `CGRect`: origin at the top left, y grows downwards.
///
/// An ``Element``'s frame is relative to its container; ``Screen`` converts it to screen
/// coordinates (the `convertRect:toView:nil` of the seeds) with ``offset(by:)``.
public struct Frame: Hashable, Sendable {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points (y grows downwards).
    public var y: Double
    /// The width in points, not negative.
    public var width: Double
    /// The height in points, not negative.
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty frame at the origin: a child with this frame sits at its container's origin.
    public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    /// The vertical centre, which decides rows in the reading order.
    public var midY: Double { y + height / 2 }

    /// This frame, given relative to a container whose screen frame is `container`, in screen
    /// coordinates: the origin moves by the container's origin, the size stays.
    public func offset(by container: Frame) -> Frame {
        Frame(x: x + container.x, y: y + container.y, width: width, height: height)
    }
}
