/// Which edges a controller's view extends under the bars.
public struct RectEdge: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates edges from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge (under the navigation bar).
    public static let top = RectEdge(rawValue: 1)
    /// The bottom edge (under the tab bar).
    public static let bottom = RectEdge(rawValue: 2)
    /// No edge: the view sits between the bars.
    public static let none: RectEdge = []
    /// Every edge.
    public static let all: RectEdge = [.top, .bottom]
}
