/// A color's names: exact matches, and the nearest name per namespace with its ΔEOK distance.
public struct ColorNameMatches: Codable, Hashable, Sendable {
    /// Names whose color is exactly this one.
    public var exact: [NameEntry]
    /// The nearest name in each namespace.
    public var nearest: [NameEntry]

    /// Creates names.
    public init(exact: [NameEntry], nearest: [NameEntry]) {
        self.exact = exact
        self.nearest = nearest
    }
}
