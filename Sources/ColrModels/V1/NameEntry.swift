/// A named color from one of ColorKit's namespaces.
public struct NameEntry: Codable, Hashable, Sendable {
    /// `uikit`, `css`, `x11` or `colornames`.
    public var namespace: String
    /// The name as its list spells it.
    public var name: String
    /// The named color's hex.
    public var hex: String
    /// ΔEOK from the color asked about (0 for exact names).
    public var distance: Double

    /// Creates an entry.
    public init(namespace: String, name: String, hex: String, distance: Double) {
        self.namespace = namespace
        self.name = name
        self.hex = hex
        self.distance = distance
    }
}
