/// A size in points.
public struct Size: Equatable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
