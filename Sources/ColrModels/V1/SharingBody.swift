/// A request to share a scheme, or to make it private again.
public struct SharingBody: Codable, Hashable, Sendable {
    /// True to let anyone read it.
    public var shared: Bool

    /// Creates a body.
    public init(shared: Bool) {
        self.shared = shared
    }
}
