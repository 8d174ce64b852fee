import ColrModels

/// Tagging charged to the writer: each tag added costs one write from the client's allowance in
/// a ``WriteMeter``, so one request cannot carry a thousand writes for the price of one.
public struct MeteredTagging: ColorTagging {
    /// The tagging that does the work.
    let base: any ColorTagging
    /// Where writes are charged, to the `client` each names (its address).
    let meter: any WriteMeter

    /// Meters `base`'s writes with `meter`.
    public init(_ base: any ColorTagging, meter: any WriteMeter) {
        self.base = base
        self.meter = meter
    }

    /// Charges `tags.count` writes, then adds the tags.
    public func addTags(_ tags: [TagName], to hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor
    {
        try await meter.charge(client, cost: tags.count)
        return try await base.addTags(tags, to: hex, client: client)
    }

    /// Charges one write, then removes the tag.
    public func removeTag(_ tag: TagName, from hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor?
    {
        try await meter.charge(client, cost: 1)
        return try await base.removeTag(tag, from: hex, client: client)
    }
}
