/// What saving an edit did: the scheme as it is after it, and the values of others it replaced.
public struct SchemeEditOutcome: Hashable, Sendable {
    /// The scheme after the edit. Its revision is the new one, or the one it was already at when
    /// the edit changed nothing (removing a color another editor had removed already).
    public let scheme: StoredScheme
    /// What the edit replaced that others had saved since its base revision.
    public let replaced: [SchemeReplacement]
    /// Whether the edit changed the scheme (and so was stored as a revision of its own).
    public let changed: Bool

    /// Creates an outcome.
    public init(scheme: StoredScheme, replaced: [SchemeReplacement] = [], changed: Bool = true) {
        self.scheme = scheme
        self.replaced = replaced
        self.changed = changed
    }

    /// The outcome of an edit that left `scheme` as it was.
    public static func unchanged(_ scheme: StoredScheme) -> SchemeEditOutcome {
        SchemeEditOutcome(scheme: scheme, changed: false)
    }
}
