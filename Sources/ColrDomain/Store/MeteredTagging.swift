import ColrModels

/// Tagging charged to the writer: each tag added costs one write from the client's bucket in a
/// ``WriteRateLimiter``, so one request cannot carry a thousand writes for the price of one.
public struct MeteredTagging: ColorTagging {
    /// The tagging that does the work.
    let base: any ColorTagging
    /// The buckets, keyed by the `client` each write names (its address).
    let limiter: WriteRateLimiter

    /// Meters `base`'s writes with `limiter`.
    public init(_ base: any ColorTagging, limiter: WriteRateLimiter) {
        self.base = base
        self.limiter = limiter
    }

    /// Charges `tags.count` writes, then adds the tags.
    public func addTags(_ tags: [TagName], to hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor
    {
        try limiter.acquire(for: client, cost: tags.count)
        return try await base.addTags(tags, to: hex, client: client)
    }

    /// Charges one write, then removes the tag.
    public func removeTag(_ tag: TagName, from hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor?
    {
        try limiter.acquire(for: client)
        return try await base.removeTag(tag, from: hex, client: client)
    }
}
