/// A point in a view's own coordinates.
public struct Point: Equatable, Sendable {
    /// Distance from the leading edge.
    public var x: Double
    /// Distance from the top edge.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
