/// A list of schemes.
public struct SchemeList: Codable, Hashable, Sendable {
    /// The schemes.
    public var schemes: [SchemeBody]

    /// Creates a list.
    public init(schemes: [SchemeBody]) {
        self.schemes = schemes
    }
}
