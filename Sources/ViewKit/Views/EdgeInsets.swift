/// Distances from each edge, with leading and trailing instead of left and right.
public struct EdgeInsets: Equatable, Sendable {
    /// From the top.
    public var top: Double
    /// From the leading edge (left in left-to-right pages).
    public var leading: Double
    /// From the bottom.
    public var bottom: Double
    /// From the trailing edge.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }
}
